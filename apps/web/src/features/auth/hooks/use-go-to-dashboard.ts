/**
 * After a sign-in on `/` or `/auth`, the app moves on to /dashboard (or the `next` path it was sent with) half a
 * second later, long enough for the success toast to register before the screen changes.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { afterSignInPath } from '../lib/return-path.ts';

export const REDIRECT_AFTER_SIGN_IN_MS = 500;

export function useGoToDashboard(): (delayMs?: number) => void {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (delayMs = REDIRECT_AFTER_SIGN_IN_MS) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(afterSignInPath(window.location.search), { replace: true }), delayMs);
    },
    [navigate],
  );
}
