/**
 * The one form every food word is compared in, whatever was typed or pasted:
 * - Unicode NFKC (fullwidth "ｍｉｌｋ" = "milk", ligatures and compatibility forms unfolded);
 * - invisible characters removed: soft hyphens, zero-width spaces and joiners, bidirectional controls, other
 *   format characters; control characters become spaces;
 * - look-alike letters of the other script put right inside a word ("мoлоко" with a Latin "o", "mіlk" with a
 *   Cyrillic "і"), decided by the letters only one script has, else by the majority;
 * - lower case, ё = е, Latin diacritics dropped ("jalapeño" = "jalapeno"); й and ў keep their breve here,
 *   because the Russian and Belarusian stemmers need them (`foldBreves` drops them for comparison);
 * - one kind of apostrophe and hyphen, single spaces.
 */

/** Latin letters and the Cyrillic letters drawn the same (both cases, as case is folded later). */
const LATIN_CYRILLIC_PAIRS: readonly (readonly [string, string])[] = [
  ['a', 'а'], ['c', 'с'], ['e', 'е'], ['o', 'о'], ['p', 'р'], ['x', 'х'], ['y', 'у'], ['i', 'і'], ['j', 'ј'],
  ['s', 'ѕ'], ['k', 'к'], ['A', 'А'], ['B', 'В'], ['C', 'С'], ['E', 'Е'], ['H', 'Н'], ['I', 'І'], ['J', 'Ј'],
  ['K', 'К'], ['M', 'М'], ['O', 'О'], ['P', 'Р'], ['S', 'Ѕ'], ['T', 'Т'], ['X', 'Х'], ['Y', 'У'],
];
const TO_CYRILLIC = new Map(LATIN_CYRILLIC_PAIRS.map(([latin, cyrillic]) => [latin, cyrillic]));
const TO_LATIN = new Map(LATIN_CYRILLIC_PAIRS.map(([latin, cyrillic]) => [cyrillic, latin]));
/** Greek letters met in pasted text where a Latin one was meant. */
const GREEK_TO_LATIN = new Map([
  ['ο', 'o'], ['Ο', 'O'], ['α', 'a'], ['Α', 'A'], ['ε', 'e'], ['Ε', 'E'], ['ι', 'i'], ['Ι', 'I'], ['κ', 'k'],
  ['Κ', 'K'], ['ν', 'v'], ['ρ', 'p'], ['Ρ', 'P'], ['τ', 't'], ['Τ', 'T'], ['υ', 'u'], ['χ', 'x'], ['Χ', 'X'],
]);

const isCyrillic = (c: string) => /\p{Script=Cyrillic}/u.test(c);
const isLatin = (c: string) => /\p{Script=Latin}/u.test(c);

/** Puts look-alike letters of one word into the script the word is written in. */
function unifyScript(word: string): string {
  let latinOnly = 0;
  let cyrillicOnly = 0;
  let latin = 0;
  let cyrillic = 0;
  for (const c of word) {
    if (isLatin(c) || GREEK_TO_LATIN.has(c)) {
      latin++;
      if (!TO_CYRILLIC.has(c)) latinOnly++;
    } else if (isCyrillic(c)) {
      cyrillic++;
      if (!TO_LATIN.has(c)) cyrillicOnly++;
    }
  }
  if (latin === 0 || cyrillic === 0) {
    return latin > 0 ? [...word].map((c) => GREEK_TO_LATIN.get(c) ?? c).join('') : word;
  }
  const toCyrillic = cyrillicOnly !== latinOnly ? cyrillicOnly > latinOnly : cyrillic >= latin;
  return [...word]
    .map((c) => (toCyrillic ? (TO_CYRILLIC.get(GREEK_TO_LATIN.get(c) ?? c) ?? c) : (GREEK_TO_LATIN.get(c) ?? TO_LATIN.get(c) ?? c)))
    .join('');
}

/** Soft hyphen, zero-width and bidirectional controls, BOM, and every other format character. */
const INVISIBLE = /\p{Cf}|\u034f|\u115f|\u1160|\u17b4|\u17b5|\u3164|\uffa0/gu;
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;
/** Combining marks other than the breve (U+0306) of й and ў. */
const MARKS_BUT_BREVE = /(?![\u0306])\p{M}/gu;

export function foldFoodText(text: string): string {
  const visible = text.normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, ' ');
  const unified = visible.replace(/[\p{L}\p{M}]+/gu, unifyScript);
  return unified
    .normalize('NFD')
    .replace(MARKS_BUT_BREVE, '')
    .replace(/\u0306/g, (mark, at: number, whole: string) => (/[иуИУ]/.test(whole[at - 1] ?? '') ? mark : ''))
    .normalize('NFC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\u2019\u2018\u02bc\u0060\u00b4\u2032]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** й = и, ў = у: for comparing stems and names, where the breve only tells forms of one word apart. */
export const foldBreves = (folded: string): string => folded.replace(/й/g, 'и').replace(/ў/g, 'у');

/** The words of a folded text (letters, digits and inner apostrophes). */
export function wordsOf(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu) ?? [];
}

/** Letters and digits only: "shell-fish" = "shell fish" = "shellfish". */
export const squash = (folded: string): string => wordsOf(folded).join('');

export const isCyrillicWord = (word: string): boolean => /\p{Script=Cyrillic}/u.test(word);
