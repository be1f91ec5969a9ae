/** `GET /api/grocery-lists/:id/members`: owner, members, pending invitations and whether the link is on. */
import type { ListMembers } from '@mealplanr/contracts/grocery-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { groceryListUrl } from './get-grocery-list.ts';

export const listMembersUrl = (listId: string) => `${groceryListUrl(listId)}/members`;

export async function getListMembers(listId: string): Promise<ListMembers> {
  const res = await apiRequest('GET', listMembersUrl(listId));
  return (await res.json()) as ListMembers;
}

export const listMembersQueryOptions = (listId: string) =>
  queryOptions({ queryKey: [listMembersUrl(listId)], queryFn: () => getListMembers(listId) });

export function useListMembers(listId: string, enabled = true) {
  return useQuery({ ...listMembersQueryOptions(listId), enabled });
}
