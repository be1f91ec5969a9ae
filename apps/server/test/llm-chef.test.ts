/**
 * The AI chef end to end: the real app on both databases, talking to a local fake model server over the real
 * chat-completions protocol (streamed SSE chunks and plain JSON). Whatever the model answers, a plan ends ready
 * or failed, and never holds a meal that breaks a restriction.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { catalogFoodWords } from '@mealplanr/catalog/food-words/engine';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog, type Recipe } from '@mealplanr/catalog/load';
import type { Language } from '@mealplanr/contracts/enums';
import { questionnaireSchema, type Meal, type MealPlan, type Questionnaire } from '@mealplanr/contracts/meal-plans';
import { fitsHardConstraints } from '@mealplanr/planner/constraints';
import { hardConstraintsOf } from '@mealplanr/planner/problem';
import { chefSlots } from '../src/modules/llm/chef-meals';
import { foodsInText } from '../src/modules/llm/text-foods';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { fakeLlmServerForFile, type ChatRequest, type FakeReply } from './helpers/fake-llm-server';
import { asModelRecipe, type ModelRecipe } from './helpers/model-recipes';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const catalog = loadCatalog();
const index = catalogIngredientIndex();
const foodWords = catalogFoodWords();
/** Long enough for any answer of these tests on a busy machine; the slow stream below takes longer. */
const TIMEOUT_MS = 6000;
const origin = { origin: sameOriginJson.origin };

/** The recipe's text names only foods on its own ingredient list, as the chef is asked to write. */
const namesOnlyListed = (r: Recipe, language: Language) => {
  const listed = new Set(r.ingredients.map((i) => i.id));
  const t = r.text[language];
  return [t.title, t.description, ...t.steps].every((text) => foodsInText(foodWords, text).every((f) => [...f.ids].some((id) => listed.has(id))));
};

/** Fitting catalog recipes written the way a model would (in `language`, with a made-up nutrition figure). */
function goodRecipes(input: Record<string, unknown>, language: Language = 'en'): ModelRecipe[] {
  const q: Questionnaire = questionnaireSchema.parse(input); // unknown keys (lang, startDate) are dropped
  const { constraints } = hardConstraintsOf(q, index, catalog);
  return chefSlots(q).map((slot, i) => {
    const fitting = catalog.recipesByMealType[slot.mealType].filter(
      (r) => fitsHardConstraints(r, slot.mealType, constraints) && namesOnlyListed(r, language),
    );
    const recipe: Recipe = fitting[i % fitting.length]!;
    return asModelRecipe(recipe, language, {
      day: slot.day,
      mealType: slot.mealType,
      nutritionPerServing: { kcal: 111, proteinG: 1, fatG: 1, carbsG: 1 },
    });
  });
}

const answer = (recipes: unknown[], extra: Partial<FakeReply> = {}): FakeReply =>
  ({ kind: 'answer', content: JSON.stringify({ recipes }), ...extra }) as FakeReply;

/** `recipes` with the first one's ingredients extended by `name` (amount in grams). */
function spoilFirst(recipes: ModelRecipe[], name: string, title?: string): ModelRecipe[] {
  const [first, ...rest] = recipes;
  return [{ ...first!, ...(title ? { title } : {}), ingredients: [...first!.ingredients, { name, amount: 50, unit: 'g' }] }, ...rest];
}

const mealsOf = (plan: MealPlan): Meal[] => plan.plan.flatMap((day) => day.meals);
const idsOf = (plan: MealPlan) => new Set(mealsOf(plan).flatMap((m) => m.ingredients.map((i) => i.id)));

const llm = fakeLlmServerForFile();

