/**
 * Drizzle queries for grocery lists and their items. Access rules live in the service; the queries here take
 * the ids they are given.
 */
import { and, desc, eq, isNotNull, or, sql, type Placeholder } from 'drizzle-orm';
import type { GroceryItem, GroceryListSummary } from '@mealplanr/contracts/grocery-lists';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { claimValues, keyClaimQuery, type IdempotencyRequest } from '../../lib/idempotency';
import type { ClosingWrite } from '../../db/transactions';
import { groceryListItems, groceryLists, listMembers, users } from '../../db/schema';
import { itemNames, listTitles, mealTitles } from './list-languages';

export type ListRow = typeof groceryLists.$inferSelect;
export type ItemRow = typeof groceryListItems.$inferSelect;
export type NewItemRow = typeof groceryListItems.$inferInsert;
export type Role = 'owner' | 'member';

export function toItem(row: ItemRow): GroceryItem {
  const sources = row.sources;
  return {
    id: row.id,
    listId: row.listId,
    name: row.name,
    names: itemNames(row.name, row.ingredientId, sources.length > 0),
    ingredientId: row.ingredientId,
    quantity: row.quantity,
    unit: row.unit,
    packageSize:
      row.packageAmount !== null && row.packageUnit !== null
        ? { amount: row.packageAmount, unit: row.packageUnit }
        : null,
    category: row.category,
    checked: row.checked,
    pantry: row.pantry,
    note: row.note,
    sources: sources.map((source) => ({ ...source, titles: mealTitles(source.recipeId, source.title) })),
    position: row.position,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownerName = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.displayUsername}, ${users.username})`;
const itemCount = sql<number>`(select count(*)::int from ${groceryListItems} where ${groceryListItems.listId} = ${groceryLists.id})`;
const checkedCount = sql<number>`(select count(*)::int from ${groceryListItems} where ${groceryListItems.listId} = ${groceryLists.id} and ${groceryListItems.checked})`;
const hasPeople = sql<boolean>`exists (select 1 from ${listMembers} where ${listMembers.listId} = ${groceryLists.id} and (${listMembers.userId} is not null or ${listMembers.expiresAt} > now()))`;

const summaryColumns = {
  list: groceryLists,
  ownerName,
  itemCount,
  checkedCount,
  hasPeople,
};

interface SummaryRow {
  list: ListRow;
  ownerName: string;
  itemCount: number;
  checkedCount: number;
  hasPeople: boolean;
}

function toSummary(row: SummaryRow, role: Role): GroceryListSummary {
  const { list } = row;
  return {
    id: list.id,
    title: list.title,
    titles: listTitles(list.title, list.weekStart, list.weekEnd),
    weekStart: list.weekStart,
    weekEnd: list.weekEnd,
    mealPlanId: list.mealPlanId,
    role,
    ownerName: row.ownerName,
    itemCount: Number(row.itemCount),
    checkedCount: Number(row.checkedCount),
    shared: list.shareTokenHash !== null || row.hasPeople,
    version: list.version,
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  };
}

/** Who may read a list: its owner and its members (`userId` a value or a prepared statement's placeholder). */
function readableBy(userId: string | Placeholder) {
  return or(
    eq(groceryLists.userId, userId),
    sql`exists (select 1 from ${listMembers} where ${listMembers.listId} = ${groceryLists.id} and ${listMembers.userId} = ${userId})`,
  );
}

const roleOf = (list: ListRow, userId: string): Role => (list.userId === userId ? 'owner' : 'member');

/**
 * The list with the caller's role, when they own it or are a member; undefined otherwise. `lock`: the list row
 * is also locked until the transaction ends (as `lockList`), in the same statement.
 */
export async function findAccessibleList(
  db: Database,
  listId: string,
  userId: string,
  lock = false,
): Promise<{ list: ListRow; role: Role } | undefined> {
  const query = db.select().from(groceryLists).where(and(eq(groceryLists.id, listId), readableBy(userId)));
  const [list] = await (lock ? query.for('update') : query);
  return list && { list, role: roleOf(list, userId) };
}

/**
 * The list locked for a change until the transaction ends (as `lockList`), with one of its items as it is now
 * (undefined when not on the list). With `userId`, only when they own the list or are a member (the list is then
 * undefined for anyone else); without, the caller has checked access.
 *
 * One statement when the item is there: both rows are locked, so a change that got there first is seen in full
 * once it commits (PostgreSQL re-reads the rows it locked after waiting, but not rows it merely joined). The
 * list's row is locked before the item's (the order of the FROM clause), as every other change of a list takes
 * the list first, so two changes wait for each other instead of deadlocking.
 */
export async function lockListWithItem(
  db: Database,
  listId: string,
  itemId: string,
  userId?: string,
  /** An Idempotency-Key to claim in the same statement (with `userId`). */
  claim?: IdempotencyRequest,
): Promise<LockedListWithItem | undefined> {
  const [row] = await (userId === undefined
    ? lockWithItemQuery(db).execute({ listId, itemId })
    : claim === undefined
      ? lockReadableWithItemQuery(db).execute({ listId, itemId, userId })
      : lockReadableWithItemClaimingQuery(db).execute({ listId, itemId, userId, ...claimValues(claim) }));
  const role = (list: ListRow): Role => (userId === undefined ? 'owner' : roleOf(list, userId));
  if (row) {
    const keyClaimed = claim === undefined ? undefined : row.keyClaimed > 0;
    return { list: row.list, role: role(row.list), item: row.item, startedAt: row.startedAt, keyClaimed };
  }
  const list = userId === undefined ? await lockList(db, listId) : (await findAccessibleList(db, listId, userId, true))?.list;
  return list && { list, role: role(list), item: undefined };
}

/** The list and the item as locked; `startedAt`: the transaction's start (`now()` in it), read with the item. */
export type LockedListWithItem = { list: ListRow; role: Role; keyClaimed?: boolean | undefined } & (
  | { item: ItemRow; startedAt: Date }
  | { item: undefined; startedAt?: undefined }
);

/**
 * Item changes commit without waiting for the write-ahead log to reach the disk (ADR 0022): a tap in the shop does
 * not wait on the disk, which takes milliseconds when something else is writing to it. Set in the locking
 * statement, so it costs no round trip; a crash of the database's machine may lose the last fraction of a second
 * of such changes, never half of one (the key's answer goes with the change it answers).
 */
const commitWithoutFlush = sql<string>`set_config('synchronous_commit', 'off', true)`;
/** The transaction's start: what `now()` gives an update in it (`itemChangeWrites`). */
const transactionStart = sql<Date>`now()`.mapWith(groceryListItems.updatedAt);

/**
 * The statement of `lockListWithItem`, prepared: `readable` only where the placeholder `userId` owns the list or is
 * a member; `claiming` with the request's Idempotency-Key claimed too (`keyClaimed` 1 when this request is the
 * key's first; its placeholders: `claimValues`).
 */
function lockWithItem(db: Database, name: string, { readable = false, claiming = false } = {}) {
  const claimed = claiming ? keyClaimQuery(db) : undefined;
  return db
    .with(...(claimed ? [claimed] : []))
    .select({
      list: groceryLists,
      item: groceryListItems,
      keyClaimed: (claimed ? sql<number>`(select count(*) from ${claimed})` : sql<number>`0`).mapWith(Number),
      startedAt: transactionStart,
      commit: commitWithoutFlush,
    })
    .from(groceryLists)
    .innerJoin(groceryListItems, eq(groceryListItems.listId, groceryLists.id))
    .where(
      and(
        eq(groceryLists.id, sql.placeholder('listId')),
        eq(groceryListItems.id, sql.placeholder('itemId')),
        readable ? readableBy(sql.placeholder('userId')) : undefined,
      ),
    )
    .for('update', { of: [groceryLists, groceryListItems] })
    .prepare(name);
}
const lockWithItemQuery = preparedPerDatabase((db) => lockWithItem(db, 'grocery_list_lock_with_item'));
const lockReadableWithItemQuery = preparedPerDatabase((db) =>
  lockWithItem(db, 'grocery_list_lock_readable_with_item', { readable: true }),
);
const lockReadableWithItemClaimingQuery = preparedPerDatabase((db) =>
  lockWithItem(db, 'grocery_list_lock_readable_with_item_claiming_key', { readable: true, claiming: true }),
);

export async function findSummary(
  db: Database,
  listId: string,
  role: Role,
): Promise<{ summary: GroceryListSummary; list: ListRow } | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(groceryLists)
    .innerJoin(users, eq(users.id, groceryLists.userId))
    .where(eq(groceryLists.id, listId));
  return row ? { summary: toSummary(row, role), list: row.list } : undefined;
}

/**
 * The list's summary for a reader who owns it or is a member of it, with their role; undefined for anyone else.
 * The access check is part of the query, so a signed-in list read costs two statements (this and the items).
 */
export async function findReadableSummary(
  db: Database,
  listId: string,
  userId: string,
): Promise<{ summary: GroceryListSummary; list: ListRow } | undefined> {
  const [row] = await readableSummaryQuery(db).execute({ listId, userId });
  if (!row) return undefined;
  return { summary: toSummary(row, roleOf(row.list, userId)), list: row.list };
}

const readableSummaryQuery = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(groceryLists)
    .innerJoin(users, eq(users.id, groceryLists.userId))
    .where(and(eq(groceryLists.id, sql.placeholder('listId')), readableBy(sql.placeholder('userId'))))
    .prepare('grocery_list_for_reader'),
);

/** The list's version when `userId` owns it or is a member of it; undefined for anyone else. */
export async function findReadableVersion(db: Database, listId: string, userId: string): Promise<number | undefined> {
  const [row] = await readableVersionQuery(db).execute({ listId, userId });
  return row?.version;
}

const readableVersionQuery = preparedPerDatabase((db) =>
  db
    .select({ version: groceryLists.version })
    .from(groceryLists)
    .where(and(eq(groceryLists.id, sql.placeholder('listId')), readableBy(sql.placeholder('userId'))))
    .prepare('grocery_list_version_for_reader'),
);

export async function listSummaries(
  db: Database,
  userId: string,
): Promise<{ owned: GroceryListSummary[]; shared: GroceryListSummary[] }> {
  const owned = await db
    .select(summaryColumns)
    .from(groceryLists)
    .innerJoin(users, eq(users.id, groceryLists.userId))
    .where(eq(groceryLists.userId, userId))
    .orderBy(desc(groceryLists.updatedAt), desc(groceryLists.createdAt));
  const shared = await db
    .select(summaryColumns)
    .from(groceryLists)
    .innerJoin(users, eq(users.id, groceryLists.userId))
    .innerJoin(listMembers, and(eq(listMembers.listId, groceryLists.id), eq(listMembers.userId, userId)))
    .orderBy(desc(groceryLists.updatedAt), desc(groceryLists.createdAt));
  return {
    owned: owned.map((r) => toSummary(r, 'owner')),
    shared: shared.map((r) => toSummary(r, 'member')),
  };
}

export function listItems(db: Database, listId: string): Promise<ItemRow[]> {
  return itemsQuery(db).execute({ listId });
}

const itemsQuery = preparedPerDatabase((db) =>
  db.select().from(groceryListItems).where(eq(groceryListItems.listId, sql.placeholder('listId'))).prepare('grocery_list_items'),
);

export async function insertList(db: Database, values: typeof groceryLists.$inferInsert): Promise<ListRow> {
  const [row] = await db.insert(groceryLists).values(values).returning();
  return row!;
}

/** Locks the list row until the transaction ends: every change of one list happens one after another. */
export async function lockList(db: Database, listId: string): Promise<ListRow | undefined> {
  const [row] = await db.select().from(groceryLists).where(eq(groceryLists.id, listId)).for('update');
  return row;
}

/** Raises the list's version (call once per change, after `lockList`); returns the new version. */
export async function bumpListVersion(
  db: Database,
  listId: string,
  changes: Partial<Pick<ListRow, 'title' | 'weekStart' | 'weekEnd' | 'shareTokenHash' | 'sharePermission'>> = {},
): Promise<ListRow> {
  const [row] = await db
    .update(groceryLists)
    .set({ ...changes, version: sql`${groceryLists.version} + 1`, updatedAt: sql`now()` })
    .where(eq(groceryLists.id, listId))
    .returning();
  return row!;
}

export async function deleteList(db: Database, listId: string): Promise<void> {
  await db.delete(groceryLists).where(eq(groceryLists.id, listId));
}

export async function nextPosition(db: Database, listId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${groceryListItems.position})` })
    .from(groceryListItems)
    .where(eq(groceryListItems.listId, listId));
  return (row?.max ?? 0) + 1;
}

