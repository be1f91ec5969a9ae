/** `PATCH /api/grocery-lists/:id/share`: let link holders only view, or also check items off. */
import type { SharePermission, ShareLinkState } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { shareLinkUrl } from './create-share-link.ts';
import { storeShareLinkState } from './share-link-cache.ts';

export async function updateShareLink(listId: string, permission: SharePermission): Promise<ShareLinkState> {
  const res = await apiRequest('PATCH', shareLinkUrl(listId), { permission });
  return (await res.json()) as ShareLinkState;
}

export function useUpdateShareLink(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permission: SharePermission) => updateShareLink(listId, permission),
    onSuccess: (state) => storeShareLinkState(queryClient, listId, state),
  });
}
