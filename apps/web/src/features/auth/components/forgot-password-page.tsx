import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRoundIcon, MailCheckIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRequestPasswordReset } from '../api/account-mail.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';
import { fieldMessage } from '../lib/field-message.ts';
import { AccountCard } from './account-card.tsx';
import { fieldAria, FormField } from './form-field.tsx';

const schema = z.object({
  email: z.string().trim().min(1, 'auth.validation.required').email('auth.validation.emailFormat'),
});
type Values = z.infer<typeof schema>;

/**
 * `/forgot-password`: the address to send a reset link to. The answer is the same whether or not an account uses
 * it, and so is this page's.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const request = useRequestPasswordReset();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => request.mutate(values.email.trim()));

  if (request.isSuccess) {
    return (
      <AccountCard icon={<MailCheckIcon className="size-5" aria-hidden="true" />} title={t('auth.forgot.sentTitle')}>
        <p className="text-center text-pretty text-muted-foreground" role="status" data-testid="reset-requested">
          {t('auth.forgot.sentText', { email: request.variables })}
        </p>
        <Button asChild variant="outline" className="self-center">
          <Link href="/auth">{t('auth.forgot.backToSignIn')}</Link>
        </Button>
      </AccountCard>
    );
  }

  return (
    <AccountCard icon={<KeyRoundIcon className="size-5" aria-hidden="true" />} title={t('auth.forgot.title')}>
      <p className="text-center text-sm text-pretty text-muted-foreground">{t('auth.forgot.description')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormField id="forgot-email" label={t('auth.fields.email')} error={fieldMessage(t, errors.email?.message)}>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria('forgot-email', { error: errors.email?.message })}
            {...form.register('email')}
          />
        </FormField>
        {request.isError ? (
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
            {authErrorMessage(request.error)}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <Link href="/auth" className="text-primary underline-offset-4 hover:underline">
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </AccountCard>
  );
}
