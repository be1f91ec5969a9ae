import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useClearCheckedItems } from '../api/clear-checked-items.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import type { ListDialogProps } from './list-dialog-props.ts';

/** Asks before "clear checked" removes every checked item. */
export function ClearCheckedDialog({ list, open, onOpenChange }: ListDialogProps) {
  const { t } = useTranslation();
  const clear = useClearCheckedItems(list.id);

  // Fire and forget: the dialog closes at once (the checked items vanish optimistically), the toast tells the outcome.
  const confirm = () => {
    clear.mutate(undefined, {
      onSuccess: ({ removedItemIds }) =>
        toast({ title: t('grocery.toasts.cleared', { count: removedItemIds.length }) }),
      onError: (error) =>
        toast({ variant: 'destructive', title: t('grocery.toasts.clearFailed'), description: groceryErrorMessage(error) }),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('grocery.confirmClear.title')}
      description={t('grocery.confirmClear.description', { count: list.checkedCount })}
      confirmLabel={t('grocery.confirmClear.confirm')}
      destructive
      onConfirm={confirm}
    />
  );
}
