/**
 * `GET /api/shared/:shareId/events` (public): the shared list's live updates as Server-Sent Events, with public
 * items and snapshot; the stream ends with `access_revoked` when the link is turned off or replaced.
 */
import { LIST_EVENT_TYPES, listEventsUrl } from '../../../lib/live-list-stream.ts';
import { sharedListUrl } from './get-shared-list.ts';

/** The server leaves `members_updated` out of a share link's stream: its viewers are not told about members. */
export const SHARED_LIST_EVENT_TYPES = LIST_EVENT_TYPES.filter((type) => type !== 'members_updated');

export const sharedListEventsUrl = (shareId: string, lastVersion?: number): string =>
  listEventsUrl(sharedListUrl(shareId), lastVersion);
