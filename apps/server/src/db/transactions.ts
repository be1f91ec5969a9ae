/**
 * Transactions that end with a closing statement (an idempotency key's stored answer, the change bus's
 * notifications): `transaction(db, work, closing)`. On PostgreSQL the closing statement and the COMMIT go to the
 * database together, and BEGIN with the work's first statement (pipelined-transactions.ts): a change costs its
 * own statements' round trips and no more. On the embedded database, and for a database without a registered
 * runner, it is drizzle's transaction with the closing statement run last.
 *
 * Work whose last write's outcome it already knows (a row it holds locked, changed as it was read) can leave that
 * write to the closing statement (`writeAtCommit`) and save its round trip.
 *
 * @example
 *   await transaction(db, (tx) => renameList(tx, id, title), () => sql`select pg_notify(${channel}, ${text})`);
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A data-modifying statement run in a transaction's closing statement (as one of its `WITH` queries, so it may
 * not have a `WITH` of its own).
 */
export interface ClosingWrite {
  statement: SQL;
  /** The statement ends with `returning 1`: unless it changes exactly one row, the transaction fails. */
  changesOneRow?: boolean;
}

/**
 * What the transaction runs after `work` and just before its COMMIT, made from the work's value and the writes
 * it left to the end (`writeAtCommit`, to be included: `closingStatementOf`); undefined for nothing.
 */
export type ClosingStatement<T> = (value: T, writes: readonly ClosingWrite[]) => SQL | undefined;

export type TransactionRunner = <T>(work: (tx: Database) => Promise<T>, closing?: (value: T) => SQL | undefined) => Promise<T>;

const runners = new WeakMap<Database, TransactionRunner>();
const writesAtCommit = new WeakMap<Database, ClosingWrite[]>();

/** Makes `transaction(db, …)` use `runner` (the PostgreSQL handle registers its pipelined one). */
export function registerTransactionRunner(db: Database, runner: TransactionRunner): void {
  runners.set(db, runner);
}

export function transaction<T>(db: Database, work: (tx: Database) => Promise<T>, closing?: ClosingStatement<T>): Promise<T> {
  const writes: ClosingWrite[] = [];
  const tracked = (tx: Database) => {
    writesAtCommit.set(tx, writes);
    return work(tx);
  };
  const close = (value: T) => (closing ? closing(value, writes) : closingStatementOf(writes));
  const runner = runners.get(db);
  if (runner) return runner(tracked, close);
  return db.transaction(async (tx) => {
    const value = await tracked(tx);
    const statement = close(value);
    if (statement) await tx.execute(statement);
    return value;
  });
}

/**
 * Leaves `write` to the closing statement of the transaction `tx` belongs to (`transaction`): it runs there,
 * before the COMMIT, in the same round trip. The work must not read what it writes: it answers from what it
 * knows the row becomes.
 */
export function writeAtCommit(tx: Database, write: ClosingWrite): void {
  const writes = writesAtCommit.get(tx);
  if (!writes) throw new Error('writeAtCommit: this handle is not a transaction begun by transaction()');
  writes.push(write);
}

/**
 * One statement for `writes` and the expressions `selected` (notifications, say): each write a `WITH` query,
 * the expressions its final select, with a check for each write that must change one row. Undefined for nothing.
 */
export function closingStatementOf(writes: readonly ClosingWrite[], selected: readonly SQL[] = []): SQL | undefined {
  if (writes.length === 0 && selected.length === 0) return undefined;
  if (writes.length === 1 && !writes[0]!.changesOneRow && selected.length === 0) return writes[0]!.statement;
  const name = (index: number) => sql.identifier(`closing_write_${index + 1}`);
  // A cast that fails makes the statement fail, and so the transaction: PostgreSQL has no raise in plain SQL.
  // The text is not a constant (it holds the count), so it is made only when the count is wrong.
  const checks = writes.flatMap((write, index) =>
    write.changesOneRow
      ? [
          sql`(select (case when count(*) = 1 then null else 'closing write ' || ${index + 1} || ' changed ' || count(*) || ' rows, not 1' end)::int from ${name(index)})`,
        ]
      : [],
  );
  const expressions = [...checks, ...selected];
  const select = sql`select ${expressions.length > 0 ? sql.join(expressions, sql`, `) : sql`1`}`;
  if (writes.length === 0) return select;
  const queries = sql.join(
    writes.map((write, index) => sql`${name(index)} as (${write.statement})`),
    sql`, `,
  );
  return sql`with ${queries} ${select}`;
}
