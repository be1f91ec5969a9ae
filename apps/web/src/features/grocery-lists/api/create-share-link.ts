/**
 * `POST /api/grocery-lists/:id/share`: turn the public link on, or replace it (the old one stops working).
 * The answer is the only time the link is known: the server keeps just its hash.
 */
import type { ShareLinkCreated, SharePermission } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { rememberShareUrl } from '../utils/share-url-memory.ts';
import { groceryListUrl } from './get-grocery-list.ts';
import { storeShareLinkState } from './share-link-cache.ts';

export const shareLinkUrl = (listId: string) => `${groceryListUrl(listId)}/share`;

export async function createShareLink(listId: string, permission: SharePermission): Promise<ShareLinkCreated> {
  const res = await apiRequest('POST', shareLinkUrl(listId), { permission });
  return (await res.json()) as ShareLinkCreated;
}

export function useCreateShareLink(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permission: SharePermission) => createShareLink(listId, permission),
    onSuccess: (created) => {
      rememberShareUrl(listId, created.url);
      return storeShareLinkState(queryClient, listId, { enabled: true, permission: created.permission });
    },
  });
}
