import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useUser } from '../../auth/api/get-user.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { useRemoveListMember } from '../api/remove-list-member.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { cancelDeparture, markDeparture } from '../utils/own-departures.ts';
import { GROCERY_LISTS_PATH } from '../utils/paths.ts';
import { listTitle } from '../../../lib/in-language.ts';

/** A member leaves a list shared with them (it disappears from "Shared with me"). */
export function LeaveListDialog({
  list,
  open,
  onOpenChange,
}: {
  list: GroceryList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { query: user } = useUser();
  const leave = useRemoveListMember(list.id);

  // Returns a promise, so the dialog stays open until the server answers (and stays open on failure).
  const confirm = async () => {
    if (!user.data) return;
    markDeparture(list.id);
    // Awaited rather than per-call callbacks: the list's own live stream may close this screen first.
    try {
      await leave.mutateAsync(user.data.id);
    } catch (error) {
      cancelDeparture(list.id);
      toast({ variant: 'destructive', title: t('grocery.toasts.leaveFailed'), description: groceryErrorMessage(error) });
      return;
    }
    onOpenChange(false);
    toast({ title: t('grocery.toasts.left', { title: listTitle(list, i18n.resolvedLanguage ?? 'en') }) });
    queryClient.removeQueries({ queryKey: groceryListQueryOptions(list.id).queryKey });
    navigate(GROCERY_LISTS_PATH, { replace: true });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('grocery.confirmLeave.title', { title: listTitle(list, i18n.resolvedLanguage ?? 'en') })}
      description={t('grocery.confirmLeave.description', { name: list.ownerName })}
      confirmLabel={t('grocery.confirmLeave.confirm')}
      destructive
      confirmDisabled={leave.isPending || !user.data}
      onConfirm={confirm}
    />
  );
}
