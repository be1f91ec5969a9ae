/**
 * The password policy (docs/architecture.md#security): served to the client by `GET /api/password-policy` so it can show
 * the same rules while the person types, and enforced here on registration. Length rules come from the
 * configuration; on top of them the most common passwords (a committed list) are refused.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HARD_MAX_PASSWORD_LENGTH, type PasswordPolicyAnswer } from '@mealplanr/contracts/auth';
import type { PasswordPolicyConfig } from '../../config';

/** The policy as `GET /api/password-policy` serves it. */
export type PasswordPolicy = PasswordPolicyAnswer;

/** Whatever the configuration says, longer inputs are refused before hashing (argon2 cost, request size). */
export { HARD_MAX_PASSWORD_LENGTH };

export function passwordPolicy(config: PasswordPolicyConfig): PasswordPolicy {
  return {
    schemaVersion: 1,
    minLength: config.minLength,
    ...(config.maxLength === undefined ? {} : { maxLength: config.maxLength }),
    requireLowercase: config.requireLowercase,
    requireUppercase: config.requireUppercase,
    requireDigit: config.requireDigit,
    requireSpecial: config.requireSpecial,
    rejectsCommonPasswords: true,
  };
}

let commonPasswords: Set<string> | undefined;

/** The committed list, read once: one lower-cased password a line, `#` lines are comments. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Counts code points, not UTF-16 units, so an emoji is one character as people expect. */
const lengthOf = (password: string) => [...password].length;

export type PasswordRule = 'min_length' | 'max_length' | 'lowercase' | 'uppercase' | 'digit' | 'special' | 'common';

export interface PasswordProblem {
  rule: PasswordRule;
  /** The length limit, for the two length rules. */
  limit?: number;
  /** What the person sees (the web app translates by `rule`). */
  message: string;
}

/**
 * The first rule the password breaks, or `undefined` when it is acceptable.
 *
 * @example checkPassword(policy, 'short')?.message // 'Password should be at least 8 characters long.'
 */
export function checkPassword(policy: PasswordPolicy, password: string): PasswordProblem | undefined {
  const length = lengthOf(password);
  if (length < policy.minLength) {
    return { rule: 'min_length', limit: policy.minLength, message: `Password should be at least ${policy.minLength} characters long.` };
  }
  const max = Math.min(policy.maxLength ?? HARD_MAX_PASSWORD_LENGTH, HARD_MAX_PASSWORD_LENGTH);
  if (length > max) return { rule: 'max_length', limit: max, message: `Password should be at most ${max} characters long.` };
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) {
    return { rule: 'lowercase', message: 'Password should contain a lowercase letter.' };
  }
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) {
    return { rule: 'uppercase', message: 'Password should contain an uppercase letter.' };
  }
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) return { rule: 'digit', message: 'Password should contain a digit.' };
  if (policy.requireSpecial && !/[^\p{L}\p{Nd}]/u.test(password)) {
    return { rule: 'special', message: 'Password should contain a special character.' };
  }
  if (isCommonPassword(password)) {
    return { rule: 'common', message: 'This password is too common. Please choose a less predictable one.' };
  }
  return undefined;
}
