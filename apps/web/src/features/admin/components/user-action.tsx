import type { AdminUser, AdminUserUpdate } from '@mealplanr/contracts/admin';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useUpdateUser } from '../api/update-user.ts';

export type UserActionKind = 'grant' | 'revoke' | 'disable' | 'enable';

const CHANGE: Record<UserActionKind, AdminUserUpdate> = {
  grant: { isAdmin: true },
  revoke: { isAdmin: false },
  disable: { disabled: true },
  enable: { disabled: false },
};

/** One change to a user, asked for with a confirmation that says what it does. */
export function UserAction({ user, kind }: { user: AdminUser; kind: UserActionKind }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const update = useUpdateUser();
  const name = user.username;
  const destructive = kind === 'disable' || kind === 'revoke';

  // Returns a promise, so the dialog stays open (and cannot be dismissed) until the server has answered.
  const confirm = async () => {
    try {
      await update.mutateAsync({ id: user.id, ...CHANGE[kind] });
    } catch (error) {
      setOpen(false);
      const self = error instanceof HttpError && error.code === 'cannot_change_own_account';
      toast({
        variant: 'destructive',
        title: t('admin.users.failed'),
        description: self ? t('admin.users.self') : errorMessage(error),
      });
      return;
    }
    setOpen(false);
    toast({ title: t(`admin.users.done.${kind}`, { name }) });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button
          variant="outline"
          size="sm"
          className={destructive ? 'text-destructive hover:text-destructive dark:text-red-400' : undefined}
        >
          {t(`admin.users.action.${kind}`)}
        </Button>
      }
      title={t(`admin.users.confirm.${kind}.title`, { name })}
      description={t(`admin.users.confirm.${kind}.text`)}
      confirmLabel={t(`admin.users.action.${kind}`)}
      destructive={destructive}
      pending={update.isPending}
      onConfirm={confirm}
    />
  );
}
