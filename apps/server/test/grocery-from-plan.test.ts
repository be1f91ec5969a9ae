import { expect, it } from 'vitest';
import { loadCatalog } from '@mealplanr/catalog/load';
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { mealPlans } from '../src/db/schema';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { signedInSuite } from './helpers/suite';
import { postAs } from './helpers/test-app';

const SOUP = 'mexican-sopa-de-frijoles-negros';
const HUEVOS = 'mexican-huevos-rancheros';

describeEachDatabase('grocery lists from meal plans', (ctx) => {
  const suite = signedInSuite(ctx);

  const post = (cookie: string, url: string, payload?: object) => postAs(suite.app, cookie, url, payload);

  /** A plan as the meal-plan module stores it: two known meals for a household of two. */
  async function knownPlan(userId: string, options: { lang?: 'en' | 'ru'; status?: 'ready' | 'generating' } = {}) {
    const lang = options.lang ?? 'en';
    const meal = (id: string, date: string, mealType: string, recipeId: string, title: string) => ({
      id,
      date,
      mealType,
      recipeId,
      language: lang,
      title,
      portion: 1,
      servings: 2,
    });
    const [plan] = await ctx.database.db
      .insert(mealPlans)
      .values({
        userId,
        startDate: '2025-03-17',
        endDate: '2025-03-18',
        days: 2,
        mealsPerDay: 1,
        questionnaire: { householdSize: 2 },
        status: options.status ?? 'ready',
        seed: 7,
        meals: [
          meal('2025-03-17-dinner', '2025-03-17', 'dinner', SOUP, 'Black bean soup'),
          meal('2025-03-18-breakfast', '2025-03-18', 'breakfast', HUEVOS, 'Huevos rancheros'),
        ],
      })
      .returning();
    return plan!;
  }

  const allItems = (list: GroceryList): GroceryItem[] => [...list.groups.flatMap((g) => g.items), ...list.probablyAtHome];
  const itemOf = (list: GroceryList, ingredientId: string) => allItems(list).find((i) => i.ingredientId === ingredientId);

  it('merges the meals, scaled to the household, into what one buys', async () => {
    const plan = await knownPlan(suite.user.id);
    const res = await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list`);
    expect(res.statusCode).toBe(201);
    expect(res.json().reused).toBe(false);
    const list = res.json().list as GroceryList;
    expect(list).toMatchObject({ mealPlanId: plan.id, weekStart: '2025-03-17', weekEnd: '2025-03-18', role: 'owner' });
    expect(list.title).toMatch(/^Groceries Mar 17\s?–\s?18$/u);

    // Expected figures by hand from the recipes: grams per serving × 1 portion × 2 people, summed over meals.
    const catalog = loadCatalog();
    const gramsOf = (recipeId: string, ingredientId: string) =>
      catalog.recipeById
        .get(recipeId)!
        .ingredients.filter((l) => l.id === ingredientId)
        .reduce((sum, l) => sum + l.gramsPerServing * 2, 0);

    // Black beans come in 400 g cans: 400 g + 200 g needed → "2 cans (400 g)", both meals as sources.
    const beansSoup = gramsOf(SOUP, 'black-beans-canned');
    const beansHuevos = gramsOf(HUEVOS, 'black-beans-canned');
    const beans = itemOf(list, 'black-beans-canned')!;
    expect(beans).toMatchObject({
      quantity: Math.ceil((beansSoup + beansHuevos) / 400),
      unit: 'can',
      packageSize: { amount: 400, unit: 'g' },
      pantry: false,
      checked: false,
    });
    expect(beans.sources).toEqual([
      {
        mealId: '2025-03-17-dinner',
        recipeId: SOUP,
        title: 'Black bean soup',
        // Not the catalog's title of the soup (the plan above wrote its own), so it reads as written.
        titles: null,
        date: '2025-03-17',
        mealType: 'dinner',
        amount: beansSoup,
        unit: 'g',
      },
      {
        mealId: '2025-03-18-breakfast',
        recipeId: HUEVOS,
        title: 'Huevos rancheros',
        // The catalog's title: the list reads it in every reader's language.
        titles: { en: 'Huevos rancheros', ru: loadCatalog().recipeById.get(HUEVOS)!.text.ru.title, be: loadCatalog().recipeById.get(HUEVOS)!.text.be.title },
        date: '2025-03-18',
        mealType: 'breakfast',
        amount: beansHuevos,
        unit: 'g',
      },
    ]);

    // Tomatoes are sold by weight, rounded up to 50 g.
    const tomatoGrams = gramsOf(SOUP, 'tomato') + gramsOf(HUEVOS, 'tomato');
    expect(itemOf(list, 'tomato')).toMatchObject({
      quantity: Math.ceil(tomatoGrams / 50) * 50,
      unit: 'g',
      packageSize: null,
      category: 'produce',
    });
    // A little cilantro is still one bunch.
    expect(itemOf(list, 'cilantro')).toMatchObject({ quantity: 1, unit: 'bunch', packageSize: null });
    // Salt and oil: pantry staples, listed apart as "probably at home".
    const salt = itemOf(list, 'salt')!;
    expect(salt.pantry).toBe(true);
    expect(list.probablyAtHome.map((i) => i.ingredientId)).toContain('salt');
    expect(list.groups.flatMap((g) => g.items).some((i) => i.pantry)).toBe(false);
    // One item per ingredient, filed in store order.
    const ids = allItems(list).map((i) => i.ingredientId);
    expect(new Set(ids).size).toBe(ids.length);
    const recipeIngredients = new Set(
      [SOUP, HUEVOS].flatMap((r) => catalog.recipeById.get(r)!.ingredients.map((l) => l.id)),
    );
    expect(new Set(ids)).toEqual(recipeIngredients);
    expect(list.groups.find((g) => g.category === 'produce')!.items.length).toBeGreaterThan(0);
  });

  it('reuses the list a plan already has', async () => {
    const plan = await knownPlan(suite.user.id);
    const first = await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list`);
    const again = await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list`);
    expect(again.statusCode).toBe(200);
    expect(again.json().reused).toBe(true);
    expect(again.json().list.id).toBe(first.json().list.id);

    const racing = await knownPlan(suite.user.id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(suite.cookie, `/api/meal-plans/${racing.id}/grocery-list`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().list.id)).size).toBe(1);
    const index = (await suite.app.inject({ method: 'GET', url: '/api/grocery-lists', headers: { cookie: suite.cookie } })).json();
    expect(index.owned.filter((l: { mealPlanId: string }) => l.mealPlanId === racing.id)).toHaveLength(1);
  });

  it("lists the AI chef's meals too: known ingredients merged, unknown ones by name", async () => {
    const catalog = loadCatalog();
    const [plan] = await ctx.database.db
      .insert(mealPlans)
      .values({
        userId: suite.user.id,
        startDate: '2025-03-17',
        endDate: '2025-03-17',
        days: 1,
        mealsPerDay: 2,
        questionnaire: { householdSize: 2 },
        status: 'ready',
        seed: 7,
        meals: [
          { id: '2025-03-17-dinner', date: '2025-03-17', mealType: 'dinner', recipeId: SOUP, language: 'en', title: 'Black bean soup', portion: 1, servings: 2 },
          {
            id: '2025-03-17-lunch',
            date: '2025-03-17',
            mealType: 'lunch',
            recipeId: 'llm-0123456789abcdef',
            source: 'llm',
            language: 'en',
            title: 'Yuzu tomato salad',
            portion: 1,
            servings: 2,
            ingredients: [
              { id: 'tomato', name: 'tomatoes', amount: 300, unit: 'g', grams: 300 },
              { id: 'unmapped:yuzu', name: 'yuzu', amount: 2, unit: 'piece', grams: 0, unmapped: true },
              { id: 'unmapped:shiso', name: 'shiso', amount: 2, unit: 'tbsp', grams: 6, unmapped: true },
              { id: 'unmapped:sansho', name: 'sansho', amount: 1, unit: 'tsp', grams: 2, unmapped: true },
            ],
          },
          {
            id: '2025-03-17-breakfast',
            date: '2025-03-17',
            mealType: 'breakfast',
            recipeId: 'llm-fedcba9876543210',
            source: 'llm',
            language: 'en',
            title: 'Shiso omelette',
            portion: 1,
            servings: 2,
            ingredients: [
              { id: 'unmapped:shiso', name: 'shiso', amount: 1, unit: 'tbsp', grams: 3, unmapped: true },
              { id: 'unmapped:sansho', name: 'sansho', amount: 10, unit: 'g', grams: 10, unmapped: true },
              { id: 'unmapped:yuzu', name: 'yuzu', amount: 1, unit: 'tbsp', grams: 0, unmapped: true },
            ],
          },
        ],
      })
      .returning();
    const list = (await post(suite.cookie, `/api/meal-plans/${plan!.id}/grocery-list`)).json().list as GroceryList;
    const soupTomatoGrams = catalog.recipeById.get(SOUP)!.ingredients
      .filter((line) => line.id === 'tomato')
      .reduce((sum, line) => sum + line.gramsPerServing * 2, 0);
    const tomato = itemOf(list, 'tomato')!;
    const fromChef = tomato.sources.find((source) => source.mealId === '2025-03-17-lunch');
    expect(fromChef).toMatchObject({ amount: 300, unit: 'g', title: 'Yuzu tomato salad', mealType: 'lunch' });
    expect(tomato.sources.reduce((sum, source) => sum + source.amount, 0)).toBeCloseTo(soupTomatoGrams + 300, 1);
    const byName = (name: string) => allItems(list).find((item) => item.name === name);
    // One unit in every meal: summed in it. Different units with known weights: summed in grams. A piece
    // and a spoon of unknown weight cannot be added up: the name alone, with both meals as its sources.
    expect(byName('shiso')).toMatchObject({ ingredientId: null, quantity: 3, unit: 'tbsp', category: 'other' });
    expect(byName('shiso')!.sources).toEqual([
      expect.objectContaining({ amount: 6, unit: 'g', mealId: '2025-03-17-lunch' }),
      expect.objectContaining({ amount: 3, unit: 'g', mealId: '2025-03-17-breakfast' }),
    ]);
    expect(byName('sansho')).toMatchObject({ quantity: 12, unit: 'g' });
    expect(byName('yuzu')).toMatchObject({ quantity: null, unit: null, category: 'other' });
    expect(byName('yuzu')!.sources).toHaveLength(2);
  });

  it('names items in the language of the plan', async () => {
    const plan = await knownPlan(suite.user.id, { lang: 'ru' });
    const list = (await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list`)).json().list as GroceryList;
    expect(list.title).toMatch(/^Покупки /u);
    expect(itemOf(list, 'tomato')!.name).toBe(loadCatalog().ingredientById.get('tomato')!.name.ru);
  });

  it('names items and their meals in the language asked for, whatever the plan was made in', async () => {
    const catalog = loadCatalog();
    const plan = await knownPlan(suite.user.id, { lang: 'en' });
    expect((await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list?lang=de`)).statusCode).toBe(400);
    const list = (await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list?lang=be`)).json().list as GroceryList;
    expect(list.title).toMatch(/^Пакупкі /u);
    const tomato = itemOf(list, 'tomato')!;
    expect(tomato.name).toBe(catalog.ingredientById.get('tomato')!.name.be);
    for (const source of tomato.sources) {
      expect(source.title).toBe(catalog.recipeById.get(source.recipeId!)!.text.be.title);
    }
  });

  it("refuses someone else's plan, an unknown plan and a plan still generating", async () => {
    const plan = await knownPlan(suite.user.id);
    const stranger = await registerUser(suite.app);
    expect((await post(stranger.cookie, `/api/meal-plans/${plan.id}/grocery-list`)).statusCode).toBe(404);
    expect(
      (await post(suite.cookie, '/api/meal-plans/00000000-0000-4000-8000-000000000000/grocery-list')).statusCode,
    ).toBe(404);
    const pending = await knownPlan(suite.user.id, { status: 'generating' });
    const res = await post(suite.cookie, `/api/meal-plans/${pending.id}/grocery-list`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('plan_not_ready');
    // The owner's existing list stays theirs after the stranger's attempt.
    const mine = await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list`);
    expect(mine.statusCode).toBe(201);
  });

  it('buys for every ingredient of a generated plan, in the amounts its meals show', async () => {
    const created = await post(suite.cookie, '/api/meal-plans', {
      planDuration: 3,
      householdSize: 3,
      calorieTarget: 2000,
      startDate: '2025-06-02',
      lang: 'en',
    });
    expect([200, 201]).toContain(created.statusCode);
    let plan = created.json() as MealPlan;
    for (let i = 0; plan.status === 'generating' && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 100));
      plan = (await suite.app.inject({ method: 'GET', url: `/api/meal-plans/${plan.id}`, headers: { cookie: suite.cookie } })).json();
    }
    expect(plan.status).toBe('ready');
    const res = await post(suite.cookie, `/api/meal-plans/${plan.id}/grocery-list`);
    expect(res.statusCode).toBe(201);
    const list = res.json().list as GroceryList;

    const meals = plan.plan.flatMap((d) => d.meals);
    const needed = new Map<string, number>();
    for (const meal of meals) {
      for (const ing of meal.ingredients) needed.set(ing.id, (needed.get(ing.id) ?? 0) + ing.grams);
    }
    expect(new Set(allItems(list).map((i) => i.ingredientId))).toEqual(new Set(needed.keys()));
    for (const item of allItems(list)) {
      expect(item.sources.length).toBeGreaterThan(0);
      for (const source of item.sources) expect(meals.map((m) => m.id)).toContain(source.mealId);
      if (item.sources[0]!.unit !== 'g') continue;
      // Counted in grams: what the meals show adds up to what the list says is needed (rounding aside).
      const total = item.sources.reduce((sum, s) => sum + s.amount, 0);
      expect(Math.abs(total - needed.get(item.ingredientId!)!)).toBeLessThan(0.5 + 0.02 * item.sources.length);
    }
  });
});
