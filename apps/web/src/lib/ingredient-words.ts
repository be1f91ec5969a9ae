/**
 * Lists of ingredient words as people type them ("nuts", "peanut butter"): what the questionnaire and the
 * saved preferences send as ingredients to include or avoid.
 */

/**
 * Adds `word` with its spaces tidied, unless it is empty or already in the list in any letter case (the
 * planner compares words case-insensitively, so "Milk" and "milk" would be one word twice). Always returns a
 * new array, so it can go straight into form state.
 *
 * @example addWord(['Milk'], '  peanut   butter ') // ['Milk', 'peanut butter']
 */
export function addWord(words: readonly string[], word: string): string[] {
  const clean = word.trim().replace(/\s+/g, ' ');
  if (!clean) return [...words];
  const key = clean.toLocaleLowerCase();
  return words.some((existing) => existing.toLocaleLowerCase() === key) ? [...words] : [...words, clean];
}
