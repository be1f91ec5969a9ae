import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { useRemoveListMember } from '../api/remove-list-member.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { cancelDeparture, markDeparture } from '../utils/own-departures.ts';
import { GROCERY_LISTS_PATH } from '../utils/paths.ts';

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
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const leave = useRemoveListMember(list.id);

  const confirm = async (event: React.MouseEvent) => {
    event.preventDefault();
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
    toast({ title: t('grocery.toasts.left', { title: list.title }) });
    queryClient.removeQueries({ queryKey: groceryListQueryOptions(list.id).queryKey });
    navigate(GROCERY_LISTS_PATH, { replace: true });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('grocery.confirmLeave.title', { title: list.title })}</AlertDialogTitle>
          <AlertDialogDescription>{t('grocery.confirmLeave.description', { name: list.ownerName })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={(event) => void confirm(event)} disabled={leave.isPending || !user.data}>
            {t('grocery.confirmLeave.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
