/**
 * Item changes commit without waiting for the disk flush (ADR 0022): the statement that locks the list and the item
 * turns `synchronous_commit` off for its own transaction only. Every other transaction keeps the database's
 * setting, and so does the next transaction on the same connection.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { lockListWithItem } from '../src/modules/grocery-lists/grocery-lists.repository';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const synchronousCommit = async (db: Database) =>
  ((await db.execute(sql`select current_setting('synchronous_commit') as setting`)) as unknown as { rows: { setting: string }[] })
    .rows[0]!.setting;

describeEachDatabase('an item change’s commit', (ctx) => {
  let app: FastifyInstance;
  let owner: { cookie: string; user: { id: string } };
  let listId: string;
  let itemId: string;
  let itemVersion: number;

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    owner = await registerUser(app);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { ...sameOriginJson, cookie: owner.cookie }, payload });
    listId = (await post('/api/grocery-lists', { title: 'Commit' })).json().id;
    ({ id: itemId, version: itemVersion } = (await post(`/api/grocery-lists/${listId}/items`, { name: 'Pears' })).json().item);
  });
  afterAll(() => app.close());

  it('is asynchronous inside the change, whichever way the list and item are locked, and only there', async () => {
    const { db } = ctx.database;
    const before = await db.transaction((tx) => synchronousCommit(tx));
    expect(before).toBe('on');
    const claim = { scope: `user:${owner.user.id}`, key: crypto.randomUUID(), fingerprint: 'PATCH /commit-test {}', userId: owner.user.id };
    const locks = [
      (tx: Database) => lockListWithItem(tx, listId, itemId),
      (tx: Database) => lockListWithItem(tx, listId, itemId, owner.user.id),
      (tx: Database) => lockListWithItem(tx, listId, itemId, owner.user.id, claim),
    ];
    for (const lock of locks) {
      const inside = await db.transaction(async (tx) => {
        expect((await lock(tx))?.item?.id).toBe(itemId);
        return synchronousCommit(tx);
      });
      expect(inside).toBe('off');
      expect(await db.transaction((tx) => synchronousCommit(tx))).toBe('on');
    }
    expect(await synchronousCommit(db)).toBe('on');
  });

  it('still keeps the change: a checked item reads back checked', async () => {
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/grocery-lists/${listId}/items/${itemId}`,
      headers: { ...sameOriginJson, cookie: owner.cookie, 'idempotency-key': crypto.randomUUID() },
      payload: { checked: true, version: itemVersion },
    });
    expect(patched.statusCode).toBe(200);
    const list = (await app.inject({ method: 'GET', url: `/api/grocery-lists/${listId}`, headers: { cookie: owner.cookie } })).json();
    const items = [...list.groups.flatMap((group: { items: unknown[] }) => group.items), ...list.probablyAtHome];
    expect(items).toContainEqual(expect.objectContaining({ id: itemId, checked: true }));
  });
});
