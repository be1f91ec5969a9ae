/**
 * Route guards: protected screens show a spinner while the user loads and send visitors to `/`;
 * the admin screen admits only `isAdmin` users and sends everyone else to /admin-login; `/` and `/auth` send a
 * signed-in person on to /dashboard (or the `next` path they were sent with).
 */
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useUser } from '../api/get-user.ts';
import { REDIRECT_AFTER_SIGN_IN_MS } from '../hooks/use-go-to-dashboard.ts';
import { afterSignInPath } from '../lib/return-path.ts';

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

/**
 * On `/` and `/auth`: someone who arrives signed in goes straight to /dashboard; someone who signs in here goes
 * there half a second later, after the success toast.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const target = afterSignInPath(useSearch());
  // Fixed at the first render: was this person already signed in when they arrived?
  const [signedInOnArrival] = useState(() => Boolean(user));
  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(
      () => navigate(target, { replace: true }),
      signedInOnArrival ? 0 : REDIRECT_AFTER_SIGN_IN_MS,
    );
    return () => clearTimeout(timer);
  }, [user, navigate, signedInOnArrival, target]);
  if (user && signedInOnArrival) return <PageSpinner />;
  return <>{children}</>;
}
