/**
 * Transactions on PostgreSQL that do not wait for BEGIN or for their closing statement before the COMMIT
 * (ADR 0024). The pool's connections run in node-postgres's pipeline mode, so a statement is sent without waiting
 * for the answer to the one before; the database still runs them one after another, in order.
 *
 * - BEGIN is written to the connection together with the work's first statement (the socket is held back
 *   (`cork`) until the work has sent it, within the same turn of the event loop): one round trip and one write
 *   instead of two.
 * - The closing statement and COMMIT are written together too. If the closing statement fails, PostgreSQL answers
 *   the COMMIT of the failed transaction with ROLLBACK: nothing is kept, and the statement's own error is what
 *   the caller gets.
 * - The closing statement is sent as a prepared statement named after its text (a few shapes: the answer kept
 *   with a key, one or more notifications), so PostgreSQL parses it once per connection.
 *
 * A change of an item was five round trips (BEGIN, lock, update, answer and notifications, COMMIT) and is three;
 * two with its update left to the closing statement (ADR 0025).
 */
import type { Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type pg from 'pg';
import type { Database } from './client';
import type { TransactionRunner } from './transactions';

type SessionArguments = ConstructorParameters<typeof NodePgSession>;

/** The parts of drizzle's database object a transaction of our own is built from (its session's are private). */
interface DrizzleInternals {
  dialect: PgDialect;
  session: { schema: SessionArguments[2]; options: SessionArguments[3] };
}

/** node-postgres keeps the connection's socket here; holding it back is what puts two messages in one write. */
const socketOf = (client: pg.PoolClient): Socket => (client as unknown as { connection: { stream: Socket } }).connection.stream;

/** Closing statements' names by their text; shapes past this many are sent unnamed (parsed each time). */
const MAX_NAMED_CLOSINGS = 64;

export function pipelinedTransactions(db: Database, pool: pg.Pool): TransactionRunner {
  const {
    dialect,
    session: { schema, options },
  } = db as unknown as DrizzleInternals;
  const closingNames = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = closingNames.get(text);
    if (name === undefined && closingNames.size < MAX_NAMED_CLOSINGS) {
      name = `transaction_closing_${closingNames.size + 1}`;
      closingNames.set(text, name);
    }
    return name;
  };
  return async (work, closing) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema) as unknown as Database;
    const socket = socketOf(client);
    let broken: Error | undefined;
    socket.cork();
    const begun = client.query('begin');
    begun.catch(() => {}); // awaited below, after the work (whose statements fail too if BEGIN did)
    setImmediate(() => socket.uncork()); // after the work's first statement, or with BEGIN alone if it waits on I/O first
    try {
      const value = await work(tx);
      await begun;
      const statement = closing?.(value);
      let closed: Promise<unknown> | undefined;
      let committed: Promise<pg.QueryResult>;
      socket.cork();
      try {
        if (statement) {
          const { sql: text, params } = dialect.sqlToQuery(statement);
          const name = nameOf(text);
          // Failing, it fails as drizzle's statements do (the driver's error as the cause).
          closed = client
            .query(name === undefined ? { text, values: params } : { name, text, values: params })
            .catch((error: unknown) => {
              throw new DrizzleQueryError(text, params, error as Error);
            });
          closed.catch(() => {}); // awaited just below
        }
        committed = client.query('commit');
        committed.catch(() => {});
      } finally {
        socket.uncork();
      }
      await closed;
      const commit = await committed;
      // PostgreSQL ends a transaction that has failed with ROLLBACK, even when asked to commit it.
      if (commit.command !== 'COMMIT') throw new Error(`The transaction was not committed (${commit.command}).`);
      return value;
    } catch (error) {
      await client.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw error;
    } finally {
      // A connection that could not roll back is closed rather than given to the next transaction.
      client.release(broken);
    }
  };
}
