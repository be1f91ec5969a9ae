/**
 * Keeps a shared list up to date while it is open: its event stream is applied to the query cache. When the
 * link stops working (revoked, replaced, list deleted) `onGone` is called. EventSource reconnects by itself
 * with the last version seen; after it gives up, this tries again after a pause and when the network is back.
 */
import type { SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sharedListQueryOptions } from '../api/get-shared-list.ts';
import { SHARED_LIST_EVENT_TYPES, parseSharedListEvent, sharedListEventsUrl } from '../api/shared-list-events.ts';
import { applySharedListEvent } from '../utils/shared-list-items.ts';

const RETRY_AFTER_MS = 5_000;

export function useSharedListLiveUpdates(shareId: string, active: boolean, onGone: () => void): void {
  const queryClient = useQueryClient();
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  }, [onGone]);

  useEffect(() => {
    if (!active) return;
    const { queryKey } = sharedListQueryOptions(shareId);
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;

    const handle = (message: MessageEvent) => {
      const event = parseSharedListEvent(message.data);
      if (!event) return;
      const next = applySharedListEvent(queryClient.getQueryData<SharedGroceryList>(queryKey), event);
      if (next === 'gone') {
        finished = true;
        source?.close();
        onGoneRef.current();
      } else if (next) {
        queryClient.setQueryData<SharedGroceryList>(queryKey, next);
      }
    };

    const open = () => {
      if (finished) return;
      clearTimeout(retryTimer);
      source?.close();
      const known = queryClient.getQueryData<SharedGroceryList>(queryKey);
      source = new EventSource(sharedListEventsUrl(shareId, known?.version));
      for (const type of SHARED_LIST_EVENT_TYPES) source.addEventListener(type, handle);
      source.addEventListener('error', () => {
        if (finished || source?.readyState !== EventSource.CLOSED) return;
        // An error answer (e.g. the link was turned off while away): check the list, and retry later.
        retryTimer = setTimeout(open, RETRY_AFTER_MS);
        void queryClient.invalidateQueries({ queryKey });
      });
    };

    const reopenWhenOnline = () => {
      if (source?.readyState !== EventSource.OPEN) open();
    };

    open();
    window.addEventListener('online', reopenWhenOnline);
    return () => {
      finished = true;
      clearTimeout(retryTimer);
      source?.close();
      window.removeEventListener('online', reopenWhenOnline);
    };
  }, [active, queryClient, shareId]);
}
