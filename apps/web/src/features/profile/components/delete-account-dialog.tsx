import { Trash2Icon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { forgetDeletedAccount, useDeleteAccount } from '../api/delete-account.ts';
import { FormAlert } from './form-alert.tsx';

export interface DeleteAccountDialogProps {
  /** False for an account that signs in only with Google: it confirms with a fresh Google sign-in instead. */
  hasPassword: boolean;
  /** Runs once the account is gone, before going to `/` (e.g. to forget the signed-in user everywhere). */
  onDeleted?: () => void;
}

/**
 * The delete-account dialog (spec §2): says what will be deleted, asks for the password, then "Account deleted"
 * and back to `/`. A wrong password is shown at the field and deletes nothing.
 */
export function DeleteAccountDialog({ hasPassword, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [needsFreshSignIn, setNeedsFreshSignIn] = useState(!hasPassword);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<{ password: string }>({ defaultValues: { password: '' } });

  const onSubmit = ({ password }: { password: string }) => {
    setFailure(undefined);
    remove.mutate(hasPassword ? password : undefined, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('profile.delete.done') });
        // Forget the person first, so that `/` does not see them as still signed in.
        onDeleted?.();
        forgetDeletedAccount(queryClient);
        navigate('/', { replace: true });
      },
      onError: (error) => {
        if (error instanceof HttpError && error.code === 'wrong_password') {
          setError('password', { type: 'server' }, { shouldFocus: true });
          return;
        }
        if (error instanceof HttpError && error.code === 'reauthentication_required') {
          setNeedsFreshSignIn(true);
          return;
        }
        setFailure(`${t('profile.delete.failed')} ${errorMessage(error)}`);
        toast({ variant: 'destructive', title: t('profile.delete.failed'), description: errorMessage(error) });
      },
    });
  };

  const passwordError = errors.password
    ? errors.password.type === 'server'
      ? t('profile.delete.wrongPassword')
      : t('profile.delete.passwordRequired')
    : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        setOpen(next);
        if (!next) {
          reset();
          setFailure(undefined);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive" data-testid="delete-account">
          <Trash2Icon aria-hidden="true" />
          {t('profile.delete.action')}
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="delete-account-dialog">
        <DialogHeader>
          <DialogTitle>{t('profile.delete.title')}</DialogTitle>
          <DialogDescription>{t('profile.delete.description')}</DialogDescription>
        </DialogHeader>
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>{t('profile.delete.what.plans')}</li>
          <li>{t('profile.delete.what.lists')}</li>
          <li>{t('profile.delete.what.preferences')}</li>
          <li>{t('profile.delete.what.sessions')}</li>
        </ul>
        <p className="text-sm text-muted-foreground">{t('profile.delete.feedbackKept')}</p>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          {hasPassword ? (
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-account-password">{t('profile.delete.password')}</Label>
              <Input
                id="delete-account-password"
                type="password"
                autoComplete="current-password"
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? 'delete-account-password-error' : undefined}
                {...register('password', { required: true })}
              />
              {passwordError ? (
                <p id="delete-account-password-error" role="alert" className="text-sm font-medium text-destructive">
                  {passwordError}
                </p>
              ) : null}
            </div>
          ) : null}
          {needsFreshSignIn ? (
            <p role="status" className="rounded-md border border-input bg-muted px-3 py-2 text-sm">
              {t('profile.delete.freshSignIn')}
            </p>
          ) : null}
          <FormAlert>{failure}</FormAlert>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" busy={remove.isPending}>
              {t('profile.delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
