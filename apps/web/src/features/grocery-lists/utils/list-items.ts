/**
 * Pure changes to a cached grocery list. The list arrives grouped by category (store order, checked items
 * last, pantry staples apart); every change flattens it, edits the items and regroups them (lib/grouped-list.ts),
 * so an optimistic or live change lands exactly where a refetch would.
 */
import type { GroceryItem, GroceryList, GroceryListEvent, ShareLinkState } from '@mealplanr/contracts/grocery-lists';
import { allGroupedItems, withGroupedItems } from '../../../lib/grouped-list.ts';

export const allItems: (list: Pick<GroceryList, 'groups' | 'probablyAtHome'>) => GroceryItem[] = allGroupedItems;

/** The list holding exactly `items`, regrouped, with its counts brought up to date. */
export const withItems: (list: GroceryList, items: readonly GroceryItem[]) => GroceryList = withGroupedItems;

export function findItem(list: GroceryList, itemId: string): GroceryItem | undefined {
  return allItems(list).find((item) => item.id === itemId);
}

/**
 * Puts the server's copy of an item into the list. An older copy (lower version) than the one held is
 * ignored: a live event may arrive after the answer to the same change.
 */
export function upsertItem(list: GroceryList, item: GroceryItem): GroceryList {
  const items = allItems(list);
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return withItems(list, [...items, item]);
  if (items[index]!.version > item.version) return list;
  return withItems(list, items.with(index, item));
}

/** An optimistic local change to one item (its version stays: the server decides the next one). */
export function patchItem(list: GroceryList, itemId: string, patch: Partial<GroceryItem>): GroceryList {
  const items = allItems(list);
  const index = items.findIndex((item) => item.id === itemId);
  if (index === -1) return list;
  return withItems(list, items.with(index, { ...items[index]!, ...patch }));
}

export function removeItems(list: GroceryList, itemIds: readonly string[]): GroceryList {
  const gone = new Set(itemIds);
  const items = allItems(list);
  const kept = items.filter((item) => !gone.has(item.id));
  return kept.length === items.length ? list : withItems(list, kept);
}

/** Keeps the highest list version seen (answers and events can arrive in either order). */
export function withVersion(list: GroceryList, version: number): GroceryList {
  return version > list.version ? { ...list, version } : list;
}

export function withShareLink(list: GroceryList, shareLink: ShareLinkState): GroceryList {
  return { ...list, shareLink, shared: shareLink.enabled || list.shared };
}

/** What a live event means for the cached list. */
export type EventOutcome =
  | { kind: 'list'; list: GroceryList; membersChanged?: boolean }
  /** The list was deleted, or this person lost access to it: leave the screen. */
  | { kind: 'gone'; reason: 'deleted' | 'revoked' };

/**
 * Applies one event of `GET /api/grocery-lists/:id/events` to the cached list (undefined before the first
 * load: only a snapshot can fill it then).
 *
 * @example applyListEvent(list, { type: 'item_removed', version: 8, itemId }).list.itemCount // one fewer
 */
export function applyListEvent(list: GroceryList | undefined, event: GroceryListEvent): EventOutcome | undefined {
  if (event.type === 'list_deleted') return { kind: 'gone', reason: 'deleted' };
  if (event.type === 'access_revoked') return { kind: 'gone', reason: 'revoked' };
  if (event.type === 'snapshot') return { kind: 'list', list: event.list as GroceryList };
  if (!list) return undefined;
  switch (event.type) {
    case 'item_added':
    case 'item_updated':
      return { kind: 'list', list: withVersion(upsertItem(list, event.item as GroceryItem), event.version) };
    case 'item_removed':
      return { kind: 'list', list: withVersion(removeItems(list, [event.itemId]), event.version) };
    case 'items_cleared':
      return { kind: 'list', list: withVersion(removeItems(list, event.itemIds), event.version) };
    case 'list_updated':
      return {
        kind: 'list',
        list: withVersion(
          { ...list, title: event.title, titles: event.titles, weekStart: event.weekStart, weekEnd: event.weekEnd },
          event.version,
        ),
      };
    case 'share_updated':
      return {
        kind: 'list',
        list: withVersion(
          withShareLink(list, { enabled: event.enabled, permission: event.permission }),
          event.version,
        ),
        membersChanged: true,
      };
    case 'members_updated':
      return { kind: 'list', list: withVersion(list, event.version), membersChanged: true };
  }
}
