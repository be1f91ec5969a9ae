/**
 * `PATCH /api/shared/:shareId/items/:itemId` (public, links with 'check' permission): check or uncheck an item,
 * set-based, against the version last seen; sent, rebased on 409 and queued offline by lib/list-sync, like the
 * person's own lists.
 */
import { sharedListUrl } from './get-shared-list.ts';

export const sharedItemUrl = (shareId: string, itemId: string) =>
  `${sharedListUrl(shareId)}/items/${encodeURIComponent(itemId)}`;
