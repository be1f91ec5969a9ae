/** Drizzle queries for share links, members and invitations (table `list_members`). */
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { groceryLists, listMembers, users } from '../../db/schema';

export type MemberRow = typeof listMembers.$inferSelect;

const displayNameOf = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.displayUsername}, ${users.username})`;

export async function findUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      username: sql<string>`coalesce(${users.displayUsername}, ${users.username})`,
      displayName: users.displayName,
      name: displayNameOf,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findMembers(db: Database, listId: string) {
  return db
    .select({
      userId: users.id,
      username: sql<string>`coalesce(${users.displayUsername}, ${users.username})`,
      displayName: users.displayName,
      email: users.email,
      joinedAt: listMembers.acceptedAt,
    })
    .from(listMembers)
    .innerJoin(users, eq(users.id, listMembers.userId))
    .where(eq(listMembers.listId, listId))
    .orderBy(asc(listMembers.acceptedAt));
}

export async function findPendingInvitations(db: Database, listId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(listMembers)
    .where(and(eq(listMembers.listId, listId), isNull(listMembers.userId), gt(listMembers.expiresAt, sql`now()`)))
    .orderBy(asc(listMembers.createdAt));
}

export async function countPendingInvitations(db: Database, listId: string): Promise<number> {
  return (await findPendingInvitations(db, listId)).length;
}

/** A member of the list whose account uses this e-mail address (lower-cased). */
export async function findMemberByEmail(db: Database, listId: string, email: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(listMembers)
    .innerJoin(users, eq(users.id, listMembers.userId))
    .where(and(eq(listMembers.listId, listId), sql`lower(${users.email}) = ${email}`));
  return row;
}

export async function isMember(db: Database, listId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listMembers.id })
    .from(listMembers)
    .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)));
  return row !== undefined;
}

export async function deletePendingInvitationsFor(db: Database, listId: string, email: string): Promise<void> {
  await db
    .delete(listMembers)
    .where(and(eq(listMembers.listId, listId), isNull(listMembers.userId), eq(listMembers.email, email)));
}

export async function insertInvitation(
  db: Database,
  values: { listId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<MemberRow> {
  const [row] = await db.insert(listMembers).values(values).returning();
  return row!;
}

export async function deleteInvitation(db: Database, listId: string, invitationId: string): Promise<boolean> {
  const rows = await db
    .delete(listMembers)
    .where(and(eq(listMembers.listId, listId), eq(listMembers.id, invitationId), isNull(listMembers.userId)))
    .returning({ id: listMembers.id });
  return rows.length > 0;
}

export async function deleteMember(db: Database, listId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(listMembers)
    .where(and(eq(listMembers.listId, listId), eq(listMembers.userId, userId)))
    .returning({ id: listMembers.id });
  return rows.length > 0;
}

/** The invitation behind a token, with its list's title and the inviter's name; locked when `forUpdate`. */
export async function findInvitationByHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ invitation: listMembers, listTitle: groceryLists.title, ownerId: groceryLists.userId, invitedBy: displayNameOf })
    .from(listMembers)
    .innerJoin(groceryLists, eq(groceryLists.id, listMembers.listId))
    .innerJoin(users, eq(users.id, listMembers.invitedBy))
    .where(eq(listMembers.tokenHash, tokenHash));
  return row;
}

export async function lockInvitation(db: Database, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(listMembers).where(eq(listMembers.id, id)).for('update');
  return row;
}

export async function markAccepted(db: Database, id: string, userId: string): Promise<void> {
  await db
    .update(listMembers)
    .set({ userId, acceptedAt: sql`now()` })
    .where(eq(listMembers.id, id));
}

export async function deleteInvitationById(db: Database, id: string): Promise<void> {
  await db.delete(listMembers).where(eq(listMembers.id, id));
}
