/** `DELETE /api/grocery-lists/:id/share`: turn the public link off; it then answers 404 like an unknown one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { forgetShareUrl } from '../utils/share-url-memory.ts';
import { shareLinkUrl } from './create-share-link.ts';
import { storeShareLinkState } from './share-link-cache.ts';

export async function revokeShareLink(listId: string): Promise<void> {
  await apiRequest('DELETE', shareLinkUrl(listId));
}

export function useRevokeShareLink(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShareLink(listId),
    onSuccess: () => {
      forgetShareUrl(listId);
      return storeShareLinkState(queryClient, listId, { enabled: false, permission: null });
    },
  });
}
