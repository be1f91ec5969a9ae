import { describe, expect, it } from 'vitest';
import { googleErrorKey } from '../hooks/use-google-sign-in.ts';
import { isPopupResult, popupResultFromSearch } from './popup-result.ts';

describe('the sign-in popup result', () => {
  it('reads success, a new account and errors from the landing URL', () => {
    expect(popupResultFromSearch('?new=1')).toEqual({ type: 'mealplanr:oidc', ok: true, isNew: true });
    expect(popupResultFromSearch('')).toEqual({ type: 'mealplanr:oidc', ok: true, isNew: false });
    expect(popupResultFromSearch('?error=access_denied')).toEqual({
      type: 'mealplanr:oidc',
      ok: false,
      isNew: false,
      error: 'access_denied',
    });
  });

  it('accepts only its own message shape', () => {
    expect(isPopupResult({ type: 'mealplanr:oidc', ok: true, isNew: false })).toBe(true);
    expect(isPopupResult({ type: 'something-else', ok: true })).toBe(false);
    expect(isPopupResult('mealplanr:oidc')).toBe(false);
    expect(isPopupResult(null)).toBe(false);
  });

  it('maps error codes to the spec messages', () => {
    expect(googleErrorKey('popup_blocked')).toBe('popupBlocked');
    expect(googleErrorKey('popup_closed')).toBe('popupClosed');
    expect(googleErrorKey('access_denied')).toBe('cancelled');
    expect(googleErrorKey('provider_unreachable')).toBe('network');
    expect(googleErrorKey('account_not_linked')).toBe('accountNotLinked');
    expect(googleErrorKey('state_mismatch')).toBe('general');
    expect(googleErrorKey(undefined)).toBe('general');
  });
});
