/**
 * The embedded database's own thread (see pglite-thread.ts). It opens PGlite — its WebAssembly, its file system
 * image, PostgreSQL's start — brings the schema up to date, and then runs what the server's thread sends it: one
 * message per query, per transaction's start and end, per LISTEN. PGlite's own queueing (one statement at a time,
 * a transaction holding the others back) works here exactly as it does in-process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, ParserOptions, Transaction } from '@electric-sql/pglite';
import { migrationsFolder, NEWEST_APPLIED_MIGRATION, schemaIsCurrent } from './migrations';

export interface PgliteWorkerData {
  /** The database's directory; none: in memory (tests). */
  directory?: string;
}

export type PgliteRequest =
  | { id: number; op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

export type PgliteReply =
  | { type: 'opened' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'notification'; channel: string; payload: string };

/** An error as it crosses threads: its message and the fields PostgreSQL gives (code, constraint, detail …). */
export type SerializedError = { name: string; message: string } & Record<string, string | number | boolean | null>;

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: SerializedError = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string;
  }
  return fields;
}

/**
 * The types drizzle reads as text (it parses dates itself), set once: drizzle's PGlite driver also passes them with
 * every query, and PGlite would merge them into a copy of its whole parser table each time — here they could not
 * cross threads anyway (functions), so the thread leaves per-query parsers out.
 */
const drizzleParsers: ParserOptions = Object.fromEntries(
  // timestamp, timestamptz, interval, date and their arrays, numeric[] (PGlite's `types` names the first four)
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, (value: string) => value]),
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

/** Applies pending migrations; with none pending (nearly every start) that is one query, drizzle not loaded. */
async function migrate(client: PGlite): Promise<void> {
  const newest = await client.query<{ newest: unknown }>(NEWEST_APPLIED_MIGRATION).then(
    (result) => result.rows[0]?.newest,
    () => undefined, // no migrations table yet
  );
  if (schemaIsCurrent(newest)) return;
  const [{ drizzle }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migratePglite(drizzle(client), { migrationsFolder });
}

async function open(directory: string | undefined): Promise<PGlite> {
  const created = directory !== undefined && !fs.existsSync(path.join(directory, 'PG_VERSION'));
  let client = await startPglite(directory);
  try {
    await migrate(client);
    if (created) {
      // Creating a database and migrating it grows the WebAssembly heap to several hundred MB, which it never
      // gives back; a fresh instance on the now existing files starts small.
      await client.close();
      client = await startPglite(directory);
    }
    return client;
  } catch (error) {
    if (!client.closed) await client.close().catch(() => {});
    throw error;
  }
}

/** Transactions under way, by the number the server's thread knows them by. */
interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  done: Promise<void>;
}

function serve(client: PGlite, port: NonNullable<typeof parentPort>): void {
  // By the number the server's thread gave it with `begin`; settled once PGlite has started it.
  const transactions = new Map<number, Promise<OpenTransaction>>();
  const listening = new Map<string, () => Promise<void>>();

  const target = async (tx: number | undefined): Promise<Pick<Transaction, 'query' | 'exec'>> => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return (await open).tx;
  };

  /**
   * Starts a transaction once PGlite lets it (after the one under way). Known by its number at once: the server's
   * thread sends its statements without waiting for the start (one round trip less), and they wait for it here.
   */
  const begin = (id: number) => {
    const started = new Promise<OpenTransaction>((resolve, reject) => {
      let running = false;
      const holder: { done?: Promise<void> } = {};
      holder.done = client.transaction(async (tx) => {
        running = true;
        const commit = await new Promise<boolean>((finish) => resolve({ tx, finish, done: holder.done! }));
        if (!commit) await tx.rollback();
      });
      holder.done.catch((error: unknown) => {
        if (!running) reject(error);
      });
    });
    transactions.set(id, started);
    started.catch(() => transactions.delete(id));
    return started.then(() => undefined);
  };

  const end = async (id: number, commit: boolean) => {
    const open = transactions.get(id);
    if (!open) throw new Error('Transaction is closed');
    transactions.delete(id);
    const { finish, done } = await open;
    finish(commit);
    await done;
  };

  const run = async (request: PgliteRequest): Promise<unknown> => {
    switch (request.op) {
      case 'query':
        return (await target(request.tx)).query(request.text, request.params, { rowMode: request.rowMode });
      case 'exec':
        return (await target(request.tx)).exec(request.text);
      case 'begin':
        return begin(request.tx);
      case 'end':
        return end(request.tx, request.commit);
      case 'listen': {
        if (listening.has(request.channel)) return undefined;
        const channel = request.channel;
        const unlisten = await client.listen(channel, (payload) =>
          port.postMessage({ type: 'notification', channel, payload } satisfies PgliteReply),
        );
        listening.set(channel, unlisten);
        return undefined;
      }
      case 'unlisten': {
        const unlisten = listening.get(request.channel);
        listening.delete(request.channel);
        await unlisten?.();
        return undefined;
      }
      case 'close':
        if (!client.closed) await client.close();
        return undefined;
    }
  };

  port.on('message', (request: PgliteRequest) => {
    run(request).then(
      (value) => port.postMessage({ type: 'result', id: request.id, value } satisfies PgliteReply),
      (error: unknown) => port.postMessage({ type: 'error', id: request.id, error: serializeError(error) } satisfies PgliteReply),
    );
  });
}

if (parentPort) {
  const port = parentPort;
  const { directory } = workerData as PgliteWorkerData;
  open(directory).then(
    (client) => {
      serve(client, port);
      port.postMessage({ type: 'opened' } satisfies PgliteReply);
    },
    (error: unknown) => port.postMessage({ type: 'failed', error: serializeError(error) } satisfies PgliteReply),
  );
}
