import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { feedback, users } from '../../db/schema';

export type FeedbackRow = typeof feedback.$inferSelect;
type NewFeedback = Pick<FeedbackRow, 'message' | 'type' | 'satisfaction'>;

export class FeedbackRepository {
  constructor(private readonly db: Database) {}

  /**
   * Inserts the message unless the user already sent `limit` since `since`; returns undefined when over the
   * limit. The user's row is locked for the transaction, so two requests at once cannot both slip under it.
   */
  async insertWithinLimit(
    userId: string,
    values: NewFeedback,
    limit: number,
    since: Date,
  ): Promise<FeedbackRow | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [recent] = await tx
        .select({ n: count() })
        .from(feedback)
        .where(and(eq(feedback.userId, userId), gt(feedback.createdAt, since)));
      if ((recent?.n ?? 0) >= limit) return undefined;
      const [row] = await tx
        .insert(feedback)
        .values({ userId, ...values })
        .returning();
      return row;
    });
  }
}
