/**
 * Keeps the share-link state of a list in step in both caches that show it (the list and its members) after
 * a change made here.
 */
import type { GroceryList, ListMembers, ShareLinkState } from '@mealplanr/contracts/grocery-lists';
import type { QueryClient } from '@tanstack/react-query';
import { withShareLink } from '../utils/list-items.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { groceryListQueryOptions } from './get-grocery-list.ts';
import { listMembersQueryOptions } from './get-list-members.ts';

export function storeShareLinkState(queryClient: QueryClient, listId: string, state: ShareLinkState): Promise<void> {
  queryClient.setQueryData<GroceryList>(groceryListQueryOptions(listId).queryKey, (list) =>
    list ? withShareLink(list, state) : list,
  );
  queryClient.setQueryData<ListMembers>(listMembersQueryOptions(listId).queryKey, (members) =>
    members ? { ...members, shareLink: state } : members,
  );
  return queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
}
