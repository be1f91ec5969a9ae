/**
 * Transactions with a closing statement (db/transactions.ts). On PostgreSQL they are pipelined
 * (db/pipelined-transactions.ts: BEGIN sent with the work's first statement, the closing statement with COMMIT,
 * without waiting in between), which must not change what is kept: everything or nothing, and a failing
 * statement's own error for the caller.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { closingStatementOf, transaction, writeAtCommit } from '../src/db/transactions';
import { describeEachDatabase } from './helpers/databases';

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const keptIds = async (db: Database) =>
  (await rowsOf<{ id: number }>(db, sql`select id from transaction_probe order by id`)).map((row) => Number(row.id));
const insert = (id: number, note = 'work') => sql`insert into transaction_probe (id, note) values (${id}, ${note})`;

describeEachDatabase('a transaction with a closing statement', (ctx) => {
  beforeAll(async () => {
    await ctx.database.db.execute(sql`create table transaction_probe (id integer primary key, note text not null)`);
  });
  beforeEach(async () => {
    await ctx.database.db.execute(sql`delete from transaction_probe`);
  });

  it('keeps the work and the closing statement together, in one transaction', async () => {
    const { db } = ctx.database;
    const value = await transaction(
      db,
      async (tx) => {
        await tx.execute(insert(1));
        const [row] = await rowsOf<{ xid: string }>(tx, sql`select txid_current()::text as xid`);
        return row!.xid;
      },
      (xid) => sql`insert into transaction_probe (id, note) values (2, txid_current()::text || '/' || ${xid})`,
    );
    expect(await keptIds(db)).toEqual([1, 2]);
    const [closing] = await rowsOf<{ note: string }>(db, sql`select note from transaction_probe where id = 2`);
    expect(closing!.note).toBe(`${value}/${value}`);
  });

  it('keeps nothing when the closing statement fails, and gives its error', async () => {
    const { db } = ctx.database;
    await db.execute(insert(7, 'before'));
    const failing = transaction(
      db,
      async (tx) => {
        await tx.execute(insert(1));
        return 'done';
      },
      () => insert(7, 'again'), // the key is taken
    );
    await expect(failing).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    expect(await keptIds(db)).toEqual([7]);
  });

  it('keeps nothing and runs no closing statement when the work fails', async () => {
    const { db } = ctx.database;
    let closed = false;
    const failing = transaction(
      db,
      async (tx) => {
        await tx.execute(insert(1));
        throw new Error('the work changed its mind');
      },
      () => {
        closed = true;
        return insert(2);
      },
    );
    await expect(failing).rejects.toThrow('the work changed its mind');
    expect(closed).toBe(false);
    expect(await keptIds(db)).toEqual([]);
  });

  it('keeps nothing when a statement of the work fails, even if the work goes on', async () => {
    const { db } = ctx.database;
    await db.execute(insert(7, 'before'));
    const failing = transaction(db, async (tx) => {
      await tx.execute(insert(1));
      await tx.execute(insert(7)).catch(() => {}); // swallowed: the transaction is spoilt all the same
      return 'done';
    });
    await expect(failing).rejects.toThrow();
    expect(await keptIds(db)).toEqual([7]);
  });

  it('runs the writes left to the commit in the closing statement, with what the work made it', async () => {
    const { db } = ctx.database;
    await db.execute(insert(5, 'old'));
    const seen = await transaction(
      db,
      async (tx) => {
        writeAtCommit(tx, { statement: sql`update transaction_probe set note = 'new' where id = 5 returning 1`, changesOneRow: true });
        writeAtCommit(tx, { statement: insert(6, 'left to the commit') });
        // Not run yet: the work answers from what it knows the rows become.
        return (await rowsOf<{ note: string }>(tx, sql`select note from transaction_probe where id = 5`))[0]!.note;
      },
      (_value, writes) => closingStatementOf([...writes, { statement: insert(8, 'the closing') }]),
    );
    expect(seen).toBe('old');
    const rows = await rowsOf<{ id: number; note: string }>(db, sql`select id, note from transaction_probe order by id`);
    expect(rows.map((row) => [Number(row.id), row.note])).toEqual([
      [5, 'new'],
      [6, 'left to the commit'],
      [8, 'the closing'],
    ]);
  });

  it('keeps nothing when a write that must change one row changes none', async () => {
    const { db } = ctx.database;
    const failing = transaction(db, async (tx) => {
      await tx.execute(insert(1));
      writeAtCommit(tx, { statement: sql`update transaction_probe set note = 'gone' where id = 99 returning 1`, changesOneRow: true });
      return 'done';
    });
    await expect(failing).rejects.toMatchObject({ cause: expect.objectContaining({ message: expect.stringContaining('changed 0 rows, not 1') }) });
    expect(await keptIds(db)).toEqual([]);
  });

  it('refuses a write left to the commit outside a transaction', () => {
    expect(() => writeAtCommit(ctx.database.db, { statement: insert(1) })).toThrow(/not a transaction/);
  });

  it('leaves every connection usable: many at once, failing and succeeding in turn', async () => {
    const { db } = ctx.database;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) =>
        transaction(
          db,
          async (tx) => {
            await tx.execute(insert(100 + i));
            return i;
          },
          // Every fourth closes with a statement that fails.
          (n) => (n % 4 === 0 ? sql`select 1 / 0` : insert(1000 + n, 'closing')),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(10);
    const kept = await keptIds(db);
    const expected = Array.from({ length: 40 }, (_, i) => i)
      .filter((i) => i % 4 !== 0)
      .flatMap((i) => [100 + i, 1000 + i])
      .sort((a, b) => a - b);
    expect(kept).toEqual(expected);
    // Nothing was left open on a connection handed back: each of these starts and ends its own transaction.
    const states = await Promise.all(
      Array.from({ length: 20 }, () => transaction(db, async (tx) => (await rowsOf<{ n: number }>(tx, sql`select 1 as n`))[0]!.n)),
    );
    expect(states).toEqual(Array.from({ length: 20 }, () => 1));
  });
});
