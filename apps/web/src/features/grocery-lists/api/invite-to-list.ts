/** `POST /api/grocery-lists/:id/invitations`: invite someone by e-mail, in the interface language. */
import type { CreateInvitationBody, Invitation } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestWithKey } from '../../../lib/idempotency.ts';
import { groceryListUrl } from './get-grocery-list.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { listMembersQueryOptions } from './get-list-members.ts';

export interface InviteToListInput {
  body: CreateInvitationBody;
  idempotencyKey: string;
}

export async function inviteToList(listId: string, { body, idempotencyKey }: InviteToListInput): Promise<Invitation> {
  const res = await requestWithKey('POST', `${groceryListUrl(listId)}/invitations`, idempotencyKey, body);
  return (await res.json()) as Invitation;
}

export function useInviteToList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteToListInput) => inviteToList(listId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listMembersQueryOptions(listId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] }),
      ]),
  });
}
