/**
 * Checks made while offline (in the shop), kept in IndexedDB until they reach the server (DESIGN.md §8).
 * Each entry is a set-based change (`checked: true`) with its own idempotency key, so replaying it after a
 * lost answer is harmless. Only the last check of an item matters: a newer one replaces the queued one.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface QueuedCheck {
  /** The Idempotency-Key of the request; also the entry's id. */
  key: string;
  listId: string;
  itemId: string;
  checked: boolean;
  /** The item's version the check was made against. */
  version: number;
  /** Milliseconds since the epoch: replay order. */
  queuedAt: number;
}

interface OfflineSchema extends DBSchema {
  checks: { key: string; value: QueuedCheck; indexes: { byItem: [string, string] } };
}

const DB_NAME = 'mealplanr-offline';
const DB_VERSION = 1;

let opening: Promise<IDBPDatabase<OfflineSchema>> | undefined;

function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opening ??= openDB<OfflineSchema>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const checks = db.createObjectStore('checks', { keyPath: 'key' });
      checks.createIndex('byItem', ['listId', 'itemId']);
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
  const older = await tx.store.index('byItem').getAllKeys([check.listId, check.itemId]);
  await Promise.all([...older.map((key) => tx.store.delete(key)), tx.store.put(check)]);
  await tx.done;
  notify();
}

/** Queued checks, oldest first; of one list when `listId` is given. */
export async function queuedChecks(listId?: string): Promise<QueuedCheck[]> {
  const db = await database();
  const all = await db.getAll('checks');
  return all.filter((check) => listId === undefined || check.listId === listId).sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Drops an entry once it reached the server (or can never apply), unless a newer check replaced it. */
export async function dequeueCheck(key: string): Promise<void> {
  const db = await database();
  await db.delete('checks', key);
  notify();
}
