import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useTranslation } from 'react-i18next';
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
import { useClearCheckedItems } from '../api/clear-checked-items.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';

/** Asks before "clear checked" removes every checked item (spec §4). */
export function ClearCheckedDialog({
  list,
  open,
  onOpenChange,
}: {
  list: GroceryList;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const clear = useClearCheckedItems(list.id);

  const confirm = () => {
    clear.mutate(undefined, {
      onSuccess: ({ removedItemIds }) =>
        toast({ title: t('grocery.toasts.cleared', { count: removedItemIds.length }) }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('grocery.toasts.clearFailed'), description: groceryErrorMessage(error) }),
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('grocery.confirmClear.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('grocery.confirmClear.description', { count: list.checkedCount })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={confirm}>
            {t('grocery.confirmClear.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
