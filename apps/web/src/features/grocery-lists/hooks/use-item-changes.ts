/**
 * Changing items from the list screen: check / uncheck (optimistic, queued while offline) and edits
 * (optimistic, rebased on 409), through lib/list-sync. The screen shows the change at once; the server's answer
 * then replaces the item, with any newer change still under way laid on top.
 */
import type { GroceryItem, GroceryItemMutation, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { withPendingChanges } from '../../../lib/list-sync/pending-changes.ts';
import { saveItemChange } from '../../../lib/list-sync/save-item-change.ts';
import { groceryListQueryOptions, groceryListUrl } from '../api/get-grocery-list.ts';
import { type GroceryItemChanges, groceryItemUrl } from '../api/update-grocery-item.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { findItem } from '../utils/list-items.ts';
import { patchListItem, storeItem } from '../utils/store-item.ts';

export function useItemChanges(listId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const change = useCallback(
    async (item: GroceryItem, changes: GroceryItemChanges): Promise<boolean> => {
      const { queryKey } = groceryListQueryOptions(listId);
      try {
        const outcome = await saveItemChange<GroceryItemMutation>({
          scope: groceryListUrl(listId),
          url: groceryItemUrl(listId, item.id),
          itemId: item.id,
          changes,
          online: navigator.onLine,
          show: async () => {
            await queryClient.cancelQueries({ queryKey });
            queryClient.setQueryData<GroceryList>(queryKey, (list) =>
              list ? withPendingChanges(list, patchListItem) : list,
            );
            const known = queryClient.getQueryData<GroceryList>(queryKey);
            return (known && findItem(known, item.id)?.version) ?? item.version;
          },
        });
        if (outcome.kind === 'saved') storeItem(queryClient, listId, outcome.answer);
        return true;
      } catch (error) {
        toast({ variant: 'destructive', title: t('grocery.toasts.itemNotSaved'), description: groceryErrorMessage(error) });
        await queryClient.invalidateQueries({ queryKey });
        return false;
      }
    },
    [listId, queryClient, t],
  );

  const setChecked = useCallback((item: GroceryItem, checked: boolean) => change(item, { checked }), [change]);

  return { setChecked, change };
}
