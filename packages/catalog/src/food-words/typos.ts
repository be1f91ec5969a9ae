/**
 * Typing slips: the optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each counting 1), and how many slips a word of some length may have and still be offered
 * as "did you mean". Never used to decide what a word means — only to suggest.
 */

/** Words shorter than this get no typo suggestions: "rice" → "ice" would be a guess, not a slip. */
export const MIN_TYPO_LENGTH = 5;

/** Slips allowed for a word of `length` letters: one from five letters, two from nine. */
export const allowedSlips = (length: number): number => (length < MIN_TYPO_LENGTH ? 0 : length < 9 ? 1 : 2);

/**
 * The optimal-string-alignment distance between `a` and `b`, or `max + 1` as soon as it must exceed `max`.
 *
 * @example typoDistance('almnods', 'almonds', 2) // 1
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  // Three rows of the table, kept between calls: a look-up compares one text with thousands of words.
  if (rows.length < 3 * (n + 1)) rows = new Int32Array(6 * (n + 1));
  let twoBack = 0;
  let previous = n + 1;
  let current = 2 * (n + 1);
  for (let j = 0; j <= n; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[twoBack + j - 2]! + 1);
      rows[current + j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return Math.min(rows[previous + n]!, max + 1);
}

let rows = new Int32Array(96);
