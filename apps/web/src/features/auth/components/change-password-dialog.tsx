import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { z } from 'zod';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { useChangePassword } from '../api/change-password.ts';
import { type PasswordPolicy, usePasswordPolicy } from '../api/password-policy.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';
import { fieldMessage, passwordRuleMessage } from '../lib/field-message.ts';
import { FormField } from './form-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

/** Both fields required; the new password follows the server's policy and differs from the current one. */
function changePasswordSchema(policy: PasswordPolicy) {
  return z
    .object({
      currentPassword: z.string().min(1, 'auth.validation.required'),
      newPassword: z.string().min(1, 'auth.validation.required'),
    })
    .superRefine((values, ctx) => {
      if (!values.newPassword) return;
      const broken = passwordRuleMessage(policy, values.newPassword);
      if (broken) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: broken });
      } else if (values.newPassword === values.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'auth.security.password.sameAsCurrent' });
      }
    });
}
type ChangePasswordValues = z.infer<ReturnType<typeof changePasswordSchema>>;

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '' };

/**
 * "Change password": the current password, a new one checked against the policy while typing. Afterwards every
 * other device is signed out, which the toast says.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const policy = usePasswordPolicy();
  const schema = useMemo(() => changePasswordSchema(policy), [policy]);
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { errors } = form.formState;
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() is how react-hook-form exposes live values
  const newPassword = form.watch('newPassword');

  const message = (raw?: string) => fieldMessage(t, raw);

  const onOpenChange = (next: boolean) => {
    if (change.isPending) return;
    setOpen(next);
    if (!next) {
      form.reset(EMPTY);
      setFailure(undefined);
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(undefined);
    change.mutate(values, {
      onSuccess: () => {
        onOpenChange(false);
        toast({ title: t('auth.security.password.changed'), description: t('auth.security.password.changedText') });
      },
      onError: (error) => {
        const code = error instanceof HttpError ? error.code : undefined;
        if (code === 'wrong_password') {
          form.setError('currentPassword', { type: 'server', message: authErrorMessage(error) }, { shouldFocus: true });
        } else if (code === 'weak_password') {
          form.setError('newPassword', { type: 'server', message: authErrorMessage(error) }, { shouldFocus: true });
        } else {
          setFailure(authErrorMessage(error));
        }
      },
    });
  });

  return (
    <>
      <Button
        variant="outline"
        icon={<KeyRoundIcon aria-hidden="true" />}
        onClick={() => setOpen(true)}
        data-testid="change-password"
      >
        {t('auth.security.password.open')}
      </Button>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('auth.security.password.title')}
        description={t('auth.security.password.description')}
        data-testid="change-password-dialog"
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            id="change-password-current"
            label={t('auth.security.password.current')}
            error={message(errors.currentPassword?.message)}
          >
            <PasswordInput
              id="change-password-current"
              autoComplete="current-password"
              aria-invalid={errors.currentPassword ? true : undefined}
              aria-describedby={errors.currentPassword ? 'change-password-current-error' : undefined}
              {...form.register('currentPassword')}
            />
          </FormField>
          <FormField id="change-password-new" label={t('auth.security.password.new')} error={message(errors.newPassword?.message)}>
            <PasswordInput
              id="change-password-new"
              autoComplete="new-password"
              aria-invalid={errors.newPassword ? true : undefined}
              aria-describedby={
                errors.newPassword ? 'change-password-new-error change-password-rules' : 'change-password-rules'
              }
              {...form.register('newPassword')}
            />
          </FormField>
          <PasswordChecklist id="change-password-rules" policy={policy} password={newPassword} />
          {failure ? (
            <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
              {failure}
            </p>
          ) : null}
          <FormDialogFooter
            submitLabel={t('auth.security.password.submit')}
            onCancel={() => onOpenChange(false)}
            pending={change.isPending}
            cancelDisabled={change.isPending}
          />
        </form>
      </FormDialog>
    </>
  );
}
