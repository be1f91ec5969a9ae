/**
 * After a sign-in on `/` or `/auth`, the app moves on to /dashboard half a second later (spec §2, §9), long
 * enough for the success toast to register before the screen changes.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

export const REDIRECT_AFTER_SIGN_IN_MS = 500;

export function useGoToDashboard(): (delayMs?: number) => void {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (delayMs = REDIRECT_AFTER_SIGN_IN_MS) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate('/dashboard', { replace: true }), delayMs);
    },
    [navigate],
  );
}
