/** `GET /api/shared/:shareId` (public): a list opened by its share link. Unknown and revoked links are 404. */
import type { SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const sharedListUrl = (shareId: string) => `/api/shared/${encodeURIComponent(shareId)}`;

export async function getSharedList(shareId: string): Promise<SharedGroceryList> {
  const res = await apiRequest('GET', sharedListUrl(shareId));
  return (await res.json()) as SharedGroceryList;
}

export const sharedListQueryOptions = (shareId: string) =>
  queryOptions({ queryKey: [sharedListUrl(shareId)], queryFn: () => getSharedList(shareId) });

export function useSharedList(shareId: string) {
  return useQuery(sharedListQueryOptions(shareId));
}
