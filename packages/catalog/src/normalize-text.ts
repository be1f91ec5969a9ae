/**
 * The form names and queries are compared in: lower case, without diacritics (so "jalapeño" = "jalapeno",
 * "ё" = "е"; "й" and "ў" lose their breve too, which only ever widens a match), one kind of apostrophe and
 * hyphen, single spaces.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2019\u2018\u02bc\u0060\u00b4]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}']/u.test(c);

/** Offsets in `normalized` where a word begins (after a space, hyphen, comma, bracket …). */
export function wordStarts(normalized: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < normalized.length; i++) {
    if (isWordChar(normalized[i]) && !isWordChar(normalized[i - 1])) starts.push(i);
  }
  return starts;
}
