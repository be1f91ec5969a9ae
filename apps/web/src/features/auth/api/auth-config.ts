/**
 * `GET /api/auth-config`: whether this server offers Google sign-in (no button when it does not). Checked by hand,
 * not with Zod: the front page asks it, and Zod stays off that page.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedGet, throwIfResNotOk } from '../../../lib/api.ts';

export interface AuthConfig {
  oidc: { enabled: boolean; name: string | null };
}

/** The answer as `{ oidc: { enabled, name } }` (other fields dropped); throws when it has another shape. */
export function parseAuthConfig(value: unknown): AuthConfig {
  const oidc = typeof value === 'object' && value !== null ? (value as { oidc?: unknown }).oidc : undefined;
  if (typeof oidc === 'object' && oidc !== null) {
    const { enabled, name } = oidc as { enabled?: unknown; name?: unknown };
    if (typeof enabled === 'boolean' && (typeof name === 'string' || name === null)) return { oidc: { enabled, name } };
  }
  throw new TypeError('The answer of /api/auth-config is not { oidc: { enabled, name } }.');
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth-config'],
    queryFn: async () => {
      const res = await sharedGet('/api/auth-config');
      await throwIfResNotOk(res);
      return parseAuthConfig(await res.json());
    },
    staleTime: Infinity,
  });
}

export function useGoogleSignInAvailable(): boolean {
  return useQuery(authConfigQueryOptions()).data?.oidc.enabled ?? false;
}
