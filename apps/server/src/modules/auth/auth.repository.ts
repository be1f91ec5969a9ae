/** The account queries the auth module runs itself (better-auth runs its own through the Drizzle adapter). */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, listMembers, sessions, users, verifications } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export class AuthRepository {
  constructor(
    private readonly db: Database,
    /**
     * Told the user whose account or sessions changed in this process (the session cache forgets them): by this
     * repository's own queries, and by better-auth's through its database hooks (better-auth.ts).
     */
    readonly changed: (userId: string) => void = () => {},
  ) {}

  async findUserById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  /** By username or e-mail, ignoring case (both are unique ignoring case). */
  async findUserByLogin(identifier: string): Promise<UserRow | undefined> {
    const value = identifier.trim().toLowerCase();
    const [row] = await this.db
      .select()
      .from(users)
      .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
      .limit(1);
    return row;
  }

  async findUserByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    return row;
  }

  async usernameTaken(username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`);
    return row !== undefined;
  }

  async emailTaken(email: string): Promise<boolean> {
    return (await this.findUserByEmail(email)) !== undefined;
  }

  async setAdmin(userId: string, isAdmin: boolean): Promise<void> {
    await this.db.update(users).set({ isAdmin }).where(eq(users.id, userId));
    this.changed(userId);
  }

  /** The address is the person's: a link sent to it was used. */
  async setEmailVerified(userId: string): Promise<void> {
    await this.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    this.changed(userId);
  }

  async setDisabled(userId: string, disabled: boolean): Promise<void> {
    await this.db.update(users).set({ disabled }).where(eq(users.id, userId));
    this.changed(userId);
  }

  /** The argon2id hash of the person's password, or undefined for accounts that only sign in with Google. */
  async passwordHash(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    return row?.password ?? undefined;
  }

  async providerIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ providerId: accounts.providerId })
      .from(accounts)
      .where(eq(accounts.userId, userId));
    return rows.map((r) => r.providerId);
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async deleteSessionsOfUser(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
    this.changed(userId);
  }

  /** Ends every session of the user but `keepSessionId`; returns how many ended. */
  async deleteOtherSessions(userId: string, keepSessionId: string): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    return deleted.length;
  }

  async setPasswordHash(userId: string, hash: string): Promise<void> {
    await this.db
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  }

  /**
   * Deletes the user; every row that belongs to them goes with it (ON DELETE CASCADE from `users`: their lists,
   * the invitations they sent and the e-mails queued for those or for the account). Pending invitations to their
   * address (with their queued e-mails) and their verification and reset tokens go too.
   */
  async deleteUser(userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
      if (!user) return false;
      await tx
        .delete(listMembers)
        .where(and(isNull(listMembers.userId), sql`lower(${listMembers.email}) = ${user.email.toLowerCase()}`));
      await tx.delete(verifications).where(eq(verifications.value, userId));
      await tx.delete(users).where(eq(users.id, userId));
      return true;
    });
  }
}
