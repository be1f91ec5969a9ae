/**
 * How many grocery lists one account may own (LISTS_PER_ACCOUNT, ADR 0009): a list can carry invitations and
 * items, so an unbounded number of lists is an unbounded amount of mail and storage for one account. Checked in
 * the transaction that makes the list, under a lock per account, so requests sent at once cannot slip past it.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groceryLists } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** 409 `list_limit` when `userId` already owns `max` lists; call inside the transaction that inserts the list. */
export async function checkListQuota(tx: Database, userId: string, max: number): Promise<void> {
  if (!Number.isFinite(max)) return;
  // Held until the transaction ends: one account's new lists are counted one after another.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`grocery-lists:${userId}`}, 0))`);
  const [row] = await tx.select({ owned: count() }).from(groceryLists).where(eq(groceryLists.userId, userId));
  if ((row?.owned ?? 0) >= max) {
    throw new AppError(
      409,
      'list_limit',
      `An account can have at most ${max} grocery lists. Delete one you no longer need to make a new one.`,
      { limit: max },
    );
  }
}
