import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearch } from 'wouter';
import type { QueuedCheck } from '../../../lib/list-sync/offline-queue.ts';
import { useOfflineSync } from '../../../lib/list-sync/use-offline-sync.ts';
import { storeReplayedCheck } from '../utils/store-item.ts';
import { LIST_PARAM } from '../utils/paths.ts';
import { GroceryListDetails } from './grocery-list-details.tsx';
import { GroceryListIndex } from './grocery-list-index.tsx';

/**
 * `/grocery-lists`: the person's lists and those shared with them, or one list when `?list=<id>` is
 * given. Checks made offline are sent from here as soon as the network is back.
 */
export function GroceryListsPage() {
  const listId = new URLSearchParams(useSearch()).get(LIST_PARAM);
  const queryClient = useQueryClient();
  useOfflineSync(
    useCallback((check: QueuedCheck, answer: unknown) => storeReplayedCheck(queryClient, check, answer), [queryClient]),
  );
  return listId ? <GroceryListDetails key={listId} listId={listId} /> : <GroceryListIndex />;
}
