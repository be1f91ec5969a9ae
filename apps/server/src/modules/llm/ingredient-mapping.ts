/**
 * Maps an ingredient name written by the AI chef onto the catalog: its names and synonyms in English, Russian
 * and Belarusian, compared case- and diacritics-insensitively. Models add what the recipe needs ("onion,
 * finely chopped", "tomatoes (ripe)", "eggs"), so those additions are tried without as well; then the food-word
 * engine's `resolve`, which knows the inflected forms and plurals of the three languages ("помидоров",
 * "яйкі") and the synonyms. Nothing fuzzier: `resolve` never applies a typo correction (those are only
 * suggested), a word that stands only for a group or for several ingredients is not one ingredient, and a wrong match
 * could let an excluded ingredient through under another name — so an unsure name stays unknown.
 */
import type { IngredientIndex } from '@mealplanr/catalog/ingredient-search';
import type { FoodWords } from '@mealplanr/catalog/food-words/types';

/** The forms of a written name worth looking up, most literal first. */
export function nameCandidates(name: string): string[] {
  const out: string[] = [];
  const add = (value: string) => {
    const clean = value.replace(/\s+/g, ' ').trim();
    if (clean && !out.includes(clean)) out.push(clean);
  };
  add(name);
  const withoutNotes = name.replace(/\([^)]*\)/g, ' ').split(/[,;:]/)[0] ?? '';
  add(withoutNotes);
  // English plurals: "tomatoes" → "tomato", "berries" → "berry", "eggs" → "egg" (last word only).
  for (const base of [...out]) {
    const match = /^(.*?)([a-z]+)$/i.exec(base);
    if (!match) continue;
    const [, head = '', word = ''] = match;
    if (/ies$/i.test(word)) add(`${head}${word.slice(0, -3)}y`);
    if (/(o|s|x|z|ch|sh)es$/i.test(word)) add(`${head}${word.slice(0, -2)}`);
    if (/[^s]s$/i.test(word)) add(`${head}${word.slice(0, -1)}`);
  }
  return out;
}

/**
 * The catalog id a written name stands for, or undefined when it is not an ingredient we know.
 *
 * @example mapIngredientName('Eggs', index) // 'egg'
 * @example mapIngredientName('лук репчатый, мелко нарезанный', index) // 'onion'
 * @example mapIngredientName('dragon fruit foam', index) // undefined
 */
export function mapIngredientName(
  name: string,
  index: Pick<IngredientIndex, 'resolve'>,
  words?: Pick<FoodWords, 'resolve'>,
): string | undefined {
  const candidates = nameCandidates(name);
  for (const candidate of candidates) {
    const id = index.resolve(candidate);
    if (id) return id;
  }
  if (!words) return undefined;
  for (const candidate of candidates) {
    // Exactly one ingredient ("помидоров" is the tomato, besides the tomato group it also names); a word that is
    // only a group ("cheese") or that names several ingredients is not one line we can weigh.
    const ingredients = words.resolve(candidate).refs.filter((ref) => ref.kind === 'ingredient');
    if (ingredients.length === 1) return ingredients[0]!.key;
  }
  return undefined;
}
