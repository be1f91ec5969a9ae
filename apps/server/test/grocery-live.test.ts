import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { transactionWithChanges } from '../src/lib/events/change-bus';
import { encodeNotification } from '../src/lib/events/postgres-change-bus';
import { listTopic } from '../src/modules/grocery-lists/list-changes';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { readEventBlocks } from './helpers/event-stream';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

interface SseEvent {
  id: string | undefined;
  event: string;
  data: Record<string, unknown>;
}

/** A real EventSource-like reader over fetch: parses the stream into events one can wait for. */
async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  let comments = 0;
  let closed = false;
  let wake: (() => void) | undefined;
  void readEventBlocks(res.body!, (block) => {
    const fields = Object.fromEntries(
      block
        .split('\n')
        .filter((line) => !line.startsWith(':'))
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
    );
    if (block.startsWith(':')) comments++;
    if (fields.event) {
      events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? '{}') });
    }
    wake?.();
  }).then(() => {
    closed = true;
    wake?.();
  });
  let consumed = 0;
  return {
    status: res.status,
    headers: res.headers,
    events,
    get closed() {
      return closed;
    },
    get comments() {
      return comments;
    },
    /** The next event not yet taken (optionally of `type`), or a timeout error. */
    async next(type?: string, timeoutMs = 3000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = events.findIndex((e, i) => i >= consumed && (!type || e.event === type));
        if (index >= 0) {
          consumed = index + 1;
          return events[index]!;
        }
        if (closed) throw new Error(`stream closed before a ${type ?? 'event'} came`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${type ?? 'event'} within ${timeoutMs} ms; got ${events.map((e) => e.event)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
    },
    /** Waits a little and reports whether any untaken event came. */
    async quiet(ms = 400): Promise<SseEvent[]> {
      await new Promise((r) => setTimeout(r, ms));
      return events.slice(consumed);
    },
    close: () => controller.abort(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describeEachDatabase('live updates of grocery lists', (ctx) => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  let otherDb: DatabaseHandle | undefined;
  let base: string;
  let otherBase: string;
  let owner: { cookie: string; id: string };
  const streams: { close(): void }[] = [];

  const call = (target: FastifyInstance, cookie: string, options: InjectOptions & { url: string }) =>
    target.inject({
      ...options,
      headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie },
    });
  const stream = async (url: string, headers: Record<string, string> = {}) => {
    const s = await openStream(url, headers);
    streams.push(s);
    return s;
  };
  const newList = async (title = 'Live'): Promise<GroceryList> =>
    (await call(app, owner.cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title } })).json();
  /** Someone new, invited by e-mail to the list by `ownerCookie`'s owner, who accepted. */
  const newMember = async (ownerCookie: string, listId: string) => {
    const email = `member_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.org`;
    await call(app, ownerCookie, { method: 'POST', url: `/api/grocery-lists/${listId}/invitations`, payload: { email } });
    const { queuedMessage, tokenIn } = await import('./helpers/mail');
    const token = tokenIn((await queuedMessage(app, email)).text, 'invitations');
    const member = await registerUser(app, { email });
    await call(app, member.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` });
    return member;
  };
  const addItem = async (target: FastifyInstance, listId: string, name: string): Promise<GroceryItem> =>
    (await call(target, owner.cookie, { method: 'POST', url: `/api/grocery-lists/${listId}/items`, payload: { name } })).json()
      .item;

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    // A second server on the same database, as another process would be: PostgreSQL only (its own pool and
    // LISTEN connection). The embedded database belongs to one process, so there `other` is this same server.
    otherDb = ctx.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: ctx.database.url! }) : undefined;
    other = otherDb ? await buildTestApp(otherDb) : app;
    base = await listen(app);
    otherBase = other === app ? base : await listen(other);
    const a = await registerUser(app);
    owner = { cookie: a.cookie, id: a.user.id };
    // The first item ever added loads the ingredient catalog (about a second); timings below start warm.
    await addItem(app, (await newList('warm-up')).id, 'Salt');
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await app.close();
    if (other !== app) await other.close();
    await otherDb?.close();
  });

  it('sends a snapshot, then every change within a second, with the list version as event id', async () => {
    const list = await newList();
    const live = await stream(`${base}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    const snapshot = await live.next();
    expect(snapshot.event).toBe('snapshot');
    expect(snapshot.id).toBe(String(list.version));
    expect((snapshot.data.list as GroceryList).id).toBe(list.id);

    // Pushed as the change commits, not polled (timings are not asserted: this machine is shared and noisy).
    const item = await addItem(app, list.id, 'Milk');
    const added = await live.next('item_added');
    expect(added.id).toBe(String(list.version + 1));
    expect(added.data).toMatchObject({ type: 'item_added', version: list.version + 1, item: { id: item.id, name: 'Milk' } });

    await call(app, owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${item.id}`,
      payload: { version: item.version, checked: true },
    });
    expect((await live.next()).data).toMatchObject({ type: 'item_updated', item: { id: item.id, checked: true } });
    await call(app, owner.cookie, { method: 'PATCH', url: `/api/grocery-lists/${list.id}`, payload: { title: 'Renamed' } });
    expect((await live.next()).data).toMatchObject({ type: 'list_updated', title: 'Renamed' });
    await call(app, owner.cookie, { method: 'POST', url: `/api/grocery-lists/${list.id}/clear-checked` });
    expect((await live.next()).data).toMatchObject({ type: 'items_cleared', itemIds: [item.id] });
    const second = await addItem(app, list.id, 'Bread');
    await live.next('item_added');
    await call(app, owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/items/${second.id}` });
    const removed = await live.next();
    expect(removed.data).toMatchObject({ type: 'item_removed', itemId: second.id });
    expect(Number(removed.id)).toBe(list.version + 6);

    // Failed changes announce nothing.
    await call(app, owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${item.id}`,
      payload: { version: 99, note: 'x' },
    });
    expect(await live.quiet()).toEqual([]);

    await call(app, owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}` });
    expect((await live.next()).event).toBe('list_deleted');
    await expect(live.next(undefined, 1000)).rejects.toThrow(/closed/);
  });

  it('lets a reconnecting client catch up: nothing missed, nothing sent; behind, a snapshot', async () => {
    const list = await newList();
    await addItem(app, list.id, 'Eggs');
    const url = `${base}/api/grocery-lists/${list.id}/events`;
    const upToDate = await stream(url, { cookie: owner.cookie, 'last-event-id': String(list.version + 1) });
    const item = await addItem(app, list.id, 'Flour');
    const first = await upToDate.next();
    expect(first.data).toMatchObject({ type: 'item_added', item: { id: item.id } });

    const behind = await stream(url, { cookie: owner.cookie, 'last-event-id': String(list.version) });
    const snap = await behind.next();
    expect(snap.event).toBe('snapshot');
    expect(snap.id).toBe(String(list.version + 2));
    expect((snap.data.list as GroceryList).itemCount).toBe(2);
  });

  it('sends a fresh snapshot when it sees a version it cannot account for', async () => {
    const list = await newList();
    const live = await stream(`${base}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
    await live.next('snapshot');
    // A message that skips a version (as if one from another process got lost).
    await transactionWithChanges(app.database.db, app.grocery.bus, async (_tx, publish) => {
      publish(listTopic(list.id), { type: 'item_removed', version: list.version + 2, itemId: list.id });
    });
    const snap = await live.next();
    expect(snap.event).toBe('snapshot');
    expect(snap.id).toBe(String(list.version));
  });

  it.runIf(ctx.kind === 'postgres')('delivers changes made through another server process', async () => {
    const list = await newList('Two servers');
    const here = await stream(`${base}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
    const there = await stream(`${otherBase}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
    await here.next('snapshot');
    await there.next('snapshot');

    const viaOther = await addItem(other, list.id, 'Apples');
    const seenHere = await here.next('item_added');
    expect(seenHere.data).toMatchObject({ item: { id: viaOther.id } });
    expect((await there.next('item_added')).data).toMatchObject({ item: { id: viaOther.id } });

    const viaThis = await addItem(app, list.id, 'Pears');
    expect((await there.next('item_added')).data).toMatchObject({ item: { id: viaThis.id } });
    expect((await here.next('item_added')).data).toMatchObject({ item: { id: viaThis.id } });
  });

  it('streams a shared list to a visitor, without private data, and ends it when the link is revoked', async () => {
    const list = await newList('Shared live');
    const link = (
      await call(app, owner.cookie, {
        method: 'POST',
        url: `/api/grocery-lists/${list.id}/share`,
        payload: { permission: 'check' },
      })
    ).json();
    const visitor = await stream(`${otherBase}/api/shared/${link.shareId}/events`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('referrer-policy')).toBe('no-referrer');
    expect(visitor.headers.get('x-robots-tag')).toBe('noindex');
    expect(visitor.headers.get('cache-control')).toBe('no-store');
    const snap = await visitor.next('snapshot');
    expect(snap.data.list).toMatchObject({ title: 'Shared live', permission: 'check' });

    const item = await addItem(app, list.id, 'Cherries');
    const added = await visitor.next('item_added');
    expect(added.data).toMatchObject({ item: { id: item.id, name: 'Cherries' } });
    expect(JSON.stringify(added.data)).not.toMatch(/sources|listId|createdAt/);

    // The visitor's own check reaches the owner.
    const ownerView = await stream(`${base}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
    await ownerView.next('snapshot');
    const checked = await fetch(`${otherBase}/api/shared/${link.shareId}/items/${item.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ checked: true }),
    });
    expect(checked.status).toBe(200);
    expect((await ownerView.next('item_updated')).data).toMatchObject({ item: { id: item.id, checked: true } });
    expect((await visitor.next('item_updated')).data).toMatchObject({ item: { id: item.id, checked: true } });

    await call(app, owner.cookie, { method: 'PATCH', url: `/api/grocery-lists/${list.id}/share`, payload: { permission: 'view' } });
    expect((await visitor.next()).data).toMatchObject({ type: 'share_updated', enabled: true, permission: 'view' });

    await call(app, owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/share` });
    expect((await visitor.next()).event).toBe('access_revoked');
    await expect(visitor.next(undefined, 1000)).rejects.toThrow(/closed/);
    expect((await ownerView.next('share_updated')).data).toMatchObject({ enabled: true, permission: 'view' });
    expect((await ownerView.next('share_updated')).data).toMatchObject({ enabled: false, permission: null });

    const unknown = await fetch(`${base}/api/shared/${link.shareId}/events`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });

  it('lets a shared-link visitor reconnect without a snapshot when nothing was missed', async () => {
    const list = await newList('Shared reconnect');
    const link = (
      await call(app, owner.cookie, { method: 'POST', url: `/api/grocery-lists/${list.id}/share`, payload: { permission: 'view' } })
    ).json();
    const first = await stream(`${base}/api/shared/${link.shareId}/events`);
    const snap = await first.next('snapshot');
    first.close();
    const again = await stream(`${base}/api/shared/${link.shareId}/events`, { 'last-event-id': snap.id! });
    expect(await again.quiet()).toEqual([]);
    const item = await addItem(app, list.id, 'Plums');
    expect((await again.next()).data).toMatchObject({ type: 'item_added', item: { id: item.id } });
  });

  it("answers 404 for someone else's list and ends a removed member's stream", async () => {
    const list = await newList('Members');
    const stranger = await registerUser(app);
    const refused = await fetch(`${base}/api/grocery-lists/${list.id}/events`, { headers: { cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
    expect((await fetch(`${base}/api/grocery-lists/${list.id}/events`)).status).toBe(401);

    const member = await newMember(owner.cookie, list.id);

    const live = await stream(`${otherBase}/api/grocery-lists/${list.id}/events`, { cookie: member.cookie });
    await live.next('snapshot');
    await call(app, owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/members/${member.user.id}` });
    expect((await live.next()).event).toBe('access_revoked');
  });

  it("ends members' streams with list_deleted when the owner's account goes, taking the list with it", async () => {
    const leaving = await registerUser(app);
    const made = await call(app, leaving.cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title: 'Theirs' } });
    const list = made.json() as GroceryList;
    const member = await newMember(leaving.cookie, list.id);

    // One view on this server, one on the other (another process on PostgreSQL).
    const here = await stream(`${base}/api/grocery-lists/${list.id}/events`, { cookie: member.cookie });
    const there = await stream(`${otherBase}/api/grocery-lists/${list.id}/events`, { cookie: member.cookie });
    const version = Number((await here.next('snapshot')).id);
    await there.next('snapshot');
    const deleted = await call(app, leaving.cookie, { method: 'DELETE', url: '/api/user', payload: { password: leaving.password } });
    expect(deleted.statusCode).toBe(204);
    for (const live of [here, there]) {
      const ended = await live.next();
      expect(ended.event).toBe('list_deleted');
      expect(Number(ended.id)).toBe(version + 1);
      await expect(live.next(undefined, 1000)).rejects.toThrow(/closed/);
    }
    expect((await call(app, member.cookie, { method: 'GET', url: `/api/grocery-lists/${list.id}` })).statusCode).toBe(404);
  });

  it('keeps idle streams alive with a comment line', async () => {
    const list = await newList('Quiet');
    app.grocery.heartbeatMs = 100; // 25 s in production
    try {
      const live = await stream(`${base}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
      await live.next('snapshot');
      await live.quiet(450);
      expect(live.comments).toBeGreaterThanOrEqual(3);
    } finally {
      app.grocery.heartbeatMs = 25_000;
    }
  });

  it('ends open streams when the server shuts down', async () => {
    const db = ctx.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: ctx.database.url! }) : ctx.database;
    const third = await buildTestApp(db);
    const url = await listen(third);
    const list = await newList('Shutdown');
    const live = await stream(`${url}/api/grocery-lists/${list.id}/events`, { cookie: owner.cookie });
    await live.next('snapshot');
    // close() resolves only once every open stream has been ended (else the test times out).
    await third.close();
    await expect(live.next(undefined, 1000)).rejects.toThrow(/closed/);
    if (db !== ctx.database) await db.close();
  });
});

describe('the PostgreSQL change bus', () => {
  it('replaces a message too large for NOTIFY with a resync of its topic', () => {
    expect(JSON.parse(encodeNotification('t', { a: 1 }))).toEqual({ t: 't', p: { a: 1 } });
    expect(JSON.parse(encodeNotification('t', { a: 'x'.repeat(9000) }))).toEqual({ t: 't', r: 1 });
  });
});
