/** `GET /api/password-policy`: the rules the server enforces, shown while the person types. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sharedGet, throwIfResNotOk } from '../../../lib/api.ts';

export const passwordPolicySchema = z.object({
  schemaVersion: z.literal(1),
  minLength: z.number().int().min(1),
  maxLength: z.number().int().optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSpecial: z.boolean(),
  rejectsCommonPasswords: z.boolean().optional(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;

/** What the form assumes until the server has answered (the server's own default). */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = {
  schemaVersion: 1,
  minLength: 8,
  requireLowercase: false,
  requireUppercase: false,
  requireDigit: false,
  requireSpecial: false,
  rejectsCommonPasswords: true,
};

export function passwordPolicyQueryOptions() {
  return queryOptions({
    queryKey: ['/api/password-policy'],
    queryFn: async () => {
      const res = await sharedGet('/api/password-policy');
      await throwIfResNotOk(res);
      // A policy of another schema version is not understood: fall back to the server's defaults.
      const parsed = passwordPolicySchema.safeParse(await res.json());
      return parsed.success ? parsed.data : DEFAULT_PASSWORD_POLICY;
    },
    staleTime: Infinity,
  });
}

export function usePasswordPolicy(): PasswordPolicy {
  return useQuery(passwordPolicyQueryOptions()).data ?? DEFAULT_PASSWORD_POLICY;
}
