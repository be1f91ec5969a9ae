/**
 * How fast a change to a grocery list reaches everyone who has it open (the product promises "within a
 * second"). For each item added over real HTTP, it measures when the writer gets its answer and when a reader's
 * event stream (`/api/grocery-lists/:id/events`) delivers the `item_added` event, and prints the delivery time
 * next to the write time measured in the same run (the baseline: delivery cannot be faster than the write).
 * Scenarios: one server on the embedded database; two server processes on PostgreSQL, writing through one and
 * reading through the other (LISTEN/NOTIFY). Prints figures only; nothing is asserted.
 * Run: `npx tsx bench/live-updates.bench.ts` (LIVE_BENCH_ITEMS=50 for a quick look).
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { readEventBlocks } from '../apps/server/test/helpers/event-stream';

const ITEMS = Number(process.env.LIVE_BENCH_ITEMS ?? 200);
const WARM_UP = 10;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORIGIN = 'http://localhost:5000'; // the test configuration's public origin (mutations must come from it)

async function listen(database: DatabaseHandle): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp({ config: testConfig(), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function post(url: string, cookie: string, body: unknown): Promise<Response> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Resolves `waitFor(n)` when the n-th `item_added` event has arrived, with the time it did. */
async function itemEvents(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', cookie }, signal: controller.signal });
  const arrivals: number[] = [];
  const waiters = new Map<number, (at: number) => void>();
  void readEventBlocks(res.body!, (block) => {
    if (!/^event: item_added$/m.test(block)) return;
    const at = performance.now();
    arrivals.push(at);
    waiters.get(arrivals.length)?.(at);
  });
  return {
    waitFor: (n: number) =>
      n <= arrivals.length ? Promise.resolve(arrivals[n - 1]!) : new Promise<number>((resolve) => waiters.set(n, resolve)),
    close: () => controller.abort(),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function run(name: string, writer: { app: FastifyInstance; url: string }, reader: { url: string }) {
  const registered = await writer.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: { username: `bench_${Date.now()}`, email: `bench_${Date.now()}@example.org`, password: 'Plum-Tomato-Basil-42' },
  });
  const cookie = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const list = (await (await post(`${writer.url}/api/grocery-lists`, cookie, { title: 'Bench' })).json()) as { id: string };
  const events = await itemEvents(`${reader.url}/api/grocery-lists/${list.id}/events`, cookie);

  const write: number[] = [];
  const delivery: number[] = [];
  for (let i = 1; i <= WARM_UP + ITEMS; i++) {
    const started = performance.now();
    await post(`${writer.url}/api/grocery-lists/${list.id}/items`, cookie, { name: `item ${i}` });
    const answered = performance.now();
    const delivered = await events.waitFor(i);
    if (i > WARM_UP) {
      write.push(answered - started);
      delivery.push(delivered - started);
    }
  }
  events.close();
  write.sort((a, b) => a - b);
  delivery.sort((a, b) => a - b);
  console.log(`${name}`);
  console.log(`  write answered     p50 ${ms(percentile(write, 50))}   p95 ${ms(percentile(write, 95))}   max ${ms(write.at(-1)!)}`);
  console.log(
    `  event delivered    p50 ${ms(percentile(delivery, 50))}   p95 ${ms(percentile(delivery, 95))}   max ${ms(delivery.at(-1)!)}` +
      `   (${(percentile(delivery, 50) / percentile(write, 50)).toFixed(2)}× the write at p50)`,
  );
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log(`Live updates: ${ITEMS} items added one after another, each awaited by an open event stream\n`);

const embedded = await openDatabase({ kind: 'pglite' });
const single = await listen(embedded);
await run('one server, embedded database (PGlite)', single, single);
await single.app.close();
await embedded.close();

if (await postgresReachable()) {
  const first = await openDatabase({ kind: 'postgres', url: POSTGRES_URL });
  const second = await openDatabase({ kind: 'postgres', url: POSTGRES_URL });
  const a = await listen(first);
  const b = await listen(second);
  await run('two servers on PostgreSQL, written through one, read through the other', a, b);
  await a.app.close();
  await b.app.close();
  await first.close();
  await second.close();
} else {
  console.log(`(PostgreSQL at ${POSTGRES_URL} did not answer: the two-server run was skipped)`);
}
