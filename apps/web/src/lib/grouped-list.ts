/**
 * The items of a list as the server sends it: grouped by category in store order, checked items last, pantry
 * staples apart. Signed-in lists and share-link lists hold different item shapes but group them alike, so both
 * flatten and regroup through here, with the same `groupGroceryItems` the server uses: an optimistic or live
 * change lands exactly where a refetch would put it.
 */
import { groupGroceryItems } from '@mealplanr/contracts/grocery-lists';

type GroupableItem = Parameters<typeof groupGroceryItems>[0][number];

interface GroupedList<T extends GroupableItem> {
  groups: ReturnType<typeof groupGroceryItems<T>>['groups'];
  probablyAtHome: T[];
  itemCount: number;
  checkedCount: number;
}

/** Every item of the list, in one array. */
export function allGroupedItems<T>(list: { groups: readonly { items: readonly T[] }[]; probablyAtHome: readonly T[] }): T[] {
  return [...list.groups.flatMap((group) => group.items), ...list.probablyAtHome];
}

/** The list holding exactly `items`, regrouped, with its counts brought up to date. */
export function withGroupedItems<T extends GroupableItem, L extends GroupedList<T>>(list: L, items: readonly T[]): L {
  const { groups, probablyAtHome } = groupGroceryItems(items);
  return {
    ...list,
    groups,
    probablyAtHome,
    itemCount: items.length,
    checkedCount: items.filter((item) => item.checked).length,
  };
}
