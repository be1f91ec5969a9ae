/**
 * Who a session cookie belongs to, remembered for a few seconds so a signed-in request costs no database reads
 * (reading the session and its user took three queries on every request).
 *
 * Entries are keyed by the whole signed cookie value, so only a cookie that was found valid can ever match. An
 * entry is forgotten at once when its session or its user changes — sign-out, a password change, sessions ended
 * elsewhere, an account disabled or deleted, an admin right granted or taken:
 *
 * - in this process, the auth service forgets what it changes before it answers;
 * - from anywhere (better-auth's own queries, the admin command, another server on the same PostgreSQL), the
 *   database announces every change of `users` and every ended session (triggers in migration 0009), and
 *   `watchAuthChanges` forgets the user's entries when the announcement arrives.
 *
 * The time to live bounds what a missed announcement could cost; it also keeps the sliding session expiry
 * moving, since better-auth refreshes it on the reads that do reach the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { BusDelivery, ChangeBus } from '../../lib/events/change-bus';
import type { AuthUser } from './require-user';

/** The change-bus topic the database's auth triggers publish on, with `{ userId }`. */
export const AUTH_CHANGES_TOPIC = 'auth';

export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

export interface CachedSession {
  user: AuthUser;
  session: { id: string; createdAt: Date };
  /** When the session itself ends (idle lifetime, as last refreshed); a cached entry never outlives it. */
  expiresAt: Date;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly tokensByUser = new Map<string, Set<string>>();

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(cookieValue: string): CachedSession | undefined {
    const entry = this.entries.get(cookieValue);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt > this.ttlMs || entry.expiresAt.getTime() <= now) {
      this.delete(cookieValue, entry);
      return undefined;
    }
    return entry;
  }

  set(cookieValue: string, value: CachedSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.delete(oldest, this.entries.get(oldest)!);
    }
    this.entries.set(cookieValue, { ...value, storedAt: this.now() });
    let tokens = this.tokensByUser.get(value.user.id);
    if (!tokens) this.tokensByUser.set(value.user.id, (tokens = new Set()));
    tokens.add(cookieValue);
  }

  /** Forgets every session of the user (their account or one of their sessions changed). */
  forgetUser(userId: string): void {
    const tokens = this.tokensByUser.get(userId);
    if (!tokens) return;
    this.tokensByUser.delete(userId);
    for (const token of tokens) this.entries.delete(token);
  }

  clear(): void {
    this.entries.clear();
    this.tokensByUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(cookieValue: string, entry: Entry): void {
    this.entries.delete(cookieValue);
    const tokens = this.tokensByUser.get(entry.user.id);
    tokens?.delete(cookieValue);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.user.id);
  }
}

/**
 * Forgets a user's cached sessions whenever the database announces a change of them; forgets everything when
 * announcements may have been missed. Returns the function that stops listening.
 */
export function watchAuthChanges(bus: ChangeBus, cache: SessionCache, log: FastifyBaseLogger): () => void {
  return bus.subscribe(AUTH_CHANGES_TOPIC, (delivery: BusDelivery) => {
    if (delivery.kind === 'resync') {
      cache.clear();
      return;
    }
    const userId = (delivery.payload as { userId?: unknown } | null)?.userId;
    if (typeof userId === 'string') cache.forgetUser(userId);
    else {
      log.warn('an account change arrived without a user; forgetting every cached session');
      cache.clear();
    }
  });
}
