/**
 * A JSON request with an `Idempotency-Key` header: the shared `apiRequest` sends no extra headers, and a
 * retried add or a replayed offline check must not do the work twice.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@mealplanr/contracts/grocery-lists';
import { type HttpMethod, throwIfResNotOk } from '../../../lib/api.ts';

export async function requestWithKey(method: HttpMethod, url: string, key: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', [IDEMPOTENCY_KEY_HEADER]: key };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfResNotOk(res);
  return res;
}
