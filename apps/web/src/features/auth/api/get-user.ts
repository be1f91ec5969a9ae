/**
 * "Who is signed in?": the signed-in user, or null when nobody is. Asked as `GET /api/session`,
 * which answers 200 `{ user: null }` for visitors (GET /api/user's 401 would show as a failed request in the
 * browser console on every signed-out page); the query keeps the key `['/api/user']` the rest of the app
 * invalidates and reads. Stale after 2 minutes,
 * refetched on mount and on window focus, and every 5 minutes while the tab is visible and someone is signed in.
 * The cached copy in localStorage is the initial data, so a reload shows the signed-in shell at once.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { sharedGet, throwIfResNotOk } from '../../../lib/api.ts';
import { USER_QUERY_KEY } from '../../../lib/query-client.ts';
import { forgetOfflineData } from '../../../lib/offline-cache.ts';
import { clearCachedUser, readCachedUser, writeCachedUser } from '../lib/cached-user.ts';
import type { User } from '@mealplanr/contracts/auth';
import { parseSessionAnswer } from '../lib/user-shape.ts';

export { USER_QUERY_KEY };
export const USER_STALE_TIME_MS = 2 * 60_000;
export const USER_REFRESH_INTERVAL_MS = 5 * 60_000;

/** The error a failed check (other than 401) raises. */
export class UserFetchError extends Error {
  constructor(override readonly cause: unknown) {
    super('Failed to fetch user data');
    this.name = 'UserFetchError';
  }
}

export const SESSION_URL = '/api/session';

/** The user, or null when nobody is signed in; a 401 (an older server's answer) means nobody too. */
export async function fetchUser(): Promise<User | null> {
  let user: User | null;
  try {
    const res = await sharedGet(SESSION_URL);
    if (res.status === 401) user = null;
    else {
      await throwIfResNotOk(res);
      user = parseSessionAnswer(await res.json());
    }
  } catch (error) {
    throw new UserFetchError(error);
  }
  if (user === null) clearCachedUser();
  else writeCachedUser(user);
  return user;
}

export function userQueryOptions() {
  return queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: fetchUser,
    staleTime: USER_STALE_TIME_MS,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data ? USER_REFRESH_INTERVAL_MS : false),
    refetchIntervalInBackground: false,
    initialData: () => readCachedUser()?.user,
    initialDataUpdatedAt: () => readCachedUser()?.timestamp,
  });
}

/** `user` is undefined while the first answer is awaited, null when nobody is signed in. */
export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data, isLoading: query.data === undefined && query.isPending, error: query.error, query };
}

/** After a sign-in or registration: the answer already is the user, no need to ask again. */
export function setSignedInUser(queryClient: QueryClient, user: User): void {
  writeCachedUser(user);
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

export function setSignedOut(queryClient: QueryClient): void {
  clearCachedUser();
  forgetOfflineData();
  queryClient.setQueryData(USER_QUERY_KEY, null);
}
