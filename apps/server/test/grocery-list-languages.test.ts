/**
 * A list made from a plan reads in every reader's language: catalog names, catalog meal titles and the generated
 * title come in all three languages; what people typed or renamed stays as written.
 */
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { loadCatalog } from '@mealplanr/catalog/load';
import type { GroceryItem, GroceryList, SharedGroceryList } from '@mealplanr/contracts/grocery-lists';
import { describeEachDatabase } from './helpers/databases';
import { signedInSuite } from './helpers/suite';
import { sameOriginJson } from './helpers/test-app';

describeEachDatabase('a grocery list from a plan in the reader’s language', (ctx) => {
  const suite = signedInSuite(ctx);
  const catalog = loadCatalog();

  const call = (options: InjectOptions & { payload?: object }) =>
    suite.app.inject({
      ...options,
      headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie: suite.cookie },
    });
  const allItems = (list: { groups: { items: GroceryItem[] }[]; probablyAtHome: GroceryItem[] }) => [
    ...list.groups.flatMap((g) => g.items),
    ...list.probablyAtHome,
  ];

  /** A one-day plan made in English, and its grocery list made in English. */
  async function englishPlan() {
    const plan = await call({ method: 'POST', url: '/api/meal-plans', payload: { planDuration: 1, lang: 'en' } });
    expect(plan.statusCode, plan.body).toBe(201);
    const made = await call({ method: 'POST', url: `/api/meal-plans/${plan.json().id}/grocery-list?lang=en` });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().list as GroceryList;
  }

  it('sends catalog names, meal titles and the generated title in every language', async () => {
    const list = await englishPlan();
    expect(list.titles?.en).toBe(list.title);
    expect(list.titles?.ru).toMatch(/^Покупки \d/u);
    expect(list.titles?.be).toMatch(/^Пакупкі \d/u);

    const items = allItems(list);
    expect(items.length).toBeGreaterThan(2);
    for (const item of items) {
      const ingredient = catalog.ingredientById.get(item.ingredientId!)!;
      expect(item.name).toBe(ingredient.name.en);
      expect(item.names).toEqual(ingredient.name);
      for (const source of item.sources) {
        const recipe = catalog.recipeById.get(source.recipeId!)!;
        expect(source.title).toBe(recipe.text.en.title);
        expect(source.titles).toEqual({ en: recipe.text.en.title, ru: recipe.text.ru.title, be: recipe.text.be.title });
      }
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
    const shared = (await suite.app.inject({ method: 'GET', url: `/api/shared/${link.json().shareId}` })).json() as SharedGroceryList;
    expect(shared.titles?.ru).toMatch(/^Покупки/u);
    const item = allItems(shared as unknown as GroceryList)[0]!;
    expect(item.names).toEqual(catalog.ingredientById.get(item.ingredientId!)!.name);
  });
});
