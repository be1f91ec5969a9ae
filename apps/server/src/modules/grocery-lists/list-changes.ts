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

export const listTopic = (listId: string): string => `grocery-list:${listId}`;

export const publishListChange = (publish: Publish, listId: string, change: ListChange): void =>
  publish(listTopic(listId), change);
