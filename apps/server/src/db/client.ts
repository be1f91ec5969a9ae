/**
 * Opens the database: PGlite in DATA_DIR by default (embedded, one process), PostgreSQL when DATABASE_URL is set.
 * Both speak the same dialect, so the rest of the server sees one `Database` type.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

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
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string };

/** Opens the database, takes the data-directory lock when embedded, and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.kind === 'postgres' ? await openPostgres(options.url) : await openPglite(options.dataDir);
  try {
    await handle.ping();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, admin kill) is replaced on the next query; without a
  // listener its 'error' event would crash the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  try {
    await migratePg(drizzlePg(pool), { migrationsFolder });
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

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  let client: PGlite | undefined;
  try {
    client = dataDir ? new PGlite(path.join(dataDir, 'pglite')) : new PGlite();
    await client.waitReady;
    await migratePglite(drizzlePglite(client), { migrationsFolder });
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: () => timed(db),
    close: async () => {
      await pglite.close();
      await release();
    },
  };
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
