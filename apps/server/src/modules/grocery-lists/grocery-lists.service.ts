/**
 * Grocery lists and their items (docs/architecture.md#data-model, #sharing-and-live-updates). Every change runs in one transaction that locks the list row
 * (so changes of one list happen one after another and its version counts them), raises the list's version,
 * stores the answer under the request's Idempotency-Key, and announces the change on the bus after the commit.
 *
 * Access: the owner and members may read and change items; only the owner renames or deletes the list. A list
 * the caller cannot see is 404, never 403, so ids of other people's lists reveal nothing.
 */
import {
  groupGroceryItems,
  type ClearCheckedResult,
  type CreateGroceryItemBody,
  type CreateGroceryListBody,
  type GroceryItemMutation,
  type GroceryList,
  type GroceryListIndex,
  type GroceryListSummary,
  type GroceryItem,
  type SharedGroceryItem,
  type SharedGroceryList,
  type UpdateGroceryItemBody,
  type UpdateGroceryListBody,
} from '@mealplanr/contracts/grocery-lists';
import type { Database } from '../../db/client';
import { writeAtCommit } from '../../db/transactions';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error';
import { transactionWithChanges, type ChangeBus, type Publish } from '../../lib/events/change-bus';
import { detectIngredient } from './category-detection';
import {
  bumpListVersion,
  deleteCheckedItems,
  deleteItem,
  deleteList,
  findAccessibleList,
  findReadableSummary,
  findReadableVersion,
  findSummary,
  insertItems,
  insertList,
  listItems,
  listSummaries,
  lockListWithItem,
  nextPosition,
  toItem,
  itemChangeWrites,
  type LockedListWithItem,
  type ItemRow,
  type ListRow,
  type Role,
} from './grocery-lists.repository';
import { claimKey, readStoredAnswer, saveAnswerStatement, type IdempotencyRequest, type StoredAnswer } from '../../lib/idempotency';
import { listTitles } from './list-languages';
import { listIdOfTopic, listTopic, publishListChange } from './list-changes';
import { ListReadCache } from './list-read-cache';
import type { LiveSource, Presented } from './live-updates';
import { checkListQuota } from './list-quota';

/** Beyond this a list is not a grocery list any more; it protects the server from runaway clients. */
export const MAX_ITEMS_PER_LIST = 500;

/** What a change's work gives back: its answer, or the stored answer of its Idempotency-Key's first request. */
type ChangeOutcome<T> = { statusCode: number; body: T } | { prior: StoredAnswer };

export interface Answer<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer to an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

export const LIST_NOT_FOUND = 'This grocery list does not exist or is not shared with you.';
export const ITEM_NOT_FOUND = 'This item is no longer on the list.';

export type ItemChanges = Omit<UpdateGroceryItemBody, 'version'> & { version?: number | undefined };

export class GroceryListService {
  /** What each reader last read of a list, until it changes (list-read-cache.ts). */
  private readonly reads: ListReadCache;

  constructor(
    private readonly db: Database,
    private readonly bus: ChangeBus,
    /** Lists one account may own (LISTS_PER_ACCOUNT). */
    readonly listsPerAccount = Infinity,
  ) {
    this.reads = new ListReadCache(bus);
  }

  /** Stops following the bus (the app is closing). */
  close(): void {
    this.reads.close();
  }

  /**
   * Runs a change: one transaction with the Idempotency-Key claimed first (a replay returns the stored answer
   * and does nothing) and the change's bus messages sent after the commit.
   */
  mutate<T>(
    idempotency: IdempotencyRequest | undefined,
    work: (tx: Database, publish: Publish) => Promise<{ statusCode: number; body: T }>,
  ): Promise<Answer<T>> {
    return this.runChange(idempotency, 'first', work);
  }

