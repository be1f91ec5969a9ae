/**
 * `GET /api/shared/:shareId/events` (public): the shared list's live updates as Server-Sent Events, with public
 * items and snapshot; the stream ends with `access_revoked` when the link is turned off or replaced.
 */
import type { GroceryListEventType } from '@mealplanr/contracts/grocery-lists';
import { listEventsUrl } from '../../../lib/live-list-stream.ts';
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

export const sharedListEventsUrl = (shareId: string, lastVersion?: number): string =>
  listEventsUrl(sharedListUrl(shareId), lastVersion);
