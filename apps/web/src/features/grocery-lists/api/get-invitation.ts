/** `GET /api/invitations/:token` (public): what an invitation is for, shown before accepting it. */
import type { InvitationPreview } from '@mealplanr/contracts/grocery-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const invitationUrl = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export async function getInvitation(token: string): Promise<InvitationPreview> {
  const res = await apiRequest('GET', invitationUrl(token));
  return (await res.json()) as InvitationPreview;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: [invitationUrl(token)], queryFn: () => getInvitation(token) });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
