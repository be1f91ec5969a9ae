/**
 * Feedback from signed-in people. At most FEEDBACK_PER_HOUR messages per person per hour, counted in the
 * database (not in process memory) so that every server process behind a load balancer enforces one limit.
 */
import { FEEDBACK_PER_HOUR, type Feedback, type feedbackInputSchema } from '@mealplanr/contracts/feedback';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FeedbackRepository, type FeedbackRow } from './feedback.repository';

const HOUR_MS = 60 * 60_000;

export class FeedbackService {
  private readonly repository: FeedbackRepository;

  constructor(db: Database) {
    this.repository = new FeedbackRepository(db);
  }

  async send(userId: string, input: z.output<typeof feedbackInputSchema>, now = new Date()): Promise<Feedback> {
    const row = await this.repository.insertWithinLimit(userId, input, FEEDBACK_PER_HOUR, new Date(now.getTime() - HOUR_MS));
    if (!row) {
      throw new AppError(
        429,
        'feedback_rate_limited',
        `You can send up to ${FEEDBACK_PER_HOUR} messages an hour. Please try again later.`,
      );
    }
    return toFeedback(row);
  }
}

export function toFeedback(row: FeedbackRow): Feedback {
  return {
    id: row.id,
    message: row.message,
    type: row.type,
    satisfaction: row.satisfaction,
    createdAt: row.createdAt.toISOString(),
  };
}