  /**
   * `mutate` for `work` that claims the Idempotency-Key in its own first statement (one round trip less): it gets
   * the key to claim, and gives back the stored answer (`prior`) when the key was used before.
   */
  private runChange<T>(
    idempotency: IdempotencyRequest | undefined,
    claim: 'first' | 'in-work',
    work: (tx: Database, publish: Publish, keyToClaim: IdempotencyRequest | undefined) => Promise<ChangeOutcome<T>>,
  ): Promise<Answer<T>> {
    const changedLists = new Set<string>();
    const replay = (prior: StoredAnswer) => ({ statusCode: prior.statusCode, body: prior.body as T, replayed: true });
    return transactionWithChanges(
      this.db,
      this.bus,
      async (tx, publish) => {
        if (idempotency && claim === 'first') {
          const prior = await claimKey(tx, idempotency);
          if (prior) return replay(prior);
        }
        const tracked: Publish = (topic, payload) => {
          const listId = listIdOfTopic(topic);
          if (listId) changedLists.add(listId);
          publish(topic, payload);
        };
        const outcome = await work(tx, tracked, claim === 'in-work' ? idempotency : undefined);
        if ('prior' in outcome) return replay(outcome.prior);
        // The first answer is kept with its key, written with the change's notifications (one statement).
        if (idempotency) writeAtCommit(tx, { statement: saveAnswerStatement(idempotency, outcome) });
        return { ...outcome, replayed: false };
      },
    ).then((answer) => {
      // Committed: the next read here sees the change, even before the bus's announcement comes round.
      for (const listId of changedLists) this.reads.changed(listId);
      return answer;
    });
  }

  /** The list when `userId` may see it (owner or member); 404 otherwise, 403 for a member on an owner-only action. */
  async requireAccess(
    db: Database,
    listId: string,
    userId: string,
    ownerOnly = false,
    action = 'Only the owner of the list can do this.',
    lock = false,
  ): Promise<{ list: ListRow; role: Role }> {
    const access = await findAccessibleList(db, listId, userId, lock);
    if (!access) throw notFound(LIST_NOT_FOUND);
    if (ownerOnly && access.role !== 'owner') throw forbidden(action);
    return access;
  }

  /** `requireAccess` with the list locked for a change until the transaction ends (one statement for both). */
  lockForChange(
    tx: Database,
    listId: string,
    userId: string,
    ownerOnly = false,
    action?: string,
  ): Promise<{ list: ListRow; role: Role }> {
    return this.requireAccess(tx, listId, userId, ownerOnly, action, true);
  }

  /**
   * What an open view of the list follows (`openLiveView`): 404 now when `userId` may not see the list; while
   * watching, a snapshot of `null` or `access_revoked` once they no longer may, and the end when it is deleted.
   */
  async liveSource(userId: string, listId: string): Promise<LiveSource> {
    // A kept answer is as new as the bus has said: any later change is still on its way to the view, which
    // subscribes before it asks.
    const readableVersion = async () =>
      this.reads.kept(listId, userId)?.version ?? (await findReadableVersion(this.db, listId, userId));
    if ((await readableVersion()) === undefined) throw notFound(LIST_NOT_FOUND);
    return {
      topic: listTopic(listId),
      version: async () => (await readableVersion()) ?? null,
      snapshot: async () => {
        const list = await this.reads.read(listId, userId, () => this.readableAtOnce(listId, userId));
        return list ? { version: list.version, list } : null;
      },
      present: (change) => {
        if (change.type === 'list_deleted') return { kind: 'end', event: change };
        if (change.type !== 'members_updated') return { kind: 'send', event: change };
        return findAccessibleList(this.db, listId, userId).then(
          (stillMember): Presented =>
            stillMember
              ? { kind: 'send', event: change }
              : { kind: 'end', event: { type: 'access_revoked', version: change.version } },
        );
      },
    };
  }

  /**
   * Locks the list for a change and reads one item (`lockListWithItem`); 404 if the list is gone or, with
   * `userId`, not theirs to see.
   */
  private async lockWithItem(
    tx: Database,
    listId: string,
    itemId: string,
    userId?: string,
  ): Promise<LockedListWithItem> {
    const locked = await lockListWithItem(tx, listId, itemId, userId);
    if (!locked) throw notFound(LIST_NOT_FOUND);
    return locked;
  }

