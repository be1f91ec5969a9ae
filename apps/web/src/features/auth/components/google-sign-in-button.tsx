import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { authConfigQueryOptions } from '../api/auth-config.ts';

const GoogleSignInAction = lazy(() => import('./google-sign-in-action.tsx').then((module) => ({ default: module.GoogleSignInAction })));

/**
 * "Sign in with Google", shown only when the server offers it (`GET /api/auth-config`). After a sign-in the
 * person goes on to /dashboard. The popup's code is fetched only for a server that offers it.
 */
export function GoogleSignInButton({ className, size = 'lg' }: { className?: string; size?: 'default' | 'lg' }) {
  const config = useQuery(authConfigQueryOptions()).data;
  if (!config?.oidc.enabled) return null;
  return (
    <Suspense fallback={null}>
      <GoogleSignInAction provider={config.oidc.name ?? 'Google'} className={className} size={size} />
    </Suspense>
  );
}

/** Whether the Google button will show, for layouts that need to know (e.g. to draw an "or" divider). */
export function useGoogleButtonShown(): boolean {
  return useQuery(authConfigQueryOptions()).data?.oidc.enabled ?? false;
}
