/**
 * Sends an item change (`PATCH`, set-based) against the version last seen. When someone else changed the item
 * meanwhile the server answers 409 `conflict` with the item as it is now (`error.details.item`); the change is
 * then reapplied on top of that version — the fields this person changed win, the others keep the newer values.
 * Both the person's own lists and lists opened by a share link answer this way.
 */
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { z } from 'zod';
import { HttpError } from '../api.ts';
import { newIdempotencyKey, requestWithKey } from '../idempotency.ts';
import type { ItemChanges } from './pending-changes.ts';

/** How many times a change is rebased on a newer version before giving up. */
export const MAX_REBASES = 3;

/** The least a conflict's item says: its version. The rest (a full or a public item) is passed on as it is. */
const conflictDetailsSchema = z.object({ item: z.looseObject({ version: z.number().int().positive() }) });

export type ConflictItem = z.infer<typeof conflictDetailsSchema>['item'];

/** The item as it is now, out of a 409 `conflict` answer; undefined for any other error. */
export function conflictItemOf(error: unknown): ConflictItem | undefined {
  if (!(error instanceof HttpError) || error.status !== 409 || error.code !== 'conflict') return undefined;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(error.body));
    if (!parsed.success) return undefined;
    const details = conflictDetailsSchema.safeParse(parsed.data.error.details);
    return details.success ? details.data.item : undefined;
  } catch {
    return undefined;
  }
}

export interface ItemChangeRequest {
  /** The item's address. */
  url: string;
  /** The version the change was made against. */
  version: number;
  changes: ItemChanges;
  /** The first attempt's key; a queued check keeps its own, so a replay is recognised. */
  idempotencyKey?: string;
  /** Told the item as it is now before each rebase. */
  onRebase?: (current: ConflictItem) => void;
}

/**
 * Sends `changes` against `version`, rebasing on 409 up to `MAX_REBASES` times, and returns the server's JSON
 * answer. Each attempt has its own key (`<key>`, `<key>.1`, …): the body differs, and a replay of the same
 * attempt must get the same answer.
 */
export async function sendItemChange<Answer>({
  url,
  version,
  changes,
  idempotencyKey = newIdempotencyKey(),
  onRebase,
}: ItemChangeRequest): Promise<Answer> {
  let current = version;
  for (let attempt = 0; ; attempt += 1) {
    const key = attempt === 0 ? idempotencyKey : `${idempotencyKey}.${attempt}`;
    try {
      const res = await requestWithKey('PATCH', url, key, { ...changes, version: current });
      return (await res.json()) as Answer;
    } catch (error) {
      const latest = conflictItemOf(error);
      if (!latest || attempt >= MAX_REBASES) throw error;
      onRebase?.(latest);
      current = latest.version;
    }
  }
}
