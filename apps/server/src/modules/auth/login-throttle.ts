/**
 * Throttles password guessing (DESIGN.md §9): failed sign-ins are counted per account and per client address in
 * the database, so every server process behind a load balancer sees the same counts. A key that reached its limit
 * is refused until its window (LOGIN_THROTTLE_MINUTES, counted from the first failure) has passed; nothing is
 * locked for good, and a successful sign-in clears the account's counter (not the address's).
 */
import { inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from '../../db/schema';

export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

export class LoginThrottle {
  private lastCleanup = 0;

  constructor(
    private readonly db: Database,
    private readonly windowMinutes: number,
  ) {}

  /** Seconds until the first blocked key opens again, or 0 when none is blocked. */
  async retryAfterSeconds(keys: ThrottleKey[]): Promise<number> {
    const rows = await this.db
      .select()
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
      const max = keys.find((k) => k.key === row.key)?.maxFailures ?? Infinity;
      const opensAt = row.windowStart.getTime() + windowMs;
      if (row.failures >= max && opensAt > Date.now()) wait = Math.max(wait, Math.ceil((opensAt - Date.now()) / 1000));
    }
    return wait;
  }

  /** Counts one failure against every key; a key whose window has passed starts a new one. */
  async recordFailure(keys: ThrottleKey[]): Promise<void> {
    const window = sql`make_interval(mins => ${this.windowMinutes})`;
    for (const { key } of keys) {
      await this.db
        .insert(loginThrottles)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            failures: sql`case when ${loginThrottles.windowStart} < now() - ${window} then 1 else ${loginThrottles.failures} + 1 end`,
            windowStart: sql`case when ${loginThrottles.windowStart} < now() - ${window} then now() else ${loginThrottles.windowStart} end`,
          },
        });
    }
    await this.cleanUpHourly();
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(loginThrottles).where(inArray(loginThrottles.key, [key]));
  }

  /** Old counters mean nothing once their window has passed; drop them now and then. */
  private async cleanUpHourly(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3_600_000) return;
    this.lastCleanup = Date.now();
    const cutoff = new Date(Date.now() - Math.max(this.windowMinutes * 60_000, 86_400_000));
    await this.db.delete(loginThrottles).where(lt(loginThrottles.windowStart, cutoff));
  }
}
