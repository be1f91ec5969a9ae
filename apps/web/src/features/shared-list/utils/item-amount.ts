/**
 * An item's amount on the shared list ("2 cans (400 g)"), in the interface language, with the grocery
 * screens' unit names (`grocery.units.*`): server-written units are translated, typed ones shown as typed.
 */
import { PURCHASE_UNITS, type PurchaseUnit, type SharedGroceryItem } from '@mealplanr/contracts/grocery-lists';
import type { TFunction } from '../../../lib/translator.ts';
import { toDate } from '../../../lib/dates.ts';

const isPurchaseUnit = (unit: string): unit is PurchaseUnit => (PURCHASE_UNITS as readonly string[]).includes(unit);

const number = (value: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

const unitText = (t: TFunction, unit: PurchaseUnit, quantity: number, language: string) =>
  t(`grocery.units.${unit}`, { count: quantity, amount: number(quantity, language) });

export function sharedItemAmount(
  t: TFunction,
  item: Pick<SharedGroceryItem, 'quantity' | 'unit' | 'packageSize'>,
  language: string,
): string | null {
  const { quantity, unit, packageSize } = item;
  let text: string | null;
  if (quantity === null) text = unit;
  else if (unit === null) text = number(quantity, language);
  else if (isPurchaseUnit(unit)) text = unitText(t, unit, quantity, language);
  else text = `${number(quantity, language)} ${unit}`;
  if (text !== null && packageSize) text += ` (${unitText(t, packageSize.unit, packageSize.amount, language)})`;
  return text;
}

/**
 * "March 10 – 16" / "10–16 марта", or one day, or null. Chrome ships no Belarusian calendar data, so without
 * it the month names come from the translations (`grocery.calendar.months`).
 */
export function sharedWeekText(
  t: TFunction,
  weekStart: string | null,
  weekEnd: string | null,
  language: string,
): string | null {
  const known = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
  const format = new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric' });
  const months = t('grocery.calendar.months').split('|');
  const day = (value: string) => {
    const date = toDate(value);
    return known ? format.format(date) : `${date.getDate()} ${months[date.getMonth()]}`;
  };
  if (weekStart && weekEnd) {
    const start = toDate(weekStart);
    const end = toDate(weekEnd);
    if (known) return format.formatRange(start, end);
    return start.getMonth() === end.getMonth() ? `${start.getDate()}–${day(weekEnd)}` : `${day(weekStart)} – ${day(weekEnd)}`;
  }
  const only = weekStart ?? weekEnd;
  return only ? day(only) : null;
}
