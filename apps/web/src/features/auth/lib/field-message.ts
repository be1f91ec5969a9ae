/**
 * The auth forms' field messages. Client-side checks give translation keys, a password rule with its limit
 * after a "|" (`auth.passwordErrors.min_length|8`); the server's answers are already sentences.
 */
import type { TFunction } from '../../../lib/translator.ts';
import type { PasswordPolicy } from '../api/password-policy.ts';
import { firstBrokenRule } from './password-rules.ts';

/** The message key for the first password rule `password` breaks, or undefined when it meets them all. */
export function passwordRuleMessage(policy: PasswordPolicy, password: string): string | undefined {
  const broken = firstBrokenRule(policy, password);
  return broken ? `auth.passwordErrors.${broken.id}|${broken.limit ?? ''}` : undefined;
}

/** A field's message as the person reads it. */
export function fieldMessage(t: TFunction, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!raw.startsWith('auth.')) return raw;
  const [key, limit] = raw.split('|');
  return t(key as 'auth.validation.required', limit ? { count: Number(limit) } : {});
}
