/**
 * How an item's amount and origin read on screen, in the interface language: "2 cans (400 g)", "1,5 кг",
 * "For: Shakshuka (Mon, breakfast)". Units the server writes are translated; units people typed stay as typed.
 */
import type { MealType } from '@mealplanr/contracts/enums';
import { PURCHASE_UNITS, type GroceryItemSource, type PurchaseUnit } from '@mealplanr/contracts/grocery-lists';
import type { TFunction } from '../../../lib/translator.ts';
import { weekdayText } from './calendar-text.ts';
import { inLanguage } from '../../../lib/in-language.ts';

const isPurchaseUnit = (unit: string): unit is PurchaseUnit => (PURCHASE_UNITS as readonly string[]).includes(unit);

export function formatQuantity(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

function unitText(t: TFunction, unit: PurchaseUnit, quantity: number, language: string): string {
  return t(`grocery.units.${unit}`, { count: quantity, amount: formatQuantity(quantity, language) });
}

/** The amount to buy, or null when the item has none ("milk"). */
export function itemAmountText(
  t: TFunction,
  item: { quantity: number | null; unit: string | null; packageSize: { amount: number; unit: 'g' | 'ml' } | null },
  language: string,
): string | null {
  const { quantity, unit, packageSize } = item;
  let text: string | null;
  if (quantity === null) text = unit;
  else if (unit === null) text = formatQuantity(quantity, language);
  else if (isPurchaseUnit(unit)) text = unitText(t, unit, quantity, language);
  else text = `${formatQuantity(quantity, language)} ${unit}`;
  if (text !== null && packageSize) text += ` (${unitText(t, packageSize.unit, packageSize.amount, language)})`;
  return text;
}

/** How many meals are named before "+N more". */
const MEALS_SHOWN = 3;

/** "Shakshuka (Mon, breakfast), Lentil soup (Tue, lunch) +2 more", or null for items added by hand. */
export function sourcesText(t: TFunction, sources: readonly GroceryItemSource[], language: string): string | null {
  const seen = new Set<string>();
  const meals = sources.filter((source) => !seen.has(source.mealId) && seen.add(source.mealId));
  if (meals.length === 0) return null;
  const named = meals.slice(0, MEALS_SHOWN).map((meal) => {
    const when = [
      meal.date ? weekdayText(t, meal.date, language) : null,
      meal.mealType ? t(`grocery.mealTypes.${meal.mealType satisfies MealType}`) : null,
    ].filter((part): part is string => part !== null);
    const title = inLanguage(meal.title, meal.titles, language);
    return when.length > 0 ? `${title} (${when.join(', ')})` : title;
  });
  const rest = meals.length - named.length;
  const list = named.join(', ');
  return t('grocery.item.fromMeals', {
    meals: rest > 0 ? `${list} ${t('grocery.item.moreMeals', { count: rest })}` : list,
  });
}
