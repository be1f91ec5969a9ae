/**
 * The change bus: tells every server process that something changed, so live views (Server-Sent Events) can
 * follow (docs/architecture.md#sharing-and-live-updates). Messages are published inside the transaction that made the change and delivered
 * only once it commits — a rolled-back change is never announced.
 *
 * Two implementations behind one interface: an in-process EventEmitter for the embedded database (one process
 * by construction: PGlite locks its data directory) and PostgreSQL LISTEN/NOTIFY when several processes share
 * one database (`postgres-change-bus.ts`).
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transaction, type ClosingWrite } from '../../db/transactions';

/** What a subscriber receives: a published payload, or word that messages may have been missed. */
export type BusDelivery = { kind: 'message'; payload: unknown } | { kind: 'resync' };

export type BusListener = (delivery: BusDelivery) => void;

export interface ChangeBus {
  readonly kind: 'memory' | 'postgres';
  /**
   * The statement a transaction closes with, run just before its COMMIT (Postgres queues NOTIFY there; it is sent
   * at commit), holding the transaction's last writes (`writes`): one statement for all
   * (db/transactions.ts `closingStatementOf`). Undefined when there is nothing to run.
   */
  closingStatement(messages: readonly StagedMessage[], writes: readonly ClosingWrite[]): SQL | undefined;
  /** Runs after the transaction committed (the in-process bus delivers here). */
  afterCommit(messages: readonly StagedMessage[]): void;
  /** Listens to one topic; returns the function that stops listening. */
  subscribe(topic: string, listener: BusListener): () => void;
  close(): Promise<void>;
}

export interface StagedMessage {
  topic: string;
  payload: unknown;
}

export type Publish = (topic: string, payload: unknown) => void;

/**
 * Runs `work` in a transaction; messages it publishes are delivered after the commit, in the order published. The
 * writes it leaves to the commit (`writeAtCommit`: an idempotency key's stored answer, say) go to the database in
 * the same statement as the messages.
 *
 * @example
 *   await transactionWithChanges(db, bus, async (tx, publish) => {
 *     await tx.update(lists).set({ title }).where(eq(lists.id, id));
 *     publish(`list:${id}`, { type: 'list_updated', title });
 *   });
 */
export async function transactionWithChanges<T>(
  db: Database,
  bus: ChangeBus,
  work: (tx: Database, publish: Publish) => Promise<T>,
): Promise<T> {
  const staged: StagedMessage[] = [];
  const result = await transaction(
    db,
    (tx) => work(tx, (topic, payload) => staged.push({ topic, payload })),
    (_value, writes) => bus.closingStatement(staged, writes),
  );
  if (staged.length > 0) bus.afterCommit(staged);
  return result;
}
