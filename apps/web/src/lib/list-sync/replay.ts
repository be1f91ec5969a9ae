/**
 * Sends the checks queued while offline, oldest first, each with its own idempotency key: a replay after a lost
 * answer, or by two tabs at once, changes nothing twice. A check that can never apply (the item or list is gone,
 * access ended) is dropped; when the network or the session fails the rest waits for the next try. Each touched
 * list is fetched afresh at the end.
 */
import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api.ts';
import { dequeueCheck, queuedChecks, type QueuedCheck } from './offline-queue.ts';
import { sendItemChange } from './send-item-change.ts';

/** Errors after which the check still makes sense later: no network, signed out, server trouble. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** Puts the server's answer to a replayed check into the cached list, when the caller knows that list's shape. */
export type StoreAnswer = (check: QueuedCheck, answer: unknown) => void;

/** Passes of the queue per replay: checks queued while a pass runs are picked up by the next one. */
const MAX_PASSES = 5;

let running: Promise<void> | undefined;

/**
 * Replays the queue; a call while a replay runs joins it instead of sending anything twice. `store` is told
 * each answer (the lists it does not know are refreshed by the fetch at the end all the same).
 */
export function replayQueuedChecks(queryClient: QueryClient, store?: StoreAnswer): Promise<void> {
  running ??= (async () => {
    const touched = new Set<string>();
    try {
      for (let pass = 0; pass < MAX_PASSES; pass += 1) {
        const checks = await queuedChecks();
        if (checks.length === 0) return;
        for (const check of checks) {
          touched.add(check.scope);
          try {
            const answer = await sendItemChange<unknown>({
              url: check.url,
              version: check.version,
              changes: { checked: check.checked },
              idempotencyKey: check.key,
            });
            store?.(check, answer);
          } catch (error) {
            if (worthRetrying(error)) return;
          }
          await dequeueCheck(check.key);
        }
      }
    } finally {
      running = undefined;
      await Promise.all([...touched].map((scope) => queryClient.invalidateQueries({ queryKey: [scope] })));
    }
  })();
  return running;
}
