/**
 * Ingredient amounts for another number of servings, rounded the way a cook measures: whole grams and
 * millilitres in steps that grow with the amount, pieces in halves (quarters below one), spoons and cups in
 * quarters. The recipe's own number of servings gives its amounts back untouched.
 */

/** The units an ingredient line may be measured in. */
export type AmountUnit = 'g' | 'ml' | 'piece' | 'tsp' | 'tbsp' | 'cup';

/** The step a scaled amount is rounded to, by unit and size. */
function stepFor(amount: number, unit: AmountUnit): number {
  switch (unit) {
    case 'g':
    case 'ml':
      // 3 g of salt matters to the gram; 740 g of flour does not.
      if (amount < 20) return 1;
      if (amount < 100) return 5;
      if (amount < 1000) return 10;
      return 50;
    case 'piece':
      return amount < 1 ? 0.25 : 0.5;
    case 'tsp':
    case 'cup':
      return 0.25;
    case 'tbsp':
      return amount < 1 ? 0.25 : 0.5;
  }
}

/** `amount` rounded to its unit's step; never rounded away to nothing when there was something. */
export function roundAmount(amount: number, unit: AmountUnit): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const step = stepFor(amount, unit);
  const rounded = Math.round(amount / step) * step;
  // Steps are 0.25, 0.5 or whole numbers: a fixed number of decimals removes floating-point dust (0.30000000004).
  return Number(Math.max(rounded, step).toFixed(2));
}

/**
 * The amount for `servings` servings of a recipe written for `recipeServings`.
 *
 * @example scaleAmount(200, 'g', 4, 6) // 300
 * @example scaleAmount(1, 'piece', 4, 2) // 0.5
 * @example scaleAmount(37, 'g', 4, 4) // 37 (the recipe's own servings: as written)
 */
export function scaleAmount(amount: number, unit: AmountUnit, recipeServings: number, servings: number): number {
  if (servings === recipeServings || recipeServings <= 0) return amount;
  return roundAmount((amount * servings) / recipeServings, unit);
}

/** Bounds of the servings stepper on a recipe page. */
export const SERVINGS_LIMITS = { min: 1, max: 24 } as const;

/** A servings count kept within the stepper's bounds (whole servings only). */
export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return SERVINGS_LIMITS.min;
  return Math.min(SERVINGS_LIMITS.max, Math.max(SERVINGS_LIMITS.min, Math.round(value)));
}
