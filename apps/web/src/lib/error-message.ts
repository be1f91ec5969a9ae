/**
 * Turns any failure into a sentence for the user in the current language. The API's error `code` picks
 * `errors.<code>` when that translation exists; otherwise the HTTP status decides, and a request that never
 * got an answer (fetch rejects with a TypeError) is a network error.
 */
import i18n from './i18n.ts';
import type en from '../locales/en.json';
import { HttpError } from './api.ts';

export type ErrorKey = `errors.${keyof (typeof en)['errors']}`;

function keyForStatus(status: number): ErrorKey {
  if (status >= 500) return 'errors.internal_error';
  switch (status) {
    case 400:
      return 'errors.bad_request';
    case 401:
      return 'errors.unauthorized';
    case 403:
      return 'errors.forbidden';
    case 404:
      return 'errors.not_found';
    case 409:
      return 'errors.conflict';
    case 413:
      return 'errors.payload_too_large';
    case 415:
      return 'errors.unsupported_media_type';
    case 429:
      return 'errors.rate_limited';
    default:
      return 'errors.unknown';
  }
}

/** The translation key for an error; `isKnownKey` tells which `errors.<code>` translations exist. */
export function errorKeyFor(error: unknown, isKnownKey: (key: string) => boolean = (key) => i18n.exists(key)): ErrorKey {
  if (error instanceof HttpError) {
    if (error.code && isKnownKey(`errors.${error.code}`)) return `errors.${error.code}` as ErrorKey;
    return keyForStatus(error.status);
  }
  if (error instanceof TypeError) return 'errors.network';
  return 'errors.unknown';
}

/** The translated message for an error, e.g. for a destructive toast's description. */
export function errorMessage(error: unknown): string {
  return i18n.t(errorKeyFor(error));
}
