import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDateLong } from '../../../lib/dates.ts';
import type { User as Account } from '@mealplanr/contracts/auth';

/**
 * The sign-in methods an account has, or undefined while not known yet (a copy of the user cached before the server
 * said): then nothing is assumed, and nothing that depends on a password is offered until the answer comes.
 */
export function signInMethodsOf(account: Account): Array<'password' | 'google'> | undefined {
  return account.signInMethods;
}

/** Name, username, e-mail, sign-in methods and member-since date. */
export function AccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation();
  const name = account.displayName.trim() || account.username;
  const rows: Array<[string, string]> = [
    [t('profile.account.username'), account.username],
    [t('profile.account.email'), account.email],
    [t('profile.account.signInMethods'), signInMethodsOf(account)?.map((m) => t(`profile.account.method.${m}`)).join(', ') ?? '…'],
    [t('profile.account.memberSince'), formatDateLong(account.created)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground uppercase"
        >
          {name.slice(0, 1)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-base font-semibold" data-testid="profile-name">
            {name}
          </p>
          {account.isAdmin ? <p className="text-sm text-muted-foreground">{t('profile.account.admin')}</p> : null}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
