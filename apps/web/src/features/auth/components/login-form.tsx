import { type FieldErrors, type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLogin } from '../api/login.ts';
import type { User } from '@mealplanr/contracts/auth';
import { fieldAria, FormField } from './form-field.tsx';
import { PasswordInput } from './password-input.tsx';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * Both fields are required; the username is sent trimmed. Checked by hand rather than with a Zod schema, so the
 * sign-in page does not wait for Zod.
 */
const loginResolver: Resolver<LoginValues> = (values): ResolverResult<LoginValues> => {
  const username = values.username.trim();
  const errors: FieldErrors<LoginValues> = {};
  if (username === '') errors.username = { type: 'too_small', message: 'auth.validation.required' };
  if (values.password === '') errors.password = { type: 'too_small', message: 'auth.validation.required' };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: { username, password: values.password }, errors: {} };
};

/** Username-or-e-mail and password. What happens after a sign-in is up to the page that uses it. */
export function LoginForm({
  idPrefix = 'login',
  submitLabel,
  onSuccess,
  onError,
}: {
  idPrefix?: string;
  submitLabel?: string;
  onSuccess: (user: User) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;
  const message = (key?: string) => (key ? t(key as 'auth.validation.required') : undefined);

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(onSuccess, (error: unknown) => {
      form.resetField('password');
      onError(error);
    }),
  );

  const usernameId = `${idPrefix}-username`;
  const passwordId = `${idPrefix}-password`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField id={usernameId} label={t('auth.fields.usernameOrEmail')} error={message(errors.username?.message)}>
        <Input
          id={usernameId}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria(usernameId, { error: errors.username?.message })}
          {...form.register('username')}
        />
      </FormField>
      <FormField id={passwordId} label={t('auth.fields.password')} error={message(errors.password?.message)}>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          {...fieldAria(passwordId, { error: errors.password?.message })}
          {...form.register('password')}
        />
      </FormField>
      <Link href="/forgot-password" className="-mt-2 self-end text-sm text-primary underline-offset-4 hover:underline">
        {t('auth.forgot.link')}
      </Link>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? <Spinner className="size-4 text-primary-foreground" label={t('auth.login.submitting')} /> : null}
        {login.isPending ? t('auth.login.submitting') : (submitLabel ?? t('auth.login.submit'))}
      </Button>
    </form>
  );
}
