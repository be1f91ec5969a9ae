/**
 * E-mail verification and password reset (ADR 0003) on top of better-auth's own flows. better-auth makes the
 * tokens — a signed, expiring verification token (a JWT bound to the account and the address) and a random reset
 * token whose hash only is stored (`verification.storeIdentifier: 'hashed'`) — and calls the senders here, which
 * queue the message in the outbox with the token sealed (mail/secret-mail.ts).
 *
 * A verification token also gets a single-use record here: only its SHA-256 is stored, and using the link
 * deletes it, so a link works once however long its signature is still valid.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import crypto from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@mealplanr/contracts/enums';
import type { Database } from '../../db/client';
import { accounts, mailOutbox, verifications } from '../../db/schema';
import { languageFromHeader } from '../mail/invitation-mail';
import type { MailQueue } from '../mail/secret-mail';

/** A verification link works for a day; a reset link for 30 minutes. */
export const VERIFY_EMAIL_TTL_SECONDS = 24 * 60 * 60;
export const RESET_PASSWORD_TTL_SECONDS = 30 * 60;

/** Asking for the verification e-mail again: not within a minute of the last one, at most 5 a day. */
export const VERIFY_RESEND_GAP_SECONDS = 60;
export const VERIFY_MAILS_PER_DAY = 5;
/** Reset e-mails to one account: at most 3 an hour (more requests get the same answer and send nothing). */
export const RESET_MAILS_PER_HOUR = 3;

const VERIFY_PREFIX = 'email-verification:';

/** The language of the e-mails a request causes, set around the better-auth call that sends them. */
const mailLanguage = new AsyncLocalStorage<Language>();

export function withMailLanguage<T>(lang: Language, run: () => Promise<T>): Promise<T> {
  return mailLanguage.run(lang, run);
}

function languageOf(request: Request | undefined): Language {
  return mailLanguage.getStore() ?? languageFromHeader(request?.headers.get('accept-language') ?? undefined);
}

const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

interface MailUser {
  id: string;
  email: string;
}

/** The senders better-auth calls (better-auth.ts); without a queue (some tests) nothing is sent. */
export function accountMailSenders(db: Database, queue: MailQueue | undefined, log: FastifyBaseLogger) {
  return {
    async verification({ user, token }: { user: MailUser; token: string }, request?: Request): Promise<void> {
      const lang = languageOf(request);
      const expiresAt = new Date(Date.now() + VERIFY_EMAIL_TTL_SECONDS * 1000);
      const queued = await db.transaction(async (tx) => {
        await tx.insert(verifications).values({ identifier: VERIFY_PREFIX + tokenHash(token), value: user.id, expiresAt });
        return queue?.add(tx, { kind: 'verify_email', to: user.email, token, lang, expiresAt, userId: user.id });
      });
      queued?.announce();
    },

    async reset({ user, token }: { user: MailUser; token: string }, request?: Request): Promise<void> {
      // An account that signs in only with Google has no password to reset; and nobody's mailbox is flooded.
      if (!(await hasPassword(db, user.id))) return;
      if ((await mailsSince(db, user.id, 'reset_password', 3600)) >= RESET_MAILS_PER_HOUR) {
        log.info({ userId: user.id }, 'password reset e-mail not sent: the hourly limit for the account is reached');
        return;
      }
      const expiresAt = new Date(Date.now() + RESET_PASSWORD_TTL_SECONDS * 1000);
      const queued = await queue?.add(db, { kind: 'reset_password', to: user.email, token, lang: languageOf(request), expiresAt, userId: user.id });
      queued?.announce();
    },
  };
}

/**
 * Uses up the single-use record of a verification token: true when there was one and it had not expired. The
 * record goes either way.
 */
export async function consumeVerificationToken(db: Database, token: string): Promise<boolean> {
  const [row] = await db
    .delete(verifications)
    .where(eq(verifications.identifier, VERIFY_PREFIX + tokenHash(token)))
    .returning({ expiresAt: verifications.expiresAt });
  return row !== undefined && row.expiresAt.getTime() > Date.now();
}

/** How many e-mails of `kind` the account was sent (or has queued) in the last `seconds`. */
export async function mailsSince(db: Database, userId: string, kind: string, seconds: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.kind, kind),
        gt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Seconds until the account may ask for another verification e-mail, or 0 now: one a minute, five a day (the
 * one sent at registration counts).
 */
export async function verificationResendWait(db: Database, userId: string): Promise<number> {
  const rows = await db
    .select({ createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.userId, userId),
        eq(mailOutbox.kind, 'verify_email'),
        gt(mailOutbox.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(mailOutbox.createdAt);
  const now = Date.now();
  const oldest = rows[0]?.createdAt.getTime();
  const newest = rows.at(-1)?.createdAt.getTime();
  if (rows.length >= VERIFY_MAILS_PER_DAY && oldest !== undefined) {
    return Math.max(1, Math.ceil((oldest + 86_400_000 - now) / 1000));
  }
  if (newest !== undefined && now - newest < VERIFY_RESEND_GAP_SECONDS * 1000) {
    return Math.max(1, Math.ceil((newest + VERIFY_RESEND_GAP_SECONDS * 1000 - now) / 1000));
  }
  return 0;
}

async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row !== undefined;
}
