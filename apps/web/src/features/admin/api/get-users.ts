/** `GET /api/admin/users`: users, newest first, searched by name, username or e-mail. */
import type { AdminUsersResponse } from '@mealplanr/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, withQuery } from './admin-urls.ts';

export interface UsersRequest {
  q?: string | undefined;
  page: number;
  pageSize: number;
}

export const usersQueryOptions = (request: UsersRequest) =>
  queryOptions<AdminUsersResponse>({
    queryKey: [withQuery(`${ADMIN_API}/users`, { ...request })],
    placeholderData: keepPreviousData,
  });

export function useUsers(request: UsersRequest) {
  return useQuery(usersQueryOptions(request));
}
