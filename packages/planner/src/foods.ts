/**
 * What a recipe is made of, as far as a cook's variety and the keto rule care: whether it is egg-based, its main
 * protein source, and the high-carbohydrate ingredients it has. Read from the catalog's ingredients (flags,
 * category, nutrition per 100 g), so new recipes are classified without anyone tagging them.
 */
import type { Catalog, Ingredient, Recipe } from '@mealplanr/catalog/load';

/** A recipe with at least this many grams of egg per serving (about one egg) is egg-based. */
export const EGG_BASED_MIN_GRAMS = 45;

/**
 * A high-carbohydrate ingredient, which a keto recipe may not have: at least 40 g net carbohydrate per 100 g
 * (grains, flour, bread, sugar, dried fruit) in an amount bringing at least 2 g net carbohydrate to a serving
 * (a pinch of ground spice does not count).
 */
export const HIGH_CARB = { netCarbsPer100g: 40, netCarbsPerServing: 2 } as const;

/** The main protein sources rotated over a week. */
export const PROTEIN_SOURCES = ['poultry', 'meat', 'fish', 'seafood', 'egg', 'soy', 'nuts', 'legume', 'dairy'] as const;
export type ProteinSource = (typeof PROTEIN_SOURCES)[number];

/** A recipe's protein source counts when it brings at least this much protein to a serving. */
const MIN_SOURCE_PROTEIN_G = 5;

/** Eggs as sold (shelved with dairy): not mayonnaise, egg noodles or croissants, which merely contain egg. */
export const isEgg = (i: Ingredient | undefined): boolean => !!i && i.flags.includes('egg') && i.category === 'dairy';

/**
 * Grams of egg in one serving.
 *
 * @example eggGrams(frittata, catalog) // 100 (two eggs a serving)
 */
export function eggGrams(recipe: Pick<Recipe, 'ingredients'>, catalog: Pick<Catalog, 'ingredientById'>): number {
  let grams = 0;
  for (const line of recipe.ingredients) if (isEgg(catalog.ingredientById.get(line.id))) grams += line.gramsPerServing;
  return grams;
}

/** The protein source an ingredient stands for, if any. */
export function sourceOf(i: Ingredient): ProteinSource | null {
  const f = i.flags;
  if (f.includes('shellfish')) return 'seafood';
  if (f.includes('fish')) return 'fish';
  if (f.includes('poultry')) return 'poultry';
  if (f.includes('meat')) return 'meat';
  if (isEgg(i)) return 'egg';
  if (f.includes('soy') && i.category !== 'pantry') return 'soy'; // tofu, tempeh, edamame; not soy sauce
  if (f.includes('tree_nut') || f.includes('peanut')) return 'nuts';
  if (f.includes('legume')) return 'legume';
  if (f.includes('dairy')) return 'dairy';
  return null;
}

/**
 * The source bringing the most protein to a serving; null when none brings 5 g.
 *
 * @example proteinSource(chickenTikka, catalog) // 'poultry'
 */
export function proteinSource(recipe: Pick<Recipe, 'ingredients'>, catalog: Pick<Catalog, 'ingredientById'>): ProteinSource | null {
  const protein = new Map<ProteinSource, number>();
  for (const line of recipe.ingredients) {
    const ingredient = catalog.ingredientById.get(line.id);
    if (!ingredient) continue;
    const source = sourceOf(ingredient);
    if (source) protein.set(source, (protein.get(source) ?? 0) + (ingredient.per100g.proteinG * line.gramsPerServing) / 100);
  }
  let best: ProteinSource | null = null;
  let most = MIN_SOURCE_PROTEIN_G;
  for (const source of PROTEIN_SOURCES) {
    const g = protein.get(source) ?? 0;
    if (g >= most) {
      best = source;
      most = g;
    }
  }
  return best;
}

/**
 * Net carbohydrate (carbohydrate − fibre) per 100 g of every catalog ingredient that is high in it.
 *
 * @example highCarbTable(catalog).get('rice-white') // 79.3
 */
export function highCarbTable(catalog: Pick<Catalog, 'ingredients'>): Map<string, number> {
  const table = new Map<string, number>();
  for (const i of catalog.ingredients) {
    const net = Math.max(0, i.per100g.carbsG - i.per100g.fibreG);
    if (net >= HIGH_CARB.netCarbsPer100g) table.set(i.id, net);
  }
  return table;
}

/**
 * The recipe's high-carbohydrate ingredients (see `HIGH_CARB`), by id.
 *
 * @example highCarbIngredients(trailMix, highCarbTable(catalog)) // ['raisins']
 */
export function highCarbIngredients(recipe: Pick<Recipe, 'ingredients'>, table: ReadonlyMap<string, number>): string[] {
  const found: string[] = [];
  for (const line of recipe.ingredients) {
    const net = table.get(line.id);
    if (net !== undefined && (net * line.gramsPerServing) / 100 >= HIGH_CARB.netCarbsPerServing) found.push(line.id);
  }
  return found;
}
