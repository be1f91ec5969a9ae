/**
 * The last answer each reader got for a list, kept until the list changes (docs/decisions/0017-signed-in-read-path.md).
 * A list is opened far more often than it changes — on every device, at every reload, by every member — and a
 * kept answer lets such a read, and a live view opened up to date, run no SQL at all.
 *
 * What keeps it right:
 * - every change of a list (items, title, share link, members, deletion) is announced on the change bus with
 *   the list's topic; an announcement, or the bus's word that messages may have been lost, drops the list's
 *   answers. The process that made a change drops them as soon as its transaction commits (`changed`), before
 *   it answers, so a person always reads what they just wrote; other processes when the announcement arrives
 *   (on PostgreSQL, LISTEN/NOTIFY: moments later, as live views learn of it);
 * - a read that started before a change and ends after it is not kept: each list counts its drops, and an
 *   answer is kept only if the count did not move while it was read;
 * - an account change (`auth` topic: deleted, renamed, signed out) drops what that person reads and the lists
 *   they own, whose answers carry the owner's name;
 * - answers live at most `ttlMs`, which bounds what nothing announces (a plan deleted from under its list);
 * - a reader with no access is never kept: they read the database each time and get 404.
 */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { BusDelivery, ChangeBus } from '../../lib/events/change-bus';
import { AUTH_CHANGES_TOPIC } from '../auth/session-cache';
import { listTopic } from './list-changes';

export const LIST_READ_CACHE_TTL_MS = 5_000;
/**
 * Lists kept at once; the one read least recently goes first. A kept 60-item list is about 100 kB (the object,
 * its JSON and its compressed forms), so this bounds the cache near 50 MB however many lists a server has.
 */
const MAX_LISTS = 500;
/** How often answers past their time to live are let go, so a quiet server holds none for long. */
const SWEEP_MS = 30_000;

interface Kept {
  list: GroceryList;
  storedAt: number;
}

interface ListEntry {
  ownerId: string | undefined;
  /** How many times this list's answers were dropped; a read keeps its answer only if this did not move. */
  drops: number;
  readers: Map<string, Kept>;
  stopListening: () => void;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

export class ListReadCache {
  private readonly lists = new Map<string, ListEntry>();
  private readonly stopAuth: () => void;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly bus: ChangeBus,
    private readonly ttlMs = LIST_READ_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.stopAuth = bus.subscribe(AUTH_CHANGES_TOPIC, (delivery) => {
      if (delivery.kind === 'resync') return this.clear();
      const userId = (delivery.payload as { userId?: unknown } | null)?.userId;
      if (typeof userId === 'string') this.forgetPerson(userId);
      else this.clear();
    });
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /**
   * The list as `userId` reads it: the kept answer while the list has not changed, otherwise `load()`'s, kept
   * for next time when nothing changed while it ran. `undefined` (no access) is passed through, never kept.
   * The answer is frozen either way.
   */
  async read(
    listId: string,
    userId: string,
    load: () => Promise<{ list: GroceryList; ownerId: string } | undefined>,
  ): Promise<GroceryList | undefined> {
    const kept = this.kept(listId, userId);
    if (kept) return kept;
    const entry = this.entryFor(listId);
    const drops = entry.drops;
    const loaded = await load();
    // Frozen: one answer object is sent to many requests, and its written forms are kept with it
    // (plugins/compression.ts, sendUnchanging).
    if (loaded) deepFreeze(loaded.list);
    if (loaded && this.lists.get(listId) === entry && entry.drops === drops) {
      entry.ownerId = loaded.ownerId;
      entry.readers.set(userId, { list: loaded.list, storedAt: this.now() });
    } else if (!loaded && entry.readers.size === 0 && this.lists.get(listId) === entry) {
      // Nobody reads it here (an id that does not exist, or not theirs): stop listening for it.
      this.letGo(listId, entry);
    }
    return loaded?.list;
  }

  /** The kept answer for this reader, if it is still good; the list counts as read just now. */
  kept(listId: string, userId: string): GroceryList | undefined {
    const entry = this.lists.get(listId);
    const kept = entry?.readers.get(userId);
    if (!entry || !kept) return undefined;
    if (this.now() - kept.storedAt > this.ttlMs) {
      entry.readers.delete(userId);
      return undefined;
    }
    // Maps keep insertion order: moving the list to the end makes the first one the least recently read.
    this.lists.delete(listId);
    this.lists.set(listId, entry);
    return kept.list;
  }

  /** The list changed (this process committed a change, or the bus announced one): its answers are dropped. */
  changed(listId: string): void {
    const entry = this.lists.get(listId);
    if (!entry) return;
    entry.drops += 1;
    entry.readers.clear();
  }

  clear(): void {
    for (const listId of this.lists.keys()) this.changed(listId);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.stopAuth();
    for (const entry of this.lists.values()) entry.stopListening();
    this.lists.clear();
  }

  /** How many lists have kept answers (or a read under way). */
  get size(): number {
    return this.lists.size;
  }

  /** Lets go of answers past their time to live, and of lists nobody has a kept answer of. */
  sweep(): void {
    const now = this.now();
    for (const [listId, entry] of this.lists) {
      for (const [userId, kept] of entry.readers) if (now - kept.storedAt > this.ttlMs) entry.readers.delete(userId);
      if (entry.readers.size === 0) this.letGo(listId, entry);
    }
  }

  private forgetPerson(userId: string): void {
    for (const [listId, entry] of this.lists) {
      if (entry.ownerId === userId) this.changed(listId);
      else entry.readers.delete(userId);
    }
  }

  /** Stops following the list and forgets it; a read still under way for it will not keep its answer. */
  private letGo(listId: string, entry: ListEntry): void {
    entry.stopListening();
    this.lists.delete(listId);
  }

  /** The list's entry, listening to its topic from before the first read, so no change can slip past a read. */
  private entryFor(listId: string): ListEntry {
    const existing = this.lists.get(listId);
    if (existing) return existing;
    if (this.lists.size >= MAX_LISTS) {
      const [oldestId, oldest] = this.lists.entries().next().value!;
      this.letGo(oldestId, oldest);
    }
    const entry: ListEntry = { ownerId: undefined, drops: 0, readers: new Map(), stopListening: () => {} };
    entry.stopListening = this.bus.subscribe(listTopic(listId), (_delivery: BusDelivery) => this.changed(listId));
    this.lists.set(listId, entry);
    return entry;
  }
}
