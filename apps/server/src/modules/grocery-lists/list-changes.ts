/**
 * What the change bus carries for a grocery list: one message per change, each with the list's version after
 * it. Every change that raises the version publishes exactly one message, so a live view that sees a version
 * jump knows it missed something and reloads.
 */
import type { GroceryItem, LocalizedText, SharePermission } from '@mealplanr/contracts/grocery-lists';
import type { Publish } from '../../lib/events/change-bus';

export type ListChange =
  | { type: 'item_added' | 'item_updated'; version: number; item: GroceryItem }
  | { type: 'item_removed'; version: number; itemId: string }
  | { type: 'items_cleared'; version: number; itemIds: string[] }
  | {
      type: 'list_updated';
      version: number;
      title: string;
      titles: LocalizedText | null;
      weekStart: string | null;
      weekEnd: string | null;
    }
  | { type: 'list_deleted'; version: number }
  | { type: 'share_updated'; version: number; enabled: boolean; permission: SharePermission | null }
  | { type: 'members_updated'; version: number };

const LIST_TOPIC_PREFIX = 'grocery-list:';

export const listTopic = (listId: string): string => `${LIST_TOPIC_PREFIX}${listId}`;

/** The list a topic is about; undefined for other topics. */
export const listIdOfTopic = (topic: string): string | undefined =>
  topic.startsWith(LIST_TOPIC_PREFIX) ? topic.slice(LIST_TOPIC_PREFIX.length) : undefined;

export const publishListChange = (publish: Publish, listId: string, change: ListChange): void =>
  publish(listTopic(listId), change);