  /**
   * `lockWithItem` with the request's Idempotency-Key claimed in the same statement; the key's stored answer
   * (`prior`) instead when it was used before — read in a statement of its own, so a duplicate that committed
   * while this one waited for the key is seen — and also when the list or item is gone now but the key's first
   * request found them (a retry gets the first answer, not a 404).
   */
  private async lockWithItemClaiming(
    tx: Database,
    listId: string,
    itemId: string,
    userId: string,
    keyToClaim: IdempotencyRequest | undefined,
  ): Promise<LockedListWithItem | { prior: StoredAnswer }> {
    const locked = await lockListWithItem(tx, listId, itemId, userId, keyToClaim);
    if (keyToClaim && locked?.keyClaimed !== true) {
      // Claimed here and not answered yet has status 0 (a committed key always has its answer).
      const stored = await readStoredAnswer(tx, keyToClaim);
      if (stored && stored.statusCode !== 0) return { prior: stored };
    }
    if (!locked) throw notFound(LIST_NOT_FOUND);
    return locked;
  }

  // --- reading -------------------------------------------------------------------------------------------------

  index(userId: string): Promise<GroceryListIndex> {
    return listSummaries(this.db, userId);
  }

  async get(userId: string, listId: string): Promise<GroceryList> {
    const list = await this.reads.read(listId, userId, () => this.readableAtOnce(listId, userId));
    if (!list) throw notFound(LIST_NOT_FOUND);
    return list;
  }

  /** The whole list as its owner or a member sees it (the caller has checked access). */
  async detail(db: Database, listId: string, role: Role): Promise<GroceryList> {
    const found = await findSummary(db, listId, role);
    if (!found) throw notFound(LIST_NOT_FOUND);
    return this.withItems(db, found);
  }

