import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GROCERY_CATEGORIES } from '@mealplanr/contracts/enums';
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const NIL_UUID = '00000000-0000-4000-8000-000000000000';

describeEachDatabase('grocery lists and items', (ctx) => {
  let app: FastifyInstance;
  let owner: { cookie: string; id: string };
  let stranger: { cookie: string; id: string };

  // Like a browser: JSON content type only when there is a body.
  const call = (cookie: string, options: InjectOptions & { url: string }) =>
    app.inject({
      ...options,
      headers: {
        ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson),
        cookie,
        ...options.headers,
      },
    });

  async function createList(cookie: string, title = 'Weekend shop'): Promise<GroceryList> {
    const res = await call(cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title } });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  async function addItem(cookie: string, listId: string, payload: object): Promise<GroceryItem> {
    const res = await call(cookie, { method: 'POST', url: `/api/grocery-lists/${listId}/items`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item;
  }

  const getList = async (cookie: string, id: string): Promise<GroceryList> =>
    (await call(cookie, { method: 'GET', url: `/api/grocery-lists/${id}` })).json();

  const names = (list: GroceryList, category: string) =>
    list.groups.find((g) => g.category === category)!.items.map((i) => i.name);

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    const a = await registerUser(app, { displayName: 'Anna' });
    const b = await registerUser(app);
    owner = { cookie: a.cookie, id: a.user.id };
    stranger = { cookie: b.cookie, id: b.user.id };
  });
  afterAll(async () => {
    await app.close();
  });

  it('creates a list from scratch, lists it, renames it and deletes it', async () => {
    const created = await call(owner.cookie, {
      method: 'POST',
      url: '/api/grocery-lists',
      payload: { title: '  Week 12  ', weekStart: '2025-03-17', weekEnd: '2025-03-23' },
    });
    expect(created.statusCode).toBe(201);
    const list = created.json() as GroceryList;
    expect(list).toMatchObject({
      title: 'Week 12',
      weekStart: '2025-03-17',
      weekEnd: '2025-03-23',
      role: 'owner',
      ownerName: 'Anna',
      mealPlanId: null,
      itemCount: 0,
      shared: false,
      shareLink: { enabled: false, permission: null },
      probablyAtHome: [],
    });
    expect(list.groups.map((g) => g.category)).toEqual([...GROCERY_CATEGORIES]);

    const index = await call(owner.cookie, { method: 'GET', url: '/api/grocery-lists' });
    expect(index.statusCode).toBe(200);
    expect(index.json().owned.map((l: { id: string }) => l.id)).toContain(list.id);
    expect(index.json().shared).toEqual([]);

    const renamed = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}`,
      payload: { title: 'Week 12 – market' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Week 12 – market', weekStart: '2025-03-17' });
    expect(renamed.json().version).toBe(list.version + 1);

    const backwards = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}`,
      payload: { weekStart: '2025-03-30' },
    });
    expect(backwards.statusCode).toBe(400);

    const deleted = await call(owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await call(owner.cookie, { method: 'GET', url: `/api/grocery-lists/${list.id}` })).statusCode).toBe(404);
  });

  it('rejects bad input with field paths', async () => {
    const res = await call(owner.cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual(['body.title']);
    const list = await createList(owner.cookie);
    const item = await call(owner.cookie, {
      method: 'POST',
      url: `/api/grocery-lists/${list.id}/items`,
      payload: { name: 'milk', quantity: -1, category: 'toys' },
    });
    expect(item.statusCode).toBe(400);
    expect(item.json().error.details.map((d: { path: string }) => d.path).sort()).toEqual([
      'body.category',
      'body.quantity',
    ]);
  });

  it('files a typed name by the food word it ends in: "sparkling water" under Drinks, "apple juice" not under Produce', async () => {
    const list = await createList(owner.cookie);
    const cases: Array<[string, string]> = [
      ['sparkling water', 'beverages'],
      ['минеральная вода', 'beverages'],
      ['газаваная вада', 'beverages'],
      ['sparkling wine', 'beverages'],
      ['свежее молоко', 'dairy'],
      ['Greek yogurt 2%', 'dairy'],
      ['lean ground beef', 'meat'],
      ['apple juice', 'other'],
      ['tomato sauce', 'other'],
    ];
    for (const [name, category] of cases) {
      const item = await addItem(owner.cookie, list.id, { name });
      // Filed by the word, never taken for that ingredient: the name stays the person's own.
      expect(item, name).toMatchObject({ name, category, ingredientId: null });
    }
    expect(await addItem(owner.cookie, list.id, { name: 'Water' })).toMatchObject({ category: 'beverages', ingredientId: 'water' });
  });

  it('files items by catalog category in store order, checked items last in their group', async () => {
    const list = await createList(owner.cookie);
    const milk = await addItem(owner.cookie, list.id, { name: 'молоко', quantity: 1, unit: 'l' });
    expect(milk).toMatchObject({ category: 'dairy', ingredientId: 'milk', quantity: 1, unit: 'l', checked: false });
    const tomatoes = await addItem(owner.cookie, list.id, { name: 'Tomatoes', quantity: 6 });
    expect(tomatoes).toMatchObject({ category: 'produce', ingredientId: 'tomato' });
    const apples = await addItem(owner.cookie, list.id, { name: 'Apples', category: 'produce', note: 'green ones' });
    expect(apples.note).toBe('green ones');
    const candles = await addItem(owner.cookie, list.id, { name: 'Birthday candles' });
    expect(candles).toMatchObject({ category: 'other', ingredientId: null });
    await addItem(owner.cookie, list.id, { name: 'Bread' });

    const check = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${tomatoes.id}`,
      payload: { version: tomatoes.version, checked: true },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().item).toMatchObject({ checked: true, version: tomatoes.version + 1 });

    const view = await getList(owner.cookie, list.id);
    expect(view.itemCount).toBe(5);
    expect(view.checkedCount).toBe(1);
    expect(names(view, 'produce')).toEqual(['Apples', 'Tomatoes']);
    expect(names(view, 'dairy')).toEqual(['молоко']);
    expect(names(view, 'bakery')).toEqual(['Bread']);
    expect(names(view, 'other')).toEqual(['Birthday candles']);
    const nonEmpty = view.groups.filter((g) => g.items.length > 0).map((g) => g.category);
    expect(nonEmpty).toEqual(['produce', 'dairy', 'bakery', 'other']);

    // A person may move an item to another aisle; renaming to another ingredient brings its aisle along.
    const moved = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${candles.id}`,
      payload: { version: candles.version, name: 'Eggs', quantity: 10, unit: null, note: 'free range' },
    });
    expect(moved.json().item).toMatchObject({ name: 'Eggs', category: 'dairy', quantity: 10, unit: null, note: 'free range' });

    const uncheck = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${tomatoes.id}`,
      payload: { version: tomatoes.version + 1, checked: false },
    });
    expect(uncheck.json().item.checked).toBe(false);
    expect(names(await getList(owner.cookie, list.id), 'produce')).toEqual(['Tomatoes', 'Apples']);

    const removed = await call(owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/items/${apples.id}` });
    expect(removed.statusCode).toBe(204);
    const again = await call(owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/items/${apples.id}` });
    expect(again.statusCode).toBe(404);
  });

  it('clears checked items', async () => {
    const list = await createList(owner.cookie);
    const a = await addItem(owner.cookie, list.id, { name: 'Rice', checked: true });
    const b = await addItem(owner.cookie, list.id, { name: 'Salt', checked: true });
    await addItem(owner.cookie, list.id, { name: 'Lemons' });
    const res = await call(owner.cookie, { method: 'POST', url: `/api/grocery-lists/${list.id}/clear-checked` });
    expect(res.statusCode).toBe(200);
    expect(res.json().removedItemIds.sort()).toEqual([a.id, b.id].sort());
    const view = await getList(owner.cookie, list.id);
    expect(view.itemCount).toBe(1);
    expect(view.version).toBe(res.json().listVersion);
    const nothing = await call(owner.cookie, { method: 'POST', url: `/api/grocery-lists/${list.id}/clear-checked` });
    expect(nothing.json()).toEqual({ removedItemIds: [], listVersion: view.version });
  });

  it('answers a stale version with 409 and the current item; a change to what already is succeeds', async () => {
    const list = await createList(owner.cookie);
    const item = await addItem(owner.cookie, list.id, { name: 'Milk', quantity: 1 });
    const url = `/api/grocery-lists/${list.id}/items/${item.id}`;
    const first = await call(owner.cookie, { method: 'PATCH', url, payload: { version: item.version, quantity: 2 } });
    expect(first.statusCode).toBe(200);
    const stale = await call(owner.cookie, { method: 'PATCH', url, payload: { version: item.version, note: 'oat' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('conflict');
    expect(stale.json().error.details.item).toMatchObject({ id: item.id, quantity: 2, version: item.version + 1 });
    // Set-based: asking for the current state is not a conflict, and changes nothing.
    const same = await call(owner.cookie, { method: 'PATCH', url, payload: { version: item.version, quantity: 2 } });
    expect(same.statusCode).toBe(200);
    expect(same.json().item.version).toBe(item.version + 1);
  });

  // An item's change is written with the commit and answered with the row it makes (not read back): the answer
  // must be the item as kept, whatever the change.
  it('answers every kind of item change with the item exactly as it is then kept', async () => {
    const list = await createList(owner.cookie);
    let item = await addItem(owner.cookie, list.id, { name: 'Milk', quantity: 1, unit: 'l', note: 'semi-skimmed' });
    const changes: object[] = [
      { checked: true },
      { checked: false, quantity: 0.35, unit: 'kg' },
      { name: 'Greek yogurt' }, // a different food: its aisle comes with it
      { name: 'frozen peas', category: GROCERY_CATEGORIES[0] }, // the person's aisle wins
      { note: '' }, // cleared
      { note: 'the big bag', quantity: 1234.5678, unit: '' },
    ];
    for (const change of changes) {
      const res = await call(owner.cookie, {
        method: 'PATCH',
        url: `/api/grocery-lists/${list.id}/items/${item.id}`,
        payload: { version: item.version, ...change },
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as { item: GroceryItem; listVersion: number };
      const kept = await getList(owner.cookie, list.id);
      const stored = kept.groups.flatMap((g) => g.items).find((i) => i.id === item.id);
      expect(answer.item, JSON.stringify(change)).toEqual(stored);
      expect(answer.listVersion).toBe(kept.version);
      expect(answer.item.version).toBe(item.version + 1);
      item = answer.item;
    }
    expect(item).toMatchObject({ name: 'frozen peas', category: GROCERY_CATEGORIES[0], note: 'the big bag', quantity: 1234.5678, unit: null });
  });

  // A race needs connections that really run at once: PostgreSQL only.
  it.runIf(ctx.kind === 'postgres')('loses no update when people change the same item at once: exactly one 409', async () => {
    const list = await createList(owner.cookie);
    const item = await addItem(owner.cookie, list.id, { name: 'Flour' });
    const url = `/api/grocery-lists/${list.id}/items/${item.id}`;
    const edits = [{ quantity: 2 }, { note: 'whole wheat' }, { checked: true }, { unit: 'kg' }];
    const answers = await Promise.all(
      edits.map((edit) => call(owner.cookie, { method: 'PATCH', url, payload: { version: item.version, ...edit } })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const winner = edits[answers.findIndex((a) => a.statusCode === 200)]!;
    const stored = (await getList(owner.cookie, list.id)).groups.flatMap((g) => g.items).find((i) => i.id === item.id)!;
    expect(stored).toMatchObject({ ...winner, version: item.version + 1 });
    // Each loser is told the truth and can reapply on top of it.
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(loser.json().error.details.item).toMatchObject({ ...winner, version: item.version + 1 });
    }
  });

  // A race needs connections that really run at once: PostgreSQL only.
  it.runIf(ctx.kind === 'postgres')('never conflicts on different items changed at once', async () => {
    const list = await createList(owner.cookie);
    const items = await Promise.all(
      ['Leeks', 'Carrots', 'Onions', 'Garlic', 'Celery'].map((name) => addItem(owner.cookie, list.id, { name })),
    );
    const answers = await Promise.all(
      items.map((item) =>
        call(owner.cookie, {
          method: 'PATCH',
          url: `/api/grocery-lists/${list.id}/items/${item.id}`,
          payload: { version: item.version, checked: true },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const view = await getList(owner.cookie, list.id);
    expect(view.checkedCount).toBe(5);
    // Every change counted once: created (1) + 5 adds + 5 checks.
    expect(view.version).toBe(1 + 5 + 5);
  });

  it('replays a retried request with the same Idempotency-Key instead of adding the item twice', async () => {
    const list = await createList(owner.cookie);
    const request = {
      method: 'POST' as const,
      url: `/api/grocery-lists/${list.id}/items`,
      headers: { 'idempotency-key': 'a1b2c3-offline-op-1' },
      payload: { name: 'Butter', quantity: 250, unit: 'g' },
    };
    const first = await call(owner.cookie, request);
    const retry = await call(owner.cookie, request);
    const parallel = await Promise.all([call(owner.cookie, request), call(owner.cookie, request)]);
    expect(first.statusCode).toBe(201);
    for (const again of [retry, ...parallel]) {
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
    }
    expect((await getList(owner.cookie, list.id)).itemCount).toBe(1);

    const reused = await call(owner.cookie, { ...request, payload: { name: 'Margarine' } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');

    // Keys belong to their user: someone else's identical key is a new request (and here a 404).
    const other = await call(stranger.cookie, request);
    expect(other.statusCode).toBe(404);

    const bad = await call(owner.cookie, { ...request, headers: { 'idempotency-key': 'ünïcode key' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_idempotency_key');

    const item = first.json().item as GroceryItem;
    const del = {
      method: 'DELETE' as const,
      url: `/api/grocery-lists/${list.id}/items/${item.id}`,
      headers: { 'idempotency-key': 'delete-butter' },
    };
    expect((await call(owner.cookie, del)).statusCode).toBe(204);
    expect((await call(owner.cookie, del)).statusCode).toBe(204);
  });

  it('replays a retried item change with the same Idempotency-Key, also once the item is gone', async () => {
    const list = await createList(owner.cookie);
    const item = await addItem(owner.cookie, list.id, { name: 'Milk' });
    const request = {
      method: 'PATCH' as const,
      url: `/api/grocery-lists/${list.id}/items/${item.id}`,
      headers: { 'idempotency-key': 'check-milk-1' },
      payload: { checked: true, version: item.version },
    };
    const first = await call(owner.cookie, request);
    expect(first.statusCode, first.body).toBe(200);
    const versionAfterFirst = (await getList(owner.cookie, list.id)).version;
    const retry = await call(owner.cookie, request);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect((await getList(owner.cookie, list.id)).version).toBe(versionAfterFirst);

    const reused = await call(owner.cookie, { ...request, payload: { checked: false, version: item.version } });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    // Keys belong to their user: the same key from someone without access is a new request, and a 404.
    expect((await call(stranger.cookie, request)).statusCode).toBe(404);

    // Deleted meanwhile: a retry of the first change still gets its answer, not a 404.
    expect((await call(owner.cookie, { method: 'DELETE', url: request.url })).statusCode).toBe(204);
    const late = await call(owner.cookie, request);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual(first.json());
    // A new key for the deleted item is a 404, and not kept: its retry is a 404 again.
    const gone = { ...request, headers: { 'idempotency-key': 'check-milk-2' } };
    expect((await call(owner.cookie, gone)).statusCode).toBe(404);
    const goneAgain = await call(owner.cookie, gone);
    expect(goneAgain.statusCode).toBe(404);
    expect(goneAgain.headers['idempotent-replayed']).toBeUndefined();
  });

  it("answers 404 on every route for someone else's list or item", async () => {
    const list = await createList(owner.cookie);
    const item = await addItem(owner.cookie, list.id, { name: 'Cheese' });
    const base = `/api/grocery-lists/${list.id}`;
    const routes: (InjectOptions & { url: string })[] = [
      { method: 'GET', url: base },
      { method: 'PATCH', url: base, payload: { title: 'Mine now' } },
      { method: 'DELETE', url: base },
      { method: 'POST', url: `${base}/items`, payload: { name: 'Ham' } },
      { method: 'PATCH', url: `${base}/items/${item.id}`, payload: { version: 1, checked: true } },
      { method: 'DELETE', url: `${base}/items/${item.id}` },
      { method: 'POST', url: `${base}/clear-checked` },
      { method: 'GET', url: `${base}/events` },
      { method: 'POST', url: `${base}/share`, payload: { permission: 'view' } },
      { method: 'PATCH', url: `${base}/share`, payload: { permission: 'check' } },
      { method: 'DELETE', url: `${base}/share` },
      { method: 'GET', url: `${base}/members` },
      { method: 'DELETE', url: `${base}/members/${owner.id}` },
      { method: 'POST', url: `${base}/invitations`, payload: { email: 'friend@example.org' } },
      { method: 'DELETE', url: `${base}/invitations/${NIL_UUID}` },
    ];
    for (const route of routes) {
      const res = await call(stranger.cookie, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    // An item id from another list is not found through one's own list either.
    const own = await createList(stranger.cookie);
    const crossed = await call(stranger.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${own.id}/items/${item.id}`,
      payload: { version: 1, checked: true },
    });
    expect(crossed.statusCode).toBe(404);
    // Nothing changed on the owner's list.
    const view = await getList(owner.cookie, list.id);
    expect(view).toMatchObject({ title: 'Weekend shop', itemCount: 1, checkedCount: 0 });
  });

  it('asks to sign in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/grocery-lists' });
    expect(res.statusCode).toBe(401);
  });

  it('documents every route in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/grocery-lists',
      '/api/grocery-lists/{id}',
      '/api/grocery-lists/{id}/items',
      '/api/grocery-lists/{id}/items/{itemId}',
      '/api/grocery-lists/{id}/clear-checked',
      '/api/grocery-lists/{id}/events',
      '/api/grocery-lists/{id}/share',
      '/api/grocery-lists/{id}/members',
      '/api/grocery-lists/{id}/members/{userId}',
      '/api/grocery-lists/{id}/invitations',
      '/api/grocery-lists/{id}/invitations/{invitationId}',
      '/api/invitations/{token}',
      '/api/invitations/{token}/accept',
      '/api/shared/{shareId}',
      '/api/shared/{shareId}/items/{itemId}',
      '/api/shared/{shareId}/events',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
