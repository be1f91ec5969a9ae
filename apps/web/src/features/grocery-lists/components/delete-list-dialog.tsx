import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteGroceryList } from '../api/delete-grocery-list.ts';
import { listTitle } from '../../../lib/in-language.ts';
import { useExitList } from '../hooks/use-exit-list.ts';
import type { ListDialogProps } from './list-dialog-props.ts';

/** Asks before deleting a list for everyone, then goes back to the overview. */
export function DeleteListDialog({ list, open, onOpenChange }: ListDialogProps) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteGroceryList();
  const exitList = useExitList({
    onOpenChange,
    failedTitle: t('grocery.toasts.deleteFailed'),
    doneTitle: t('grocery.toasts.deleted'),
  });

  // Returns a promise, so the dialog stays open until the server answers (and stays open on failure).
  const confirm = () => exitList(() => remove.mutateAsync(list.id));

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
