/**
 * A recipe's ingredient amounts for one meal of a plan: per serving × portion × household, in the recipe's
 * own unit, rounded the way a cook measures.
 */
import type { Recipe } from '@mealplanr/catalog/load';
import type { Language } from '@mealplanr/contracts/enums';

export interface ScaledIngredient {
  id: string;
  name: string;
  amount: number;
  unit: Recipe['ingredients'][number]['unit'];
  /** The same amount in grams, one decimal. */
  grams: number;
}

/**
 * Rounds an amount for the kitchen: spoons, cups and pieces to quarters (at least a quarter), grams and ml
 * to whole numbers below 20 and to 5 above.
 *
 * @example roundAmount(0.3125, 'piece') // 0.25
 * @example roundAmount(137.5, 'g') // 140
 */
export function roundAmount(amount: number, unit: ScaledIngredient['unit']): number {
  if (unit === 'g' || unit === 'ml') {
    if (amount < 20) return Math.max(1, Math.round(amount));
    return Math.round(amount / 5) * 5;
  }
  return Math.max(0.25, Math.round(amount * 4) / 4);
}

/**
 * The ingredients of `recipe` for `portion` servings per person and `householdSize` people.
 *
 * @example scaleIngredients(pancakes, 1.25, 2, 'en')[0] // { id: 'flour', name: 'wheat flour', amount: 120, unit: 'g', grams: 118.8 }
 */
export function scaleIngredients(
  recipe: Recipe,
  portion: number,
  householdSize: number,
  lang: Language,
): ScaledIngredient[] {
  const servings = portion * householdSize;
  return recipe.ingredients.map((line) => ({
    id: line.id,
    name: line.name[lang],
    amount: roundAmount((line.amount / recipe.servings) * servings, line.unit),
    unit: line.unit,
    grams: Math.round(line.gramsPerServing * servings * 10) / 10,
  }));
}
