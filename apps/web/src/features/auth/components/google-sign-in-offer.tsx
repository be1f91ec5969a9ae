/**
 * Asks the server whether it offers Google sign-in (`GET /api/auth-config`) and shows the button if so: the part of
 * GoogleSignInButton (google-sign-in-button.tsx) that needs TanStack Query, loaded after the first render.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { QueryLayer } from '../../../lib/query-layer.tsx';
import { authConfigQueryOptions } from '../api/auth-config.ts';

const GoogleSignInAction = lazy(() => import('./google-sign-in-action.tsx').then((module) => ({ default: module.GoogleSignInAction })));

export interface GoogleSignInOfferProps {
  className?: string;
  size?: 'default' | 'lg';
}

export function GoogleSignInOffer(props: GoogleSignInOfferProps) {
  return (
    <QueryLayer>
      <Offer {...props} />
    </QueryLayer>
  );
}

function Offer({ className, size = 'lg' }: GoogleSignInOfferProps) {
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
