/** The shared list's side of lib/list-sync: laying changes over its items and storing the server's answers. */
import type { SharedGroceryItem, SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import type { QueryClient } from '@tanstack/react-query';
import type { QueuedCheck } from '../../../lib/list-sync/offline-queue.ts';
import { type PatchItem, withPendingChanges } from '../../../lib/list-sync/pending-changes.ts';
import { setSharedItemChecked, upsertSharedItem } from './shared-list-items.ts';

/** The answer to a check through a link. */
export interface SharedItemMutation {
  item: SharedGroceryItem;
}

/** A link holder only ever checks and unchecks: that is the one change laid over a shared item. */
export const patchSharedItem: PatchItem<SharedGroceryList> = (list, itemId, changes) =>
  typeof changes.checked === 'boolean' ? setSharedItemChecked(list, itemId, changes.checked) : list;

/** The server's answer stored in the cached shared list, with any newer change still under way on top. */
export function storeSharedAnswer(queryClient: QueryClient, scope: string, { item }: SharedItemMutation): void {
  queryClient.setQueryData<SharedGroceryList>([scope], (list) =>
    list ? withPendingChanges(upsertSharedItem(list, item), patchSharedItem) : list,
  );
}

/** A replayed check's answer, when it was made through a share link (a list of one's own is not stored here). */
export function storeReplayedSharedCheck(queryClient: QueryClient, check: QueuedCheck, answer: unknown): void {
  if (check.scope.startsWith('/api/shared/')) storeSharedAnswer(queryClient, check.scope, answer as SharedItemMutation);
}
