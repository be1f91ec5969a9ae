/**
 * Queries of the mail outbox. Claiming uses FOR UPDATE SKIP LOCKED plus a lease (`locked_until`), so several
 * server processes never pick the same message, and a process that dies mid-send frees its messages when the
 * lease runs out.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface NewOutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  expiresAt?: Date | null;
  invitationId?: string | null;
  /** A message rendered when sent (secret-mail.ts): its kind, template data and sealed link token. */
  kind?: string | null;
  data?: unknown;
  sealedToken?: string | null;
  userId?: string | null;
}

export async function insertMessage(db: Database, message: NewOutboxMessage): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      expiresAt: message.expiresAt ?? null,
      invitationId: message.invitationId ?? null,
      kind: message.kind ?? null,
      data: message.data ?? null,
      sealedToken: message.sealedToken ?? null,
      userId: message.userId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Takes up to `limit` due messages for `leaseMs` and counts the attempt. */
export async function claimDue(db: Database, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Sent: the body and the sealed token are cleared so links (invitation tokens) do not stay in the database. */
export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, text: '', html: null, sealedToken: null, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markExpired(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'expired', text: '', html: null, sealedToken: null, lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt: retry after `retryInMs`, or give up (`failed`) when there is no retry left. */
export async function markAttemptFailed(
  db: Database,
  id: string,
  error: string,
  retryInMs: number | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === undefined
        ? { status: 'failed', lastError: error, lockedUntil: null, text: '', html: null, sealedToken: null }
        : {
            lastError: error,
            lockedUntil: null,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
    )
    .where(eq(mailOutbox.id, id));
}

export async function findMessage(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
