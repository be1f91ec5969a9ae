/**
 * The HTTP layer every API call goes through:
 * - all requests include credentials (the session cookie);
 * - a body is sent as JSON;
 * - identical GETs in flight at the same time share one network request;
 * - a non-OK response raises an `HttpError` whose message is `"<status>: <body or status text>"`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK response. `code` is the API's stable error code when the body has the API error shape. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  readonly code: string | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.code = readErrorCode(body);
  }
}

/**
 * The code of an API error body (`{ error: { code, message } }`, apiErrorSchema of @mealplanr/contracts/errors),
 * checked by hand: every page loads this module, and Zod stays off the front page.
 */
function readErrorCode(body: string): string | undefined {
  if (!body) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined; // not JSON (e.g. a proxy's HTML error page)
  }
  const error = typeof parsed === 'object' && parsed !== null ? (parsed as { error?: unknown }).error : undefined;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && typeof message === 'string' ? code : undefined;
}

/** Throws an `HttpError` for a non-OK response; reads the body, so only call it on a response you own. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new HttpError(res.status, res.statusText, body);
}

const inFlightGets = new Map<string, Promise<Response>>();

/**
 * GET with de-duplication: callers asking for the same URL while a request is still open get a clone of
 * the same response. The entry is dropped as soon as the response arrives, so later calls fetch afresh.
 */
export function sharedGet(url: string): Promise<Response> {
  let pending = inFlightGets.get(url);
  if (!pending) {
    pending = fetch(url, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } });
    inFlightGets.set(url, pending);
    const forget = () => inFlightGets.delete(url);
    pending.then(forget, forget);
  }
  // Every caller gets its own clone, taken before anyone reads, so each can consume its body.
  return pending.then((res) => res.clone());
}

/**
 * Sends one API request and returns the OK response (read it with `.json()`); throws `HttpError` otherwise.
 * Meant for mutations; GETs are shared with identical GETs in flight.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res =
    method === 'GET' && body === undefined
      ? await sharedGet(url)
      : await fetch(url, {
          method,
          credentials: 'include',
          headers:
            body === undefined
              ? { Accept: 'application/json' }
              : { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
  await throwIfResNotOk(res);
  return res;
}
