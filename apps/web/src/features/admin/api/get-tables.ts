/** `GET /api/admin/tables`: the browsable tables, their listed columns and row counts. */
import type { AdminTablesResponse } from '@mealplanr/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from './admin-urls.ts';

export const tablesQueryOptions = () => queryOptions<AdminTablesResponse>({ queryKey: [`${ADMIN_API}/tables`] });

export function useTables() {
  return useQuery(tablesQueryOptions());
}
