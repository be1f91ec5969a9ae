/** `DELETE /api/grocery-lists/:id/invitations/:invitationId`: withdraw a pending invitation (owner only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { groceryListUrl } from './get-grocery-list.ts';
import { listMembersQueryOptions } from './get-list-members.ts';

export async function withdrawInvitation(listId: string, invitationId: string): Promise<void> {
  await apiRequest('DELETE', `${groceryListUrl(listId)}/invitations/${encodeURIComponent(invitationId)}`);
}

export function useWithdrawInvitation(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => withdrawInvitation(listId, invitationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listMembersQueryOptions(listId).queryKey }),
  });
}
