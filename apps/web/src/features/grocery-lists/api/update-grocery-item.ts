/**
 * `PATCH /api/grocery-lists/:id/items/:itemId`: change an item, set-based (`checked: true`, never a toggle),
 * against the version last seen. When someone else changed the item meanwhile the server answers 409 with
 * the item as it is now; the change is then reapplied on top of that version (the fields this person changed
 * win, the others keep the newer values).
 */
import type { GroceryItem, GroceryItemMutation, UpdateGroceryItemBody } from '@mealplanr/contracts/grocery-lists';
import { conflictItemOf } from '../utils/conflict.ts';
import { newIdempotencyKey, requestWithKey } from '../../../lib/idempotency.ts';
import { groceryListUrl } from './get-grocery-list.ts';

export type GroceryItemChanges = Omit<UpdateGroceryItemBody, 'version'>;

/** How many times a change is rebased on a newer version before giving up. */
const MAX_REBASES = 3;

export const groceryItemUrl = (listId: string, itemId: string) =>
  `${groceryListUrl(listId)}/items/${encodeURIComponent(itemId)}`;

export async function updateGroceryItem(
  listId: string,
  itemId: string,
  body: UpdateGroceryItemBody,
  idempotencyKey: string,
): Promise<GroceryItemMutation> {
  const res = await requestWithKey('PATCH', groceryItemUrl(listId, itemId), idempotencyKey, body);
  return (await res.json()) as GroceryItemMutation;
}

/**
 * Sends `changes` against `version`, rebasing on 409. Each attempt has its own key (`<key>`, `<key>.1`, …):
 * the body differs, and a replay of the same attempt must get the same answer.
 */
export async function updateGroceryItemRebasing(
  listId: string,
  itemId: string,
  version: number,
  changes: GroceryItemChanges,
  idempotencyKey: string = newIdempotencyKey(),
  onRebase?: (current: GroceryItem) => void,
): Promise<GroceryItemMutation> {
  let current = version;
  for (let attempt = 0; ; attempt += 1) {
    const key = attempt === 0 ? idempotencyKey : `${idempotencyKey}.${attempt}`;
    try {
      return await updateGroceryItem(listId, itemId, { ...changes, version: current }, key);
    } catch (error) {
      const latest = conflictItemOf(error);
      if (!latest || attempt >= MAX_REBASES) throw error;
      onRebase?.(latest);
      current = latest.version;
    }
  }
}
