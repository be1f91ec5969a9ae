import { useSearch } from 'wouter';
import { useOfflineSync } from '../hooks/use-offline-sync.ts';
import { LIST_PARAM } from '../utils/paths.ts';
import { GroceryListDetails } from './grocery-list-details.tsx';
import { GroceryListIndex } from './grocery-list-index.tsx';

/**
 * `/grocery-lists` (spec §2): the person's lists and those shared with them, or one list when `?list=<id>` is
 * given. Checks made offline are sent from here as soon as the network is back.
 */
export function GroceryListsPage() {
  const listId = new URLSearchParams(useSearch()).get(LIST_PARAM);
  useOfflineSync();
  return listId ? <GroceryListDetails key={listId} listId={listId} /> : <GroceryListIndex />;
}
