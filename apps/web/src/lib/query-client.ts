/**
 * TanStack Query set up for the app: the default query function treats the key's first
 * element as the URL, data stays fresh for 10 s and is dropped 5 min after its last observer leaves,
 * nothing is retried, queries refetch when the window regains focus, and requests run even when the
 * browser reports being offline (the server may well be reachable on a local network).
 */
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { HttpError, sharedGet, throwIfResNotOk } from './api.ts';

export const QUERY_STALE_TIME_MS = 10_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;

/**
 * The signed-in user's query key. The accounts feature owns the query (features/auth/api/get-user.ts); the key
 * lives here because the client itself asks that query again after any 401.
 */
export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * The query function of queries that name none: GETs `queryKey[0]` and returns its JSON. A 401 is an error
 * like any other; "who is signed in?" asks `GET /api/session`, which answers visitors without one.
 */
export const defaultQueryFn: QueryFunction<unknown> = async ({ queryKey }) => {
  const url = queryKey[0];
  if (typeof url !== 'string') {
    throw new TypeError('The first element of a query key must be the URL to fetch.');
  }
  const res = await sharedGet(url);
  await throwIfResNotOk(res);
  // 204 No Content has no JSON to parse.
  if (res.status === 204) return null;
  return res.json();
};

export function createQueryClient(): QueryClient {
  // Any 401 means the session may have ended (expired, signed out in another tab, account disabled): asking
  // "who is signed in?" again lets the guards send the person to `/` instead of showing a broken screen.
  const recheckUserOn401 = (error: unknown, key: unknown) => {
    if (error instanceof HttpError && error.status === 401 && key !== USER_QUERY_KEY[0]) {
      void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckUserOn401(error, query.queryKey[0]) }),
    mutationCache: new MutationCache({ onError: (error) => recheckUserOn401(error, undefined) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: false,
        networkMode: 'always',
      },
      mutations: {
        retry: false,
        networkMode: 'always',
      },
    },
  });
  return client;
}

/** The app's one client; tests build their own with `createQueryClient()`. */
export const queryClient = createQueryClient();
