/**
 * Sends the checks queued while offline, oldest first, each with its own idempotency key (a replay after a
 * lost answer changes nothing twice). A check that can never apply (the item or list is gone, access ended)
 * is dropped; when the network or the session fails the rest waits for the next try.
 */
import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../../../lib/api.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { updateGroceryItemRebasing } from '../api/update-grocery-item.ts';
import { dequeueCheck, queuedChecks } from './offline-queue.ts';
import { storeItem } from './store-item.ts';

/** Errors after which the check still makes sense later: no network, signed out, server trouble. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

let running: Promise<void> | undefined;

export function replayQueuedChecks(queryClient: QueryClient): Promise<void> {
  running ??= (async () => {
    const touched = new Set<string>();
    try {
      // Checks queued while a pass runs are picked up by the next pass.
      for (let pass = 0; pass < 5; pass += 1) {
        const checks = await queuedChecks();
        if (checks.length === 0) return;
        for (const check of checks) {
          touched.add(check.listId);
          try {
            const { item, listVersion } = await updateGroceryItemRebasing(
              check.listId,
              check.itemId,
              check.version,
              { checked: check.checked },
              check.key,
            );
            storeItem(queryClient, check.listId, item, listVersion);
          } catch (error) {
            if (worthRetrying(error)) return;
          }
          await dequeueCheck(check.key);
        }
      }
    } finally {
      running = undefined;
      await Promise.all(
        [...touched].map((listId) =>
          queryClient.invalidateQueries({ queryKey: groceryListQueryOptions(listId).queryKey }),
        ),
      );
    }
  })();
  return running;
}
