/**
 * Who is signed in (null when nobody). Same key and query function as the rest of the app (GET /api/session,
 * which answers visitors without a 401), so the invitation page shares the cached user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUser } from '../../auth/api/get-user.ts';

export interface CurrentUser {
  id: string;
  username: string;
  displayName: string;
  email: string;
  /** Accepting an invitation needs a confirmed address. */
  emailVerified?: boolean;
}

export const CURRENT_USER_KEY = '/api/user';

export const currentUserQueryOptions = () =>
  queryOptions({
    // The accounts feature's key and query function: a sign-in there (say, from this invitation) is seen here
    // at once, and whichever of the two fetches, both read the same user.
    queryKey: [CURRENT_USER_KEY],
    queryFn: (): Promise<CurrentUser | null> => fetchUser(),
    staleTime: 2 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
