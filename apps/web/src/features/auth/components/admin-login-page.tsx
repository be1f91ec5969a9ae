import { ShieldCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { toast } from '../../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUser } from '../api/get-user.ts';
import { nameOf } from '../lib/display-name.ts';
import { authErrorMessage } from '../lib/auth-error-message.ts';
import { LoginForm } from './login-form.tsx';

/**
 * `/admin-login`: "secure area, authorized personnel only". Admits administrators to /admin; anyone
 * else is told plainly that the account has no administrator access.
 */
export function AdminLoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.admin.title'));
  const [, navigate] = useLocation();
  const { user } = useUser();
  const [refused, setRefused] = useState(false);

  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-8 sm:py-12">
      <div className="rounded-2xl border bg-card px-5 py-7 text-card-foreground shadow-sm sm:px-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="flex size-11 items-center justify-center rounded-xl bg-secondary text-primary">
            <ShieldCheckIcon className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{t('auth.admin.title')}</h1>
          <p className="text-sm font-medium text-muted-foreground">{t('auth.admin.notice')}</p>
        </div>
        {refused ? (
          <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive" data-testid="admin-refused">
            {t('auth.admin.refused')}
          </p>
        ) : user && !user.isAdmin ? (
          <p className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground" data-testid="admin-not-admin">
            {t('auth.admin.signedInAs', { name: nameOf(user) })}
          </p>
        ) : null}
        <LoginForm
          idPrefix="admin-login"
          submitLabel={t('auth.admin.submit')}
          onSuccess={(signedIn) => {
            if (!signedIn.isAdmin) {
              setRefused(true);
              return;
            }
            setRefused(false);
            toast({ title: t('auth.toasts.welcomeBack'), description: t('auth.toasts.signedIn') });
            navigate('/admin', { replace: true });
          }}
          onError={(error) => {
            setRefused(false);
            toast({ variant: 'destructive', title: t('auth.toasts.signInFailed'), description: authErrorMessage(error) });
          }}
        />
        <p className="mt-6 text-center text-sm">
          <Link href={user ? '/dashboard' : '/'} className="text-primary underline-offset-4 hover:underline">
            {t('auth.admin.backToApp')}
          </Link>
        </p>
      </div>
    </div>
  );
}
