import type { AdminUser, AdminUserUpdate } from '@mealplanr/contracts/admin';
import { LoaderCircleIcon } from 'lucide-react';
import { useState } from 'react';
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
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog.tsx';
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

  const confirm = () => {
    update.mutate(
      { id: user.id, ...CHANGE[kind] },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: t(`admin.users.done.${kind}`, { name }) });
        },
        onError: (error) => {
          setOpen(false);
          const self = error instanceof HttpError && error.code === 'cannot_change_own_account';
          toast({
            variant: 'destructive',
            title: t('admin.users.failed'),
            description: self ? t('admin.users.self') : errorMessage(error),
          });
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !update.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={destructive ? 'text-destructive hover:text-destructive dark:text-red-400' : undefined}
        >
          {t(`admin.users.action.${kind}`)}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t(`admin.users.confirm.${kind}.title`, { name })}</AlertDialogTitle>
          <AlertDialogDescription>{t(`admin.users.confirm.${kind}.text`)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={update.isPending}>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            destructive={destructive}
            disabled={update.isPending}
            onClick={(event) => {
              event.preventDefault(); // stay open until the server has answered
              confirm();
            }}
          >
            {update.isPending ? <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" /> : null}
            {t(`admin.users.action.${kind}`)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
