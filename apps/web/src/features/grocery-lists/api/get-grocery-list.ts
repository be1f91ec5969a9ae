/** `GET /api/grocery-lists/:id`: one list with its items grouped by category in store order. */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';

export const groceryListUrl = (id: string) => `${GROCERY_LISTS_KEY}/${encodeURIComponent(id)}`;

export async function getGroceryList(id: string): Promise<GroceryList> {
  const res = await apiRequest('GET', groceryListUrl(id));
  return (await res.json()) as GroceryList;
}

export const groceryListQueryOptions = (id: string) =>
  queryOptions({ queryKey: [groceryListUrl(id)], queryFn: () => getGroceryList(id) });

export function useGroceryList(id: string) {
  return useQuery(groceryListQueryOptions(id));
}
