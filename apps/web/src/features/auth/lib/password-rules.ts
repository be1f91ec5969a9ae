/**
 * The password policy as a checklist the sign-up form shows while the person types. The same rules
 * as the server's password-policy.ts, minus the common-password list, which only the server holds.
 */
import type { PasswordPolicy } from '../api/password-policy.ts';

export type PasswordRuleId = 'min_length' | 'max_length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export interface PasswordRuleState {
  id: PasswordRuleId;
  limit?: number;
  met: boolean;
}

const lengthOf = (password: string) => [...password].length;

/** Every rule the policy has, and whether `password` meets it. */
export function passwordRules(policy: PasswordPolicy, password: string): PasswordRuleState[] {
  const rules: PasswordRuleState[] = [
    { id: 'min_length', limit: policy.minLength, met: lengthOf(password) >= policy.minLength },
  ];
  if (policy.maxLength !== undefined) {
    rules.push({ id: 'max_length', limit: policy.maxLength, met: lengthOf(password) <= policy.maxLength });
  }
  if (policy.requireLowercase) rules.push({ id: 'lowercase', met: /\p{Ll}/u.test(password) });
  if (policy.requireUppercase) rules.push({ id: 'uppercase', met: /\p{Lu}/u.test(password) });
  if (policy.requireDigit) rules.push({ id: 'digit', met: /\p{Nd}/u.test(password) });
  if (policy.requireSpecial) rules.push({ id: 'special', met: /[^\p{L}\p{Nd}]/u.test(password) });
  return rules;
}

/** The first rule not met, or undefined. */
export function firstBrokenRule(policy: PasswordPolicy, password: string): PasswordRuleState | undefined {
  return passwordRules(policy, password).find((rule) => !rule.met);
}
