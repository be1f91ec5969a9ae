/**
 * Item changes sent but not yet answered, newest per item. Whatever arrives meanwhile (an older answer, a live
 * event) is shown with these still on top, so a quick check-then-uncheck never flickers back.
 */

/** The fields of an item a change sets (`checked`, or an edit's name, quantity, …). */
export type ItemChanges = Readonly<Record<string, unknown>>;

/** Lays changes over one item of a list, whatever the list's shape; returns the list unchanged without it. */
export type PatchItem<L> = (list: L, itemId: string, changes: ItemChanges) => L;

const pending = new Map<string, { seq: number; changes: ItemChanges }>();
let sequence = 0;

/** Records a change as under way; returns its ticket for `settleChange`. */
export function startChange(itemId: string, changes: ItemChanges): number {
  sequence += 1;
  pending.set(itemId, { seq: sequence, changes });
  return sequence;
}

/** The change with this ticket is answered; a newer one for the item stays. */
export function settleChange(itemId: string, ticket: number): void {
  if (pending.get(itemId)?.seq === ticket) pending.delete(itemId);
}

/** The list with every unanswered change laid over it. */
export function withPendingChanges<L>(list: L, patchItem: PatchItem<L>): L {
  let result = list;
  for (const [itemId, { changes }] of pending) result = patchItem(result, itemId, changes);
  return result;
}

/** The list with checks still waiting in the offline queue laid over it: they stay visible until sent. */
export function withQueuedChecks<L>(
  list: L,
  queued: readonly { itemId: string; checked: boolean }[],
  patchItem: PatchItem<L>,
): L {
  return queued.reduce((result, check) => patchItem(result, check.itemId, { checked: check.checked }), list);
}
