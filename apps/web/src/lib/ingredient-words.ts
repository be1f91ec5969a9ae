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

/**
 * Puts `next` where `old` was (same place in the list, any letter case of `old`); when `next` is already in
 * the list, `old` is simply dropped. For "did you mean": the chip becomes the word that was meant.
 *
 * @example replaceWord(['milk', 'shelfish', 'eggs'], 'shelfish', 'Shellfish') // ['milk', 'Shellfish', 'eggs']
 */
export function replaceWord(words: readonly string[], old: string, next: string): string[] {
  const clean = next.trim().replace(/\s+/g, ' ');
  const oldKey = old.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  const nextKey = clean.toLocaleLowerCase();
  const taken = words.some((word) => word.toLocaleLowerCase() === nextKey && word.toLocaleLowerCase() !== oldKey);
  return words.flatMap((word) => {
    if (word.toLocaleLowerCase() !== oldKey) return [word];
    return taken || !clean ? [] : [clean];
  });
}
