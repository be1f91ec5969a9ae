/**
 * Keeps an open list up to date without reloading: subscribes to the list's event stream and applies every
 * event to the TanStack Query cache. EventSource reconnects by itself (sending the last version seen, so the
 * server sends a snapshot only when something was missed); when the browser gives up, this retries after a
 * pause and as soon as the network is back.
 */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { GROCERY_LISTS_KEY } from '../api/get-grocery-lists.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { listMembersQueryOptions } from '../api/get-list-members.ts';
import { GROCERY_LIST_EVENT_TYPES, groceryListEventsUrl, parseGroceryListEvent } from '../api/grocery-list-events.ts';
import { applyListEvent } from '../utils/list-items.ts';
import { withPendingChanges } from '../utils/pending-changes.ts';

const RETRY_AFTER_MS = 5_000;

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export function useListLiveUpdates(
  listId: string,
  onGone: (reason: 'deleted' | 'revoked') => void,
): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  }, [onGone]);

  useEffect(() => {
    const { queryKey } = groceryListQueryOptions(listId);
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;

    const handle = (message: MessageEvent) => {
      const event = parseGroceryListEvent(message.data);
      if (!event) return;
      const outcome = applyListEvent(queryClient.getQueryData<GroceryList>(queryKey), event);
      if (!outcome) return;
      if (outcome.kind === 'gone') {
        finished = true;
        source?.close();
        onGoneRef.current(outcome.reason);
        return;
      }
      queryClient.setQueryData<GroceryList>(queryKey, withPendingChanges(outcome.list));
      if (outcome.membersChanged) {
        void queryClient.invalidateQueries({ queryKey: listMembersQueryOptions(listId).queryKey });
        void queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
      }
    };

    const open = () => {
      if (finished) return;
      clearTimeout(retryTimer);
      source?.close();
      const known = queryClient.getQueryData<GroceryList>(queryKey);
      source = new EventSource(groceryListEventsUrl(listId, known?.version), { withCredentials: true });
      source.addEventListener('open', () => setStatus('live'));
      for (const type of GROCERY_LIST_EVENT_TYPES) source.addEventListener(type, handle);
      source.addEventListener('error', () => {
        if (finished) return;
        setStatus('reconnecting');
        if (source?.readyState === EventSource.CLOSED) {
          // The browser stopped retrying (e.g. an error answer): try again later, and learn why meanwhile.
          retryTimer = setTimeout(open, RETRY_AFTER_MS);
          void queryClient.invalidateQueries({ queryKey });
        }
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
  }, [listId, queryClient]);

  return status;
}
