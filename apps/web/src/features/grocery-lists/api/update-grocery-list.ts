/** `PATCH /api/grocery-lists/:id`: rename the list or change its week (owner only). */
import type { GroceryList, UpdateGroceryListBody } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { groceryListQueryOptions, groceryListUrl } from './get-grocery-list.ts';

export interface UpdateGroceryListInput {
  listId: string;
  body: UpdateGroceryListBody;
}

export async function updateGroceryList({ listId, body }: UpdateGroceryListInput): Promise<GroceryList> {
  const res = await apiRequest('PATCH', groceryListUrl(listId), body);
  return (await res.json()) as GroceryList;
}

export function useUpdateGroceryList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroceryList,
    onSuccess: (list) => {
      queryClient.setQueryData(groceryListQueryOptions(list.id).queryKey, list);
      return queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
    },
  });
}
