/**
 * A store for @fastify/rate-limit on our own database, so that several server processes on one PostgreSQL count
 * together (the plugin ships only an in-memory store and a Redis one). One row per key in `rate_limits`; each
 * request is one atomic upsert that starts a new window when the old one has ended, so concurrent requests in
 * any process never lose a count. Time is the database's clock, the same for every process.
 *
 * Fixed windows only: the plugin's `continueExceeding` and `exponentialBackoff` are not supported.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const CLEANUP_EVERY_MS = 60 * 60_000;

/** The store class for the plugin's `store` option, bound to `db`. */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const state = { lastCleanup: 0 };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** Keys of a route's limit start with the route, so that two limits never share a counter by accident. */
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.count(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The state without counting a request (the plugin's `{ increment: false }`). */
    read(key: string, callback: Callback): void {
      db.select({
        hits: rateLimits.hits,
        ttl: sql<string>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))`,
      })
        .from(rateLimits)
        .where(eq(rateLimits.key, this.prefix + key))
        .then(
          ([row]) => {
            const ttl = row ? Number(row.ttl) : 0;
            callback(null, { current: row && ttl > 0 ? row.hits : 0, ttl });
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      const prefix = route?.url ? `${String(route.method)} ${String(route.url)}|` : '';
      return new DatabaseRateLimitStore(prefix);
    }

    private async count(key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
      const window = sql`make_interval(secs => ${timeWindowMs / 1000}::double precision)`;
      const expired = sql`${rateLimits.resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.resetAt} end`,
          },
        })
        .returning({
          hits: rateLimits.hits,
          ttl: sql<string>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))`,
        });
      if (Date.now() - state.lastCleanup > CLEANUP_EVERY_MS) {
        state.lastCleanup = Date.now();
        // Ended windows mean nothing; a failed clean-up is retried an hour later.
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`)).catch(() => {});
      }
      return { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? timeWindowMs) };
    }
  }

  return class extends DatabaseRateLimitStore {
    constructor() {
      super('');
    }
  };
}
