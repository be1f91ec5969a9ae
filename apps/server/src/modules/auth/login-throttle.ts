/**
 * Counts failed password checks (docs/architecture.md#security, ADR 0009) in the database, so every server process behind a load
 * balancer sees the same counts. Two kinds of key:
 *
 * - a **limit** (`growingDelay` unset): after `maxFailures` failures the key is refused until its window
 *   (LOGIN_THROTTLE_MINUTES, counted from the first failure) has passed;
 * - a **growing delay** (`growingDelay: true`): after `maxFailures` failures each further attempt waits 1 s after
 *   the last failure, then 2 s, 4 s … up to `MAX_DELAY_SECONDS`; the count starts again after a quiet window.
 *
 * Nothing is ever locked for good.
 */
import { eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from '../../db/schema';

export interface ThrottleKey {
  key: string;
  maxFailures: number;
  /** Slow down (1 s, 2 s, 4 s … after the last failure) instead of refusing for the rest of the window. */
  growingDelay?: boolean;
}

/** The longest wait a growing delay imposes after one failure. */
export const MAX_DELAY_SECONDS = 60;

/** The wait after the `failures`-th failure of a growing-delay key whose threshold is `maxFailures`. */
export function delaySeconds(failures: number, maxFailures: number): number {
  if (failures < maxFailures) return 0;
  return Math.min(2 ** Math.min(failures - maxFailures, 30), MAX_DELAY_SECONDS);
}

export class LoginThrottle {
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly windowMinutes: number,
  ) {}

  /** Seconds until every given key lets an attempt through, or 0 when none holds it back. */
  async retryAfterSeconds(keys: ThrottleKey[]): Promise<number> {
    if (!keys.length) return 0;
    const rows = await this.db
      .select({
        key: loginThrottles.key,
        failures: loginThrottles.failures,
        windowStart: loginThrottles.windowStart,
        lastFailureAt: loginThrottles.lastFailureAt,
        // The database's clock, the one the counters were written with.
        nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`,
      })
      .from(loginThrottles)
      .where(
        inArray(
          loginThrottles.key,
          keys.map((k) => k.key),
        ),
      );
    const windowMs = this.windowMinutes * 60_000;
    let wait = 0;
    for (const row of rows) {
      const spec = keys.find((k) => k.key === row.key);
      if (!spec) continue;
      const now = Number(row.nowMs);
      let opensAt: number;
      if (spec.growingDelay) {
        if (row.lastFailureAt.getTime() + windowMs <= now) continue; // quiet for a window: counted afresh
        opensAt = row.lastFailureAt.getTime() + delaySeconds(row.failures, spec.maxFailures) * 1000;
      } else {
        if (row.failures < spec.maxFailures) continue;
        opensAt = row.windowStart.getTime() + windowMs;
      }
      if (opensAt > now) wait = Math.max(wait, Math.ceil((opensAt - now) / 1000));
    }
    return wait;
  }

  /**
   * Counts one failure against every key. A limit whose window has passed starts a new one; a growing delay
   * starts again after a window without failures.
   */
  async recordFailure(keys: ThrottleKey[]): Promise<void> {
    const window = sql`make_interval(mins => ${this.windowMinutes})`;
    for (const { key, growingDelay } of keys) {
      const since = growingDelay ? loginThrottles.lastFailureAt : loginThrottles.windowStart;
      const expired = sql`${since} < now() - ${window}`;
      await this.db
        .insert(loginThrottles)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${loginThrottles.windowStart} end`,
            lastFailureAt: sql`now()`,
          },
        });
    }
    await this.cleanUpHourly();
  }

  async reset(key: string | string[]): Promise<void> {
    const keys = Array.isArray(key) ? key : [key];
    if (keys.length) await this.db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
  }

  /** Forgets every counter of an account: its own and those per account and address (`user:<id>|ip:…`). */
  async resetAccount(accountKey: string): Promise<void> {
    const prefix = `${accountKey.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;
    await this.db.delete(loginThrottles).where(or(eq(loginThrottles.key, accountKey), like(loginThrottles.key, prefix)));
  }

  /** Old counters mean nothing once a window has passed without failures; drop them now and then. */
  private async cleanUpHourly(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3_600_000) return;
    this.lastCleanup = Date.now();
    const cutoff = new Date(Date.now() - Math.max(this.windowMinutes * 60_000, 86_400_000));
    await this.db.delete(loginThrottles).where(lt(loginThrottles.lastFailureAt, cutoff));
  }
}