  /**
   * `readable` in one snapshot of the database, so the list's items and its version agree: what is read here is
   * kept and sent to every reader until the list changes.
   */
  private readableAtOnce(listId: string, userId: string): Promise<{ list: GroceryList; ownerId: string } | undefined> {
    return this.db.transaction((tx) => this.readable(tx, listId, userId), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  /** The whole list and its owner when `userId` owns it or is a member of it; undefined for anyone else. */
  private async readable(db: Database, listId: string, userId: string): Promise<{ list: GroceryList; ownerId: string } | undefined> {
    const found = await findReadableSummary(db, listId, userId);
    return found && { list: await this.withItems(db, found), ownerId: found.list.userId };
  }

  private async withItems(db: Database, found: { summary: GroceryListSummary; list: ListRow }): Promise<GroceryList> {
    const items = (await listItems(db, found.list.id)).map(toItem);
    return {
      ...found.summary,
      ...groupGroceryItems(items),
      shareLink: { enabled: found.list.shareTokenHash !== null, permission: found.list.sharePermission },
    };
  }

  /** The list as a visitor with the share link sees it: no owner, no meal plan, no sources. */
  async sharedView(db: Database, list: ListRow): Promise<SharedGroceryList> {
    const items = (await listItems(db, list.id)).map((row) => toSharedItem(row));
    return {
      title: list.title,
      titles: listTitles(list.title, list.weekStart, list.weekEnd),
      weekStart: list.weekStart,
      weekEnd: list.weekEnd,
      permission: list.sharePermission ?? 'view',
      version: list.version,
      itemCount: items.length,
      checkedCount: items.filter((i) => i.checked).length,
      ...groupGroceryItems(items),
    };
  }

  // --- lists ---------------------------------------------------------------------------------------------------

  create(userId: string, body: CreateGroceryListBody, idem?: IdempotencyRequest): Promise<Answer<GroceryList>> {
    return this.mutate(idem, async (tx) => {
      await checkListQuota(tx, userId, this.listsPerAccount);
      const list = await insertList(tx, {
        userId,
        title: body.title,
        weekStart: body.weekStart ?? null,
        weekEnd: body.weekEnd ?? null,
      });
      return { statusCode: 201, body: await this.detail(tx, list.id, 'owner') };
    });
  }

  update(
    userId: string,
    listId: string,
    body: UpdateGroceryListBody,
    idem?: IdempotencyRequest,
  ): Promise<Answer<GroceryList>> {
    return this.mutate(idem, async (tx, publish) => {
      const { list: current } = await this.lockForChange(tx, listId, userId, true, 'Only the owner of the list can rename it.');
      const weekStart = body.weekStart === undefined ? current.weekStart : body.weekStart;
      const weekEnd = body.weekEnd === undefined ? current.weekEnd : body.weekEnd;
      if (weekStart && weekEnd && weekStart > weekEnd) {
        throw new AppError(400, 'validation_failed', 'The week cannot end before it starts.', [
          { path: 'body.weekEnd', message: 'The week cannot end before it starts.' },
        ]);
      }
      const title = body.title ?? current.title;
      if (title !== current.title || weekStart !== current.weekStart || weekEnd !== current.weekEnd) {
        const list = await bumpListVersion(tx, listId, { title, weekStart, weekEnd });
        publishListChange(publish, listId, {
          type: 'list_updated',
          version: list.version,
          title: list.title,
          titles: listTitles(list.title, list.weekStart, list.weekEnd),
          weekStart: list.weekStart,
          weekEnd: list.weekEnd,
        });
      }
      return { statusCode: 200, body: await this.detail(tx, listId, 'owner') };
    });
  }

  remove(userId: string, listId: string, idem?: IdempotencyRequest): Promise<Answer<null>> {
    return this.mutate(idem, async (tx, publish) => {
      const { list } = await this.lockForChange(tx, listId, userId, true, 'Only the owner of the list can delete it.');
      await deleteList(tx, listId);
      // The database announces every deletion the same way (migration 0010), also the lists an account deletion
      // takes with it; announced here too, so this process's readers and views learn of it at the commit.
      publishListChange(publish, listId, { type: 'list_deleted', version: list.version + 1 });
      return { statusCode: 204, body: null };
    });
  }

  // --- items ---------------------------------------------------------------------------------------------------

  addItem(
    userId: string,
    listId: string,
    body: CreateGroceryItemBody,
    idem?: IdempotencyRequest,
  ): Promise<Answer<GroceryItemMutation>> {
    return this.mutate(idem, async (tx, publish) => {
      await this.lockForChange(tx, listId, userId);
      const count = (await listItems(tx, listId)).length;
      if (count >= MAX_ITEMS_PER_LIST) {
        throw new AppError(409, 'list_full', `A list can hold at most ${MAX_ITEMS_PER_LIST} items.`);
      }
      const detected = detectIngredient(body.name);
      const [row] = await insertItems(tx, [
        {
          listId,
          name: body.name,
          ingredientId: detected.ingredientId,
          quantity: body.quantity ?? null,
          unit: body.unit || null,
          category: body.category ?? detected.category,
          note: body.note || null,
          checked: body.checked ?? false,
          position: await nextPosition(tx, listId),
        },
      ]);
      const item = toItem(row!);
      const list = await bumpListVersion(tx, listId);
      publishListChange(publish, listId, { type: 'item_added', version: list.version, item });
      return { statusCode: 201, body: { item, listVersion: list.version } };
    });
  }

  updateItem(
    userId: string,
    listId: string,
    itemId: string,
    body: UpdateGroceryItemBody,
    idem?: IdempotencyRequest,
  ): Promise<Answer<GroceryItemMutation>> {
    return this.runChange(idem, 'in-work', async (tx, publish, keyToClaim) => {
      const locked = await this.lockWithItemClaiming(tx, listId, itemId, userId, keyToClaim);
      if ('prior' in locked) return locked;
      return { statusCode: 200, body: await this.changeItem(tx, publish, listId, itemId, body, locked) };
    });
  }

  /**
   * Applies a set-based change to one item. Fields equal to what the item already holds are no change at all
   * (so repeating `checked: true` succeeds whatever the version); a real change against a stale `version` is a
   * 409 with the current item. The caller has checked access.
   */
  async changeItem(
    tx: Database,
    publish: Publish,
    listId: string,
    itemId: string,
    body: ItemChanges,
    /** The list and the item, when the caller has locked the list already (`lockListWithItem`). */
    locked?: LockedListWithItem,
  ): Promise<GroceryItemMutation> {
    const { list, item: current, startedAt } = locked ?? (await this.lockWithItem(tx, listId, itemId));
    if (!current) throw notFound(ITEM_NOT_FOUND);
    const changes = diffItem(current, body);
    if (Object.keys(changes).length === 0) return { item: toItem(current), listVersion: list.version };
    if (body.version !== undefined && body.version !== current.version) {
      throw conflict('Someone else changed this item meanwhile. Here is how it is now.', { item: toItem(current) });
    }
    // Both rows are locked, so the item is as read above until the commit: the write goes with the commit (one
    // round trip less) and the answer is the row it makes.
    for (const write of itemChangeWrites(listId, itemId, current.version, changes)) writeAtCommit(tx, write);
    const item = toItem({ ...current, ...changes, version: current.version + 1, updatedAt: startedAt });
    const listVersion = list.version + 1;
    publishListChange(publish, listId, { type: 'item_updated', version: listVersion, item });
    return { item, listVersion };
  }

  removeItem(userId: string, listId: string, itemId: string, idem?: IdempotencyRequest): Promise<Answer<null>> {
    return this.mutate(idem, async (tx, publish) => {
      await this.lockForChange(tx, listId, userId);
      if (!(await deleteItem(tx, listId, itemId))) throw notFound(ITEM_NOT_FOUND);
      const list = await bumpListVersion(tx, listId);
      publishListChange(publish, listId, { type: 'item_removed', version: list.version, itemId });
      return { statusCode: 204, body: null };
    });
  }

  clearChecked(userId: string, listId: string, idem?: IdempotencyRequest): Promise<Answer<ClearCheckedResult>> {
    return this.mutate(idem, async (tx, publish) => {
      const { list: locked } = await this.lockForChange(tx, listId, userId);
      const removed = await deleteCheckedItems(tx, listId);
      if (removed.length === 0) {
        return { statusCode: 200, body: { removedItemIds: [], listVersion: locked.version } };
      }
      const list = await bumpListVersion(tx, listId);
      publishListChange(publish, listId, { type: 'items_cleared', version: list.version, itemIds: removed });
      return { statusCode: 200, body: { removedItemIds: removed, listVersion: list.version } };
    });
  }
}

/** The fields of `body` that differ from the item, with the catalog match following a new name. */
function diffItem(current: ItemRow, body: ItemChanges): Partial<ItemRow> {
  const changes: Partial<ItemRow> = {};
  if (body.name !== undefined && body.name !== current.name) {
    changes.name = body.name;
    const detected = detectIngredient(body.name);
    if (detected.ingredientId !== current.ingredientId) {
      changes.ingredientId = detected.ingredientId;
      // A different ingredient brings its own aisle, unless the person picks one in the same change.
      if (body.category === undefined && detected.ingredientId && detected.category !== current.category) {
        changes.category = detected.category;
      }
    }
  }
  if (body.quantity !== undefined && body.quantity !== current.quantity) changes.quantity = body.quantity;
  const unit = body.unit === undefined ? undefined : body.unit || null;
  if (unit !== undefined && unit !== current.unit) changes.unit = unit;
  if (body.category !== undefined && body.category !== current.category) changes.category = body.category;
  const note = body.note === undefined ? undefined : body.note || null;
  if (note !== undefined && note !== current.note) changes.note = note;
  if (body.checked !== undefined && body.checked !== current.checked) changes.checked = body.checked;
  return changes;
}

/** What a share-link holder may see of an item: not which list or meal plan it belongs to. */
export function publicItem(item: GroceryItem): SharedGroceryItem {
  const { listId: _listId, sources: _sources, createdAt: _createdAt, ...shared } = item;
  return shared;
}

export function toSharedItem(row: ItemRow): SharedGroceryItem {
  return publicItem(toItem(row));
}
