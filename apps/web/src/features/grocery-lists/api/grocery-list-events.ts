/**
 * `GET /api/grocery-lists/:id/events`: Server-Sent Events of one list (see `groceryListEventSchema`). The SSE
 * event name is the event type and its id the list version: EventSource sends the last id back when it
 * reconnects, and the server answers with a snapshot when that version is behind.
 */
import {
  groceryListEventSchema,
  type GroceryListEvent,
  type GroceryListEventType,
} from '@mealplanr/contracts/grocery-lists';
import { groceryListUrl } from './get-grocery-list.ts';

export const GROCERY_LIST_EVENT_TYPES: readonly GroceryListEventType[] = [
  'snapshot',
  'item_added',
  'item_updated',
  'item_removed',
  'items_cleared',
  'list_updated',
  'list_deleted',
  'share_updated',
  'members_updated',
  'access_revoked',
];

export function groceryListEventsUrl(listId: string, lastVersion?: number): string {
  const base = `${groceryListUrl(listId)}/events`;
  return lastVersion === undefined ? base : `${base}?lastEventId=${lastVersion}`;
}

/** One event's data, or undefined for anything that is not a list event. */
export function parseGroceryListEvent(data: unknown): GroceryListEvent | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = groceryListEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
