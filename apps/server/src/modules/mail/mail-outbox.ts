/**
 * The mail outbox (docs/architecture.md#data-model): a message is written to the database in the same transaction as whatever
 * caused it, and a worker in every server process sends due messages over SMTP, retrying with exponential
 * backoff (1 min, 2 min, 4 min … capped at 6 h; 8 attempts). Without SMTP_URL nothing is sent: messages wait in
 * the outbox (and are sent once SMTP is configured and the server restarts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, OutgoingMail } from './mailer';
import {
  claimDue,
  insertMessage,
  markAttemptFailed,
  markExpired,
  markSent,
  type NewOutboxMessage,
  type OutboxRow,
} from './mail-outbox.repository';

export const MAX_ATTEMPTS = 8;
const BASE_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const POLL_MS = 15_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 10;

/** Wait after the `attempt`-th failure (1-based): 1 min, 2 min, 4 min, … at most 6 h. */
export const retryDelayMs = (attempt: number): number =>
  Math.min(BASE_RETRY_MS * 2 ** Math.max(0, attempt - 1), MAX_RETRY_MS);

export interface MailOutboxOptions {
  db: Database;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
  /**
   * Renders a message that has a `kind` (its link is made only now, from the sealed token); undefined when it
   * cannot be (the token was sealed with another AUTH_SECRET).
   */
  render?: (message: OutboxRow) => OutgoingMail | undefined;
}

export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: MailOutboxOptions) {}

  /** True when messages are actually sent (SMTP_URL is set). */
  get sending(): boolean {
    return this.options.mailer !== undefined;
  }

  /** Queues a message; call inside the transaction that causes it, then `kick()` after the commit. */
  enqueue(tx: Database, message: NewOutboxMessage): Promise<string> {
    return insertMessage(tx, message);
  }

  /** Starts polling for due messages (retries, and messages queued by other processes). */
  start(): void {
    if (!this.options.mailer || this.timer || this.stopped) return;
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due now, soon, without waiting (used right after a message is queued). */
  kick(): void {
    if (!this.options.mailer || this.stopped) return;
    void this.runOnce().catch((error: unknown) => this.options.log.error({ err: error }, 'mail outbox run failed'));
  }

  /** Sends every due message; resolves when done. Concurrent calls share one run (and trigger one more). */
  async runOnce(): Promise<void> {
    if (!this.options.mailer) return;
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.drain();
        } while (this.again && !this.stopped);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => {});
    this.options.mailer?.close();
  }

  private async drain(): Promise<void> {
    const { db, mailer, log } = this.options;
    if (!mailer) return;
    for (;;) {
      const batch = await claimDue(db, BATCH, LEASE_MS);
      if (batch.length === 0) return;
      for (const message of batch) {
        if (message.expiresAt && message.expiresAt.getTime() <= Date.now()) {
          await markExpired(db, message.id);
          continue;
        }
        const outgoing = message.kind ? this.options.render?.(message) : message;
        if (!outgoing) {
          await markAttemptFailed(db, message.id, 'the message cannot be rendered (was AUTH_SECRET changed?)', undefined);
          log.warn({ mailId: message.id, kind: message.kind }, 'mail failed for good: it cannot be rendered');
          continue;
        }
        try {
          await mailer.send(outgoing);
          await markSent(db, message.id);
          log.info({ mailId: message.id, attempts: message.attempts }, 'mail sent');
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const retry = message.attempts < MAX_ATTEMPTS ? retryDelayMs(message.attempts) : undefined;
          await markAttemptFailed(db, message.id, reason.slice(0, 500), retry);
          log.warn(
            { mailId: message.id, attempts: message.attempts, retryInMs: retry, reason },
            retry === undefined ? 'mail failed for good' : 'mail failed; will retry',
          );
        }
      }
      if (this.stopped) return;
    }
  }
}
