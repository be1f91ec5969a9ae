/**
 * One change to one item, as both list screens make it: marked as under way (so whatever arrives meanwhile is
 * shown with it on top), sent and rebased on 409 — or, for a check made without a network, queued to be sent
 * later. Edits other than a check are never queued: they need the server's answer (a name may be refused).
 */
import { enqueueCheck } from './offline-queue.ts';
import { type ItemChanges, settleChange, startChange } from './pending-changes.ts';
import { sendItemChange } from './send-item-change.ts';
import { newIdempotencyKey } from '../idempotency.ts';

export interface SaveItemChange {
  /** The cached list the item belongs to (its query key, which is its URL). */
  scope: string;
  /** The item's address. */
  url: string;
  itemId: string;
  changes: ItemChanges;
  /** Whether the browser believes it is online (`navigator.onLine`). */
  online: boolean;
  /**
   * Runs once the change is marked as under way and before anything is sent: show it, then return the item's
   * version to send (the newest the screen knows: an earlier change may have been answered meanwhile).
   */
  show: () => Promise<number> | number;
}

export type SaveOutcome<Answer> = { kind: 'saved'; answer: Answer } | { kind: 'queued' };

/** A request that never got an answer (no network): fetch rejects with a TypeError. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/**
 * Saves the change. Resolves `saved` with the server's answer (the change is no longer under way, so laying the
 * pending changes over the answer keeps only newer ones), or `queued`; rejects with the server's refusal.
 */
export async function saveItemChange<Answer>(change: SaveItemChange): Promise<SaveOutcome<Answer>> {
  const { scope, url, itemId, changes, online } = change;
  const ticket = startChange(itemId, changes);
  const onlyCheck = Object.keys(changes).length === 1 && typeof changes.checked === 'boolean';
  try {
    const version = await change.show();
    const queue = async (): Promise<SaveOutcome<Answer>> => {
      await enqueueCheck({
        key: newIdempotencyKey(),
        scope,
        url,
        itemId,
        checked: changes.checked as boolean,
        version,
        queuedAt: Date.now(),
      });
      return { kind: 'queued' };
    };
    if (onlyCheck && !online) return await queue();
    try {
      const answer = await sendItemChange<Answer>({ url, version, changes });
      settleChange(itemId, ticket);
      return { kind: 'saved', answer };
    } catch (error) {
      // In the shop without signal: keep the check and send it when the network is back.
      if (onlyCheck && isNetworkFailure(error)) return await queue();
      throw error;
    }
  } finally {
    settleChange(itemId, ticket);
  }
}
