/**
 * Checks made while offline (in the shop), kept in IndexedDB until they reach the server. Each entry is a
 * set-based change (`checked: true`, never a toggle) with its own idempotency key, so replaying it after a lost
 * answer is harmless. Only the last check of an item matters: a newer one replaces the queued one.
 *
 * An entry names the list it belongs to by `scope` — the list's cache key, which is its URL
 * (`/api/grocery-lists/<id>` for one's own lists, `/api/shared/<shareId>` for a list opened by its link) — and
 * the item's PATCH address by `url`, so one queue serves both kinds of list.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface QueuedCheck {
  /** The Idempotency-Key of the request; also the entry's id. */
  key: string;
  /** The cached list this check belongs to (its query key, which is its URL). */
  scope: string;
  /** Where the check is sent (`PATCH`). */
  url: string;
  itemId: string;
  checked: boolean;
  /** The item's version the check was made against. */
  version: number;
  /** Milliseconds since the epoch: replay order. */
  queuedAt: number;
}

/** An entry as the first version of the queue stored it: always one of the person's own lists. */
interface FirstVersionCheck {
  key: string;
  listId: string;
  itemId: string;
  checked: boolean;
  version: number;
  queuedAt: number;
}

interface OfflineSchema extends DBSchema {
  checks: { key: string; value: QueuedCheck; indexes: { byItem: [string, string] } };
}

const DB_NAME = 'mealplanr-offline';
const DB_VERSION = 2;

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('checks', { keyPath: 'key' }).createIndex('byItem', ['scope', 'itemId']);
        return;
      }
      // Checks queued before the queue served shared links too: keep them, addressed the new way.
      const checks = tx.objectStore('checks');
      checks.deleteIndex('byItem');
      checks.createIndex('byItem', ['scope', 'itemId']);
      for (let cursor = await checks.openCursor(); cursor; cursor = await cursor.continue()) {
        const old = cursor.value as unknown as FirstVersionCheck;
        if (typeof old.listId !== 'string') continue;
        const scope = `/api/grocery-lists/${encodeURIComponent(old.listId)}`;
        await cursor.update({
          key: old.key,
          scope,
          url: `${scope}/items/${encodeURIComponent(old.itemId)}`,
          itemId: old.itemId,
          checked: old.checked,
          version: old.version,
          queuedAt: old.queuedAt,
        });
      }
    },
  });
  return opening;
}

const listeners = new Set<() => void>();

/** Called after every change to the queue (in this tab). */
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

export async function enqueueCheck(check: QueuedCheck): Promise<void> {
  const db = await database();
  const tx = db.transaction('checks', 'readwrite');
  const older = await tx.store.index('byItem').getAllKeys([check.scope, check.itemId]);
  await Promise.all([...older.map((key) => tx.store.delete(key)), tx.store.put(check)]);
  await tx.done;
  notify();
}

/** Queued checks, oldest first; of one list when `scope` is given. */
export async function queuedChecks(scope?: string): Promise<QueuedCheck[]> {
  const db = await database();
  const all = await db.getAll('checks');
  return all.filter((check) => scope === undefined || check.scope === scope).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Drops an entry once it reached the server (or can never apply); a newer check of the item has its own key. */
export async function dequeueCheck(key: string): Promise<void> {
  const db = await database();
  await db.delete('checks', key);
  notify();
}

/** Closes the database so the next use opens it afresh (tests open it at another version in between). */
export async function closeQueue(): Promise<void> {
  const db = await opening?.catch(() => undefined);
  opening = undefined;
  db?.close();
}
