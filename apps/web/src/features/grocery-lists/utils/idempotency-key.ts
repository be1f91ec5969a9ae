/**
 * A fresh `Idempotency-Key` (DESIGN.md §5). `crypto.randomUUID` exists only in secure contexts, and a
 * self-hosted server is often opened over plain http on a home network, so fall back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
