/**
 * On `/` and `/auth`: someone who arrives signed in goes straight to /dashboard (or the `next` path they were sent
 * with), a spinner in place of the page meanwhile; someone who signs in here goes there half a second later, after
 * the success toast.
 *
 * The page itself is drawn without asking (these pages are rendered at build time for visitors, and a signed-in
 * browser gets the app's plain page from the server, whose start loads the check before the first render:
 * main.tsx); the check, with TanStack Query, arrives after the first render beside the page (signed-in-redirect.tsx).
 */
import { type ReactNode, useCallback, useState } from 'react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useDeferredModule } from '../../../lib/use-deferred-module.ts';

export const loadSignedInRedirect = () => import('./signed-in-redirect.tsx');

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const check = useDeferredModule(loadSignedInRedirect);
  const [signedInOnArrival, setSignedInOnArrival] = useState(false);
  const hide = useCallback(() => setSignedInOnArrival(true), []);
  return (
    <>
      {check ? <check.SignedInRedirect onSignedInOnArrival={hide} /> : null}
      {signedInOnArrival ? <PageSpinner /> : children}
    </>
  );
}