export async function insertItems(db: Database, values: NewItemRow[]): Promise<ItemRow[]> {
  if (values.length === 0) return [];
  return db.insert(groceryListItems).values(values).returning();
}

/**
 * The writes of a change of one item, left to the transaction's closing statement (db/transactions.ts
 * `writeAtCommit`): `changes` applied and the item's version raised, only if it still has `expectedVersion` (the
 * transaction fails otherwise), and the list's version raised. The caller holds both rows locked
 * (`lockListWithItem`), so the item becomes `current` with `changes`, version + 1 and `updatedAt` the transaction's
 * start (`now()`, as `startedAt` of the lock); the list's version becomes the locked one plus one.
 * Written out, not built: it is every check in the shop.
 */
export function itemChangeWrites(
  listId: string,
  itemId: string,
  expectedVersion: number,
  changes: ItemChangeColumns,
): ClosingWrite[] {
  const assignments = (Object.keys(changes) as (keyof ItemChangeColumns)[])
    .filter((column) => changes[column] !== undefined)
    .sort()
    .map((column) => sql`${sql.identifier(groceryListItems[column].name)} = ${changes[column]}`);
  return [
    { statement: sql`update ${groceryLists} set version = version + 1, updated_at = now() where id = ${listId}` },
    {
      statement: sql`update ${groceryListItems} set ${sql.join(assignments, sql`, `)}, version = version + 1, updated_at = now()
        where id = ${itemId} and list_id = ${listId} and version = ${expectedVersion} returning 1`,
      changesOneRow: true,
    },
  ];
}

