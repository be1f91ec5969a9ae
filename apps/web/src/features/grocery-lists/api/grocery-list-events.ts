/**
 * `GET /api/grocery-lists/:id/events`: Server-Sent Events of one list (see `groceryListEventSchema`). The SSE
 * event name is the event type and its id the list version: EventSource sends the last id back when it
 * reconnects, and the server answers with a snapshot when that version is behind.
 */
import type { GroceryListEventType } from '@mealplanr/contracts/grocery-lists';
import { listEventsUrl } from '../../../lib/live-list-stream.ts';
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

export const groceryListEventsUrl = (listId: string, lastVersion?: number): string =>
  listEventsUrl(groceryListUrl(listId), lastVersion);
