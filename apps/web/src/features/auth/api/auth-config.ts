/** `GET /api/auth-config`: whether this server offers Google sign-in (no button when it does not). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sharedGet, throwIfResNotOk } from '../../../lib/api.ts';

const authConfigSchema = z.object({ oidc: z.object({ enabled: z.boolean(), name: z.string().nullable() }) });
export type AuthConfig = z.infer<typeof authConfigSchema>;

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth-config'],
    queryFn: async () => {
      const res = await sharedGet('/api/auth-config');
      await throwIfResNotOk(res);
      return authConfigSchema.parse(await res.json());
    },
    staleTime: Infinity,
  });
}

export function useGoogleSignInAvailable(): boolean {
  return useQuery(authConfigQueryOptions()).data?.oidc.enabled ?? false;
}
