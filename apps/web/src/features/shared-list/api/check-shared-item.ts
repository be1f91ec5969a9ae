/**
 * `PATCH /api/shared/:shareId/items/:itemId` (public, links with 'check' permission): check or uncheck an
 * item, set-based, against the version last seen; on 409 the change is reapplied on the current version.
 */
import type { SharedGroceryItem } from '@mealplanr/contracts/grocery-lists';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { z } from 'zod';
import { HttpError, apiRequest } from '../../../lib/api.ts';
import { sharedListUrl } from './get-shared-list.ts';

const MAX_REBASES = 3;

/** Only the version matters here: the check is simply sent again on top of it. */
const conflictDetailsSchema = z.object({ item: z.object({ version: z.number().int().positive() }) });

/** The item's current version from a 409 answer, to reapply the check on. */
function conflictVersionOf(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 409 || error.code !== 'conflict') return undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    if (!parsed.success) return undefined;
    const details = conflictDetailsSchema.safeParse(parsed.data.error.details);
    return details.success ? details.data.item.version : undefined;
  } catch {
    return undefined;
  }
}

export async function checkSharedItem(
  shareId: string,
  itemId: string,
  checked: boolean,
  version: number,
): Promise<SharedGroceryItem> {
  let current = version;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const res = await apiRequest('PATCH', `${sharedListUrl(shareId)}/items/${encodeURIComponent(itemId)}`, {
        checked,
        version: current,
      });
      return ((await res.json()) as { item: SharedGroceryItem }).item;
    } catch (error) {
      const latest = conflictVersionOf(error);
      if (latest === undefined || attempt >= MAX_REBASES) throw error;
      current = latest;
    }
  }
}
