/**
 * `POST /api/grocery-lists/:id/items`: add an item. Every add carries an `Idempotency-Key`, kept by the form
 * until the add succeeds, so pressing "Add" again after a lost answer never adds the item twice.
 */
import type { CreateGroceryItemBody, GroceryItemMutation, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestWithKey } from '../../../lib/idempotency.ts';
import { upsertItem, withVersion } from '../utils/list-items.ts';
import { groceryListQueryOptions, groceryListUrl } from './get-grocery-list.ts';

export interface AddGroceryItemInput {
  body: CreateGroceryItemBody;
  idempotencyKey: string;
}

export async function addGroceryItem(listId: string, { body, idempotencyKey }: AddGroceryItemInput) {
  const res = await requestWithKey('POST', `${groceryListUrl(listId)}/items`, idempotencyKey, body);
  return (await res.json()) as GroceryItemMutation;
}

export function useAddGroceryItem(listId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = groceryListQueryOptions(listId);
  return useMutation({
    mutationFn: (input: AddGroceryItemInput) => addGroceryItem(listId, input),
    onSuccess: ({ item, listVersion }) => {
      queryClient.setQueryData<GroceryList>(queryKey, (list) =>
        list ? withVersion(upsertItem(list, item), listVersion) : list,
      );
    },
  });
}
