/**
 * Keeps an open list up to date without reloading: applies every event of the list's stream
 * (lib/live-list-stream.ts, which also reconnects) to the TanStack Query cache, and says whether it is live.
 */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openLiveListStream } from '../../../lib/live-list-stream.ts';
import { GROCERY_LISTS_KEY } from '../api/get-grocery-lists.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { listMembersQueryOptions } from '../api/get-list-members.ts';
import { GROCERY_LIST_EVENT_TYPES, groceryListEventsUrl } from '../api/grocery-list-events.ts';
import { applyListEvent } from '../utils/list-items.ts';
import { withPendingChanges } from '../utils/pending-changes.ts';

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
    return openLiveListStream({
      url: () => groceryListEventsUrl(listId, queryClient.getQueryData<GroceryList>(queryKey)?.version),
      types: GROCERY_LIST_EVENT_TYPES,
      withCredentials: true,
      onStatus: setStatus,
      onGaveUp: () => void queryClient.invalidateQueries({ queryKey }),
      onEvent: (event) => {
        const outcome = applyListEvent(queryClient.getQueryData<GroceryList>(queryKey), event);
        if (!outcome) return undefined;
        if (outcome.kind === 'gone') {
          onGoneRef.current(outcome.reason);
          return 'stop';
        }
        queryClient.setQueryData<GroceryList>(queryKey, withPendingChanges(outcome.list));
        if (outcome.membersChanged) {
          void queryClient.invalidateQueries({ queryKey: listMembersQueryOptions(listId).queryKey });
          void queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
        }
        return undefined;
      },
    });
  }, [listId, queryClient]);

  return status;
}
