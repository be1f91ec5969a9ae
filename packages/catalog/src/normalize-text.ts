/**
 * The form names and queries are compared in outside the food-word engine (display-name checks, the AI
 * chef's titles): the engine's folded form (`food-words/fold-text.ts`: NFKC, invisible characters dropped,
 * look-alike letters put right, lower case, no diacritics, ё = е, one kind of apostrophe and hyphen, single
 * spaces) with й = и and ў = у, which only ever widens a match.
 */
import { foldBreves, foldFoodText } from './food-words/fold-text';

export const normalizeText = (text: string): string => foldBreves(foldFoodText(text));

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}']/u.test(c);

/** Offsets in `normalized` where a word begins (after a space, hyphen, comma, bracket …). */
export function wordStarts(normalized: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i < normalized.length; i++) {
    if (isWordChar(normalized[i]) && !isWordChar(normalized[i - 1])) starts.push(i);
  }
  return starts;
}
