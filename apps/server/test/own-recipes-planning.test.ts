/**
 * Plans made from one's own recipes: every hard constraint holds for them by the catalog's rules (recipes that
 * would break one are left out, and are used when nothing forbids them); "never suggest" holds for generation
 * and swaps, for catalog and own recipes; a recipe with lines not understood is planned only without
 * restrictions and exclusions, and the plan says so; favourites are preferred when asked; the grocery list of
 * such a plan merges their ingredients and lists unread lines as written.
 */
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog } from '@mealplanr/catalog/load';
import type { Meal, MealPlan, QuestionnaireInput } from '@mealplanr/contracts/meal-plans';
import type { OwnRecipe, OwnRecipeInput } from '@mealplanr/contracts/recipes';
import { recipeMarks } from '../src/db/schema';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const catalog = loadCatalog();
const index = catalogIngredientIndex();

type MealType = OwnRecipeInput['mealTypes'][number];
const recipe = (title: string, mealType: MealType, lines: string[], extra: Partial<OwnRecipeInput> = {}): OwnRecipeInput => ({
  title,
  description: '',
  language: 'en',
  mealTypes: [mealType],
  cuisine: 'mediterranean',
  servings: 2,
  activeMinutes: 15,
  totalMinutes: 30,
  difficulty: 'beginner',
  lines: lines.map((text) => ({ text })),
  steps: ['Cook it.'],
  ...extra,
});

/** Recipes that suit a vegetarian who excludes tomatoes and tree nuts … */
const FITTING = [
  recipe('Oat porridge with banana', 'breakfast', ['80 g rolled oats', '300 ml milk', '1 banana']),
  recipe('Spinach omelette', 'breakfast', ['3 eggs', '1 cup spinach', '1 tbsp butter']),
  recipe('Chickpea and cucumber salad', 'lunch', ['400 g canned chickpeas', '1 cucumber', '2 tbsp olive oil']),
  recipe('Cheddar toastie', 'lunch', ['4 slices bread', '80 g cheddar cheese', '1 tbsp butter']),
  recipe('Tofu and broccoli stir-fry', 'dinner', ['300 g tofu', '2 cups broccoli', '1 cup rice', '2 tbsp soy sauce']),
  recipe('Mushroom risotto', 'dinner', ['1 cup rice', '250 g mushrooms', '1 onion', '30 g butter']),
];
/** … and recipes that break one of those choices each. */
const BREAKING = {
  vegetarian: [
    recipe('Bacon and eggs', 'breakfast', ['100 g bacon', '2 eggs']),
    recipe('Chicken rice bowl', 'lunch', ['300 g chicken breast', '1 cup rice']),
    recipe('Beef chili', 'dinner', ['500 g ground beef', '400 g canned kidney beans', '1 onion']),
  ],
  exclusion: [
    recipe('Tomato pasta', 'lunch', ['200 g pasta', '400 g canned tomatoes', '2 tbsp olive oil']),
    recipe('Lentil and tomato stew', 'dinner', ['200 g lentils', '2 tomatoes', '1 onion', '2 carrots']),
  ],
  allergen: [
    recipe('Yogurt with walnuts', 'breakfast', ['200 g yogurt', '30 g walnuts', '1 tbsp honey']),
    recipe('Almond rice salad', 'lunch', ['1 cup rice', '60 g almonds', '1 cucumber']),
  ],
};
const CHOICES = {
  dietaryRestrictions: ['vegetarian'],
  excludeIngredients: ['tomatoes', 'tree nuts'],
} satisfies QuestionnaireInput;

/** A dinner whose last line nobody can read. */
const MYSTERY = recipe('Grandma’s mystery stew', 'dinner', [
  '300 g chicken breast',
  '2 potatoes',
  'a splash of dragonfruit foam',
  'fresh herbs to taste',
]);

