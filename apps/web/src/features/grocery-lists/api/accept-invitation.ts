/** `POST /api/invitations/:token/accept`: join the list (needs the account of the invited address). */
import type { AcceptInvitationResult } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { invitationUrl } from './get-invitation.ts';

export async function acceptInvitation(token: string): Promise<AcceptInvitationResult> {
  const res = await apiRequest('POST', `${invitationUrl(token)}/accept`);
  return (await res.json()) as AcceptInvitationResult;
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] }),
  });
}
