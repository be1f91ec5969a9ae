/**
 * Google (OpenID Connect) sign-in in a 500×600 popup. The popup goes through the provider and ends on
 * /auth/complete, which reports the outcome to this window with postMessage (same origin only) and closes. A
 * popup the browser blocks, one the person closes, a cancellation and a network failure each get a message
 * of their own.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { USER_QUERY_KEY } from '../api/get-user.ts';
import { isPopupResult, OIDC_START_URL, type PopupResult } from '../lib/popup-result.ts';

export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;
/** How often the popup is checked for having been closed. */
const CLOSED_POLL_MS = 500;
/** After the popup is seen closed, how long a late result may still arrive before "closed" is reported. */
export const POPUP_CLOSED_CHECK_MS = 8_000;

type GoogleMessageKey = 'popupBlocked' | 'popupClosed' | 'cancelled' | 'network' | 'general' | 'accountNotLinked';

/** The message for an error code the popup reported. */
export function googleErrorKey(code: string | undefined): GoogleMessageKey | 'disabled' {
  switch (code) {
    case 'popup_blocked':
      return 'popupBlocked';
    case 'popup_closed':
      return 'popupClosed';
    case 'access_denied':
      return 'cancelled';
    case 'provider_unreachable':
    case 'network':
      return 'network';
    case 'account_not_linked':
      return 'accountNotLinked';
    default:
      return code && /disabled/i.test(code) ? 'disabled' : 'general';
  }
}

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_HEIGHT) / 2));
  return `popup,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

export function useGoogleSignIn(onSignedIn: (result: { isNew: boolean }) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const cleanup = useRef<() => void>(() => {});
  useEffect(() => () => cleanup.current(), []);

  const fail = useCallback(
    (code: string | undefined) => {
      const key = googleErrorKey(code);
      toast({
        variant: 'destructive',
        title: t('auth.toasts.googleSignInFailed'),
        description: key === 'disabled' ? t('auth.errors.account_disabled') : t(`auth.google.${key}`),
      });
    },
    [t],
  );

  const start = useCallback(() => {
    cleanup.current();
    const popup = window.open(OIDC_START_URL, 'mealplanr-google-sign-in', popupFeatures());
    if (!popup) {
      fail('popup_blocked');
      return;
    }
    setPending(true);
    let settled = false;
    let closedTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (result: PopupResult) => {
      if (settled) return;
      settled = true;
      cleanup.current();
      setPending(false);
      if (!result.ok) {
        fail(result.error);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }).then(() => {
        toast({
          title: result.isNew ? t('auth.toasts.welcome') : t('auth.toasts.welcomeBack'),
          description: result.isNew ? t('auth.toasts.accountCreated') : t('auth.toasts.signedInWithGoogle'),
        });
        onSignedIn({ isNew: result.isNew });
      });
    };

    const onMessage = (event: MessageEvent) => {
      // Only our own origin, and only the popup we opened, may report a sign-in.
      if (event.origin !== window.location.origin || event.source !== popup) return;
      if (isPopupResult(event.data)) finish(event.data);
    };
    const poll = setInterval(() => {
      if (!popup.closed || closedTimer) return;
      closedTimer = setTimeout(() => finish({ type: 'mealplanr:oidc', ok: false, isNew: false, error: 'popup_closed' }), POPUP_CLOSED_CHECK_MS);
    }, CLOSED_POLL_MS);

    window.addEventListener('message', onMessage);
    cleanup.current = () => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(closedTimer);
      cleanup.current = () => {};
    };
  }, [fail, onSignedIn, queryClient, t]);

  return { start, pending };
}
