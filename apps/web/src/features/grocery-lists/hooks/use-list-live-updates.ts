/**
 * Keeps an open list up to date without reloading: applies every event of the list's stream
 * (lib/live-list-stream.ts, which also reconnects) to the TanStack Query cache, and says whether it is live.
 *
 * The stream opens once the list is loaded, so it starts from the version the page has and the server sends
 * no snapshot: opened at once, it would bring the whole list a second time next to the page's own GET.
 */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { openLiveListStream } from '../../../lib/live-list-stream.ts';
import { GROCERY_LISTS_KEY } from '../api/get-grocery-lists.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { listMembersQueryOptions } from '../api/get-list-members.ts';
import { GROCERY_LIST_EVENT_TYPES, groceryListEventsUrl } from '../api/grocery-list-events.ts';
import { applyListEvent } from '../utils/list-items.ts';
import { withPendingChanges } from '../../../lib/list-sync/pending-changes.ts';
import { patchListItem } from '../utils/store-item.ts';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

export function useListLiveUpdates(
  listId: string,
  onGone: (reason: 'deleted' | 'revoked') => void,
): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // Shares the page's query (same key: no request of its own); re-renders only when the list first arrives.
  const loaded = useQuery({ ...groceryListQueryOptions(listId), select: isLoaded }).data === true;
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  }, [onGone]);

  useEffect(() => {
    if (!loaded) return undefined;
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
        queryClient.setQueryData<GroceryList>(queryKey, withPendingChanges(outcome.list, patchListItem));
        if (outcome.membersChanged) {
          void queryClient.invalidateQueries({ queryKey: listMembersQueryOptions(listId).queryKey });
          void queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
        }
        return undefined;
      },
    });
  }, [listId, queryClient, loaded]);

  return status;
}

const isLoaded = (): boolean => true;
