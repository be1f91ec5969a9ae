/**
 * `GET /api/shared/:shareId/events` (public): the shared list's live updates as Server-Sent Events, with public
 * items and snapshot; the stream ends with `access_revoked` when the link is turned off or replaced.
 */
import {
  groceryListEventSchema,
  type GroceryListEvent,
  type GroceryListEventType,
} from '@mealplanr/contracts/grocery-lists';
import { sharedListUrl } from './get-shared-list.ts';

export const SHARED_LIST_EVENT_TYPES: readonly GroceryListEventType[] = [
  'snapshot',
  'item_added',
  'item_updated',
  'item_removed',
  'items_cleared',
  'list_updated',
  'list_deleted',
  'share_updated',
  'access_revoked',
];

export function sharedListEventsUrl(shareId: string, lastVersion?: number): string {
  const base = `${sharedListUrl(shareId)}/events`;
  return lastVersion === undefined ? base : `${base}?lastEventId=${lastVersion}`;
}

export function parseSharedListEvent(data: unknown): GroceryListEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = groceryListEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
