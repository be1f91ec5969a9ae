import { useEffect, useState } from 'react';
import { clearTokenFragment, readTokenFragment } from '../api/account-mail.ts';

/**
 * The token of a link from one of our e-mails (`/verify-email#<token>`), taken out of the address bar at once.
 * Another link opened in the same tab changes only the fragment, so a new one is picked up too.
 */
export function useFragmentToken(): string {
  const [token, setToken] = useState(readTokenFragment);
  useEffect(() => {
    const pickUp = () => {
      const next = readTokenFragment();
      if (next) setToken(next);
      clearTokenFragment();
    };
    pickUp();
    window.addEventListener('hashchange', pickUp);
    return () => window.removeEventListener('hashchange', pickUp);
  }, []);
  return token;
}
