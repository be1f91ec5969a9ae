/**
 * The part of RedirectIfSignedIn (redirect-if-signed-in.tsx) that asks who is signed in: loaded after the first
 * render, with TanStack Query (lib/query-layer.tsx).
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { QueryLayer } from '../../../lib/query-layer.tsx';
import { useUser } from '../api/get-user.ts';
import { REDIRECT_AFTER_SIGN_IN_MS } from '../hooks/use-go-to-dashboard.ts';
import { afterSignInPath } from '../lib/return-path.ts';

interface SignedInRedirectProps {
  /** Called when the person was signed in on arrival: the page is replaced by a spinner until the move. */
  onSignedInOnArrival: () => void;
}

export function SignedInRedirect(props: SignedInRedirectProps) {
  return (
    <QueryLayer>
      <Redirector {...props} />
    </QueryLayer>
  );
}

function Redirector({ onSignedInOnArrival }: SignedInRedirectProps) {
  const { user } = useUser();
  const [, navigate] = useLocation();
  const target = afterSignInPath(useSearch());
  // Fixed at the first render: was this person already signed in when they arrived?
  const [signedInOnArrival] = useState(() => Boolean(user));
  useLayoutEffect(() => {
    if (user && signedInOnArrival) onSignedInOnArrival();
  }, [user, signedInOnArrival, onSignedInOnArrival]);
  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(
      () => navigate(target, { replace: true }),
      signedInOnArrival ? 0 : REDIRECT_AFTER_SIGN_IN_MS,
    );
    return () => clearTimeout(timer);
  }, [user, navigate, signedInOnArrival, target]);
  return null;
}
