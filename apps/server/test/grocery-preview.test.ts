/**
 * `GET /api/meal-plans/:id/grocery-preview`: the plan page's grocery preview says what the list will say. Its
 * items are the list's items (names, rounded quantities, units, package sizes), made from a generated plan, in
 * the language asked for; nothing is saved; someone else's plan is 404.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, postAs } from './helpers/test-app';

describeEachDatabase('grocery preview of a meal plan', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (cookie: string, url: string, payload?: object) => postAs(app, cookie, url, payload);
  const lineOf = (item: { name: string; quantity: number | null; unit: string | null; packageSize: unknown }) =>
    [item.name, item.quantity, item.unit, JSON.stringify(item.packageSize)].join(' | ');

  it('lists exactly what the grocery list made from the plan holds, rounded to what one buys', async () => {
    const { cookie } = await registerUser(app);
    const made = await post(cookie, '/api/meal-plans', { planDuration: 4 });
    expect(made.statusCode, made.body).toBe(201);
    const planId = made.json().id as string;

    const preview = await get(cookie, `/api/meal-plans/${planId}/grocery-preview?lang=ru`);
    expect(preview.statusCode, preview.body).toBe(200);
    const items = preview.json().items as Array<{ name: string; quantity: number | null; unit: string | null; packageSize: unknown }>;
    expect(items.length).toBeGreaterThan(3);
    // Nothing is made by looking.
    expect((await get(cookie, '/api/grocery-lists')).json().owned).toEqual([]);
    // Counted things are whole: no "29.5 pieces".
    for (const item of items) if (item.unit === 'piece') expect(Number.isInteger(item.quantity)).toBe(true);

    const listAnswer = await post(cookie, `/api/meal-plans/${planId}/grocery-list?lang=ru`);
    expect(listAnswer.statusCode, listAnswer.body).toBe(201);
    const list = listAnswer.json().list as GroceryList;
    const listItems = [...list.groups.flatMap((group) => group.items), ...list.probablyAtHome];
    expect(items.map(lineOf).sort()).toEqual(listItems.map(lineOf).sort());
  });

  it('is 404 for a plan that is not yours', async () => {
    const { cookie: ownerCookie } = await registerUser(app);
    const made = await post(ownerCookie, '/api/meal-plans', { planDuration: 2 });
    const { cookie: otherCookie } = await registerUser(app);
    expect((await get(otherCookie, `/api/meal-plans/${made.json().id}/grocery-preview`)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/meal-plans/${made.json().id}/grocery-preview` })).statusCode).toBe(401);
  });
});
