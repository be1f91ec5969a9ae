/** Puts the server's answer to an item change into the cached list. */
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { QueryClient } from '@tanstack/react-query';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { upsertItem, withVersion } from './list-items.ts';

export function storeItem(queryClient: QueryClient, listId: string, item: GroceryItem, listVersion?: number): void {
  queryClient.setQueryData<GroceryList>(groceryListQueryOptions(listId).queryKey, (list) => {
    if (!list) return list;
    const updated = upsertItem(list, item);
    return listVersion === undefined ? updated : withVersion(updated, listVersion);
  });
}
