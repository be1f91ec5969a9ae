/** `POST /api/grocery-lists`: an empty list, made from scratch (idempotent by key, so a retry makes one list). */
import type { CreateGroceryListBody, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestWithKey } from '../../../lib/idempotency.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { groceryListQueryOptions } from './get-grocery-list.ts';

export interface CreateGroceryListInput {
  body: CreateGroceryListBody;
  idempotencyKey: string;
}

export async function createGroceryList({ body, idempotencyKey }: CreateGroceryListInput): Promise<GroceryList> {
  const res = await requestWithKey('POST', GROCERY_LISTS_KEY, idempotencyKey, body);
  return (await res.json()) as GroceryList;
}

export function useCreateGroceryList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroceryList,
    onSuccess: (list) => {
      queryClient.setQueryData(groceryListQueryOptions(list.id).queryKey, list);
      return queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
    },
  });
}
