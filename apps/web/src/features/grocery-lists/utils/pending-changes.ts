/**
 * Item changes sent but not yet answered, newest per item. Whatever arrives meanwhile (an older answer, a live
 * event) is shown with these still on top, so a quick check-then-uncheck never flickers back.
 */
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { GroceryItemChanges } from '../api/update-grocery-item.ts';
import { patchItem } from './list-items.ts';

const pending = new Map<string, { seq: number; changes: GroceryItemChanges }>();
let sequence = 0;

/** Records a change as under way; returns its ticket for `settle`. */
export function startChange(itemId: string, changes: GroceryItemChanges): number {
  sequence += 1;
  pending.set(itemId, { seq: sequence, changes });
  return sequence;
}

/** The change with this ticket is answered; a newer one for the item stays. */
export function settleChange(itemId: string, ticket: number): void {
  if (pending.get(itemId)?.seq === ticket) pending.delete(itemId);
}

/** The list with every unanswered change laid over it. */
export function withPendingChanges(list: GroceryList): GroceryList {
  let result = list;
  for (const [itemId, { changes }] of pending) result = patchItem(result, itemId, changes as Partial<GroceryItem>);
  return result;
}
