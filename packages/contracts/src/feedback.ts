/**
 * Feedback: a message, its type and how satisfied the person is. Kept when the account is deleted,
 * without the link to the person.
 */
import { z } from 'zod';
import { feedbackTypeSchema, satisfactionSchema } from './enums';
import { multiline } from './text';

export const FEEDBACK_MESSAGE_MIN = 5;
export const FEEDBACK_MESSAGE_MAX = 2000;
/** How many messages one person may send per hour; counted in the database, so every server process agrees. */
export const FEEDBACK_PER_HOUR = 5;

export const feedbackInputSchema = z.object({
  message: multiline(z.string().trim().min(FEEDBACK_MESSAGE_MIN).max(FEEDBACK_MESSAGE_MAX)),
  type: feedbackTypeSchema,
  satisfaction: satisfactionSchema,
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  type: feedbackTypeSchema,
  satisfaction: satisfactionSchema,
  createdAt: z.iso.datetime(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
