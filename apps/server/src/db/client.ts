/**
 * Opens the database: PGlite in DATA_DIR by default (embedded, one process), PostgreSQL when DATABASE_URL is set.
 * Both speak the same dialect, so the rest of the server sees one `Database` type.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsFolder, NEWEST_APPLIED_MIGRATION, schemaIsCurrent } from './migrations';
import { startPglite, type PgliteThread, type StartedPglite } from './pglite-thread';
import * as schema from './schema';
import { registerTransactionRunner } from './transactions';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; resolves to the round-trip time in ms, rejects when the database does not answer. */
  ping(): Promise<number>;
  close(): Promise<void>;
  /** The raw PostgreSQL pool (LISTEN/NOTIFY needs its own connection); undefined for PGlite. */
  pool?: pg.Pool;
  /** The embedded database, in its own thread (its LISTEN works in-process); undefined for PostgreSQL. */
  pglite?: PgliteThread;
}

export type DatabaseOptions =
  // No dataDir: in memory (tests). `started`: already started by startPglite (server.ts), for this dataDir.
  | { kind: 'pglite'; dataDir?: string; started?: StartedPglite }
  | { kind: 'postgres'; url: string };

/** A database being opened: the handle, usable at once, and whether it opened. */
export interface OpeningDatabase {
  handle: DatabaseHandle;
  /** Resolves once the database is open, migrated and answering; rejects (the handle closed) otherwise. */
  opened: Promise<void>;
}

/**
 * Opens the database, takes the data-directory lock when embedded, and applies pending migrations. Each kind's
 * driver is loaded only when it is the one in use: a server never needs both, and each is a tenth of a second
 * of start-up.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { handle, opened } = await startOpeningDatabase(options);
  await opened;
  return handle;
}

/**
 * Like `openDatabase`, but resolves as soon as the handle exists (the data directory locked): the embedded
 * database then opens in its own thread while the caller goes on (the server builds its app meanwhile), and a
 * query made before it is open waits for it. PostgreSQL is opened and migrated before this resolves.
 */
export async function startOpeningDatabase(options: DatabaseOptions): Promise<OpeningDatabase> {
  const opening =
    options.kind === 'postgres'
      ? { handle: await openPostgres(options.url), opened: Promise.resolve() }
      : await startOpeningPglite(options.started ?? (await startPglite(options.dataDir)));
  const { handle } = opening;
  const opened = opening.opened.then(async () => {
    try {
      await handle.ping();
    } catch (error) {
      await handle.close();
      throw error;
    }
  });
  // Whoever awaits `opened` (after building the app, say) gets the failure; it is not also an unhandled rejection
  // in between.
  opened.catch(() => {});
  return { handle, opened };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzlePg }, { pipelinedTransactions }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('./pipelined-transactions'),
  ]);
  // Pipeline mode: a connection sends each statement at once, without waiting for the answer to the one before
  // (pipelined-transactions.ts relies on it; a lone query is unaffected).
  const pool = new pg.Pool({ connectionString: url, max: 10, pipeline: true });
  // An idle connection the server drops (restart, admin kill) is replaced on the next query; without a
  // listener its 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  registerTransactionRunner(db, pipelinedTransactions(db, pool));
  try {
    const newest = await pool.query<{ newest: unknown }>(NEWEST_APPLIED_MIGRATION).then(
      (result) => result.rows[0]?.newest,
      () => undefined, // no migrations table yet
    );
    if (!schemaIsCurrent(newest)) {
      const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
      await migratePg(drizzlePg(pool), { migrationsFolder });
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db,
    kind: 'postgres',
    pool,
    ping: () => timed(db),
    close: () => pool.end(),
  };
}

/**
 * The embedded database, opening in its own thread (pglite-thread.ts), as a handle usable at once — its queries
 * wait for the database — and `opened`, settled when the database is open and its schema current, or could not be
 * opened (the lock is then released).
 */
async function startOpeningPglite({ thread: pglite, release }: StartedPglite): Promise<OpeningDatabase> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  let pgliteFailedToOpen = false;
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      try {
        await pglite.close().catch((error: unknown) => {
          // A database that never opened has nothing to close.
          if (!pgliteFailedToOpen) throw error;
        });
      } finally {
        await release();
      }
    })());
  const opened = pglite.waitReady.catch(async (error: unknown) => {
    pgliteFailedToOpen = true;
    await close();
    throw error;
  });
  // The worker-backed client stands in for PGlite: drizzle calls only `query` and `transaction` on it.
  const db = drizzlePglite(pglite as unknown as PGlite, { schema }) as unknown as Database;
  const handle: DatabaseHandle = { db, kind: 'pglite', pglite, ping: () => timed(db), close };
  return { handle, opened };
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
