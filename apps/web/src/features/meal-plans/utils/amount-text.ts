/** An ingredient amount with its unit in the interface language: "250 g", "1,5 ст. л.", "2 pieces". */
import type { Meal } from '@mealplanr/contracts/meal-plans';
import type { TFunction } from '../../../lib/translator.ts';
import { formatDecimal } from './format.ts';

type IngredientUnit = Meal['ingredients'][number]['unit'];

/** Decimals worth showing per unit: nobody weighs 0.3 g, but half a teaspoon matters. */
const DIGITS: Record<IngredientUnit, number> = { g: 0, ml: 0, piece: 1, tsp: 2, tbsp: 1, cup: 2 };

const roundTo = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function amountText(t: TFunction, amount: number, unit: IngredientUnit, language: string): string {
  // Large weights and volumes read better in kg / l.
  if (unit === 'g' && amount >= 1000) {
    return t('plans.units.kg', { value: formatDecimal(amount / 1000, language, 2) });
  }
  if (unit === 'ml' && amount >= 1000) {
    return t('plans.units.l', { value: formatDecimal(amount / 1000, language, 2) });
  }
  const value = formatDecimal(amount, language, DIGITS[unit]);
  switch (unit) {
    case 'g':
      return t('plans.units.g', { value });
    case 'ml':
      return t('plans.units.ml', { value });
    case 'tsp':
      return t('plans.units.tsp', { value });
    case 'tbsp':
      return t('plans.units.tbsp', { value });
    // Plural forms follow the number as shown (1.5 pieces is "other" in every language).
    case 'piece':
      return t('plans.units.piece', { value, count: roundTo(amount, DIGITS.piece) });
    case 'cup':
      return t('plans.units.cup', { value, count: roundTo(amount, DIGITS.cup) });
  }
}