type ItemChangeColumns = Partial<Pick<ItemRow, 'name' | 'quantity' | 'unit' | 'category' | 'note' | 'checked' | 'ingredientId'>>;

export async function deleteItem(db: Database, listId: string, itemId: string): Promise<boolean> {
  const rows = await db
    .delete(groceryListItems)
    .where(and(eq(groceryListItems.listId, listId), eq(groceryListItems.id, itemId)))
    .returning({ id: groceryListItems.id });
  return rows.length > 0;
}

export async function deleteCheckedItems(db: Database, listId: string): Promise<string[]> {
  const rows = await db
    .delete(groceryListItems)
    .where(and(eq(groceryListItems.listId, listId), eq(groceryListItems.checked, true)))
    .returning({ id: groceryListItems.id });
  return rows.map((r) => r.id);
}

export async function findListByMealPlan(db: Database, mealPlanId: string): Promise<ListRow | undefined> {
  const [row] = await db.select().from(groceryLists).where(eq(groceryLists.mealPlanId, mealPlanId));
  return row;
}

export async function findListByShareHash(db: Database, tokenHash: string): Promise<ListRow | undefined> {
  const [row] = await db.select().from(groceryLists).where(eq(groceryLists.shareTokenHash, tokenHash));
  return row;
}

/** True when someone besides the owner has access or is invited (for the `shared` flag). */
export async function hasOtherPeople(db: Database, listId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listMembers.id })
    .from(listMembers)
    .where(and(eq(listMembers.listId, listId), or(isNotNull(listMembers.userId), sql`${listMembers.expiresAt} > now()`)))
    .limit(1);
  return row !== undefined;
}

