/**
 * How people wrap a food word when they say what to leave out: "no pork", "nut-free", "allergic to shellfish",
 * «без глютена», «алергія на арахіс», "pork products"; and lists typed into one box: "nuts, shellfish",
 * "eggs and milk", «грибы и лук». The wrapping words are stripped and lists split; what remains is looked up.
 */
import { foldFoodText } from './fold-text';

/** Leading words (folded), longest first so "allergic to" goes before "allergic". */
const PREFIXES = [
  // en
  'free from', 'free of', 'allergic to', 'allergy to', 'allergies to', 'intolerant to', 'intolerance to',
  'sensitive to', 'hold the', 'no more', 'without', 'allergic', 'allergy', 'exclude', 'avoid', 'except', 'non',
  'not', 'no', 'zero',
  // ru
  'аллергия на', 'непереносимость', 'исключить', 'аллергия', 'кроме', 'безо', 'без', 'нет', 'не',
  // be
  'алергія на', 'непераноснасць', 'выключыць', 'алергія', 'акрамя', 'няма', 'без', 'не',
].map(foldFoodText);

/** Trailing words (folded). */
const SUFFIXES = [
  // en
  'free', 'allergy', 'allergies', 'intolerance', 'sensitivity', 'products', 'product', 'foods', 'food', 'items',
  // ru
  'продукты', 'продукт', 'аллергия',
  // be
  'прадукты', 'прадукт', 'алергія',
].map(foldFoodText);

/**
 * The text with its wrapping words stripped, or undefined when it has none. "nut-free" has its hyphen as a space
 * by then (the caller compares words), so it is "nut free" here.
 *
 * @example stripWrapping('allergic to shellfish') // 'shellfish'
 */
export function stripWrapping(folded: string): string | undefined {
  let text = folded.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  const before = text;
  for (let changed = true; changed; ) {
    changed = false;
    for (const prefix of PREFIXES) {
      if (text.startsWith(`${prefix} `) && text.length > prefix.length + 1) {
        text = text.slice(prefix.length + 1);
        changed = true;
      }
    }
    for (const suffix of SUFFIXES) {
      if (text.endsWith(` ${suffix}`) && text.length > suffix.length + 1) {
        text = text.slice(0, -suffix.length - 1);
        changed = true;
      }
    }
  }
  return text !== before ? text : undefined;
}

/** Separators of a list typed in one box: punctuation and "and"/"or" in three languages. */
const LIST_SEPARATOR = /\s*[,;/+&|]\s*|\s+(?:and|or|und|и|или|і|ці|або|альбо|та)\s+/u;

/**
 * The items of a list typed as one text, or undefined when it is no list.
 *
 * @example listItems('eggs and milk') // ['eggs', 'milk']
 */
export function listItems(folded: string): string[] | undefined {
  const parts = folded
    .split(LIST_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts : undefined;
}
