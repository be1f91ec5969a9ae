/**
 * E-mail verification and "forgot password" (ADR 0003):
 * - `POST /api/verify-email` with the token from the verification e-mail;
 * - `POST /api/user/verification-email` sends that e-mail again (at most one a minute);
 * - `POST /api/password-reset` e-mails a reset link (the same answer whether or not the address has an account);
 * - `POST /api/password-reset/confirm` sets the new password with the link's token (every session ends).
 * The e-mails come in the interface's language.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { USER_QUERY_KEY } from './get-user.ts';

export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('POST', '/api/verify-email', { token });
}

/** Confirms the address; whoever is signed in here is asked for again (they may be that person, now confirmed). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export async function resendVerificationEmail(): Promise<void> {
  await apiRequest('POST', '/api/user/verification-email', { lang: currentLanguage() });
}

export function useResendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationEmail,
    // "Already confirmed" means the notice is out of date: ask who is signed in again.
    onError: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}

export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/password-reset', { email, lang: currentLanguage() });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** Whether a reset link still works (asking uses nothing up); an empty token does not. */
export function useResetLinkWorks(token: string) {
  return useQuery({
    queryKey: ['/api/password-reset/check', token],
    queryFn: async () => {
      if (!token) return false;
      await apiRequest('POST', '/api/password-reset/check', { token });
      return true;
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export async function confirmPasswordReset(body: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('POST', '/api/password-reset/confirm', body);
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}

/** The token a link from one of our e-mails carries in its fragment (`/verify-email#<token>`). */
export function readTokenFragment(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    return ''; // a mangled link: no token
  }
}

/** Takes the token out of the address bar, so it stays out of the history and of anything shared from the page. */
export function clearTokenFragment(): void {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}