describeEachDatabase('planning with own recipes', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(payload ? sameOriginJson : method === 'GET' ? {} : { origin: sameOriginJson.origin }), cookie },
      ...(payload ? { payload } : {}),
    });
  const ok = <T>(res: LightMyRequestResponse, status = 200): T => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json() as T;
  };
  const add = async (cookie: string, input: OwnRecipeInput) => ok<OwnRecipe>(await call(cookie, 'POST', '/api/recipes', input), 201);
  const plan = async (cookie: string, input: QuestionnaireInput & { lang?: string }) =>
    ok<MealPlan>(await call(cookie, 'POST', '/api/meal-plans', { startDate: '2026-03-02', lang: 'en', ...input }), 201);
  const mealsOf = (p: MealPlan): Meal[] => p.plan.flatMap((d) => d.meals);
  const swap = async (cookie: string, p: MealPlan, mealId: string) =>
    call(cookie, 'POST', `/api/meal-plans/${p.id}/meals/${mealId}/swap`);

  describe('hard constraints', () => {
    let cookie: string;
    const ids = { fitting: new Set<string>(), breaking: new Map<string, string>() };
    beforeAll(async () => {
      cookie = (await registerUser(app)).cookie;
      for (const r of FITTING) ids.fitting.add((await add(cookie, r)).id);
      for (const [why, list] of Object.entries(BREAKING)) for (const r of list) ids.breaking.set((await add(cookie, r)).id, why);
    });

    it('plans only own recipes that meet the restriction, the exclusion word and the allergen', async () => {
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 4, mealTypes: ['breakfast', 'lunch', 'dinner'], ...CHOICES });
      const meals = mealsOf(made).filter((m) => !m.addition);
      expect(meals).toHaveLength(12);
      const tomato = index.expandExclusion('tomatoes');
      const treeNuts = index.expandExclusion('tree nuts');
      expect(treeNuts.has('walnuts') && treeNuts.has('almonds')).toBe(true);
      for (const meal of meals) {
        expect(ids.fitting.has(meal.recipeId), `${meal.title} (${ids.breaking.get(meal.recipeId) ?? 'catalog'})`).toBe(true);
        expect(meal.ownRecipe).toBe(true);
        // Checked again from the recipe itself, not from the planner's word.
        const own = ok<OwnRecipe & { diets: string[] }>(await call(cookie, 'GET', `/api/recipes/${meal.recipeId}`));
        expect(own.diets).toContain('vegetarian');
        for (const line of own.lines) {
          expect(tomato.has(line.ingredientId ?? ''), line.text).toBe(false);
          expect(treeNuts.has(line.ingredientId ?? ''), line.text).toBe(false);
        }
      }
      // Every fitting recipe of a planned meal type is used before any repeats.
      expect(new Set(meals.map((m) => m.recipeId)).size).toBe(6);
    });

    it('uses the same recipes when nothing forbids them (so leaving them out above was the choices’ doing)', async () => {
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 7, mealTypes: ['breakfast', 'lunch', 'dinner'] });
      const used = new Set(mealsOf(made).map((m) => m.recipeId));
      const breakingUsed = [...ids.breaking.keys()].filter((id) => used.has(id));
      expect(breakingUsed.length).toBeGreaterThanOrEqual(4);
      expect(made.explanations.map((e) => e.code)).not.toContain('own_unresolved');
    });

    it('fails like any plan when no own recipe fits a meal, naming what to drop', async () => {
      const res = await call(cookie, 'POST', '/api/meal-plans', {
        recipeSource: 'mine',
        planDuration: 2,
        mealTypes: ['breakfast', 'snack'],
        startDate: '2026-03-02',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('plan_infeasible');
      expect(res.json().error.details).toMatchObject({ code: 'no_recipes', params: { mealType: 'snack' } });
      // Both sources together: the catalog's snacks fill in.
      const both = await plan(cookie, { recipeSource: 'both', planDuration: 2, mealTypes: ['breakfast', 'snack'], ...CHOICES });
      expect(mealsOf(both).some((m) => !m.ownRecipe)).toBe(true);
    });

    it('keeps an own recipe’s text in the language it was written in, whatever the plan is read in', async () => {
      const russian = await add(cookie, {
        ...recipe('Гречка с грибами', 'lunch', ['200 г гречки', '250 г шампиньонов', '1 луковица']),
        language: 'ru',
      });
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 7, mealTypes: ['lunch'], lang: 'en' });
      const meal = mealsOf(made).find((m) => m.recipeId === russian.id)!;
      expect(meal).toMatchObject({ language: 'ru', title: 'Гречка с грибами', ownRecipe: true });
      expect(meal.ingredients.find((i) => i.id === 'buckwheat')!.name).toBe(catalog.ingredientById.get('buckwheat')!.name.ru);
      const inBelarusian = ok<MealPlan>(await call(cookie, 'GET', `/api/meal-plans/${made.id}?lang=be`));
      expect(mealsOf(inBelarusian).find((m) => m.recipeId === russian.id)).toMatchObject({ language: 'ru', title: 'Гречка с грибами' });
    });
  });

  describe('never suggest', () => {
    it('never plans or swaps in an own recipe marked so', async () => {
      const { cookie } = await registerUser(app);
      const breakfasts = [];
      for (const r of [...FITTING, ...BREAKING.vegetarian, ...BREAKING.allergen]) {
        const saved = await add(cookie, r);
        if (r.mealTypes.includes('breakfast')) breakfasts.push(saved);
      }
      expect(breakfasts).toHaveLength(4);
      const [kept, other, ...never] = breakfasts;
      for (const r of never) ok(await call(cookie, 'PUT', `/api/recipes/${r!.id}/marks`, { neverSuggest: true }));
      const neverIds = new Set(never.map((r) => r!.id));
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 6, mealTypes: ['breakfast'] });
      const used = new Set(mealsOf(made).map((m) => m.recipeId));
      expect([...used].sort()).toEqual([kept!.id, other!.id].sort());
      for (const meal of mealsOf(made)) {
        for (let i = 0; i < 3; i++) {
          const swapped = await swap(cookie, made, meal.id);
          if (swapped.statusCode === 422) continue; // nothing else fits: also fine
          const after = mealsOf(ok<MealPlan>(swapped)).find((m) => m.id === meal.id)!;
          expect(neverIds.has(after.recipeId), after.title).toBe(false);
        }
      }
    });

    it('never plans or swaps in a catalog recipe marked so', async () => {
      const person = await registerUser(app);
      const dinners = catalog.recipesByMealType.dinner.filter((r) => r.totalMinutes <= 60 && r.difficulty !== 'advanced');
      const allowed = new Set(dinners.slice(0, 4).map((r) => r.id));
      // Marked straight in the table: the same rows the marks route writes, for some hundred recipes at once.
      await ctx.database.db.insert(recipeMarks).values(
        catalog.recipesByMealType.dinner
          .filter((r) => !allowed.has(r.id))
          .map((r) => ({ userId: person.user.id, recipeKey: r.id, neverSuggest: true })),
      );
      const made = await plan(person.cookie, { planDuration: 4, mealTypes: ['dinner'], cookingTime: 'moderate', allowAdditions: false });
      for (const meal of mealsOf(made)) expect(allowed.has(meal.recipeId), meal.recipeId).toBe(true);
      for (let i = 0; i < 4; i++) {
        const res = await swap(person.cookie, made, mealsOf(made)[0]!.id);
        const after = mealsOf(ok<MealPlan>(res))[0]!;
        expect(allowed.has(after.recipeId), after.recipeId).toBe(true);
      }
      const rows = await ctx.database.db.select().from(recipeMarks).where(inArray(recipeMarks.recipeKey, [...allowed]));
      expect(rows).toEqual([]);
    });
  });

  describe('a recipe deleted after planning', () => {
    it('stays in the plans made with it, and the rest of such a plan can still be swapped', async () => {
      const { cookie } = await registerUser(app);
      for (const r of FITTING) await add(cookie, r);
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 2, mealTypes: ['breakfast', 'lunch'] });
      const [first, ...others] = mealsOf(made);
      expect((await call(cookie, 'DELETE', `/api/recipes/${first!.recipeId}`)).statusCode).toBe(204);
      const kept = ok<MealPlan>(await call(cookie, 'GET', `/api/meal-plans/${made.id}`));
      expect(mealsOf(kept)[0]).toEqual(first);
      const lunch = others.find((m) => m.mealType === 'lunch')!;
      const swapped = ok<MealPlan>(await swap(cookie, made, lunch.id));
      expect(mealsOf(swapped).find((m) => m.id === first!.id)).toMatchObject({ recipeId: first!.recipeId, title: first!.title });
      expect(mealsOf(swapped).find((m) => m.id === lunch.id)!.recipeId).not.toBe(lunch.recipeId);
    });
  });

  describe('recipes with lines not understood', () => {
    let cookie: string;
    let mystery: OwnRecipe;
    beforeAll(async () => {
      cookie = (await registerUser(app)).cookie;
      mystery = await add(cookie, MYSTERY);
      expect(mystery.incomplete).toBe(true);
      for (const r of FITTING.filter((f) => f.mealTypes.includes('breakfast'))) await add(cookie, r);
    });

    it('are planned without restrictions or exclusions, and the plan says so', async () => {
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 2, mealTypes: ['breakfast', 'dinner'] });
      expect(mealsOf(made).filter((m) => m.mealType === 'dinner').every((m) => m.recipeId === mystery.id)).toBe(true);
      const note = made.explanations.find((e) => e.code === 'own_unresolved');
      expect(note).toMatchObject({ params: { count: 1, titles: [MYSTERY.title] } });
      expect(note!.message).toContain(MYSTERY.title);
      const dinner = mealsOf(made).find((m) => m.recipeId === mystery.id)!;
      expect(dinner.ingredients.find((i) => i.unmapped)).toMatchObject({ name: 'a splash of dragonfruit foam', grams: 0 });
    });

    it('are left out as soon as a restriction or an exclusion applies', async () => {
      for (const choices of [{ dietaryRestrictions: ['dairy_free'] }, { excludeIngredients: ['walnuts'] }] satisfies QuestionnaireInput[]) {
        const res = await call(cookie, 'POST', '/api/meal-plans', {
          recipeSource: 'mine',
          planDuration: 2,
          mealTypes: ['dinner'],
          startDate: '2026-03-02',
          ...choices,
        });
        expect(res.statusCode, JSON.stringify(choices)).toBe(422);
        expect(res.json().error.details).toMatchObject({ code: 'no_recipes', params: { mealType: 'dinner' } });
      }
    });

    it('give a grocery list with their known ingredients merged and their unread lines as written', async () => {
      const made = await plan(cookie, { recipeSource: 'mine', planDuration: 3, mealTypes: ['breakfast', 'dinner'], householdSize: 2 });
      const answer = ok<{ list: { groups: Array<{ items: Array<{ name: string; ingredientId: string | null; quantity: number | null; sources: unknown[] }> }> } }>(
        await call(cookie, 'POST', `/api/meal-plans/${made.id}/grocery-list`),
        201,
      );
      const items = answer.list.groups.flatMap((g) => g.items);
      const chicken = items.find((i) => i.ingredientId === 'chicken-breast');
      const dinners = mealsOf(made).filter((m) => m.recipeId === mystery.id);
      expect(chicken, JSON.stringify(items.map((i) => i.name))).toBeDefined();
      expect(chicken!.sources).toHaveLength(dinners.length);
      const foam = items.find((i) => i.name === 'a splash of dragonfruit foam');
      expect(foam).toMatchObject({ ingredientId: null });
      expect(foam!.sources).toHaveLength(dinners.length);
      // A line without an amount is listed by its text alone, never as "0".
      expect(items.find((i) => i.name === 'fresh herbs to taste')).toMatchObject({ ingredientId: null, quantity: null });
      // Eggs of every omelette are one item.
      const eggs = items.filter((i) => i.ingredientId === 'egg');
      expect(eggs.length).toBeLessThanOrEqual(1);
    });
  });

  describe('favourites', () => {
    it('are chosen measurably more often when the person prefers them', async () => {
      const person = await registerUser(app);
      // A quarter of the recipes of each meal: a few through the route, the rest straight into the same table.
      const favouriteIds = new Set(
        (['breakfast', 'lunch', 'dinner'] as const).flatMap((t) => catalog.recipesByMealType[t].filter((_, i) => i % 4 === 0).map((r) => r.id)),
      );
      const [first, second, ...rest] = [...favouriteIds];
      for (const id of [first!, second!]) ok(await call(person.cookie, 'PUT', `/api/recipes/${id}/marks`, { favourite: true }));
      await ctx.database.db.insert(recipeMarks).values(rest.map((recipeKey) => ({ userId: person.user.id, recipeKey, favourite: true })));
      const count = async (preferFavourites: boolean) => {
        let n = 0;
        for (let i = 0; i < 3; i++) {
          const made = await plan(person.cookie, { planDuration: 7, mealTypes: ['breakfast', 'lunch', 'dinner'], preferFavourites });
          n += mealsOf(made).filter((m) => favouriteIds.has(m.recipeId)).length;
        }
        return n;
      };
      const without = await count(false);
      const withPreference = await count(true);
      console.info(`favourite meals in three week-long plans: ${without} without the preference, ${withPreference} with it`);
      expect(withPreference).toBeGreaterThan(1.4 * without);
      expect(withPreference - without).toBeGreaterThanOrEqual(15);
    });
  });
});
