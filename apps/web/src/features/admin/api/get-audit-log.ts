/** `GET /api/admin/audit-log`: what admins did, newest first. */
import type { AuditLogResponse } from '@mealplanr/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, withQuery } from './admin-urls.ts';

export const auditLogQueryOptions = (page: number, pageSize: number) =>
  queryOptions<AuditLogResponse>({
    queryKey: [withQuery(`${ADMIN_API}/audit-log`, { page, pageSize })],
    placeholderData: keepPreviousData,
  });

export function useAuditLog(page: number, pageSize: number) {
  return useQuery(auditLogQueryOptions(page, pageSize));
}
