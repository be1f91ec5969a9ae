import { Trash2Icon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
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
  /** False for an account that signs in only with Google: it has no password, and confirms by typing its e-mail. */
  hasPassword: boolean;
  /** The account's e-mail address, which a Google-only account types to confirm. */
  email: string;
  /** Runs once the account is gone, before going to `/` (e.g. to forget the signed-in user everywhere). */
  onDeleted?: () => void;
}

interface Confirmation {
  password: string;
  email: string;
}

/** The same address, as the server compares it: spaces around and letter case do not matter. */
const sameAddress = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * The delete-account dialog: says what will be deleted, asks for the password — or, for an account that
 * signs in only with Google, for its e-mail address typed out — then "Account deleted" and back to `/`. A wrong
 * password or address is shown at the field and deletes nothing.
 */
export function DeleteAccountDialog({ hasPassword, email, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Confirmation>({ defaultValues: { password: '', email: '' } });

  const onSubmit = (values: Confirmation) => {
    setFailure(undefined);
    remove.mutate(hasPassword ? { password: values.password } : { email: values.email.trim() }, {
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
        if (error instanceof HttpError && error.code === 'email_mismatch') {
          setError('email', { type: 'validate' }, { shouldFocus: true });
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
  const emailError = errors.email
    ? errors.email.type === 'required'
      ? t('profile.delete.emailRequired')
      : t('profile.delete.emailMismatch')
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
          ) : (
            <div className="flex flex-col gap-2">
              <Label htmlFor="delete-account-email">{t('profile.delete.email')}</Label>
              <p id="delete-account-email-hint" className="text-sm text-muted-foreground">
                {t('profile.delete.emailHint', { email })}
              </p>
              <Input
                id="delete-account-email"
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'delete-account-email-hint delete-account-email-error' : 'delete-account-email-hint'}
                {...register('email', { required: true, validate: (typed) => sameAddress(typed, email) })}
              />
              {emailError ? (
                <p id="delete-account-email-error" role="alert" className="text-sm font-medium text-destructive">
                  {emailError}
                </p>
              ) : null}
            </div>
          )}
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
