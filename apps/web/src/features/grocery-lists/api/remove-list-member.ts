/**
 * `DELETE /api/grocery-lists/:id/members/:userId`: the owner removes someone, or a member leaves the list
 * (their own id).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { groceryListUrl } from './get-grocery-list.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { listMembersQueryOptions } from './get-list-members.ts';

export async function removeListMember(listId: string, userId: string): Promise<void> {
  await apiRequest('DELETE', `${groceryListUrl(listId)}/members/${encodeURIComponent(userId)}`);
}

export function useRemoveListMember(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeListMember(listId, userId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listMembersQueryOptions(listId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] }),
      ]),
  });
}
