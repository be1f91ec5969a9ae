/**
 * The plan's ingredients added up across its meals, for the grocery section before a list is made: one line
 * per ingredient, in the recipes' own unit when every meal uses the same one, in grams otherwise.
 */
import type { Meal } from '@mealplanr/contracts/meal-plans';

type IngredientUnit = Meal['ingredients'][number]['unit'];

export interface MergedIngredient {
  id: string;
  name: string;
  /** The sum in `unit`. */
  amount: number;
  unit: IngredientUnit;
  /** How many meals use it. */
  meals: number;
}

/**
 * @example mergeIngredients([{ ingredients: [{ id: 'egg', name: 'Egg', amount: 2, unit: 'piece', grams: 100 }] },
 *   { ingredients: [{ id: 'egg', name: 'Egg', amount: 1, unit: 'piece', grams: 50 }] }], 'en')
 *   // [{ id: 'egg', name: 'Egg', amount: 3, unit: 'piece', meals: 2 }]
 */
export function mergeIngredients(
  meals: ReadonlyArray<Pick<Meal, 'ingredients'>>,
  language: string,
): MergedIngredient[] {
  const byId = new Map<string, { name: string; units: Set<IngredientUnit>; amount: number; grams: number; meals: number }>();
  for (const meal of meals) {
    const seenInMeal = new Set<string>();
    for (const ingredient of meal.ingredients) {
      let entry = byId.get(ingredient.id);
      if (!entry) {
        entry = { name: ingredient.name, units: new Set(), amount: 0, grams: 0, meals: 0 };
        byId.set(ingredient.id, entry);
      }
      entry.units.add(ingredient.unit);
      entry.amount += ingredient.amount;
      entry.grams += ingredient.grams;
      if (!seenInMeal.has(ingredient.id)) {
        seenInMeal.add(ingredient.id);
        entry.meals += 1;
      }
    }
  }
  const collator = new Intl.Collator(language);
  return [...byId.entries()]
    .map(([id, entry]): MergedIngredient => {
      const [onlyUnit] = entry.units;
      return entry.units.size === 1 && onlyUnit
        ? { id, name: entry.name, amount: entry.amount, unit: onlyUnit, meals: entry.meals }
        : { id, name: entry.name, amount: entry.grams, unit: 'g', meals: entry.meals };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
