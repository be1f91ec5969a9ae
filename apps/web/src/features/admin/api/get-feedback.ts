/** `GET /api/admin/feedback`: the feedback inbox, filtered by type and satisfaction. */
import type { AdminFeedbackResponse } from '@mealplanr/contracts/admin';
import type { FeedbackType, Satisfaction } from '@mealplanr/contracts/enums';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API, withQuery } from './admin-urls.ts';

export interface FeedbackRequest {
  type?: FeedbackType | undefined;
  satisfaction?: Satisfaction | undefined;
  page: number;
  pageSize: number;
}

export const feedbackQueryOptions = (request: FeedbackRequest) =>
  queryOptions<AdminFeedbackResponse>({
    queryKey: [withQuery(`${ADMIN_API}/feedback`, { ...request })],
    placeholderData: keepPreviousData,
  });

export function useFeedbackInbox(request: FeedbackRequest) {
  return useQuery(feedbackQueryOptions(request));
}
