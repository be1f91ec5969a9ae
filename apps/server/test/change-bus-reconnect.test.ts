/**
 * The PostgreSQL change bus when its LISTEN connection dies (a restarted database, a proxy timing out, an admin
 * ending it): it reconnects, tells every subscriber to resync — a change made meanwhile was never heard — and
 * open list views send a fresh snapshot, then follow changes again.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BusDelivery } from '../src/lib/events/change-bus';
import { CHANGE_CHANNEL } from '../src/lib/events/postgres-change-bus';
import { listTopic } from '../src/modules/grocery-lists/list-changes';
import { registerUser } from './helpers/auth';
import { describeOnPostgres } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

/** Resolves once `check` holds, looking again every 50 ms; fails after `timeoutMs` with what it waited for. */
async function eventually(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The raw text of a Server-Sent Events stream as it arrives. */
async function readStream(url: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', cookie }, signal: controller.signal });
  const stream = { text: '', close: () => controller.abort() };
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body!) stream.text += decoder.decode(chunk as Uint8Array, { stream: true });
    } catch {
      // aborted
    }
  })();
  return stream;
}

const countOf = (text: string, needle: string) => text.split(needle).length - 1;

describeOnPostgres('the change bus after losing its LISTEN connection', (ctx) => {
  let app: FastifyInstance;
  let admin: pg.Client;
  let base: string;
  let owner: { cookie: string };

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    admin = new pg.Client({ connectionString: ctx.database.url! });
    await admin.connect();
    owner = await registerUser(app);
  });
  afterAll(async () => {
    await admin.end();
    await app.close();
  });

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...sameOriginJson, cookie: owner.cookie }, payload });

  /** Ends this database's listening connection from the server side, as PostgreSQL does to a dropped client. */
  async function killListener(): Promise<number> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query ilike $1`,
      [`LISTEN ${CHANGE_CHANNEL}%`],
    );
    expect(rows).toHaveLength(1);
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    return rows[0]!.pid;
  }

  async function listenerPid(): Promise<number | undefined> {
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query ilike $1`,
      [`LISTEN ${CHANGE_CHANNEL}%`],
    );
    return rows[0]?.pid;
  }

  it('reconnects, tells subscribers to resync, and delivers what comes after', async () => {
    const list = (await post('/api/grocery-lists', { title: 'Reconnect' })).json() as { id: string };
    const deliveries: BusDelivery[] = [];
    const unsubscribe = app.grocery.bus.subscribe(listTopic(list.id), (delivery) => deliveries.push(delivery));
    try {
      await post(`/api/grocery-lists/${list.id}/items`, { name: 'Milk' });
      await eventually('the first change', () => deliveries.some((d) => d.kind === 'message'));

      const killed = await killListener();
      // Made while nobody listens: PostgreSQL delivers its NOTIFY to no one in this process.
      await post(`/api/grocery-lists/${list.id}/items`, { name: 'Eggs' });
      await eventually('a resync', () => deliveries.some((d) => d.kind === 'resync'));
      const pid = await listenerPid();
      expect(pid).toBeDefined();
      expect(pid).not.toBe(killed);

      const heard = deliveries.length;
      await post(`/api/grocery-lists/${list.id}/items`, { name: 'Bread' });
      await eventually('the change after reconnecting', () =>
        deliveries.slice(heard).some((d) => d.kind === 'message' && JSON.stringify(d.payload).includes('Bread')),
      );
    } finally {
      unsubscribe();
    }
  });

  it('makes an open list view send a fresh snapshot, and the view misses no change', async () => {
    const list = (await post('/api/grocery-lists', { title: 'Live through a reconnect' })).json() as { id: string };
    const view = await readStream(`${base}/api/grocery-lists/${list.id}/events`, owner.cookie);
    try {
      await eventually('the first snapshot', () => countOf(view.text, 'event: snapshot') === 1);

      const seenBefore = view.text.length;
      await killListener();
      // Most likely made before the listener is back, so its NOTIFY reaches nobody: the fresh snapshot carries it.
      await post(`/api/grocery-lists/${list.id}/items`, { name: 'Unheard apples' });
      await eventually('a fresh snapshot', () => countOf(view.text.slice(seenBefore), 'event: snapshot') >= 1);
      await eventually('the change made while the listener was down', () =>
        view.text.slice(seenBefore).includes('Unheard apples'),
      );

      await post(`/api/grocery-lists/${list.id}/items`, { name: 'Heard pears' });
      await eventually('the next change, live again', () => /event: item_added\ndata: [^\n]*Heard pears/.test(view.text));
    } finally {
      view.close();
    }
  });
});
