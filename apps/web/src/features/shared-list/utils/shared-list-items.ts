/**
 * Pure changes to a cached shared list: live events and optimistic checks, regrouped (lib/grouped-list.ts) so
 * everything lands where a reload would put it.
 */
import type { GroceryListEvent, SharedGroceryItem, SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { allGroupedItems, withGroupedItems } from '../../../lib/grouped-list.ts';

export const sharedItems: (list: Pick<SharedGroceryList, 'groups' | 'probablyAtHome'>) => SharedGroceryItem[] =
  allGroupedItems;

const withVersion = (list: SharedGroceryList, version: number) =>
  version > list.version ? { ...list, version } : list;

/** The server's copy of an item; an older copy than the one held is ignored. */
export function upsertSharedItem(list: SharedGroceryList, item: SharedGroceryItem): SharedGroceryList {
  const items = sharedItems(list);
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return withGroupedItems(list, [...items, item]);
  if (items[index]!.version > item.version) return list;
  return withGroupedItems(list, items.with(index, item));
}

export function setSharedItemChecked(list: SharedGroceryList, itemId: string, checked: boolean): SharedGroceryList {
  const items = sharedItems(list);
  const index = items.findIndex((item) => item.id === itemId);
  return index === -1 ? list : withGroupedItems(list, items.with(index, { ...items[index]!, checked }));
}

function removeSharedItems(list: SharedGroceryList, itemIds: readonly string[]): SharedGroceryList {
  const gone = new Set(itemIds);
  return withGroupedItems(list, sharedItems(list).filter((item) => !gone.has(item.id)));
}

/** The list after a live event; 'gone' when the link no longer works (revoked, replaced, list deleted). */
export function applySharedListEvent(
  list: SharedGroceryList | undefined,
  event: GroceryListEvent,
): SharedGroceryList | 'gone' | undefined {
  if (event.type === 'access_revoked' || event.type === 'list_deleted') return 'gone';
  if (event.type === 'snapshot') return event.list as SharedGroceryList;
  if (!list) return undefined;
  switch (event.type) {
    case 'item_added':
    case 'item_updated':
      return withVersion(upsertSharedItem(list, event.item as SharedGroceryItem), event.version);
    case 'item_removed':
      return withVersion(removeSharedItems(list, [event.itemId]), event.version);
    case 'items_cleared':
      return withVersion(removeSharedItems(list, event.itemIds), event.version);
    case 'list_updated':
      return withVersion({ ...list, title: event.title, titles: event.titles, weekStart: event.weekStart, weekEnd: event.weekEnd }, event.version);
    case 'share_updated':
      if (!event.enabled) return 'gone';
      return withVersion({ ...list, permission: event.permission ?? list.permission }, event.version);
    case 'members_updated':
      return withVersion(list, event.version);
  }
}
