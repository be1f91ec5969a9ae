/**
 * `Idempotency-Key` support on the client (docs/architecture.md#api): a retried request (a repeated click after a lost
 * answer, an offline queue replayed) carries the key of the first one, so the server does the work only once.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@mealplanr/contracts/grocery-lists';
import { useState } from 'react';
import { type HttpMethod, throwIfResNotOk } from './api.ts';

/**
 * A fresh key. `crypto.randomUUID` exists only in secure contexts, and a self-hosted server is often opened
 * over plain http on a home network, so fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKey {
  /** The key for sending `request` (any string that identifies it): the last attempt's when it is the same. */
  keyFor(request: string): string;
  /** The attempt is over (its answer arrived): the next request gets a new key, even if it is the same. */
  settle(): void;
}

/**
 * One key per attempt of a form: sending the same request again (a retry after a lost answer) reuses the key,
 * so the server answers what the first one did; a changed request, or one after `settle()`, gets a new key.
 */
export function useAttemptKey(): AttemptKey {
  // Made once per component; the attempt lives in the closure, not in render state.
  const [keys] = useState<AttemptKey>(() => {
    let attempt: { key: string; request: string } | null = null;
    return {
      keyFor(request) {
        if (attempt?.request !== request) attempt = { key: newIdempotencyKey(), request };
        return attempt.key;
      },
      settle() {
        attempt = null;
      },
    };
  });
  return keys;
}

/** A JSON request with an `Idempotency-Key` header (the shared `apiRequest` sends no extra headers). */
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
