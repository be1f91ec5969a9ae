/**
 * Two first-time requests with the same Idempotency-Key at the same moment (an offline queue replayed by two tabs,
 * a client retrying before the first answer came): the change happens once, and both get the same answer.
 *
 * To be sure both are inside their transactions at once, another connection holds the list's row lock; the test
 * lets go only when PostgreSQL shows both requests waiting.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { registerUser } from './helpers/auth';
import { describeOnPostgres } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

describeOnPostgres('two first-time requests with one Idempotency-Key', (ctx) => {
  let app: FastifyInstance;
  let other: FastifyInstance;
  let otherDatabase: DatabaseHandle;
  let holder: pg.Client;
  let owner: { cookie: string };

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    // A second server on its own pool, as a second process behind a load balancer would be.
    otherDatabase = await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    other = await buildTestApp(otherDatabase);
    holder = new pg.Client({ connectionString: ctx.database.url! });
    await holder.connect();
    owner = await registerUser(app);
  });
  afterAll(async () => {
    await holder.end();
    await other.close();
    await otherDatabase.close();
    await app.close();
  });

  const waitingBackends = async () =>
    Number(
      (
        await holder.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        )
      ).rows[0]!.n,
    );

  /** Sends both requests while the list is locked, and releases it once both are waiting inside PostgreSQL. */
  async function race(send: () => [Promise<LightMyRequestResponse>, Promise<LightMyRequestResponse>], listId: string) {
    await holder.query('begin');
    await holder.query('select id from grocery_lists where id = $1 for update', [listId]);
    const answers = send();
    try {
      const deadline = Date.now() + 15_000;
      while ((await waitingBackends()) < 2) {
        if (Date.now() > deadline) throw new Error('the two requests never waited side by side');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await holder.query('commit');
    }
    return Promise.all(answers);
  }

  /** A new list of the owner's with one item on it. */
  async function listWithItem(title: string, itemName: string) {
    const list = (
      await app.inject({
        method: 'POST',
        url: '/api/grocery-lists',
        headers: { ...sameOriginJson, cookie: owner.cookie },
        payload: { title },
      })
    ).json() as { id: string };
    const item = (
      await app.inject({
        method: 'POST',
        url: `/api/grocery-lists/${list.id}/items`,
        headers: { ...sameOriginJson, cookie: owner.cookie },
        payload: { name: itemName },
      })
    ).json().item as { id: string; version: number };
    return { list, item };
  }

  it('adds the item once and answers both the same', async () => {
    const list = (
      await app.inject({
        method: 'POST',
        url: '/api/grocery-lists',
        headers: { ...sameOriginJson, cookie: owner.cookie },
        payload: { title: 'Race' },
      })
    ).json() as { id: string };
    const request = {
      method: 'POST' as const,
      url: `/api/grocery-lists/${list.id}/items`,
      headers: { ...sameOriginJson, cookie: owner.cookie, 'idempotency-key': 'race-add-butter' },
      payload: { name: 'Butter', quantity: 250, unit: 'g' },
    };
    const [first, second] = await race(() => [app.inject(request), other.inject(request)], list.id);

    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json()).toEqual(second.json());
    const replayed = [first, second].filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(1);

    const view = await app.inject({ method: 'GET', url: `/api/grocery-lists/${list.id}`, headers: { cookie: owner.cookie } });
    expect(view.json()).toMatchObject({ itemCount: 1, version: 2 });
  });

  it('changes an item once: the second gets the first answer, not a conflict', async () => {
    const { list, item } = await listWithItem('Race to check an item', 'Pepper');
    const request = {
      method: 'PATCH' as const,
      url: `/api/grocery-lists/${list.id}/items/${item.id}`,
      headers: { ...sameOriginJson, cookie: owner.cookie, 'idempotency-key': 'race-check-pepper' },
      payload: { checked: true, version: item.version },
    };
    const [first, second] = await race(() => [app.inject(request), other.inject(request)], list.id);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    expect([first, second].filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    const view = await app.inject({ method: 'GET', url: `/api/grocery-lists/${list.id}`, headers: { cookie: owner.cookie } });
    expect(view.json()).toMatchObject({ checkedCount: 1, version: 3 });
  });

  it('deletes once: the second gets the first answer, not a 404', async () => {
    const { list, item } = await listWithItem('Race to delete an item', 'Salt');
    const request = {
      method: 'DELETE' as const,
      url: `/api/grocery-lists/${list.id}/items/${item.id}`,
      headers: { origin: sameOriginJson.origin, cookie: owner.cookie, 'idempotency-key': 'race-remove-salt' },
    };
    const [first, second] = await race(() => [app.inject(request), other.inject(request)], list.id);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect([first, second].filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
  });
});
