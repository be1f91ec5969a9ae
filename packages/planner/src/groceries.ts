/**
 * The grocery merge (docs/architecture.md#the-planner): the ingredients of a set of meals summed per ingredient in grams, ml or
 * pieces, rounded up to what a shop sells ("2 cans (400 g)", "1 bunch", "1.2 kg"), with the store category
 * from the catalog, pantry staples marked (probably at home) and, per item, which meal needs how much — so
 * taking a meal out subtracts exactly its share.
 */
import type { Catalog, Ingredient } from '@mealplanr/catalog/load';
import { cupGrams } from '@mealplanr/catalog/units';
import { GROCERY_CATEGORIES, type GroceryCategory, type Language } from '@mealplanr/contracts/enums';

export type GroceryUnit = 'g' | 'ml' | 'piece';

export interface GroceryMeal {
  /** The meal's id in its plan. */
  id: string;
  recipeId: string;
  /** Servings per person. */
  portion: number;
  /**
   * A meal whose recipe is not in the catalog (one the AI chef wrote) brings its own ingredients: catalog
   * ingredient ids with the grams the whole meal needs, already scaled to the household.
   */
  lines?: ReadonlyArray<{ ingredientId: string; grams: number }>;
}

export interface GrocerySource {
  mealId: string;
  /** What this meal needs, in the item's unit. */
  quantity: number;
}

export interface GroceryPurchase {
  /** How it is sold: by weight, or in units of a kind (can, bunch, piece …). */
  kind: Ingredient['purchase']['kind'];
  /** Units to buy (for `weight`: 1). */
  count: number;
  /** Contents of one unit in `unit` (g, ml or pieces); for `weight`, the amount to ask for. */
  size: number;
  unit: GroceryUnit;
  /** English, e.g. "2 cans (400 g)"; the web app builds its own from the fields above. */
  label: string;
}

