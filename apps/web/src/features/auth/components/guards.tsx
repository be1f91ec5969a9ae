/**
 * Route guards: protected screens show a spinner while the user loads and send visitors to `/`;
 * the admin screen admits only `isAdmin` users and sends everyone else to /admin-login. Loaded with the first
 * signed-in screen (app/router.tsx); `/` and `/auth` have theirs in redirect-if-signed-in.tsx.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Redirect } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useUser } from '../api/get-user.ts';

function UserFetchFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex min-h-[40vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-muted-foreground">{t('auth.errors.userFetchFailed')}</p>
      <Button variant="outline" onClick={retry}>
        {t('auth.errors.retry')}
      </Button>
    </div>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, query } = useUser();
  if (user) return <>{children}</>;
  if (isLoading) return <PageSpinner />;
  if (user === undefined && query.isError) return <UserFetchFailed retry={() => void query.refetch()} />;
  return <Redirect to="/" replace />;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading, query } = useUser();
  if (user?.isAdmin) return <>{children}</>;
  if (isLoading) return <PageSpinner />;
  if (user === undefined && query.isError) return <UserFetchFailed retry={() => void query.refetch()} />;
  return <Redirect to="/admin-login" replace />;
}
