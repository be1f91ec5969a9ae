import { CheckIcon, CircleIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/utils.ts';
import type { PasswordPolicy } from '../api/password-policy.ts';
import { passwordRules } from '../lib/password-rules.ts';

/** The password rules of the server's policy, ticked off while the person types. */
export function PasswordChecklist({ id, policy, password }: { id: string; policy: PasswordPolicy; password: string }) {
  const { t } = useTranslation();
  const rules = passwordRules(policy, password);
  return (
    <div id={id} className="rounded-md bg-muted/60 px-3 py-2.5 text-xs" data-testid="password-rules">
      <p className="mb-1.5 font-medium text-foreground">{t('auth.passwordRules.title')}</p>
      <ul className="flex flex-col gap-1">
        {rules.map((rule) => (
          <li
            key={rule.id}
            className={cn('flex items-center gap-2', rule.met ? 'text-primary' : 'text-muted-foreground')}
            data-met={rule.met}
          >
            {rule.met ? (
              <CheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <CircleIcon className="size-3 shrink-0" aria-hidden="true" />
            )}
            <span>{t(`auth.passwordRules.${rule.id}`, { count: rule.limit })}</span>
            <span className="sr-only">
              ({rule.met ? t('auth.passwordRules.met') : t('auth.passwordRules.notMet')})
            </span>
          </li>
        ))}
      </ul>
      {policy.rejectsCommonPasswords !== false ? (
        <p className="mt-1.5 text-muted-foreground">{t('auth.passwordRules.commonNote')}</p>
      ) : null}
    </div>
  );
}
