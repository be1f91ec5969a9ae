/** `DELETE /api/grocery-lists/:id`: delete the list for everyone (owner only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { cancelDeparture, markDeparture } from '../utils/own-departures.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { groceryListQueryOptions, groceryListUrl } from './get-grocery-list.ts';

export async function deleteGroceryList(listId: string): Promise<void> {
  await apiRequest('DELETE', groceryListUrl(listId));
}

export function useDeleteGroceryList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroceryList,
    onMutate: (listId) => markDeparture(listId),
    onError: (_error, listId) => cancelDeparture(listId),
    onSuccess: (_result, listId) => {
      queryClient.removeQueries({ queryKey: groceryListQueryOptions(listId).queryKey });
      return queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
    },
  });
}
