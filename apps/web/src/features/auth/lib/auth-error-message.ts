/**
 * A failed sign-in, registration or sign-out as a sentence in the current language. The API's error code picks
 * `auth.errors.<code>`; a weak password is described by the rule it broke; anything else falls back to the app's
 * general error messages (network, server, …).
 */
import i18n from '../../../lib/i18n.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';

interface ErrorBody {
  error?: { code?: string; details?: { rule?: string; limit?: number } };
}

function bodyOf(error: HttpError): ErrorBody | undefined {
  try {
    return JSON.parse(error.body) as ErrorBody;
  } catch {
    return undefined;
  }
}

export function authErrorMessage(error: unknown): string {
  if (error instanceof HttpError && error.code) {
    if (error.code === 'weak_password') {
      const details = bodyOf(error)?.error?.details;
      const key = `auth.passwordErrors.${details?.rule ?? ''}`;
      if (i18n.exists(key)) return i18n.t(key as 'auth.passwordErrors.common', { count: details?.limit });
    }
    const key = `auth.errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key as 'auth.errors.invalid_credentials');
  }
  return errorMessage(error);
}
