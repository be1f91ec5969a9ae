/**
 * The embedded database in its own thread (src/db/pglite-thread.ts): what drizzle and the change bus rely on —
 * queries, transactions that commit or roll back while other queries wait their turn, PostgreSQL's error fields,
 * notifications — works as PGlite in-process did; a database that cannot be opened says why and lets go of its
 * data directory; one already current is not migrated again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, startOpeningDatabase, type DatabaseHandle } from '../src/db/client';
import { lockDataDir } from '../src/db/data-dir-lock';
import { newestMigration } from '../src/db/migrations';

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the embedded database in its own thread', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(sql`create table thread_probe (id int primary key, note text)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('answers queries with their rows, parameters and types as PGlite does', async () => {
    const [row] = await rows<{ n: number; t: string; j: { a: number[] }; d: string }>(
      database,
      sql`select ${41}::int + 1 as n, ${'text'} as t, '{"a":[1,2]}'::jsonb as j, '2026-01-02'::date as d`,
    );
    // Dates stay text, as drizzle's own parsers ask.
    expect(row).toEqual({ n: 42, t: 'text', j: { a: [1, 2] }, d: '2026-01-02' });
  });

  it('commits a transaction, and rolls back one that fails, while a query outside it waits its turn', async () => {
    let outside: Promise<{ count: number }[]> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1, 'kept')`);
      // Outside the transaction: PGlite runs it once the transaction has ended, so it sees both rows.
      outside = rows<{ count: number }>(database, sql`select count(*)::int as count from thread_probe`);
      await tx.execute(sql`insert into thread_probe values (2, 'kept too')`);
    });
    expect(await outside).toEqual([{ count: 2 }]);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (3, 'gone')`);
        await tx.execute(sql`insert into thread_probe values (1, 'duplicate')`);
      }),
    ).rejects.toThrow();
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_probe values (4, 'gone')`);
        tx.rollback();
      }),
    ).rejects.toThrow(/rollback/i);
    expect(await rows(database, sql`select id from thread_probe order by id`)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it("gives PostgreSQL's error fields, which callers tell errors apart by", async () => {
    const error = await database.db.execute(sql`insert into thread_probe values (1, 'again')`).catch((e: unknown) => e);
    const cause = (error as { cause?: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey', table: 'thread_probe' });
    expect(cause).toBeInstanceOf(Error);
  });

  it('delivers notifications to listeners until they stop listening', async () => {
    const heard: string[] = [];
    const stop = await database.pglite!.listen('thread_probe_channel', (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_probe_channel', 'one')`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('thread_probe_channel', 'two')`);
    });
    await expect.poll(() => heard).toEqual(['one', 'two']);
    await stop();
    await database.db.execute(sql`select pg_notify('thread_probe_channel', 'three')`);
    await database.ping();
    expect(heard).toEqual(['one', 'two']);
  });
});

describe('opening the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-thread-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('creates and migrates a new data directory, then opens it again without migrating', async () => {
    const created = await openDatabase({ kind: 'pglite', dataDir });
    const [newest] = await rows<{ newest: string }>(
      created,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    expect(Number(newest!.newest)).toBe(newestMigration());
    await created.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    const applied = await rows<{ count: number }>(reopened, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(applied[0]!.count).toBe(journal.entries.length);
    await reopened.close();
  }, 90_000); // a new database is made by initdb, then migrated: many seconds on a busy machine

  it('says why a database cannot be opened, and releases the data directory', async () => {
    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-broken-'));
    try {
      // A data directory PostgreSQL cannot start from.
      fs.mkdirSync(path.join(broken, 'pglite'));
      fs.writeFileSync(path.join(broken, 'pglite', 'PG_VERSION'), 'not a version\n');
      const { opened } = await startOpeningDatabase({ kind: 'pglite', dataDir: broken });
      await expect(opened).rejects.toThrow();
      // The lock is free again: this process can take it.
      const release = await lockDataDir(broken);
      await release();
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });
});
