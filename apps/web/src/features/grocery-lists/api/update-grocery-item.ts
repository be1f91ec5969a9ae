/**
 * `PATCH /api/grocery-lists/:id/items/:itemId`: change an item, set-based (`checked: true`, never a toggle),
 * against the version last seen; sent, rebased on 409 and queued offline by lib/list-sync.
 */
import type { UpdateGroceryItemBody } from '@mealplanr/contracts/grocery-lists';
import { groceryListUrl } from './get-grocery-list.ts';

export type GroceryItemChanges = Omit<UpdateGroceryItemBody, 'version'>;

export const groceryItemUrl = (listId: string, itemId: string) =>
  `${groceryListUrl(listId)}/items/${encodeURIComponent(itemId)}`;
