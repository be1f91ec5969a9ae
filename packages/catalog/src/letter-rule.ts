/**
 * The alphabet rule: Belarusian never has и, щ or ъ (it writes і, ў, ы, э, ’); Russian never has і or ў.
 * A stray letter means text typed in the other language or transliterated, so it is checked everywhere.
 */
export const FORBIDDEN_LETTERS = {
  be: /[ищъИЩЪ]/gu,
  ru: /[іўІЎ]/gu,
} as const;

export type CyrillicLanguage = keyof typeof FORBIDDEN_LETTERS;

/** The forbidden letters `text` contains for `lang`, e.g. ['и'] — empty when it is clean. */
export function forbiddenLetters(text: string, lang: CyrillicLanguage): string[] {
  return [...new Set(text.match(FORBIDDEN_LETTERS[lang]) ?? [])];
}

/** Every string in a JSON value with its path (`plans.questionnaire.submit`, `steps.2`). */
export function stringsOf(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsOf(v, path ? `${path}.${i}` : `${i}`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringsOf(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** One message per string breaking the rule, naming where it is. */
export function letterProblems(value: unknown, lang: CyrillicLanguage, where: string): string[] {
  return stringsOf(value).flatMap(({ path, text }) => {
    const bad = forbiddenLetters(text, lang);
    return bad.length > 0
      ? [`${where}${path ? ` ${path}` : ''}: ${lang} text has ${bad.join(', ')}: "${text.slice(0, 80)}"`]
      : [];
  });
}
