/**
 * `GET /api/user`: who is signed in (null when nobody: 401). Same key and answer as the rest of the app, so
 * the invitation page shares the cached user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/query-client.ts';

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
    // The accounts feature's key: a sign-in there (say, from this invitation) is seen here at once. Its query
    // function answers the same JSON, so whichever of the two fetches, both read the same user.
    queryKey: [CURRENT_USER_KEY],
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: 2 * 60_000,
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
