/** `GET /api/grocery-lists`: the person's own lists and the lists shared with them. */
import type { GroceryListIndex } from '@mealplanr/contracts/grocery-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** Logout and "create from plan" invalidate this key. */
export const GROCERY_LISTS_KEY = '/api/grocery-lists';

export async function getGroceryLists(): Promise<GroceryListIndex> {
  const res = await apiRequest('GET', GROCERY_LISTS_KEY);
  return (await res.json()) as GroceryListIndex;
}

export const groceryListsQueryOptions = () =>
  queryOptions({ queryKey: [GROCERY_LISTS_KEY], queryFn: getGroceryLists });

export function useGroceryLists() {
  return useQuery(groceryListsQueryOptions());
}
