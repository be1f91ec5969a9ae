/**
 * Keeps a shared list up to date while it is open: its event stream is applied to the query cache. When the
 * link stops working (revoked, replaced, list deleted) `onGone` is called. Reconnecting is
 * lib/live-list-stream.ts's job.
 */
import type { SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { openLiveListStream } from '../../../lib/live-list-stream.ts';
import { sharedListQueryOptions } from '../api/get-shared-list.ts';
import { SHARED_LIST_EVENT_TYPES, sharedListEventsUrl } from '../api/shared-list-events.ts';
import { withPendingChanges } from '../../../lib/list-sync/pending-changes.ts';
import { patchSharedItem } from '../utils/shared-item-sync.ts';
import { applySharedListEvent } from '../utils/shared-list-items.ts';

export function useSharedListLiveUpdates(shareId: string, active: boolean, onGone: () => void): void {
  const queryClient = useQueryClient();
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  }, [onGone]);

  useEffect(() => {
    if (!active) return;
    const { queryKey } = sharedListQueryOptions(shareId);
    return openLiveListStream({
      url: () => sharedListEventsUrl(shareId, queryClient.getQueryData<SharedGroceryList>(queryKey)?.version),
      types: SHARED_LIST_EVENT_TYPES,
      // An error answer (e.g. the link was turned off while away): checking the list tells.
      onGaveUp: () => void queryClient.invalidateQueries({ queryKey }),
      onEvent: (event) => {
        const next = applySharedListEvent(queryClient.getQueryData<SharedGroceryList>(queryKey), event);
        if (next === 'gone') {
          onGoneRef.current();
          return 'stop';
        }
        // Checks still under way stay on top of what others did meanwhile.
        if (next) queryClient.setQueryData<SharedGroceryList>(queryKey, withPendingChanges(next, patchSharedItem));
        return undefined;
      },
    });
  }, [active, queryClient, shareId]);
}
