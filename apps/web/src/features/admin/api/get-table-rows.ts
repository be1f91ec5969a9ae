/** `GET /api/admin/tables/:table/rows`: one page of a table, sorted and searched. */
import type { AdminRowsResponse, AdminTable } from '@mealplanr/contracts/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, withQuery } from './admin-urls.ts';

export interface RowsRequest {
  table: AdminTable;
  page: number;
  pageSize: number;
  sort?: string | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
}

export const tableRowsUrl = ({ table, ...params }: RowsRequest) =>
  withQuery(`${ADMIN_API}/tables/${table}/rows`, params);

export const tableRowsQueryOptions = (request: RowsRequest) =>
  queryOptions<AdminRowsResponse>({ queryKey: [tableRowsUrl(request)], placeholderData: keepPreviousData });

export function useTableRows(request: RowsRequest) {
  return useQuery(tableRowsQueryOptions(request));
}
