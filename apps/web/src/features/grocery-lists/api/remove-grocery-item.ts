/** `DELETE /api/grocery-lists/:id/items/:itemId`: remove one item (optimistically gone at once). */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, apiRequest } from '../../../lib/api.ts';
import { removeItems } from '../utils/list-items.ts';
import { groceryListQueryOptions } from './get-grocery-list.ts';
import { groceryItemUrl } from './update-grocery-item.ts';

export async function removeGroceryItem(listId: string, itemId: string): Promise<void> {
  try {
    await apiRequest('DELETE', groceryItemUrl(listId, itemId));
  } catch (error) {
    // Someone else removed it first: the item is gone either way, which is what was asked.
    if (error instanceof HttpError && error.status === 404 && error.code === 'not_found') return;
    throw error;
  }
}

export function useRemoveGroceryItem(listId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = groceryListQueryOptions(listId);
  return useMutation({
    mutationFn: (itemId: string) => removeGroceryItem(listId, itemId),
    onMutate: async (itemId) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<GroceryList>(queryKey);
      queryClient.setQueryData<GroceryList>(queryKey, (list) => (list ? removeItems(list, [itemId]) : list));
      return { before };
    },
    // Put it back when the removal failed, then learn what really happened.
    onError: (_error, _itemId, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
