/**
 * Opens the database: PGlite in DATA_DIR by default (embedded, one process), PostgreSQL when DATABASE_URL is set.
 * Both speak the same dialect, so the rest of the server sees one `Database` type.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, ParserOptions, QueryOptions, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
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
  /** The embedded database itself (its LISTEN works in-process); undefined for PostgreSQL. */
  pglite?: PGlite;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string };

/**
 * Opens the database, takes the data-directory lock when embedded, and applies pending migrations. Each kind's
 * driver is loaded only when it is the one in use: a server never needs both, and each is a tenth of a second
 * of start-up.
 */
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
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
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
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const release = dataDir ? await lockDataDir(dataDir) : async () => {};
  const directory = dataDir ? path.join(dataDir, 'pglite') : undefined;
  let client: PGlite | undefined;
  try {
    const created = directory !== undefined && !fs.existsSync(path.join(directory, 'PG_VERSION'));
    client = await startPglite(directory);
    await migratePglite(drizzlePglite(leanClient(client)), { migrationsFolder });
    if (created) {
      // Creating a database and migrating it grows the WebAssembly heap to several hundred MB, which it never
      // gives back; a fresh instance on the now existing files starts small.
      await client.close();
      client = undefined;
      client = await startPglite(directory);
    }
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
  const pglite = client;
  const db = drizzlePglite(leanClient(pglite), { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: () => timed(db),
    close: async () => {
      await pglite.close();
      await release();
    },
  };
}

/**
 * The types drizzle reads as text (it parses dates itself); PGlite gets them once, at start. drizzle's PGlite
 * driver also passes them with every query, and PGlite then merges them into a copy of its whole parser table
 * each time — `leanClient` leaves them out, so the table set here is used as it is.
 */
const drizzleParsers: ParserOptions = Object.fromEntries(
  // timestamp, timestamptz, interval, date and their arrays, numeric[] (PGlite's `types` names the first four)
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

/**
 * PostgreSQL's own page cache inside the embedded database. Its default (128 MB) lives in the WebAssembly heap and
 * is resident once touched; the files below it are cached by the operating system anyway. 32 MB holds a
 * household's whole database many times over and keeps the server's idle memory about 95 MB lower (measured).
 */
const PGLITE_SETTINGS = ['shared_buffers = 32MB', 'wal_buffers = 1MB'];

async function startPglite(directory: string | undefined): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const options = { parsers: drizzleParsers, postgresqlconf: PGLITE_SETTINGS };
  const client = directory ? new PGlite(directory, options) : new PGlite(options);
  await client.waitReady;
  return client;
}

type QueryFn = (query: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** The PGlite client as drizzle sees it: queries and transactions without per-query parsers (see above). */
function leanClient(client: PGlite): PGlite {
  const lean = (query: QueryFn): QueryFn => (text, params, options) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return lean(target.query.bind(target) as QueryFn);
      if (property === 'transaction') {
        return <T>(work: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => {
            const leanTx = Object.create(tx) as Transaction;
            leanTx.query = lean(tx.query.bind(tx) as QueryFn) as Transaction['query'];
            return work(leanTx);
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 10) / 10;
}
