import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../api/password-policy.ts';
import { firstBrokenRule, passwordRules } from './password-rules.ts';

const strict: PasswordPolicy = {
  schemaVersion: 1,
  minLength: 10,
  maxLength: 20,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
  requireSpecial: true,
};

describe('password rules', () => {
  it('shows only the minimum length under the default policy', () => {
    expect(passwordRules(DEFAULT_PASSWORD_POLICY, 'short')).toEqual([{ id: 'min_length', limit: 8, met: false }]);
    expect(passwordRules(DEFAULT_PASSWORD_POLICY, 'long enough')).toEqual([{ id: 'min_length', limit: 8, met: true }]);
  });

  it('ticks each rule of a strict policy as the password grows', () => {
    const state = (password: string) => Object.fromEntries(passwordRules(strict, password).map((r) => [r.id, r.met]));
    expect(state('abc')).toEqual({ min_length: false, max_length: true, lowercase: true, uppercase: false, digit: false, special: false });
    expect(state('Abcdefgh1!')).toEqual({ min_length: true, max_length: true, lowercase: true, uppercase: true, digit: true, special: true });
    expect(state('Abcdefgh1!Abcdefgh1!x').max_length).toBe(false);
  });

  it('counts characters as people do, and knows letters beyond ASCII', () => {
    expect(firstBrokenRule(DEFAULT_PASSWORD_POLICY, '🍅🍅🍅🍅🍅🍅🍅🍅')).toBeUndefined();
    expect(firstBrokenRule(strict, 'Ёжикмой123!')).toBeUndefined();
  });

  it('names the first rule that is not met', () => {
    expect(firstBrokenRule(strict, 'abcdefghij')).toEqual({ id: 'uppercase', met: false });
  });
});
