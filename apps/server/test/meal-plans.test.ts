import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadCatalog } from '@mealplanr/catalog/load';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { mealPlans } from '../src/db/schema';
import { PlanSummariesReader } from '../src/modules/meal-plans/plan-summaries';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const catalog = loadCatalog();
const nutIds = catalogIngredientIndex().expandExclusion('nuts');
const origin = { origin: sameOriginJson.origin };

describeEachDatabase('meal plans API', (ctx) => {
  let app: FastifyInstance;
  let owner: { cookie: string; userId: string };
  let stranger: { cookie: string };
  let plan: MealPlan;

  const create = (cookie: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/meal-plans', headers: { ...sameOriginJson, cookie, ...headers }, payload });
  const get = (cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
  const swap = (cookie: string, id: string, mealId: string) =>
    app.inject({ method: 'POST', url: `/api/meal-plans/${id}/meals/${mealId}/swap`, headers: { ...origin, cookie } });
  const meals = (p: MealPlan) => p.plan.flatMap((d) => d.meals);

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    const a = await registerUser(app);
    owner = { cookie: a.cookie, userId: a.user.id };
    stranger = { cookie: (await registerUser(app)).cookie };
    const res = await create(owner.cookie, {
      planDuration: 3,
      calorieTarget: 2000,
      householdSize: 2,
      mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'],
      excludeIngredients: ['nuts'],
      startDate: '2025-03-14',
      lang: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    plan = res.json();
  });
  afterAll(async () => {
    await app.close();
  });

  it('generates and saves a plan with every meal, its nutrition and the explanations', async () => {
    expect(plan).toMatchObject({
      status: 'ready',
      startDate: '2025-03-14',
      endDate: '2025-03-16',
      days: 3,
      mealsPerDay: 4,
      language: 'en',
      householdSize: 2,
      calorieTarget: 2000,
      error: null,
    });
    expect(plan.explanations).toEqual(expect.any(Array));
    expect(plan.plan.map((d) => d.date)).toEqual(['2025-03-14', '2025-03-15', '2025-03-16']);
    for (const day of plan.plan) {
      expect(day.meals.map((m) => m.mealType)).toEqual(['breakfast', 'lunch', 'dinner', 'snack']);
      expect(day.withinTarget).toBe(true);
      expect(Math.abs(day.nutrition.kcal - 2000)).toBeLessThanOrEqual(100);
      expect(day.nutrition.kcal).toBe(Math.round(day.meals.reduce((s, m) => s + m.nutrition.kcal, 0)));
    }
    for (const meal of meals(plan)) {
      const recipe = catalog.recipeById.get(meal.recipeId)!;
      expect(meal.title).toBe(recipe.text.en.title);
      expect(meal.steps).toEqual(recipe.text.en.steps);
      expect(meal.totalMinutes).toBe(recipe.totalMinutes);
      expect(meal.kcal).toBe(meal.nutrition.kcal);
      expect(meal.servings).toBeCloseTo(meal.portion * 2, 9);
      // Amounts are the recipe's scaled to the household and portion.
      const first = recipe.ingredients[0]!;
      expect(meal.ingredients[0]).toMatchObject({ id: first.id, name: first.name.en, unit: first.unit });
      expect(meal.ingredients[0]!.grams).toBeCloseTo(first.gramsPerServing * meal.servings, 0);
      expect(meal.ingredients.some((i) => nutIds.has(i.id))).toBe(false);
    }
    expect((await get(owner.cookie, `/api/meal-plans/${plan.id}`)).json()).toEqual(plan);
  });

  it('writes the meals in the language asked for, else the Accept-Language one', async () => {
    const be = (await create(owner.cookie, { planDuration: 1 }, { 'accept-language': 'be-BY,be;q=0.9,en;q=0.5' })).json();
    expect(be.language).toBe('be');
    const meal = be.plan[0].meals[0];
    expect(meal.title).toBe(catalog.recipeById.get(meal.recipeId)!.text.be.title);
    const ru = (await create(owner.cookie, { planDuration: 1, lang: 'ru' }, { 'accept-language': 'be' })).json();
    expect(ru.language).toBe('ru');
    expect(ru.plan[0].meals[0].title).toBe(catalog.recipeById.get(ru.plan[0].meals[0].recipeId)!.text.ru.title);
  });

  it('reads a plan in the language asked for: the catalog\'s words, the stored figures', async () => {
    const ru: MealPlan = (await get(owner.cookie, `/api/meal-plans/${plan.id}?lang=ru`)).json();
    expect(ru.language).toBe('en'); // the plan was made in English
    expect(ru.plan.map((d) => d.nutrition)).toEqual(plan.plan.map((d) => d.nutrition));
    for (const [i, meal] of meals(ru).entries()) {
      const stored = meals(plan)[i]!;
      const recipe = catalog.recipeById.get(meal.recipeId)!;
      expect(meal).toMatchObject({ language: 'ru', title: recipe.text.ru.title, steps: recipe.text.ru.steps });
      expect(meal.ingredients.map((line) => line.name)).toEqual(recipe.ingredients.map((line) => line.name.ru));
      // Every figure is the stored one.
      const figures = (m: typeof meal) => ({
        portion: m.portion,
        kcal: m.kcal,
        nutrition: m.nutrition,
        amounts: m.ingredients.map(({ id, amount, unit, grams }) => ({ id, amount, unit, grams })),
      });
      expect(figures(meal)).toEqual(figures(stored));
    }
    // Without `lang` the plan reads as it was made; English asked for is the stored plan itself.
    expect((await get(owner.cookie, `/api/meal-plans/${plan.id}`)).json()).toEqual(plan);
    expect((await get(owner.cookie, `/api/meal-plans/${plan.id}?lang=en`)).json()).toEqual(plan);
    expect((await get(owner.cookie, `/api/meal-plans/${plan.id}?lang=de`)).statusCode).toBe(400);

    const calendar = (await get(owner.cookie, `/api/meal-plans/${plan.id}/calendar.ics?lang=be`)).body.replace(/\r\n /g, '');
    const first = meals(plan)[0]!;
    const beTitle = catalog.recipeById.get(first.recipeId)!.text.be.title;
    expect(calendar).toContain(beTitle.replace(/,/g, '\\,').replace(/;/g, '\\;'));
  });

  it('leaves an AI chef meal as the chef wrote it when the plan is read in another language', async () => {
    const chefMeal = { ...meals(plan)[0]!, recipeId: 'llm-0123456789abcdef', source: 'llm' as const, title: 'Yuzu porridge' };
    const [row] = await ctx.database.db
      .insert(mealPlans)
      .values({
        userId: owner.userId,
        startDate: chefMeal.date,
        endDate: chefMeal.date,
        days: 1,
        mealsPerDay: 2,
        questionnaire: { ...plan.questionnaire, planDuration: 1, mealTypes: ['breakfast', 'lunch'] },
        language: 'en',
        status: 'ready',
        seed: 1,
        meals: [chefMeal, { ...meals(plan)[1]!, date: chefMeal.date }],
        explanations: [],
      })
      .returning();
    const be: MealPlan = (await get(owner.cookie, `/api/meal-plans/${row!.id}?lang=be`)).json();
    const [chef, catalogMeal] = meals(be);
    expect(chef).toMatchObject({ title: 'Yuzu porridge', language: 'en' });
    expect(catalogMeal!.title).toBe(catalog.recipeById.get(catalogMeal!.recipeId)!.text.be.title);
  });

  it("fills missing fields from the person's saved preferences, the request's own fields winning", async () => {
    const { cookie } = await registerUser(app);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { ...sameOriginJson, cookie },
      payload: {
        cuisines: ['italian'],
        dietaryRestrictions: ['vegetarian'],
        cookingSkill: 'beginner',
        cookingTime: null,
        excludedIngredients: ['молоко'],
        householdSize: 3,
        calorieTarget: 1800,
      },
    });
    expect(saved.statusCode).toBe(200);
    const res = await create(cookie, { planDuration: 2, householdSize: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json().questionnaire).toEqual({
      cuisines: ['italian'],
      dietaryRestrictions: ['vegetarian'],
      cookingSkill: 'beginner',
      cookingTime: 'moderate',
      excludeIngredients: ['молоко'],
      includeIngredients: [],
      householdSize: 2,
      calorieTarget: 1800,
      calorieTargetSource: 'given',
      planDuration: 2,
      mealTypes: ['breakfast', 'lunch', 'dinner'],
      person: null,
      allowAdditions: true,
      recipeSource: 'builtin',
      preferFavourites: false,
    });
    for (const meal of meals(res.json())) {
      const recipe = catalog.recipeById.get(meal.recipeId)!;
      expect(recipe.diets).toContain('vegetarian');
      expect(recipe.flags).not.toContain('dairy');
      expect(recipe.difficulty).toBe('beginner');
    }
  });

  it('plans for the 2,000 kcal reference intake without a target or personal data, and says so', async () => {
    const { cookie } = await registerUser(app);
    const res = await create(cookie, { planDuration: 2, startDate: '2025-03-14' });
    expect(res.statusCode, res.body).toBe(201);
    const made: MealPlan = res.json();
    expect(made).toMatchObject({ calorieTarget: 2000, calorieTargetSource: 'reference' });
    expect(made.questionnaire).toMatchObject({ calorieTarget: 2000, calorieTargetSource: 'reference', person: null });
    expect(made.plan.every((d) => d.withinTarget === true)).toBe(true);
    expect(made.explanations).toContainEqual(expect.objectContaining({ code: 'calorie_default', params: { target: 2000, source: 'reference' } }));
  });

  it("plans for the estimate from the person's saved data, or from the data sent, and warns about a target below the resting need", async () => {
    const { cookie } = await registerUser(app);
    // Mifflin–St Jeor: 10 × 62 + 6.25 × 165 − 5 × 35 − 161 = 1,315 → 1,320 kcal resting; × 1.375 (light) = 1,815 → 1,820.
    const person = { sex: 'female', age: 35, heightCm: 165, weightKg: 62, activityLevel: 'light' };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { ...sameOriginJson, cookie },
      payload: { cuisines: [], dietaryRestrictions: [], cookingSkill: null, cookingTime: null, excludedIngredients: [], householdSize: 1, calorieTarget: null, person },
    });
    expect(saved.statusCode).toBe(200);
    const fromSaved: MealPlan = (await create(cookie, { planDuration: 1 })).json();
    expect(fromSaved).toMatchObject({ calorieTarget: 1820, calorieTargetSource: 'estimate' });
    expect(fromSaved.questionnaire.person).toEqual(person);
    expect(fromSaved.explanations).toContainEqual(
      expect.objectContaining({ code: 'calorie_default', params: { target: 1820, source: 'estimate', restingKcal: 1320, activityLevel: 'light' } }),
    );
    // Data sent with the questionnaire win over the saved ones: 1,320 × 1.9 = 2,508 → 2,510.
    const sent: MealPlan = (await create(cookie, { planDuration: 1, person: { ...person, activityLevel: 'very_active' } })).json();
    expect(sent).toMatchObject({ calorieTarget: 2510, calorieTargetSource: 'estimate' });
    // A target below the resting need is allowed, with a warning; below 1,200 kcal too.
    const low: MealPlan = (await create(cookie, { planDuration: 1, calorieTarget: 1250 })).json();
    expect(low.explanations).toContainEqual(
      expect.objectContaining({ code: 'target_low', params: { target: 1250, reason: 'below_resting', floor: 1200, restingKcal: 1320 } }),
    );
    const veryLow = await create(cookie, { planDuration: 1, calorieTarget: 1000, person: null });
    expect(veryLow.statusCode).toBe(201);
    expect(veryLow.json().explanations).toContainEqual(expect.objectContaining({ code: 'target_low', params: expect.objectContaining({ reason: 'below_floor' }) }));
  });

  it('refuses personal data out of bounds with 400 naming the field', async () => {
    const res = await create(owner.cookie, { person: { sex: 'male', age: 9, heightCm: 180, weightKg: 80, activityLevel: 'moderate' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain('body.person.age');
  });

  it('adds sides, breads or snacks when the chosen meals cannot carry the target, and keeps them through a swap', async () => {
    const { cookie } = await registerUser(app);
    const res = await create(cookie, { planDuration: 2, mealTypes: ['lunch', 'dinner'], calorieTarget: 4200, startDate: '2025-03-14' });
    expect(res.statusCode).toBe(201);
    const made: MealPlan = res.json();
    for (const day of made.plan) {
      expect(day.withinTarget).toBe(true);
      expect(day.meals.slice(0, 2).map((m) => m.mealType)).toEqual(['lunch', 'dinner']);
      for (const [k, m] of day.meals.slice(2).entries()) expect(m).toMatchObject({ addition: true, mealType: 'snack', id: `${day.date}-addition-${k + 1}` });
    }
    const addition = meals(made).find((m) => m.addition)!;
    expect(addition).toBeDefined();
    const swapped: MealPlan = (await swap(cookie, made.id, addition.id)).json();
    const after = meals(swapped).find((m) => m.id === addition.id)!;
    expect(after).toMatchObject({ addition: true, mealType: 'snack' });
    expect(after.recipeId).not.toBe(addition.recipeId);
    expect(meals(swapped)).toHaveLength(meals(made).length);
  });

  it.each([
    ['a plan that would end after 9999-12-31', { startDate: '9999-12-28', planDuration: 7 }, /would end after 9999-12-31: start on 9999-12-25 or earlier/],
    ['the first day of the calendar', { startDate: '0001-01-01' }, /from 1900-01-01 to 9999-12-31/],
    ['a day before 1900', { startDate: '1899-12-31', planDuration: 1 }, /from 1900-01-01 to 9999-12-31/],
    ['year zero', { startDate: '0000-01-01' }, /from 1900-01-01 to 9999-12-31/],
  ])('answers %s with 400 and a clear message, never 500', async (_name, body, message) => {
    const res = await create(owner.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    const detail = (res.json().error.details as { path: string; message: string }[]).find((d) => d.path === 'body.startDate');
    expect(detail?.message).toMatch(message);
  });

  it('answers 400 when the days from saved preferences or the default would run past 9999-12-31', async () => {
    // No planDuration in the body: the default 7 days from 9999-12-30 end in year 10000.
    const res = await create(owner.cookie, { startDate: '9999-12-30' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      { path: 'body.startDate', message: 'the plan would end after 9999-12-31: start on 9999-12-25 or earlier, or plan fewer days' },
    ]);
    const last = await create(owner.cookie, { startDate: '9999-12-25', planDuration: 7 });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json()).toMatchObject({ startDate: '9999-12-25', endDate: '9999-12-31' });
  });

  it('refuses bad questionnaires with 400 naming each field', async () => {
    const res = await create(owner.cookie, {
      planDuration: 0,
      householdSize: 13,
      calorieTarget: 300,
      mealTypes: [],
      cuisines: ['klingon'],
      startDate: '2025-02-30',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    const paths = (res.json().error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.planDuration',
        'body.householdSize',
        'body.calorieTarget',
        'body.mealTypes',
        'body.cuisines.0',
        'body.startDate',
      ]),
    );
    const message = (res.json().error.details as { path: string; message: string }[]).find((d) => d.path === 'body.planDuration');
    expect(message?.message).toBe('must be between 1 and 14 days');
  });

  it('answers 422 naming the culprits when nothing fits, and keeps nothing', async () => {
    const { cookie } = await registerUser(app);
    const res = await create(cookie, { dietaryRestrictions: ['keto', 'low_fat'], mealTypes: ['dinner'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'plan_infeasible',
      details: { code: 'no_recipes', params: { mealType: 'dinner' } },
    });
    const culprits = res.json().error.details.params.culprits.map((c: { value: string }) => c.value).sort();
    expect(culprits).toEqual(['keto', 'low_fat']);
    expect((await get(cookie, '/api/meal-plans')).json()).toEqual([]);
  });

  it('answers a repeated request with the same Idempotency-Key with the plan the first one made', async () => {
    const { cookie } = await registerUser(app);
    const key = { 'idempotency-key': 'create-plan-1' };
    const body = { planDuration: 2, startDate: '2025-02-03', mealTypes: ['lunch', 'dinner'] };
    const first = await create(cookie, body, key);
    expect(first.statusCode).toBe(201);
    const again = await create(cookie, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await get(cookie, '/api/meal-plans')).json()).toHaveLength(1);

    // The same key for another request is refused; a new key makes a new plan.
    const other = await create(cookie, { ...body, planDuration: 3 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect((await create(cookie, body, { 'idempotency-key': 'create-plan-2' })).statusCode).toBe(201);
    expect((await get(cookie, '/api/meal-plans')).json()).toHaveLength(2);

    // Another person's key of the same name is theirs alone.
    const someoneElse = await registerUser(app);
    expect((await create(someoneElse.cookie, body, key)).json().id).not.toBe(first.json().id);
    // A malformed key is a 400.
    expect((await create(cookie, body, { 'idempotency-key': 'ключ' })).statusCode).toBe(400);
  });

  it('runs a failed request again when it is repeated with its Idempotency-Key', async () => {
    const { cookie } = await registerUser(app);
    const key = { 'idempotency-key': 'nothing-fits' };
    const body = { dietaryRestrictions: ['keto', 'low_fat'], mealTypes: ['dinner'] };
    expect((await create(cookie, body, key)).statusCode).toBe(422);
    const again = await create(cookie, body, key);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('plan_infeasible');
    expect((await get(cookie, '/api/meal-plans')).json()).toEqual([]);
  });

  it("lists the person's plans newest first, with their dates, days and meals per day", async () => {
    const { cookie } = await registerUser(app);
    await create(cookie, { planDuration: 2, startDate: '2025-01-06', mealTypes: ['dinner'] });
    await create(cookie, { planDuration: 7, startDate: '2025-01-13' });
    const list = await get(cookie, '/api/meal-plans');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ startDate: '2025-01-13', endDate: '2025-01-19', days: 7, mealsPerDay: 3, status: 'ready' }),
      expect.objectContaining({ startDate: '2025-01-06', endDate: '2025-01-07', days: 2, mealsPerDay: 1, mealTypes: ['dinner'] }),
    ]);
    expect(list.json()[0]).not.toHaveProperty('plan');
  });

  it('swaps one meal for another that fits, keeping the rest of the plan', async () => {
    const target = plan.plan[1]!.meals[2]!;
    const res = await swap(owner.cookie, plan.id, target.id);
    expect(res.statusCode, res.body).toBe(200);
    const after: MealPlan = res.json();
    const swapped = meals(after).find((m) => m.id === target.id)!;
    expect(swapped.recipeId).not.toBe(target.recipeId);
    expect(swapped.mealType).toBe('dinner');
    expect(swapped.previousRecipeIds).toEqual([target.recipeId]);
    expect(swapped.ingredients.some((i) => nutIds.has(i.id))).toBe(false);
    const changed = meals(after).filter((m, i) => m.recipeId !== meals(plan)[i]!.recipeId);
    expect(changed.map((m) => m.id)).toEqual([target.id]);
    expect(after.plan[1]!.withinTarget).toBe(true);
    // Meals of other days are untouched snapshots.
    expect(after.plan[0]).toEqual(plan.plan[0]);
    expect((await get(owner.cookie, `/api/meal-plans/${plan.id}`)).json()).toEqual(after);
    plan = after;
  });

  it('answers 404 to a swap of a meal the plan does not have', async () => {
    const res = await swap(owner.cookie, plan.id, '1999-01-01-dinner');
    expect(res.statusCode).toBe(404);
  });

  it('exports the plan as an iCalendar file with one event per meal', async () => {
    const res = await get(owner.cookie, `/api/meal-plans/${plan.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="mealplanr-2025-03-14.ics"');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//MealPlanr//Meal plan//EN\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(12);
    const first = meals(plan)[0]!;
    expect(events[0]).toContain(`UID:${first.id}.${plan.id}@mealplanr`);
    expect(events[0]).toContain(`SUMMARY:Breakfast: ${first.title.replace(/,/g, '\\,').replace(/;/g, '\\;')}`);
    // It ends at breakfast time and starts when cooking has to begin.
    expect(events[0]).toContain('DTEND:20250314T080000');
    const start = new Date(Date.UTC(2025, 2, 14, 8, -first.totalMinutes));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(events[0]).toContain(`DTSTART:2025${pad(start.getUTCMonth() + 1)}${pad(start.getUTCDate())}T${pad(start.getUTCHours())}${pad(start.getUTCMinutes())}00`);
    expect(events[0]).toContain(`DESCRIPTION:Servings: ${first.servings} · ${first.kcal} kcal per person`);
    expect(unfolded).toContain('SUMMARY:Dinner: ');
    expect(unfolded).toContain('SUMMARY:Snack: ');
  });

  it('streams the status of a finished plan as one event and ends', async () => {
    const res = await get(owner.cookie, `/api/meal-plans/${plan.id}/events`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.body).toBe('event: status\ndata: {"status":"ready"}\n\n');
  });

  it('streams a generation in progress until it is ready', async () => {
    const [row] = await ctx.database.db
      .insert(mealPlans)
      .values({
        userId: owner.userId,
        startDate: '2025-04-01',
        endDate: '2025-04-01',
        days: 1,
        mealsPerDay: 1,
        questionnaire: plan.questionnaire,
        status: 'generating',
        seed: 1,
      })
      .returning();
    // Another server finishes it: this one learns it from the database.
    const finish = setTimeout(() => {
      void ctx.database.db.update(mealPlans).set({ status: 'ready' }).where(eq(mealPlans.id, row!.id)).execute();
    }, 300);
    const res = await get(owner.cookie, `/api/meal-plans/${row!.id}/events`);
    clearTimeout(finish);
    expect(res.body).toBe('event: status\ndata: {"status":"generating"}\n\nevent: status\ndata: {"status":"ready"}\n\n');
  });

  it("answers 404 on every route to someone else's plan, and to ids that are no plan", async () => {
    const ours = plan.id;
    const mealId = meals(plan)[0]!.id;
    for (const id of [ours, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const responses: LightMyRequestResponse[] = [
        await get(stranger.cookie, `/api/meal-plans/${id}`),
        await get(stranger.cookie, `/api/meal-plans/${id}/calendar.ics`),
        await get(stranger.cookie, `/api/meal-plans/${id}/events`),
        await swap(stranger.cookie, id, mealId),
        await app.inject({ method: 'DELETE', url: `/api/meal-plans/${id}`, headers: { ...origin, cookie: stranger.cookie } }),
      ];
      for (const res of responses) {
        expect(res.statusCode, `${res.raw.req.url}: ${res.body}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
    }
    expect((await get(stranger.cookie, '/api/meal-plans')).json()).toEqual([]);
    expect((await get(owner.cookie, `/api/meal-plans/${ours}`)).statusCode).toBe(200);
  });

  it('answers 401 to visitors on every route', async () => {
    const id = plan.id;
    const responses = [
      await app.inject({ method: 'GET', url: '/api/meal-plans' }),
      await app.inject({ method: 'POST', url: '/api/meal-plans', headers: sameOriginJson, payload: {} }),
      await app.inject({ method: 'GET', url: `/api/meal-plans/${id}` }),
      await app.inject({ method: 'DELETE', url: `/api/meal-plans/${id}`, headers: origin }),
      await app.inject({ method: 'POST', url: `/api/meal-plans/${id}/meals/x/swap`, headers: origin }),
      await app.inject({ method: 'GET', url: `/api/meal-plans/${id}/calendar.ics` }),
      await app.inject({ method: 'GET', url: `/api/meal-plans/${id}/events` }),
    ];
    for (const res of responses) expect(res.statusCode).toBe(401);
  });

  it('deletes a plan', async () => {
    const { cookie } = await registerUser(app);
    const created = (await create(cookie, { planDuration: 1 })).json();
    const del = await app.inject({ method: 'DELETE', url: `/api/meal-plans/${created.id}`, headers: { ...origin, cookie } });
    expect(del.statusCode).toBe(204);
    expect((await get(cookie, `/api/meal-plans/${created.id}`)).statusCode).toBe(404);
    expect((await get(cookie, '/api/meal-plans')).json()).toEqual([]);
  });

  it("keeps a person's list of plans until a plan of theirs changes, whoever writes the change", async () => {
    const { cookie, user } = await registerUser(app);
    const made = (await create(cookie, { planDuration: 1, startDate: '2025-02-03' })).json() as MealPlan;
    const statuses = async () => ((await get(cookie, '/api/meal-plans')).json() as MealPlan[]).map((p) => p.status);
    expect(await statuses()).toEqual(['ready']);
    // Nothing changed: the same answer object, not a new read (this reader is a second one on the database).
    const reader = new PlanSummariesReader(ctx.database.db);
    const first = await reader.read(user.id);
    expect(await reader.read(user.id)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Changes written past the app, as another process or an administrator would: each is seen at once.
    await ctx.database.db.update(mealPlans).set({ status: 'failed' }).where(eq(mealPlans.id, made.id));
    expect(await statuses()).toEqual(['failed']);
    expect((await reader.read(user.id)).map((p) => p.status)).toEqual(['failed']);
    const [other] = await ctx.database.db
      .insert(mealPlans)
      .values({ userId: user.id, startDate: '2025-02-10', endDate: '2025-02-10', days: 1, mealsPerDay: 1, questionnaire: plan.questionnaire, status: 'generating', seed: 1 })
      .returning();
    expect(await statuses()).toEqual(['generating', 'failed']);
    await ctx.database.db.delete(mealPlans).where(eq(mealPlans.id, made.id));
    expect(await statuses()).toEqual(['generating']);
    expect((await reader.read(user.id)).map((p) => p.id)).toEqual([other!.id]);
    // Another person's list is their own.
    expect((await get(stranger.cookie, '/api/meal-plans')).json()).not.toContainEqual(expect.objectContaining({ id: other!.id }));
  });

  it('marks generations cut off by a restart as failed, never leaving a half-written plan', async () => {
    const insert = async (updatedAt: Date) => {
      const [row] = await ctx.database.db
        .insert(mealPlans)
        .values({
          userId: owner.userId,
          startDate: '2025-05-01',
          endDate: '2025-05-01',
          days: 1,
          mealsPerDay: 1,
          questionnaire: plan.questionnaire,
          status: 'generating',
          seed: 1,
          updatedAt,
        })
        .returning();
      return row!.id;
    };
    const stale = await insert(new Date(Date.now() - 10 * 60_000));
    const fresh = await insert(new Date());
    const restarted = await buildTestApp(ctx.database);
    try {
      const read = async (id: string) => (await restarted.inject({ method: 'GET', url: `/api/meal-plans/${id}`, headers: { cookie: owner.cookie } })).json();
      const failed = await read(stale);
      expect(failed).toMatchObject({ status: 'failed', plan: [] });
      expect(failed.error).toMatch(/stopped while this plan was being generated/);
      // Embedded: this process owns the data, so every unfinished generation is dead. PostgreSQL: another server
      // may still be generating the fresh one.
      expect((await read(fresh)).status).toBe(ctx.kind === 'pglite' ? 'failed' : 'generating');
      const stream = await restarted.inject({ method: 'GET', url: `/api/meal-plans/${stale}/events`, headers: { cookie: owner.cookie } });
      expect(stream.body).toContain('"status":"failed"');
    } finally {
      await restarted.close();
      await ctx.database.db.delete(mealPlans).where(eq(mealPlans.id, fresh));
    }
  });
});