export interface GroceryItem {
  ingredientId: string;
  name: Readonly<Record<Language, string>>;
  category: GroceryCategory;
  /** A pantry staple: listed, but probably at home already. */
  pantry: boolean;
  /** Needed in total, in `unit` (two decimals). */
  quantity: number;
  unit: GroceryUnit;
  purchase: GroceryPurchase;
  sources: GrocerySource[];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The unit an ingredient is counted in on a list: ml for liquids, pieces for things sold by the piece whose
 * piece is the piece a recipe means (a lemon; not garlic, whose recipe piece is a clove and shop piece a
 * head), grams otherwise. `perGram` converts grams into that unit.
 *
 * @example groceryUnitOf(milk) // { unit: 'ml', perGram: 0.98 } (a 240 ml cup weighs 244 g)
 * @example groceryUnitOf(lemon) // { unit: 'piece', perGram: 1 / 84 }
 */
export function groceryUnitOf(ingredient: Ingredient): { unit: GroceryUnit; perGram: number } {
  if (ingredient.liquid) {
    const cup = cupGrams(ingredient.measures);
    return { unit: 'ml', perGram: cup ? 240 / cup : 1 };
  }
  const piece = ingredient.measures.piece;
  const p = ingredient.purchase;
  if (p.kind === 'piece' && piece !== undefined && Math.abs(piece - p.grams) / p.grams <= 0.15) {
    return { unit: 'piece', perGram: 1 / piece };
  }
  return { unit: 'g', perGram: 1 };
}

const PLURAL: Record<string, string> = { box: 'boxes', bunch: 'bunches' };
const unitWord = (kind: string, n: number) => (n === 1 ? kind : (PLURAL[kind] ?? `${kind}s`));

function formatSize(amount: number, unit: GroceryUnit): string {
  if (unit === 'piece') return `${amount} ${amount === 1 ? 'piece' : 'pieces'}`;
  if (amount >= 1000) return `${round2(amount / 1000)} ${unit === 'g' ? 'kg' : 'l'}`;
  return `${amount} ${unit}`;
}

/**
 * What to buy for `quantity` (in `unit`) of `ingredient`: whole units of its purchase kind, or a weight rounded
 * up to 50 g (100 g from 1 kg).
 *
 * @example purchaseFor(chickpeasCan, 650, 'g') // { kind: 'can', count: 2, size: 400, unit: 'g', label: '2 cans (400 g)' }
 * @example purchaseFor(parsley, 12, 'g') // { kind: 'bunch', count: 1, size: 30, unit: 'g', label: '1 bunch' }
 * @example purchaseFor(potatoes, 1130, 'g') // { kind: 'weight', count: 1, size: 1200, unit: 'g', label: '1.2 kg' }
 */
export function purchaseFor(ingredient: Ingredient, quantity: number, unit: GroceryUnit): GroceryPurchase {
  const p = ingredient.purchase;
  if (p.kind === 'weight') {
    const step = quantity >= 1000 ? 100 : 50;
    const size = Math.max(step, Math.ceil(quantity / step - 1e-9) * step);
    return { kind: 'weight', count: 1, size, unit, label: formatSize(size, unit) };
  }
  // The unit's contents in the item's unit (a purchase gives grams, or ml for liquids).
  const size = unit === 'piece' ? 1 : p.grams;
  const count = Math.max(1, Math.ceil(quantity / size - 1e-9));
  const label =
    p.kind === 'bunch' || unit === 'piece'
      ? `${count} ${unitWord(p.kind, count)}`
      : `${count} ${unitWord(p.kind, count)} (${formatSize(size, unit)})`;
  return { kind: p.kind, count, size, unit, label };
}

/**
 * One list item per ingredient of `meals`, for a household of `householdSize`, in store order (category,
 * then English name).
 *
 * @example
 * mergeGroceries([{ id: '2025-03-14-dinner', recipeId: 'italian-pasta-e-fagioli', portion: 1.25 }], catalog, 2)
 * // [{ ingredientId: 'cannellini-beans', quantity: 300, unit: 'g', purchase: { label: '1 can (400 g)', … },
 * //    sources: [{ mealId: '2025-03-14-dinner', quantity: 300 }], … }, …]
 */
export function mergeGroceries(
  meals: readonly GroceryMeal[],
  catalog: Catalog,
  householdSize: number,
): GroceryItem[] {
  const sources = new Map<string, GrocerySource[]>();
  for (const meal of meals) {
    for (const line of mealLines(meal, catalog, householdSize)) {
      const ingredient = catalog.ingredientById.get(line.ingredientId);
      if (!ingredient) throw new Error(`unknown ingredient id "${line.ingredientId}" in meal "${meal.id}"`);
      const { perGram } = groceryUnitOf(ingredient);
      const quantity = round2(line.grams * perGram);
      if (quantity <= 0) continue;
      const list = sources.get(ingredient.id) ?? [];
      // A recipe listing an ingredient twice (dough and filling) is one source of that meal.
      const same = list.find((s) => s.mealId === meal.id);
      if (same) same.quantity = round2(same.quantity + quantity);
      else list.push({ mealId: meal.id, quantity });
      sources.set(ingredient.id, list);
    }
  }
  const items = [...sources].map(([id, list]) => itemFor(catalog.ingredientById.get(id)!, list));
  return sortItems(items);
}

/** Grams of each ingredient the whole meal needs: from its catalog recipe, or the lines it brings. */
function mealLines(
  meal: GroceryMeal,
  catalog: Catalog,
  householdSize: number,
): ReadonlyArray<{ ingredientId: string; grams: number }> {
  const recipe = catalog.recipeById.get(meal.recipeId);
  if (recipe) {
    const servings = meal.portion * householdSize;
    return recipe.ingredients.map((line) => ({ ingredientId: line.id, grams: line.gramsPerServing * servings }));
  }
  if (meal.lines) return meal.lines;
  throw new Error(`unknown recipe id "${meal.recipeId}" in meal "${meal.id}"`);
}

/**
 * The list without `mealId`'s share: each item's quantity becomes the sum of its other sources, and items
 * only that meal needed disappear.
 *
 * @example removeMealFromGroceries(items, '2025-03-14-dinner', catalog) // as if the dinner had never been planned
 */
export function removeMealFromGroceries(
  items: readonly GroceryItem[],
  mealId: string,
  catalog: Catalog,
): GroceryItem[] {
  const out: GroceryItem[] = [];
  for (const item of items) {
    const rest = item.sources.filter((s) => s.mealId !== mealId);
    if (rest.length === item.sources.length) out.push(item);
    else if (rest.length > 0) out.push(itemFor(catalog.ingredientById.get(item.ingredientId)!, rest));
  }
  return out;
}

function itemFor(ingredient: Ingredient, sources: GrocerySource[]): GroceryItem {
  const { unit } = groceryUnitOf(ingredient);
  // Summed from the sources in one order (never by subtracting), so taking a meal out gives exactly the
  // list without it.
  const sorted = [...sources].sort((a, b) => (a.mealId < b.mealId ? -1 : a.mealId > b.mealId ? 1 : 0));
  const quantity = round2(sorted.reduce((sum, s) => sum + s.quantity, 0));
  return {
    ingredientId: ingredient.id,
    name: ingredient.name,
    category: ingredient.category,
    pantry: ingredient.pantry,
    quantity,
    unit,
    purchase: purchaseFor(ingredient, quantity, unit),
    sources: sorted,
  };
}

function sortItems(items: GroceryItem[]): GroceryItem[] {
  const order = (c: GroceryCategory) => GROCERY_CATEGORIES.indexOf(c);
  return items.sort(
    (a, b) => order(a.category) - order(b.category) || a.name.en.localeCompare(b.name.en) || a.ingredientId.localeCompare(b.ingredientId),
  );
}
