/**
 * `PATCH /api/admin/users/:id`: grant or revoke admin rights, disable or re-enable an account. Afterwards the
 * whole admin area is refetched (user list, audit log, database browser all show the change).
 */
import type { AdminUser, AdminUserUpdate } from '@mealplanr/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { ADMIN_API } from './admin-urls.ts';

export async function updateUser({ id, ...changes }: AdminUserUpdate & { id: string }): Promise<AdminUser> {
  const res = await apiRequest('PATCH', `${ADMIN_API}/users/${encodeURIComponent(id)}`, changes);
  return (await res.json()) as AdminUser;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(ADMIN_API),
      }),
  });
}
