import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type PasswordPolicy, usePasswordPolicy } from '../api/password-policy.ts';
import { useRegister } from '../api/register.ts';
import type { User } from '@mealplanr/contracts/auth';
import { fieldMessage, passwordRuleMessage } from '../lib/field-message.ts';
import { fieldAria, FormField } from './form-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

/** The same username and e-mail rules as the server; the password rules come from its policy. */
function registerSchema(policy: PasswordPolicy) {
  return z
    .object({
      username: z
        .string()
        .trim()
        .min(1, 'auth.validation.required')
        .regex(/^[a-zA-Z0-9_.]{3,30}$/, 'auth.validation.usernameFormat'),
      email: z.string().trim().min(1, 'auth.validation.required').email('auth.validation.emailFormat'),
      displayName: z.string().trim().max(80, 'auth.validation.displayNameTooLong'),
      password: z.string().min(1, 'auth.validation.required'),
    })
    .superRefine((values, ctx) => {
      const broken = values.password ? passwordRuleMessage(policy, values.password) : undefined;
      if (broken) ctx.addIssue({ code: 'custom', path: ['password'], message: broken });
    });
}
type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

export function RegisterForm({ onSuccess, onError }: { onSuccess: (user: User) => void; onError: (error: unknown) => void }) {
  const { t } = useTranslation();
  const policy = usePasswordPolicy();
  const schema = useMemo(() => registerSchema(policy), [policy]);
  const registration = useRegister();
  const form = useForm<RegisterValues>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', displayName: '', password: '' },
  });
  const { errors } = form.formState;
  // eslint-disable-next-line react-hooks/incompatible-library -- watch() is how react-hook-form exposes live values
  const password = form.watch('password');

  const message = (raw?: string) => fieldMessage(t, raw);

  const onSubmit = form.handleSubmit((values) =>
    registration
      .mutateAsync({
        username: values.username,
        email: values.email,
        password: values.password,
        ...(values.displayName ? { displayName: values.displayName } : {}),
      })
      .then(onSuccess, onError),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormField
        id="register-username"
        label={t('auth.fields.username')}
        hint={t('auth.fields.usernameHint')}
        error={message(errors.username?.message)}
      >
        <Input
          id="register-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria('register-username', { hasHint: true, error: errors.username?.message })}
          {...form.register('username')}
        />
      </FormField>
      <FormField id="register-email" label={t('auth.fields.email')} error={message(errors.email?.message)}>
        <Input
          id="register-email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria('register-email', { error: errors.email?.message })}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="register-display-name"
        label={t('auth.fields.displayName')}
        hint={t('auth.fields.displayNameHint')}
        error={message(errors.displayName?.message)}
      >
        <Input
          id="register-display-name"
          autoComplete="nickname"
          {...fieldAria('register-display-name', { hasHint: true, error: errors.displayName?.message })}
          {...form.register('displayName')}
        />
      </FormField>
      <FormField id="register-password" label={t('auth.fields.password')} error={message(errors.password?.message)}>
        <PasswordInput
          id="register-password"
          autoComplete="new-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'register-password-error register-password-rules' : 'register-password-rules'}
          {...form.register('password')}
        />
      </FormField>
      <PasswordChecklist id="register-password-rules" policy={policy} password={password} />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registration.isPending}>
        {registration.isPending ? (
          <Spinner className="size-4 text-primary-foreground" label={t('auth.register.submitting')} />
        ) : null}
        {registration.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </Button>
    </form>
  );
}