describeEachDatabase('AI chef', (ctx) => {
  let app: FastifyInstance;
  let cookie: string;

  const create = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/meal-plans', headers: { ...sameOriginJson, cookie }, payload: { generator: 'llm', lang: 'en', ...payload } });
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

  /** Starts an AI chef plan (202, still generating) and follows its events until it is ready or failed. */
  async function generate(payload: Record<string, unknown>): Promise<{ plan: MealPlan; events: Record<string, unknown>[] }> {
    const res = await create(payload);
    expect(res.statusCode, res.body).toBe(202);
    const accepted = res.json<MealPlan>();
    expect(accepted).toMatchObject({ status: 'generating', generator: 'llm', plan: [] });
    const stream = await get(`/api/meal-plans/${accepted.id}/events`);
    const events = stream.body
      .split('\n\n')
      .filter((block) => block.startsWith('event: status'))
      .map((block) => JSON.parse(block.slice(block.indexOf('data: ') + 6)) as Record<string, unknown>);
    const plan = (await get(`/api/meal-plans/${accepted.id}`)).json<MealPlan>();
    return { plan, events };
  }

  beforeAll(async () => {
    app = await buildTestApp(ctx.database, {
      llm: { baseUrl: llm.baseUrl, model: 'fake-chef', apiKey: 'sk-test-key', timeoutMs: TIMEOUT_MS },
    });
    cookie = (await registerUser(app)).cookie;
  });
  afterAll(async () => {
    await app.close();
  });

  it('offers the AI chef only when a model is configured', async () => {
    expect((await get('/api/meal-plans/generators')).json()).toEqual({
      generators: ['builtin', 'llm'],
      default: 'builtin',
      timeoutSeconds: TIMEOUT_MS / 1000,
    });
    const plain = await buildTestApp(ctx.database);
    try {
      const other = (await registerUser(plain)).cookie;
      const offered = await plain.inject({ method: 'GET', url: '/api/meal-plans/generators', headers: { cookie: other } });
      expect(offered.json()).toEqual({ generators: ['builtin'], default: 'builtin' });
      const refused = await plain.inject({
        method: 'POST',
        url: '/api/meal-plans',
        headers: { ...sameOriginJson, cookie: other },
        payload: { generator: 'llm', planDuration: 1 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('generator_unavailable');
      expect((await plain.inject({ method: 'GET', url: '/api/meal-plans', headers: { cookie: other } })).json()).toEqual([]);
    } finally {
      await plain.close();
    }
  });

  it('turns a good answer into a plan: recipes mapped onto the catalog, nutrition recomputed, portions solved', async () => {
    const input = { planDuration: 2, householdSize: 2, calorieTarget: 2000, mealTypes: ['breakfast', 'lunch', 'dinner'] as const, startDate: '2025-06-02' };
    const recipes = goodRecipes({ ...input, mealTypes: [...input.mealTypes] });
    llm.respondWith(() => answer(recipes, { chunkSize: 400 }));
    const { plan, events } = await generate({ ...input, mealTypes: [...input.mealTypes] });

    expect(plan, plan.error ?? '').toMatchObject({ status: 'ready', generator: 'llm', error: null, days: 2 });
    expect(events.at(-1)).toEqual({ status: 'ready' });
    const meals = mealsOf(plan);
    expect(meals.map((m) => m.title)).toEqual(recipes.map((r) => r.title));
    for (const meal of meals) {
      expect(meal).toMatchObject({ source: 'llm', language: 'en' });
      expect(meal.nutritionEstimated).toBeUndefined();
      expect(meal.fallbackRecipeId && catalog.recipeById.has(meal.fallbackRecipeId)).toBe(true);
      // The model said 111 kcal per serving; the catalog's figures win.
      expect(meal.kcal).not.toBe(Math.round(111 * meal.portion));
      expect(meal.ingredients.every((i) => catalog.ingredientById.has(i.id) && !i.unmapped)).toBe(true);
      expect(meal.servings).toBeCloseTo(meal.portion * 2, 9);
    }
    for (const day of plan.plan) expect(day.withinTarget).toBe(true);
    expect(plan.explanations.filter((e) => e.code.startsWith('llm_'))).toEqual([]);

    // One streamed request with the strict JSON schema, the key, and the questionnaire in words.
    expect(llm.requests).toHaveLength(1);
    const [request] = llm.requests as [ChatRequest];
    expect(request.headers.authorization).toBe('Bearer sk-test-key');
    expect(request.body).toMatchObject({ model: 'fake-chef', stream: true, response_format: { type: 'json_schema', json_schema: { strict: true } } });
    expect(request.system).toContain('in English');
    expect(request.prompt).toContain('- day 2: breakfast, lunch, dinner');
    expect(request.prompt).toContain('about 2000 kcal per person per day');
    expect(request.prompt).toContain(catalog.ingredientById.get('egg')!.name.en);
  });

  it('streams progress while the model writes, with the recipes written so far', async () => {
    const input = { planDuration: 2, mealTypes: ['lunch', 'dinner'] };
    const recipes = goodRecipes(input);
    const content = JSON.stringify({ recipes });
    // About a second in all, well inside the time-out.
    llm.respondWith(() => answer(recipes, { chunkSize: Math.ceil(content.length / 20), chunkDelayMs: 50 }));
    const { plan, events } = await generate(input);
    expect(plan.status).toBe('ready');
    const progress = events.filter((e) => e.step === 'asking_model');
    const counts = progress.map((e) => e.done as number);
    expect(new Set(counts).size, JSON.stringify(events)).toBeGreaterThanOrEqual(3);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ done: 4, total: 4 });
    expect(events.map((e) => e.step)).toEqual(expect.arrayContaining(['checking', 'saving']));
  });

  it('asks again for a recipe with an excluded ingredient, and uses the new one', async () => {
    const input = { planDuration: 1, excludeIngredients: ['nuts'] };
    const good = goodRecipes(input);
    llm.respondWith((_request, i) => answer(i === 0 ? spoilFirst(good, 'almonds', 'Almond porridge') : good));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    expect(mealsOf(plan).every((m) => m.source === 'llm')).toBe(true);
    expect(llm.requests).toHaveLength(2);
    const again = llm.requests[1]!;
    expect(again.body.stream).toBeFalsy(); // the short second request is not streamed
    expect(again.prompt).toContain('Meals to write (1):');
    expect(again.prompt).toContain('"Almond porridge" — it used an excluded ingredient');
    const nuts = index.expandExclusion('nuts');
    expect([...idsOf(plan)].some((id) => nuts.has(id))).toBe(false);
  });

  it('replaces a recipe that keeps breaking an exclusion with the built-in planner’s, and says so', async () => {
    const input = { planDuration: 2, excludeIngredients: ['nuts'] };
    const bad = spoilFirst(goodRecipes(input), 'walnuts');
    llm.respondWith(() => answer(bad));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    const [first, ...others] = mealsOf(plan);
    expect(first!.source).toBeUndefined();
    expect(catalog.recipeById.has(first!.recipeId)).toBe(true);
    expect(others.every((m) => m.source === 'llm')).toBe(true);
    const nuts = index.expandExclusion('nuts');
    expect([...idsOf(plan)].some((id) => nuts.has(id))).toBe(false);
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({
        code: 'llm_replaced',
        params: { count: 1, meals: [{ date: first!.date, mealType: 'breakfast' }], reasons: ['excluded_ingredient'] },
      }),
    );
  });

  it('never lets a vegan violation or an unknown ingredient into a vegan plan', async () => {
    const input = { planDuration: 1, dietaryRestrictions: ['vegan'], mealTypes: ['breakfast', 'dinner'] };
    const [breakfast, dinner] = goodRecipes(input);
    const sneaky = [
      { ...breakfast!, title: 'Vegan butter toast', ingredients: [...breakfast!.ingredients, { name: 'butter', amount: 20, unit: 'g' }] },
      { ...dinner!, ingredients: [...dinner!.ingredients, { name: 'plant-based mystery cream', amount: 50, unit: 'ml' }] },
    ];
    llm.respondWith(() => answer(sneaky));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    expect(llm.requests).toHaveLength(2);
    for (const meal of mealsOf(plan)) {
      expect(meal.source).toBeUndefined();
      expect(catalog.recipeById.get(meal.recipeId)!.diets).toContain('vegan');
      for (const line of meal.ingredients) expect(catalog.ingredientById.get(line.id)!.flags).not.toContain('animal');
    }
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'llm_replaced', params: expect.objectContaining({ count: 2, reasons: ['dietary_restriction', 'unknown_ingredient'] }) }),
    );
  });

  it('keeps ingredients it does not know when nothing could concern them, marked, with the model’s estimate', async () => {
    const input = { planDuration: 1, mealTypes: ['dinner'] };
    const recipes = spoilFirst(goodRecipes(input), 'smoked dragon fruit foam');
    llm.respondWith(() => answer(recipes));
    const { plan } = await generate(input);

    const [meal] = mealsOf(plan);
    expect(meal).toMatchObject({ source: 'llm', nutritionEstimated: true, portion: 1, kcal: 111 });
    expect(meal!.ingredients.at(-1)).toMatchObject({ id: 'unmapped:smoked dragon fruit foam', name: 'smoked dragon fruit foam', unmapped: true });
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'llm_estimated', params: { count: 1, ingredients: ['smoked dragon fruit foam'] } }),
    );
  });

  it('writes the recipes and the request in the plan’s language', async () => {
    const input = { planDuration: 1, mealTypes: ['lunch'], lang: 'ru' };
    const recipes = goodRecipes(input, 'ru');
    llm.respondWith(() => answer(recipes));
    const { plan } = await generate(input);

    expect(plan.language).toBe('ru');
    const [meal] = mealsOf(plan);
    expect(meal!.title).toBe(recipes[0]!.title);
    expect(meal!.ingredients.every((i) => i.name === catalog.ingredientById.get(i.id)!.name.ru)).toBe(true);
    expect(llm.requests[0]!.system).toContain('по-русски');
    expect(llm.requests[0]!.prompt).toContain('- день 1: обед');
  });

  it('fails the plan, with no meals, when the answer is not JSON', async () => {
    llm.respondWith(() => ({ kind: 'answer', content: '{"recipes": [{"day": 1, "mealType": "breakfast", "title": "Pancakes' }));
    const { plan, events } = await generate({ planDuration: 1 });
    expect(plan).toMatchObject({ status: 'failed', plan: [], explanations: [] });
    expect(plan.error).toMatch(/not the JSON it was asked for/);
    expect(events.at(-1)).toMatchObject({ status: 'failed', message: plan.error });
    const stored = mealsOf(plan);
    expect(stored).toEqual([]);
  });

  it('fails the plan when the model server answers 500 (after one more try)', async () => {
    llm.respondWith(() => ({ kind: 'error', status: 500, message: 'model crashed' }));
    const { plan } = await generate({ planDuration: 1 });
    expect(plan).toMatchObject({ status: 'failed', plan: [] });
    expect(plan.error).toMatch(/HTTP 500/);
    expect(llm.requests).toHaveLength(2);
  });

  it('gives up cleanly on a stream slower than the time-out', async () => {
    const recipes = goodRecipes({ planDuration: 1 });
    const content = JSON.stringify({ recipes });
    llm.respondWith(() => answer(recipes, { chunkSize: Math.ceil(content.length / 60), chunkDelayMs: 250 })); // ~15 s
    const { plan } = await generate({ planDuration: 1 });
    expect(plan).toMatchObject({ status: 'failed', plan: [] });
    expect(plan.error).toBe(`The AI chef did not finish within ${TIMEOUT_MS / 1000} seconds.`);
    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true }); // the request was cut off, not read to the end
  });

  it('refuses a recipe whose steps use a food its ingredient list leaves out', async () => {
    const input = { planDuration: 1, mealTypes: ['lunch', 'dinner'] };
    const [lunch, dinner] = goodRecipes(input);
    const extra = ['parmesan', 'walnuts', 'bacon'].find((food) => !lunch!.ingredients.some((i) => i.name.toLowerCase().includes(food)))!;
    const sloppy = { ...lunch!, steps: [...(lunch!.steps as string[]), `Finish with a handful of ${extra}.`] };
    llm.respondWith(() => answer([sloppy, dinner]));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    const [first, second] = mealsOf(plan);
    expect(first!.source).toBeUndefined(); // the built-in planner's, after asking again
    expect(catalog.recipeById.has(first!.recipeId)).toBe(true);
    expect(second).toMatchObject({ source: 'llm', title: dinner!.title });
    // The refused step is nowhere (a catalog lunch may mention the same food in steps of its own).
    expect(mealsOf(plan).some((m) => m.steps.includes(`Finish with a handful of ${extra}.`))).toBe(false);
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'llm_replaced', params: expect.objectContaining({ count: 1, reasons: ['unlisted_food'] }) }),
    );
    expect(llm.requests[1]!.prompt).toContain('its title, description or steps named a food missing from its ingredient list');
  });

  it('refuses an excluded food named only in the title, and takes the recipe written when asked again', async () => {
    const input = { planDuration: 1, mealTypes: ['breakfast', 'dinner'], excludeIngredients: ['nuts'] };
    const good = goodRecipes(input);
    const titled = [{ ...good[0]!, title: `Walnut ${good[0]!.title as string}` }, good[1]!];
    llm.respondWith((_request, i) => answer(i === 0 ? titled : [good[0]!]));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    expect(mealsOf(plan).map((m) => [m.source, m.title])).toEqual(good.map((r) => ['llm', r.title]));
    expect(plan.explanations.filter((e) => e.code === 'llm_replaced')).toEqual([]);
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1]!.prompt).toContain(`"Walnut ${good[0]!.title as string}" — it used an excluded ingredient`);
  });

  it('refuses a recipe whose description names a food the diet forbids', async () => {
    const input = { planDuration: 1, mealTypes: ['lunch', 'dinner'], dietaryRestrictions: ['vegan'] };
    const [lunch, dinner] = goodRecipes(input);
    const buttery = { ...lunch!, description: 'Finished with a knob of butter.' };
    llm.respondWith(() => answer([buttery, dinner]));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    const [first, second] = mealsOf(plan);
    expect(first!.source).toBeUndefined();
    expect(catalog.recipeById.get(first!.recipeId)!.diets).toContain('vegan');
    expect(second!.source).toBe('llm');
    expect(mealsOf(plan).some((m) => m.description.includes('butter'))).toBe(false);
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'llm_replaced', params: expect.objectContaining({ count: 1, reasons: ['dietary_restriction'] }) }),
    );
  });

  it('refuses text with bidirectional or zero-width characters, and keeps none of them', async () => {
    const input = { planDuration: 1, mealTypes: ['breakfast', 'lunch'] };
    const good = goodRecipes(input);
    const hidden = [
      { ...good[0]!, title: `${good[0]!.title as string} \u202Estun tuoba\u202C` },
      { ...good[1]!, ingredients: good[1]!.ingredients.map((line, i) => (i === 0 ? { ...line, name: `pea\u200Bnuts ${line.name}` } : line)) },
    ];
    llm.respondWith((_request, i) => answer(i === 0 ? hidden : good));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    expect(mealsOf(plan).map((m) => [m.source, m.title])).toEqual(good.map((r) => ['llm', r.title]));
    expect(JSON.stringify(plan)).not.toMatch(/[\u202A-\u202E\u200B]/);
    expect(llm.requests[1]!.prompt).toContain('it contained invisible or control characters');
    expect(llm.requests[1]!.prompt).not.toMatch(/[\u202A-\u202E\u200B]/);
  });

  it('refuses a recipe with a NUL or a lone surrogate, and saves the rest of the plan (PostgreSQL refuses a NUL)', async () => {
    const input = { planDuration: 1, mealTypes: ['breakfast', 'lunch', 'dinner'] };
    const good = goodRecipes(input);
    const broken = [
      { ...good[0]!, steps: ['Whisk.\u0000', ...(good[0]!.steps as string[])] },
      { ...good[1]!, title: `Half a character \ud800` },
      good[2]!,
    ];
    const content = JSON.stringify({ recipes: broken });
    expect(content).toContain('\\u0000');
    expect(content).toContain('\\ud800'); // as a model server would send it: an escape in the JSON
    llm.respondWith(() => ({ kind: 'answer', content })); // and again when asked again
    const { plan } = await generate(input);

    expect(plan).toMatchObject({ status: 'ready', error: null });
    const [breakfast, lunch, dinner] = mealsOf(plan);
    expect([breakfast!.source, lunch!.source]).toEqual([undefined, undefined]);
    expect(catalog.recipeById.has(breakfast!.recipeId) && catalog.recipeById.has(lunch!.recipeId)).toBe(true);
    expect(dinner).toMatchObject({ source: 'llm', title: good[2]!.title });
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'llm_replaced', params: expect.objectContaining({ count: 2, reasons: ['hidden_characters'] }) }),
    );
    const stored = JSON.stringify(plan);
    expect(stored).not.toContain('\\u0000');
    expect(stored).not.toMatch(/\\ud800/i);
  });

  it('refuses implausible amounts and energy', async () => {
    const input = { planDuration: 1, mealTypes: ['breakfast', 'lunch', 'dinner'] };
    const good = goodRecipes(input);
    const [first, ...rest] = good[0]!.ingredients;
    const wild = [
      { ...good[0]!, ingredients: [{ ...first!, amount: 100_000, unit: 'g' }, ...rest] }, // 100 kg
      { ...good[1]!, nutritionPerServing: { kcal: 717_000, proteinG: 20, fatG: 20, carbsG: 20 } },
      good[2]!,
    ];
    llm.respondWith(() => answer(wild));
    const { plan } = await generate(input);

    expect(plan.status).toBe('ready');
    const meals = mealsOf(plan);
    expect(meals.map((m) => m.source)).toEqual([undefined, undefined, 'llm']);
    for (const meal of meals) {
      expect(meal.kcal).toBeLessThan(2500 * meal.portion);
      for (const line of meal.ingredients) expect(line.grams).toBeLessThan(5000);
    }
    expect(plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'llm_replaced', params: expect.objectContaining({ count: 2, reasons: ['implausible'] }) }),
    );
    expect(llm.requests[1]!.prompt).toContain('its amounts, servings, minutes or energy were not realistic');
  });

  it('lists the plan and swaps an AI chef meal for a catalog one, keeping the other meals as written', async () => {
    const input = { planDuration: 1, mealTypes: ['lunch', 'dinner'] };
    llm.respondWith(() => answer(goodRecipes(input)));
    const { plan } = await generate(input);
    expect((await get('/api/meal-plans')).json<MealPlan[]>().find((p) => p.id === plan.id)).toMatchObject({ generator: 'llm', status: 'ready' });

    const [lunch, dinner] = mealsOf(plan);
    const res = await app.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/meals/${lunch!.id}/swap`, headers: { ...origin, cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const [newLunch, sameDinner] = mealsOf(res.json<MealPlan>());
    expect(newLunch!.source).toBeUndefined();
    expect(catalog.recipeById.has(newLunch!.recipeId)).toBe(true);
    expect(newLunch!.previousRecipeIds).toContain(lunch!.recipeId);
    expect(sameDinner).toEqual(dinner);
  });
});
