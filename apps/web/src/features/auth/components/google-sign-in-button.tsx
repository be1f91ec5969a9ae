import { useDeferredModule } from '../../../lib/use-deferred-module.ts';
import type { GoogleSignInOfferProps } from './google-sign-in-offer.tsx';

const loadOffer = () => import('./google-sign-in-offer.tsx');

/**
 * "Sign in with Google", shown only when the server offers it (`GET /api/auth-config`). After a sign-in the
 * person goes on to /dashboard. Asking the server is not needed for the first render (the answer comes later
 * anyway): that code arrives after it (google-sign-in-offer.tsx), and the popup's code only for a server that
 * offers it.
 */
export function GoogleSignInButton(props: GoogleSignInOfferProps) {
  const offer = useDeferredModule(loadOffer);
  return offer ? <offer.GoogleSignInOffer {...props} /> : null;
}
