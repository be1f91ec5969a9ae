/**
 * Kept list answers (modules/grocery-lists/list-read-cache.ts): a list read again is answered without the
 * database while nothing changed, and every change — made here, announced by another server, a member
 * removed, the owner's account deleted — is seen by the very next read (across servers: as soon as the
 * announcement arrives).
 */
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { groceryListItems, listMembers } from '../src/db/schema';
import { createMemoryChangeBus } from '../src/lib/events/memory-change-bus';
import { transactionWithChanges } from '../src/lib/events/change-bus';
import { listTopic } from '../src/modules/grocery-lists/list-changes';
import { ListReadCache } from '../src/modules/grocery-lists/list-read-cache';
import { registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase, openTestDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';
import { secondServer } from './helpers/suite';

/** Waits (a few seconds at most) until `check` holds: announcements between servers arrive asynchronously. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

const someList = (version: number, title = 'Picnic') => ({ id: 'l1', title, version }) as unknown as GroceryList;

describe('ListReadCache', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps an answer per reader until the list’s topic announces a change, and never keeps "no access"', async () => {
    const bus = createMemoryChangeBus(database);
    const cache = new ListReadCache(bus);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { list: someList(loads), ownerId: 'owner' };
    };
    expect((await cache.read('l1', 'ann', load))?.version).toBe(1);
    expect((await cache.read('l1', 'ann', load))?.version).toBe(1);
    expect(loads).toBe(1);
    expect(await cache.read('l1', 'eve', async () => undefined)).toBeUndefined();
    expect(await cache.read('l1', 'eve', async () => undefined)).toBeUndefined();

    await transactionWithChanges(database.db, bus, async (_tx, publish) => publish(listTopic('l1'), { type: 'list_updated' }));
    expect((await cache.read('l1', 'ann', load))?.version).toBe(2);
    cache.close();
  });

  it('does not keep an answer read while a change committed', async () => {
    const bus = createMemoryChangeBus(database);
    const cache = new ListReadCache(bus);
    let release!: () => void;
    const slow = cache.read('l2', 'ann', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { list: someList(1, 'before the change'), ownerId: 'owner' };
    });
    await new Promise((resolve) => setImmediate(resolve));
    cache.changed('l2');
    release();
    expect((await slow)?.title).toBe('before the change');
    const next = await cache.read('l2', 'ann', async () => ({ list: someList(2, 'after'), ownerId: 'owner' }));
    expect(next?.title).toBe('after');
    cache.close();
  });

  it('forgets answers after their time to live, and what an account change touches', async () => {
    const bus = createMemoryChangeBus(database);
    let now = 0;
    const cache = new ListReadCache(bus, 100, () => now);
    const answer = (title: string) => async () => ({ list: someList(1, title), ownerId: 'olga' });
    await cache.read('l3', 'ann', answer('first'));
    now = 101;
    expect((await cache.read('l3', 'ann', answer('second')))?.title).toBe('second');

    // The owner's account changed (renamed, deleted): every reader of their lists reads again.
    await cache.read('l3', 'ben', answer('ben’s'));
    await transactionWithChanges(database.db, bus, async (_tx, publish) => publish('auth', { userId: 'olga' }));
    expect((await cache.read('l3', 'ben', answer('fresh')))?.title).toBe('fresh');

    // A sweep lets go of what is past its time to live, list and all.
    now += 50;
    await cache.read('l4', 'ann', answer('other list'));
    expect(cache.size).toBe(2);
    now += 60; // l3's answers are 110 ms old, l4's 60 ms
    cache.sweep();
    expect(cache.size).toBe(1);
    expect((await cache.read('l4', 'ann', answer('not read')))?.title).toBe('other list');
    cache.close();
  });
});

describeEachDatabase('kept list answers', (ctx) => {
  let app: FastifyInstance;
  let owner: { cookie: string; id: string };

  const call = (cookie: string, options: InjectOptions & { url: string }, on = app) =>
    on.inject({
      ...options,
      headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie },
    });
  const read = async (cookie: string, listId: string, on = app) => call(cookie, { method: 'GET', url: `/api/grocery-lists/${listId}` }, on);
  const namesIn = (list: GroceryList) => list.groups.flatMap((g) => g.items.map((i) => i.name));

  async function listWith(names: string[]): Promise<{ id: string; items: { id: string; version: number }[] }> {
    const list = (await call(owner.cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title: 'Market' } })).json();
    const items = [];
    for (const name of names) {
      const added = await call(owner.cookie, { method: 'POST', url: `/api/grocery-lists/${list.id}/items`, payload: { name } });
      items.push(added.json().item);
    }
    return { id: list.id, items };
  }

  /** Writes behind the app's back: nothing announces it, so only a read of the database can see it. */
  const renameUnannounced = (itemId: string, name: string) =>
    ctx.database.db.update(groceryListItems).set({ name }).where(eq(groceryListItems.id, itemId));

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    const a = await registerUser(app, { displayName: 'Olga' });
    owner = { cookie: a.cookie, id: a.user.id };
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a list read again from what it kept, and reads the database after every change', async () => {
    const list = await listWith(['Bread', 'Milk']);
    // On PostgreSQL the announcements of the items just added come round moments later and drop what a read
    // kept meanwhile: the list is read once they have arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(namesIn((await read(owner.cookie, list.id)).json())).toEqual(expect.arrayContaining(['Bread', 'Milk']));

    await renameUnannounced(list.items[0]!.id, 'Rye bread');
    expect(namesIn((await read(owner.cookie, list.id)).json())).toContain('Bread');

    // A change through the API is seen by the very next read, with what the database holds besides.
    const checked = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${list.items[1]!.id}`,
      payload: { checked: true, version: list.items[1]!.version },
    });
    expect(checked.statusCode, checked.body).toBe(200);
    const after = (await read(owner.cookie, list.id)).json() as GroceryList;
    expect(namesIn(after)).toContain('Rye bread');
    expect(after.version).toBe(checked.json().listVersion);
  });

  it('gives a member removed from the list, or whose owner deleted their account, 404 at once', async () => {
    const member = await registerUser(app);
    const list = await listWith(['Apples']);
    await ctx.database.db.insert(listMembers).values({
      listId: list.id,
      userId: member.user.id,
      email: member.user.email,
      tokenHash: `accepted-${list.id}`,
      invitedBy: owner.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    });
    expect((await read(member.cookie, list.id)).statusCode).toBe(200);
    expect((await read(member.cookie, list.id)).statusCode).toBe(200);
    const removed = await call(owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/members/${member.user.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await read(member.cookie, list.id)).statusCode).toBe(404);

    // The owner of a second list deletes their account: the list goes with it.
    const other = await registerUser(app);
    const theirs = (await call(other.cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title: 'Theirs' } })).json();
    await ctx.database.db.insert(listMembers).values({
      listId: theirs.id,
      userId: member.user.id,
      email: member.user.email,
      tokenHash: `accepted-${theirs.id}`,
      invitedBy: other.user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
      acceptedAt: new Date(),
    });
    expect((await read(member.cookie, theirs.id)).statusCode).toBe(200);
    expect((await read(member.cookie, theirs.id)).statusCode).toBe(200);
    const gone = await call(other.cookie, { method: 'DELETE', url: '/api/user', payload: { password: TEST_PASSWORD } });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await eventually(async () => (await read(member.cookie, theirs.id)).statusCode === 404)).toBe(true);
  });

  if (ctx.kind === 'postgres') {
    describe('with a second server on the same database', () => {
      const other = secondServer(ctx);

      it('reads again once the other server’s change is announced', async () => {
        const list = await listWith(['Pears']);
        expect(namesIn((await read(owner.cookie, list.id, other.app)).json())).toContain('Pears');
        const renamed = await call(owner.cookie, {
          method: 'PATCH',
          url: `/api/grocery-lists/${list.id}/items/${list.items[0]!.id}`,
          payload: { name: 'Conference pears', version: list.items[0]!.version },
        });
        expect(renamed.statusCode, renamed.body).toBe(200);
        const seen = await eventually(async () => namesIn((await read(owner.cookie, list.id, other.app)).json()).includes('Conference pears'));
        expect(seen).toBe(true);
      });
    });
  }
});
