/**
 * Recognises what someone typed ("Tomatoes", "молоко", "хлеб") as a catalog ingredient, to file the item under
 * its store category. Exact names and synonyms in en/ru/be first, then a simple English plural ("tomatoes" →
 * "tomato"); anything unknown is 'other' (and the person can change it).
 */
import type { GroceryCategory } from '@mealplanr/contracts/enums';
import { resolveIngredientName } from '@mealplanr/catalog/ingredient-search';
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
  } catch {
    // A catalog that fails to load stops meal planning loudly elsewhere; adding "milk" to a list still works.
  }
  return { ingredientId: null, category: 'other' };
}
