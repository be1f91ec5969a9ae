/**
 * Maps an ingredient name written by the AI chef onto the catalog: its names and synonyms in English, Russian
 * and Belarusian, compared case- and diacritics-insensitively. Models add what the recipe needs ("onion,
 * finely chopped", "tomatoes (ripe)", "eggs"), so those additions are tried without as well. Nothing fuzzier:
 * a wrong match could let an excluded ingredient through under another name, so an unsure name stays unknown.
 */
import type { IngredientIndex } from '@mealplanr/catalog/ingredient-search';

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
export function mapIngredientName(name: string, index: Pick<IngredientIndex, 'resolve'>): string | undefined {
  for (const candidate of nameCandidates(name)) {
    const id = index.resolve(candidate);
    if (id) return id;
  }
  return undefined;
}
