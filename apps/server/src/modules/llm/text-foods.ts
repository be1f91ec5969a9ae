/**
 * The foods a recipe's running text (title, description, a step) says it uses, read with the food-word engine.
 *
 * Two things on top of `FoodWords.mentions`:
 * - the readings of one word are taken together: "almonds" is the ingredient and the almond group, "cheese" the
 *   whole cheese group; the word is on the ingredient list when any ingredient it can stand for is;
 * - a food the text says the dish is free of is not one it uses: "gluten-free", "dairy free", "без глютена",
 *   "without nuts", "no added sugar", and the words joined to them by "and", "or" or a comma ("без глютена и
 *   молока"). Descriptions of dishes for a diet say so all the time; read as foods, they would refuse every
 *   gluten-free recipe for naming gluten.
 */
import { foldFoodText } from '@mealplanr/catalog/food-words/fold-text';
import type { FoodWords } from '@mealplanr/catalog/food-words/types';

/** One food word of a text with every ingredient it can stand for. */
export interface TextFood {
  /** The word as found (folded). */
  text: string;
  ids: ReadonlySet<string>;
}

/** "without", "no", "без" right before a food word (folded text: lower case, single spaces). */
const NEGATION_BEFORE = /(?:^|[^\p{L}\p{N}])(?:без|without|no|sans)\s$/u;
/** "-free" or " free" right after it. */
const FREE_AFTER = /^(?:-| )free(?![\p{L}\p{N}])/u;
/** What joins the next word of a negated list: "and", "or", a comma (with the negation repeated or not). */
const LIST_JOIN = /^(?:\s*,\s*|\s+(?:and|or|nor|и|или|і|ці|або)\s+|\s*,\s*(?:and|or|и|или|і|або)\s+)(?:(?:без|without|no)\s)?$/u;

/**
 * The foods `text` names as used (negated ones left out), one entry per place in the text.
 *
 * @example foodsInText(words, 'A gluten-free loaf with butter') // [{ text: 'butter', ids: {'butter'} }]
 */
export function foodsInText(words: Pick<FoodWords, 'mentions'>, text: string): TextFood[] {
  const folded = foldFoodText(text);
  const bySpan = new Map<string, { start: number; end: number; text: string; ids: Set<string> }>();
  for (const mention of words.mentions(text)) {
    const key = `${mention.start}:${mention.end}`;
    const span = bySpan.get(key) ?? { start: mention.start, end: mention.end, text: mention.text, ids: new Set<string>() };
    for (const id of mention.ref.ids) span.ids.add(id);
    bySpan.set(key, span);
  }
  const spans = [...bySpan.values()].sort((a, b) => a.start - b.start);
  const used: TextFood[] = [];
  let previous: { end: number; negated: boolean } | undefined;
  for (const span of spans) {
    const before = folded.slice(0, span.start);
    const negated =
      NEGATION_BEFORE.test(before) ||
      FREE_AFTER.test(folded.slice(span.end)) ||
      (previous?.negated === true && LIST_JOIN.test(folded.slice(previous.end, span.start)));
    if (!negated) used.push({ text: span.text, ids: span.ids });
    previous = { end: span.end, negated };
  }
  return used;
}
