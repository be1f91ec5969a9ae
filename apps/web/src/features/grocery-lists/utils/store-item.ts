/** Puts the server's answer to an item change into the cached list. */
import type { GroceryItem, GroceryItemMutation, GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { QueryClient } from '@tanstack/react-query';
import type { QueuedCheck } from '../../../lib/list-sync/offline-queue.ts';
import { type PatchItem, withPendingChanges } from '../../../lib/list-sync/pending-changes.ts';
import { GROCERY_LISTS_KEY } from '../api/get-grocery-lists.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { patchItem, upsertItem, withVersion } from './list-items.ts';

/** Changes under way laid over an item of a list (the sync module knows no list's shape). */
export const patchListItem: PatchItem<GroceryList> = (list, itemId, changes) =>
  patchItem(list, itemId, changes as Partial<GroceryItem>);

/** The answer stored, with any newer change still under way on top. */
function withAnswer(list: GroceryList, { item, listVersion }: GroceryItemMutation): GroceryList {
  return withPendingChanges(withVersion(upsertItem(list, item), listVersion), patchListItem);
}

export function storeItem(queryClient: QueryClient, listId: string, answer: GroceryItemMutation): void {
  queryClient.setQueryData<GroceryList>(groceryListQueryOptions(listId).queryKey, (list) =>
    list ? withAnswer(list, answer) : list,
  );
}

/** A replayed check's answer, when it belongs to one of the person's lists (a shared link's is not ours to store). */
export function storeReplayedCheck(queryClient: QueryClient, check: QueuedCheck, answer: unknown): void {
  if (!check.scope.startsWith(`${GROCERY_LISTS_KEY}/`)) return;
  queryClient.setQueryData<GroceryList>([check.scope], (list) =>
    list ? withAnswer(list, answer as GroceryItemMutation) : list,
  );
}
