/** What the sign-in popup reports to the window that opened it. */
export const OIDC_START_URL = '/api/auth/oidc/start';
export const POPUP_MESSAGE_TYPE = 'mealplanr:oidc';

export interface PopupResult {
  type: typeof POPUP_MESSAGE_TYPE;
  ok: boolean;
  /** True when this sign-in created the account. */
  isNew: boolean;
  /** The error code when `ok` is false (e.g. `access_denied`, `account_not_linked`). */
  error?: string;
}

export function isPopupResult(data: unknown): data is PopupResult {
  if (typeof data !== 'object' || data === null) return false;
  const value = data as Record<string, unknown>;
  return value.type === POPUP_MESSAGE_TYPE && typeof value.ok === 'boolean';
}

/** The result a /auth/complete URL stands for. */
export function popupResultFromSearch(search: string): PopupResult {
  const params = new URLSearchParams(search);
  const error = params.get('error') ?? undefined;
  return { type: POPUP_MESSAGE_TYPE, ok: !error, isNew: params.get('new') === '1', ...(error ? { error } : {}) };
}
