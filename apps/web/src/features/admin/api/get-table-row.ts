/** `GET /api/admin/tables/:table/rows/:key`: every field of one row that may be shown. */
import type { AdminRowResponse, AdminTable } from '@mealplanr/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from './admin-urls.ts';

export const tableRowQueryOptions = (table: AdminTable, key: string) =>
  queryOptions<AdminRowResponse>({
    queryKey: [`${ADMIN_API}/tables/${table}/rows/${encodeURIComponent(key)}`],
  });

export function useTableRow(table: AdminTable, key: string | undefined) {
  return useQuery({ ...tableRowQueryOptions(table, key ?? ''), enabled: key !== undefined });
}
