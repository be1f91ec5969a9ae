/**
 * A plan (or a swap) the constraints make impossible comes back as an API error whose `details` say why
 * (`{ code, params, message }`, see INFEASIBLE_CODES). This digs that reason out of an `HttpError`.
 */
import { infeasibleReasonSchema, type InfeasibleReason } from '@mealplanr/contracts/meal-plans';
import { HttpError } from '../../../lib/api.ts';

export function readInfeasibleReason(error: unknown): InfeasibleReason | undefined {
  if (!(error instanceof HttpError) || !error.body) return undefined;
  let details: unknown;
  try {
    details = (JSON.parse(error.body) as { error?: { details?: unknown } }).error?.details;
  } catch {
    return undefined;
  }
  // Either the reason itself or wrapped in `{ reason }`.
  for (const candidate of [details, (details as { reason?: unknown } | undefined)?.reason]) {
    const parsed = infeasibleReasonSchema.safeParse(candidate);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}
