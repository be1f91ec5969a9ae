/**
 * Integration tests run on both databases MealPlanr supports: PGlite (embedded) and a real PostgreSQL server.
 * Each test file gets its own fresh PostgreSQL database, dropped afterwards. Without a reachable PostgreSQL the
 * Postgres leg is skipped with a visible notice and the run's summary line says SKIPPED (see
 * `database-leg-reporter.ts`) — unless REQUIRE_POSTGRES=1 or CI=true, where that is a failure.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';

export type DbKind = 'pglite' | 'postgres';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REQUIRED = process.env.REQUIRE_POSTGRES === '1' || process.env.CI === 'true';

let postgresReachable: Promise<boolean> | undefined;
function isPostgresReachable(): Promise<boolean> {
  postgresReachable ??= (async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return postgresReachable;
}

/** A fresh, migrated database of the given kind; `close()` also drops a PostgreSQL test database. */
export async function openTestDatabase(kind: DbKind): Promise<DatabaseHandle & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const name = `mealplanr_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgresAvailable = await isPostgresReachable();
if (!postgresAvailable) {
  if (REQUIRED) throw new Error(`PostgreSQL is required (CI / REQUIRE_POSTGRES=1) but ${ADMIN_URL} does not answer.`);
  console.warn(`\n⚠ PostgreSQL at ${ADMIN_URL} does not answer: the PostgreSQL leg of the integration tests is SKIPPED.\n`);
}

type DatabaseSuite = (ctx: { kind: DbKind; readonly database: DatabaseHandle & { url?: string } }) => void;

/**
 * Runs `suite` once per database kind, with a database opened before and closed after the suite. What only
 * several connections or processes can show (races, several servers) belongs in `describeOnPostgres`, or in an
 * `it.runIf(ctx.kind === 'postgres')`.
 *
 * @example describeEachDatabase('health', (db) => { it('answers', async () => { … db.current … }) })
 */
export function describeEachDatabase(name: string, suite: DatabaseSuite): void {
  for (const kind of ['pglite', 'postgres'] as const) describeOn(kind, name, suite);
}

/**
 * Runs `suite` on PostgreSQL only: requests racing each other, LISTEN/NOTIFY, several server processes — things
 * the embedded database's single connection in one process cannot show. Without PostgreSQL it is skipped, and
 * the run's summary line says so.
 */
export function describeOnPostgres(name: string, suite: DatabaseSuite): void {
  describeOn('postgres', name, suite);
}

function describeOn(kind: DbKind, name: string, suite: DatabaseSuite): void {
  const run = kind === 'postgres' && !postgresAvailable ? describe.skip : describe;
  run(`${name} [${kind}]`, () => {
    let database: (DatabaseHandle & { url?: string }) | undefined;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });
    suite({
      kind,
      get database() {
        if (!database) throw new Error('database not open yet: use it inside a test or hook');
        return database;
      },
    });
  });
}
