/**
 * Recognises what someone typed ("Tomatoes", "молоко", "хлеб") as a catalog ingredient, to file the item under
 * its store category. Exact names and synonyms in en/ru/be first, then a simple English plural ("tomatoes" →
 * "tomato"). A name that is not one ingredient takes the category of the catalog's food word it ends in, the
 * word it is a kind of ("sparkling water", «минеральная вода», "sparkling wine"), without being taken for that
 * ingredient; anything else is 'other' (and the person can change it).
 */
import type { GroceryCategory } from '@mealplanr/contracts/enums';
import { foldFoodText, wordsOf } from '@mealplanr/catalog/food-words/fold-text';
import { catalogIngredientIndex, resolveIngredientName } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog } from '@mealplanr/catalog/load';

export interface DetectedIngredient {
  ingredientId: string | null;
  category: GroceryCategory;
}

const SINGULAR_RULES: [RegExp, string][] = [
  [/ies$/i, 'y'],
  [/oes$/i, 'o'],
  [/(ch|sh|ss|x)es$/i, '$1'],
  [/s$/i, ''],
];

/**
 * @example detectIngredient('Cherry tomatoes') // { ingredientId: 'cherry-tomato', category: 'produce' } (if in the catalog)
 * @example detectIngredient('batteries') // { ingredientId: null, category: 'other' }
 */
export function detectIngredient(name: string): DetectedIngredient {
  const text = name.trim();
  const candidates = [text, ...SINGULAR_RULES.filter(([re]) => re.test(text)).map(([re, to]) => text.replace(re, to))];
  try {
    for (const candidate of candidates) {
      const id = resolveIngredientName(candidate);
      const ingredient = id ? loadCatalog().ingredientById.get(id) : undefined;
      if (ingredient) return { ingredientId: ingredient.id, category: ingredient.category };
    }
    const category = headWordCategory(text);
    if (category) return { ingredientId: null, category };
  } catch {
    // A catalog that fails to load stops meal planning loudly elsewhere; adding "milk" to a list still works.
  }
  return { ingredientId: null, category: 'other' };
}

/**
 * The category of the food word a name ends in (its last word that is not a number: "greek yogurt 2%"), when
 * every ingredient that word stands for shares one. Only the end counts: "apple juice" is no fruit and
 * «апельсиновый сок» no orange, so both stay 'other' rather than land under Produce.
 */
function headWordCategory(name: string): GroceryCategory | undefined {
  const folded = foldFoodText(name);
  const words = wordsOf(folded).filter((word) => !/\p{N}/u.test(word));
  const last = words.at(-1);
  if (!last) return undefined;
  const end = folded.lastIndexOf(last) + last.length;
  const { ingredientById } = loadCatalog();
  const heads = catalogIngredientIndex().words.mentions(name).filter((mention) => mention.end === end);
  // The ingredient itself when the word names one («молоко» is milk), else the group ("wine": red and white).
  const ingredients = heads.filter((mention) => mention.ref.kind === 'ingredient');
  const categories = new Set<GroceryCategory>();
  for (const mention of ingredients.length > 0 ? ingredients : heads) {
    for (const id of mention.ref.ids) {
      const ingredient = ingredientById.get(id);
      if (ingredient) categories.add(ingredient.category);
    }
  }
  const [only] = categories;
  return categories.size === 1 && only !== 'other' ? only : undefined;
}
