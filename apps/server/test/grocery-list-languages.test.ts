/**
 * A list made from a plan reads in every reader's language: catalog names, catalog meal titles and the generated
 * title come in all three languages; what people typed or renamed stays as written.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadCatalog } from '@mealplanr/catalog/load';
import type { GroceryItem, GroceryList, SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { mealPlans } from '../src/db/schema';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const SOUP = 'mexican-sopa-de-frijoles-negros';

describeEachDatabase('a grocery list from a plan in the reader’s language', (ctx) => {
  let app: FastifyInstance;
  let owner: { cookie: string; id: string };
  const catalog = loadCatalog();

  const call = (options: InjectOptions & { payload?: object }) =>
    app.inject({
      ...options,
      headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie: owner.cookie },
    });
  const allItems = (list: { groups: { items: GroceryItem[] }[]; probablyAtHome: GroceryItem[] }) => [
    ...list.groups.flatMap((g) => g.items),
    ...list.probablyAtHome,
  ];

  /** A plan made in English: one catalog dinner, its title as the plan wrote it. */
  async function englishPlan() {
    const [plan] = await ctx.database.db
      .insert(mealPlans)
      .values({
        userId: owner.id,
        startDate: '2025-03-17',
        endDate: '2025-03-17',
        days: 1,
        mealsPerDay: 1,
        questionnaire: { householdSize: 1 },
        status: 'ready',
        seed: 3,
        meals: [
          {
            id: '2025-03-17-dinner',
            date: '2025-03-17',
            mealType: 'dinner',
            recipeId: SOUP,
            language: 'en',
            title: catalog.recipeById.get(SOUP)!.text.en.title,
            portion: 1,
            servings: 1,
          },
        ],
      })
      .returning();
    const made = await call({ method: 'POST', url: `/api/meal-plans/${plan!.id}/grocery-list?lang=en` });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().list as GroceryList;
  }

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    const account = await registerUser(app);
    owner = { cookie: account.cookie, id: account.user.id };
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends catalog names, meal titles and the generated title in every language', async () => {
    const list = await englishPlan();
    expect(list.titles?.en).toBe(list.title);
    expect(list.titles?.ru).toMatch(/^Покупки 17/u);
    expect(list.titles?.be).toMatch(/^Пакупкі 17/u);

    const items = allItems(list);
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) {
      const ingredient = catalog.ingredientById.get(item.ingredientId!)!;
      expect(item.name).toBe(ingredient.name.en);
      expect(item.names).toEqual(ingredient.name);
      const recipe = catalog.recipeById.get(SOUP)!;
      expect(item.sources[0]!.titles).toEqual({ en: recipe.text.en.title, ru: recipe.text.ru.title, be: recipe.text.be.title });
    }
  });

  it('keeps what people wrote as written: a renamed item, a typed item, a list they named', async () => {
    const list = await englishPlan();
    const [first] = allItems(list);
    const renamed = await call({
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${first!.id}`,
      payload: { version: first!.version, name: 'the good beans' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().item).toMatchObject({ name: 'the good beans', names: null });

    // A typed word the catalog knows is still the person's own text.
    const typed = await call({ method: 'POST', url: `/api/grocery-lists/${list.id}/items`, payload: { name: 'milk' } });
    expect(typed.statusCode, typed.body).toBe(201);
    expect(typed.json().item.names).toBeNull();

    // Renaming an item back to a catalog name of its ingredient (in any language) makes it the catalog's again.
    const ingredient = catalog.ingredientById.get(first!.ingredientId!)!;
    const back = await call({
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/items/${first!.id}`,
      payload: { version: renamed.json().item.version, name: ingredient.name.ru },
    });
    expect(back.json().item.names).toEqual(ingredient.name);

    const named = await call({ method: 'PATCH', url: `/api/grocery-lists/${list.id}`, payload: { title: 'Market day' } });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ title: 'Market day', titles: null });
  });

  it('gives the share link’s visitors the same choice', async () => {
    const list = await englishPlan();
    const link = await call({ method: 'POST', url: `/api/grocery-lists/${list.id}/share`, payload: { permission: 'view' } });
    expect(link.statusCode, link.body).toBe(201);
    const shared = (await app.inject({ method: 'GET', url: `/api/shared/${link.json().shareId}` })).json() as SharedGroceryList;
    expect(shared.titles?.ru).toMatch(/^Покупки/u);
    const item = allItems(shared as unknown as GroceryList)[0]!;
    expect(item.names).toEqual(catalog.ingredientById.get(item.ingredientId!)!.name);
  });
});
