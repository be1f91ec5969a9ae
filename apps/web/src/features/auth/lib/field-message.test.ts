import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../api/password-policy.ts';
import { testTranslator } from '../../../testing/translator.ts';
import { fieldMessage, passwordRuleMessage } from './field-message.ts';

const i18n = testTranslator('en', ['en']);

describe('auth field messages', () => {
  it('names the first broken password rule with its limit, and nothing for a good password', () => {
    expect(passwordRuleMessage(DEFAULT_PASSWORD_POLICY, 'short')).toBe('auth.passwordErrors.min_length|8');
    expect(passwordRuleMessage(DEFAULT_PASSWORD_POLICY, 'long enough')).toBeUndefined();
  });

  it('translates keys (with the limit as the count) and passes the server’s sentences through', () => {
    expect(fieldMessage(i18n.t, 'auth.passwordErrors.min_length|8')).toBe('Password should be at least 8 characters long.');
    expect(fieldMessage(i18n.t, 'auth.validation.required')).toBe('Please fill in this field.');
    expect(fieldMessage(i18n.t, 'The password is not correct.')).toBe('The password is not correct.');
    expect(fieldMessage(i18n.t, undefined)).toBeUndefined();
  });
});
