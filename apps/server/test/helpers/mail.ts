/**
 * Reading the e-mails the server sends, in integration tests:
 *
 *   const sink = await startSmtpSink();                       // a real SMTP server on 127.0.0.1
 *   const app = await buildTestApp(db, { mail: { smtpUrl: sink.url, from: 'MealPlanr <meals@example.org>' } });
 *   const mail = await sink.next('anna@example.org');         // the next message to that address, decoded
 *   const token = tokenIn(mail.text, 'verify-email');
 *
 * Without SMTP, `queuedMessage(app, to)` renders the newest message waiting in the outbox exactly as the worker
 * would send it (the outbox itself holds no usable link).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../src/db/schema';

export { decodeQuotedPrintable, parseMail, startSmtpSink, until, type ReceivedMail, type SmtpSink } from './smtp-sink';

/**
 * The token of our link to `page` in a message: `/invitations/<token>`, `/verify-email#<token>`,
 * `/reset-password#<token>`.
 */
export function tokenIn(text: string, page: 'invitations' | 'verify-email' | 'reset-password'): string {
  const pattern =
    page === 'invitations' ? /\/invitations\/([A-Za-z0-9_-]{43})/ : new RegExp(`/${page}#([A-Za-z0-9_.%-]+)`);
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`no /${page} link in:\n${text}`);
  return decodeURIComponent(found);
}

/**
 * The newest message to `to` (of `kind`: 'invitation', 'verify_email', 'reset_password') waiting in the outbox,
 * rendered as the worker would send it.
 */
export async function queuedMessage(
  app: FastifyInstance,
  to: string,
  kind = 'invitation',
): Promise<{ subject: string; text: string; html: string }> {
  const [row] = await app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} message to ${to} in the outbox`);
  const mail = app.mail.queue.renderForSending(row);
  if (!mail) throw new Error(`the message to ${to} cannot be rendered`);
  return { subject: mail.subject, text: mail.text, html: mail.html ?? '' };
}
