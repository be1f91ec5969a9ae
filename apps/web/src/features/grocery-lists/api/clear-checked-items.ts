/** `POST /api/grocery-lists/:id/clear-checked`: remove every checked item. */
import type { ClearCheckedResult, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { allItems, removeItems, withVersion } from '../utils/list-items.ts';
import { groceryListQueryOptions, groceryListUrl } from './get-grocery-list.ts';

export async function clearCheckedItems(listId: string): Promise<ClearCheckedResult> {
  const res = await apiRequest('POST', `${groceryListUrl(listId)}/clear-checked`);
  return (await res.json()) as ClearCheckedResult;
}

export function useClearCheckedItems(listId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = groceryListQueryOptions(listId);
  return useMutation({
    mutationFn: () => clearCheckedItems(listId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<GroceryList>(queryKey);
      queryClient.setQueryData<GroceryList>(queryKey, (list) =>
        list ? removeItems(list, allItems(list).filter((item) => item.checked).map((item) => item.id)) : list,
      );
      return { before };
    },
    onSuccess: ({ removedItemIds, listVersion }) => {
      queryClient.setQueryData<GroceryList>(queryKey, (list) =>
        list ? withVersion(removeItems(list, removedItemIds), listVersion) : list,
      );
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
