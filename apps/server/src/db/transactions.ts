/**
 * Transactions that end with a closing statement (an idempotency key's stored answer, the change bus's
 * notifications): `transaction(db, work, closing)`. On PostgreSQL the closing statement and the COMMIT go to the
 * database together, and BEGIN with the work's first statement (pipelined-transactions.ts): a change costs its
 * own statements' round trips and no more. On the embedded database, and for a database without a registered
 * runner, it is drizzle's transaction with the closing statement run last.
 *
 * @example
 *   await transaction(db, (tx) => renameList(tx, id, title), () => sql`select pg_notify(${channel}, ${text})`);
 */
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** What the transaction runs after `work` and just before its COMMIT; undefined for nothing. */
export type ClosingStatement<T> = (value: T) => SQL | undefined;

export type TransactionRunner = <T>(work: (tx: Database) => Promise<T>, closing?: ClosingStatement<T>) => Promise<T>;

const runners = new WeakMap<Database, TransactionRunner>();

/** Makes `transaction(db, …)` use `runner` (the PostgreSQL handle registers its pipelined one). */
export function registerTransactionRunner(db: Database, runner: TransactionRunner): void {
  runners.set(db, runner);
}

export function transaction<T>(db: Database, work: (tx: Database) => Promise<T>, closing?: ClosingStatement<T>): Promise<T> {
  const runner = runners.get(db);
  if (runner) return runner(work, closing);
  return db.transaction(async (tx) => {
    const value = await work(tx);
    const statement = closing?.(value);
    if (statement) await tx.execute(statement);
    return value;
  });
}
