/** `POST /api/feedback`. */
import type { Feedback, FeedbackInput } from '@mealplanr/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export async function sendFeedback(input: FeedbackInput): Promise<Feedback> {
  const res = await apiRequest('POST', '/api/feedback', input);
  return (await res.json()) as Feedback;
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
