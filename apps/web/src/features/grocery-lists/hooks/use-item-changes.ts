/**
 * Changing items from the list screen: check / uncheck (optimistic, queued while offline) and edits
 * (optimistic, rebased on 409). The screen shows the change at once; the server's answer then replaces the
 * item, with any newer change still under way laid on top (utils/pending-changes.ts).
 */
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/use-toast.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { type GroceryItemChanges, updateGroceryItemRebasing } from '../api/update-grocery-item.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { newIdempotencyKey } from '../../../lib/idempotency.ts';
import { findItem, upsertItem, withVersion } from '../utils/list-items.ts';
import { enqueueCheck } from '../utils/offline-queue.ts';
import { settleChange, startChange, withPendingChanges } from '../utils/pending-changes.ts';

/** A request that never got an answer (no network): fetch rejects with a TypeError. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

export function useItemChanges(listId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const change = useCallback(
    async (item: GroceryItem, changes: GroceryItemChanges): Promise<boolean> => {
      const { queryKey } = groceryListQueryOptions(listId);
      const ticket = startChange(item.id, changes);
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<GroceryList>(queryKey, (list) => (list ? withPendingChanges(list) : list));
      const onlyCheck = Object.keys(changes).length === 1 && typeof changes.checked === 'boolean';
      // The version to send is the newest the cache knows (an earlier change may have been answered already).
      const known = queryClient.getQueryData<GroceryList>(queryKey);
      const version = (known && findItem(known, item.id)?.version) ?? item.version;
      const queue = () =>
        enqueueCheck({
          key: newIdempotencyKey(),
          listId,
          itemId: item.id,
          checked: changes.checked!,
          version,
          queuedAt: Date.now(),
        });
      try {
        if (onlyCheck && !navigator.onLine) {
          await queue();
          return true;
        }
        const { item: saved, listVersion } = await updateGroceryItemRebasing(listId, item.id, version, changes);
        settleChange(item.id, ticket);
        queryClient.setQueryData<GroceryList>(queryKey, (list) =>
          list ? withPendingChanges(withVersion(upsertItem(list, saved), listVersion)) : list,
        );
        return true;
      } catch (error) {
        if (onlyCheck && isNetworkFailure(error)) {
          // In the shop without signal: keep the check and send it when the network is back.
          await queue().catch(() => {});
          return true;
        }
        toast({ variant: 'destructive', title: t('grocery.toasts.itemNotSaved'), description: groceryErrorMessage(error) });
        settleChange(item.id, ticket);
        await queryClient.invalidateQueries({ queryKey });
        return false;
      } finally {
        settleChange(item.id, ticket);
      }
    },
    [listId, queryClient, t],
  );

  const setChecked = useCallback((item: GroceryItem, checked: boolean) => change(item, { checked }), [change]);

  return { setChecked, change };
}
