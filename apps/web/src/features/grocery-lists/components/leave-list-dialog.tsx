import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useUser } from '../../auth/api/get-user.ts';
import { groceryListQueryOptions } from '../api/get-grocery-list.ts';
import { useRemoveListMember } from '../api/remove-list-member.ts';
import { cancelDeparture, markDeparture } from '../utils/own-departures.ts';
import { listTitle } from '../../../lib/in-language.ts';
import { useExitList } from '../hooks/use-exit-list.ts';
import type { ListDialogProps } from './list-dialog-props.ts';

/** A member leaves a list shared with them (it disappears from "Shared with me"). */
export function LeaveListDialog({ list, open, onOpenChange }: ListDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { query: user } = useUser();
  const leave = useRemoveListMember(list.id);
  const exitList = useExitList({
    onOpenChange,
    failedTitle: t('grocery.toasts.leaveFailed'),
    doneTitle: t('grocery.toasts.left', { title: listTitle(list, i18n.resolvedLanguage ?? 'en') }),
    onFailure: () => cancelDeparture(list.id),
    onDone: () => queryClient.removeQueries({ queryKey: groceryListQueryOptions(list.id).queryKey }),
  });

  // Returns a promise, so the dialog stays open until the server answers (and stays open on failure).
  const confirm = async () => {
    if (!user.data) return;
    const userId = user.data.id;
    markDeparture(list.id);
    await exitList(() => leave.mutateAsync(userId));
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
