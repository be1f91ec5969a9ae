import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDeleteGroceryList } from '../api/delete-grocery-list.ts';
import { groceryErrorMessage } from '../utils/grocery-error-message.ts';
import { GROCERY_LISTS_PATH } from '../utils/paths.ts';
import { listTitle } from '../../../lib/in-language.ts';

/** Asks before deleting a list for everyone, then goes back to the overview. */
export function DeleteListDialog({
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
  const remove = useDeleteGroceryList();

  // Returns a promise, so the dialog stays open until the server answers (and stays open on failure).
  const confirm = async () => {
    // Awaited rather than per-call callbacks: the list's own live stream may close this screen first.
    try {
      await remove.mutateAsync(list.id);
    } catch (error) {
      toast({ variant: 'destructive', title: t('grocery.toasts.deleteFailed'), description: groceryErrorMessage(error) });
      return;
    }
    onOpenChange(false);
    toast({ title: t('grocery.toasts.deleted') });
    navigate(GROCERY_LISTS_PATH, { replace: true });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('grocery.confirmDelete.title', { title: listTitle(list, i18n.resolvedLanguage ?? 'en') })}
      description={list.shared ? t('grocery.confirmDelete.descriptionShared') : t('grocery.confirmDelete.description')}
      confirmLabel={t('grocery.confirmDelete.confirm')}
      destructive
      confirmDisabled={remove.isPending}
      onConfirm={confirm}
    />
  );
}
