/**
 * `GET /api/grocery-lists/:id/events`: Server-Sent Events of one list (see `groceryListEventSchema`). The SSE
 * event name is the event type and its id the list version: EventSource sends the last id back when it
 * reconnects, and the server answers with a snapshot when that version is behind.
 */
import { LIST_EVENT_TYPES, listEventsUrl } from '../../../lib/live-list-stream.ts';
import { groceryListUrl } from './get-grocery-list.ts';

export const GROCERY_LIST_EVENT_TYPES = LIST_EVENT_TYPES;

export const groceryListEventsUrl = (listId: string, lastVersion?: number): string =>
  listEventsUrl(groceryListUrl(listId), lastVersion);
