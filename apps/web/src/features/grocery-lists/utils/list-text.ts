/**
 * A grocery list as plain text, in the interface language, for exporting it (a .txt file, the system share
 * sheet): the title and week, then each store section in store order with its items as "☐ name — amount",
 * checked items as "☑", and the pantry staples last under "Probably at home".
 *
 * @example
 *   Saturday market
 *   Week of March 10 – 16
 *
 *   FRUIT AND VEGETABLES
 *   ☐ tomatoes — 1 kg
 *   ☑ basil — 1 bunch
 */
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { TFunction } from '../../../lib/translator.ts';
import { weekRangeText } from './calendar-text.ts';
import { itemAmountText } from './item-text.ts';
import { itemName, listTitle } from '../../../lib/in-language.ts';

/** One item's line: its box, name, amount and note. */
export function itemLine(t: TFunction, item: GroceryItem, language: string): string {
  const amount = itemAmountText(t, item, language);
  const box = item.checked ? '☑' : '☐';
  return `${box} ${itemName(item, language)}${amount ? ` — ${amount}` : ''}${item.note ? ` (${item.note})` : ''}`;
}

export function listText(t: TFunction, list: GroceryList, language: string): string {
  const week = weekRangeText(t, list.weekStart, list.weekEnd, language);
  const lines: string[] = [listTitle(list, language)];
  if (week) lines.push(t('grocery.card.weekOf', { range: week }));
  const section = (title: string, items: readonly GroceryItem[]) => {
    if (items.length === 0) return;
    lines.push('', title.toLocaleUpperCase(language), ...items.map((item) => itemLine(t, item, language)));
  };
  for (const group of list.groups) section(t(`grocery.categories.${group.category}`), group.items);
  section(t('grocery.list.probablyAtHome'), list.probablyAtHome);
  return `${lines.join('\n')}\n`;
}

/** A file name for the exported list: its title without characters file systems refuse. */
export function listFileName(list: Pick<GroceryList, 'title' | 'titles'>, language: string): string {
  const base = listTitle(list, language).replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);
  return `${base || 'grocery-list'}.txt`;
}
