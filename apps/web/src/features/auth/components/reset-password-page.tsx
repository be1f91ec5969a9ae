import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlertIcon, KeyRoundIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useConfirmPasswordReset, useResetLinkWorks } from '../api/account-mail.ts';
import { setSignedOut } from '../api/get-user.ts';
import { type PasswordPolicy, usePasswordPolicy } from '../api/password-policy.ts';
import { useFragmentToken } from '../hooks/use-fragment-token.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';
import { fieldMessage, passwordRuleMessage } from '../lib/field-message.ts';
import { AccountCard } from './account-card.tsx';
import { FormField } from './form-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

function resetSchema(policy: PasswordPolicy) {
  return z.object({ newPassword: z.string().min(1, 'auth.validation.required') }).superRefine((values, ctx) => {
    const broken = values.newPassword ? passwordRuleMessage(policy, values.newPassword) : undefined;
    if (broken) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: broken });
  });
}
type ResetValues = z.infer<ReturnType<typeof resetSchema>>;

/**
 * `/reset-password#<token>`, the link of the reset e-mail: a new password, checked against the policy while
 * typing. Afterwards every session of the account has ended, this browser's too: on to signing in.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const token = useFragmentToken();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => resetSchema(policy), [policy]);
  const confirm = useConfirmPasswordReset();
  const works = useResetLinkWorks(token);
  const form = useForm<ResetValues>({ resolver: zodResolver(schema), defaultValues: { newPassword: '' } });
  const { errors } = form.formState;
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() is how react-hook-form exposes live values
  const newPassword = form.watch('newPassword');
  const linkDead =
    !token ||
    works.data === false ||
    (works.error instanceof HttpError && works.error.code === 'reset_link_invalid') ||
    (confirm.error instanceof HttpError && confirm.error.code === 'reset_link_invalid');

  const onSubmit = form.handleSubmit((values) =>
    confirm.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setSignedOut(queryClient);
          toast({ title: t('auth.reset.done'), description: t('auth.reset.doneText') });
          navigate('/auth', { replace: true });
        },
        onError: (error) => {
          if (error instanceof HttpError && error.code === 'weak_password') {
            form.setError('newPassword', { type: 'server', message: authErrorMessage(error) }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  if (works.isPending && token) return <PageSpinner />;
  if (linkDead) {
    return (
      <AccountCard icon={<CircleAlertIcon className="size-5" aria-hidden="true" />} title={t('auth.reset.invalidTitle')}>
        <p className="text-center text-pretty text-muted-foreground" role="alert">
          {t('auth.errors.reset_link_invalid')}
        </p>
        <Button asChild className="self-center">
          <Link href="/forgot-password">{t('auth.reset.askAgain')}</Link>
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard icon={<KeyRoundIcon className="size-5" aria-hidden="true" />} title={t('auth.reset.title')}>
      <p className="text-center text-sm text-pretty text-muted-foreground">{t('auth.reset.description')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="reset-password-new" label={t('auth.security.password.new')} error={fieldMessage(t, errors.newPassword?.message)}>
          <PasswordInput
            id="reset-password-new"
            autoComplete="new-password"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={errors.newPassword ? 'reset-password-new-error reset-password-rules' : 'reset-password-rules'}
            {...form.register('newPassword')}
          />
        </FormField>
        <PasswordChecklist id="reset-password-rules" policy={policy} password={newPassword} />
        {confirm.isError && !(confirm.error instanceof HttpError && confirm.error.code === 'weak_password') ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
            {authErrorMessage(confirm.error)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" busy={confirm.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
