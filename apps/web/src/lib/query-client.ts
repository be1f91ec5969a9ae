/**
 * TanStack Query set up as spec §7 and §9 describe: the default query function treats the key's first
 * element as the URL, data stays fresh for 10 s and is dropped 5 min after its last observer leaves,
 * nothing is retried, queries refetch when the window regains focus, and requests run even when the
 * browser reports being offline (the server may well be reachable on a local network).
 */
import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { HttpError, sharedGet, throwIfResNotOk } from './api.ts';

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export const QUERY_STALE_TIME_MS = 10_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;

/** "Who is signed in?" (spec §7); its key is its URL, like every query's. */
const USER_URL = '/api/user';

/**
 * Builds a query function that GETs `queryKey[0]` and returns its JSON. With `on401: 'returnNull'` a 401
 * yields `null` instead of an error (used for "who is signed in?", where 401 simply means nobody).
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey[0];
    if (typeof url !== 'string') {
      throw new TypeError('The first element of a query key must be the URL to fetch.');
    }
    const res = await sharedGet(url);
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    // 204 No Content has no JSON to parse.
    if (res.status === 204) return null;
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  // Any 401 means the session may have ended (expired, signed out in another tab, account disabled): asking
  // "who is signed in?" again lets the guards send the person to `/` instead of showing a broken screen.
  const recheckUserOn401 = (error: unknown, key: unknown) => {
    if (error instanceof HttpError && error.status === 401 && key !== USER_URL) {
      void client.invalidateQueries({ queryKey: [USER_URL] });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => recheckUserOn401(error, query.queryKey[0]) }),
    mutationCache: new MutationCache({ onError: (error) => recheckUserOn401(error, undefined) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
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
