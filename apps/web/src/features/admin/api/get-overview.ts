/** `GET /api/admin/overview`: counts and the last 30 days' sign-ups and plans. */
import type { AdminOverview } from '@mealplanr/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from './admin-urls.ts';

export const overviewQueryOptions = () => queryOptions<AdminOverview>({ queryKey: [`${ADMIN_API}/overview`] });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
