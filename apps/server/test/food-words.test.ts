/**
 * Food words through the API: suggestions and resolutions (`/api/food-words`), exclusions that are understood
 * or refused (422 `unknown_exclusion`) on plans and preferences, and "check the label" on meals.
 */
import { describe, expect, it } from 'vitest';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog } from '@mealplanr/catalog/load';
import type { FoodWordSuggestion, UnknownExclusionDetails, WordResolution } from '@mealplanr/contracts/food-words';
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { describeEachDatabase } from './helpers/databases';
import { signedInSuite } from './helpers/suite';
import { sameOriginJson } from './helpers/test-app';

const catalog = loadCatalog();
const words = catalogIngredientIndex().words;
const mealsOf = (plan: MealPlan) => plan.plan.flatMap((d) => d.meals);

describeEachDatabase('food words API', (ctx) => {
  const suite = signedInSuite(ctx);

  const get = (url: string, headers: Record<string, string> = {}) => suite.app.inject({ method: 'GET', url, headers: { cookie: suite.cookie, ...headers } });
  const createPlan = (payload: Record<string, unknown>) =>
    suite.app.inject({ method: 'POST', url: '/api/meal-plans', headers: { ...sameOriginJson, cookie: suite.cookie }, payload });
  const savePreferences = (payload: Record<string, unknown>) =>
    suite.app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { ...sameOriginJson, cookie: suite.cookie },
      payload: { cuisines: [], dietaryRestrictions: [], cookingSkill: null, cookingTime: null, householdSize: 1, calorieTarget: null, ...payload },
    });

  describe('suggestions and resolutions', () => {
    it('suggests groups and ingredients, a group with its size and note, in the language asked for', async () => {
      const res = await get(`/api/food-words?q=${encodeURIComponent('tree nuts')}&lang=ru`);
      expect(res.statusCode).toBe(200);
      const [first] = res.json() as FoodWordSuggestion[];
      expect(first).toMatchObject({ kind: 'group', key: 'tree_nuts', name: words.nameOf({ kind: 'group', key: 'tree_nuts' }, 'ru') });
      expect(first!.size).toBe(words.refOf('group', 'tree_nuts')!.ids.size);
      expect(first!.note).toMatch(/кокос/i);
    });

    it('offers what a slip meant as a suggestion', async () => {
      const res = await get('/api/food-words?q=shelfish&lang=en');
      expect((res.json() as FoodWordSuggestion[]).map((s) => s.key)).toContain('shellfish');
    });

    it('resolves a case form to its group, and an unknown word to suggestions only', async () => {
      const nuts = (await get(`/api/food-words/resolve?text=${encodeURIComponent('без арэхаў')}&lang=be`)).json() as WordResolution;
      expect(nuts.known).toBe(true);
      expect(nuts.matches.map((m) => m.key)).toContain('nuts');
      expect(nuts.ingredientCount).toBe(words.resolve('nuts').ids.size);

      const slip = (await get('/api/food-words/resolve?text=shelfish&lang=en')).json() as WordResolution;
      expect(slip).toMatchObject({ text: 'shelfish', known: false, matches: [], ingredientCount: 0 });
      expect(slip.suggestions.map((s) => s.key)).toContain('shellfish');
    });

    it('answers 400 to an empty or overlong word and 401 to visitors', async () => {
      expect((await get('/api/food-words/resolve?text=%20')).statusCode).toBe(400);
      expect((await get(`/api/food-words?q=${'x'.repeat(61)}`)).statusCode).toBe(400);
      expect((await suite.app.inject({ method: 'GET', url: '/api/food-words?q=milk' })).statusCode).toBe(401);
    });
  });

  describe('exclusions understood or refused', () => {
    it('refuses a plan with an unknown exclusion, naming it with suggestions, and keeps nothing', async () => {
      const before = (await get('/api/meal-plans')).json() as unknown[];
      const res = await createPlan({ planDuration: 1, excludeIngredients: ['nuts', 'shelfish', 'kryptonite'] });
      expect(res.statusCode).toBe(422);
      const error = res.json().error as { code: string; message: string; details: UnknownExclusionDetails };
      expect(error.code).toBe('unknown_exclusion');
      expect(error.details.words.map((w) => w.text)).toEqual(['shelfish', 'kryptonite']);
      expect(error.details.words[0]!.suggestions.map((s) => s.key)).toContain('shellfish');
      expect(error.message).toContain('shelfish');
      expect((await get('/api/meal-plans')).json()).toHaveLength(before.length);
    });

    it('plans with an unknown word kept on purpose, and says it was not checked', async () => {
      const res = await createPlan({ planDuration: 1, excludeIngredients: ['kryptonite'], allowUncheckedExclusions: true });
      expect(res.statusCode, res.body).toBe(201);
      const plan = res.json() as MealPlan;
      expect(plan.explanations).toContainEqual(
        expect.objectContaining({ code: 'term_unknown', params: { term: 'kryptonite', list: 'exclude' } }),
      );
      expect(plan.explanations.find((e) => e.code === 'term_unknown')!.message).toMatch(/not checked/);
    });

    it('leaves out every ingredient of the allergen and label words people type', async () => {
      const typed = ['allergic to shellfish', 'tree nuts', 'без глютэну', 'pork products'];
      const res = await createPlan({ planDuration: 4, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'], excludeIngredients: typed });
      expect(res.statusCode, res.body).toBe(201);
      const excluded = new Set(typed.flatMap((w) => [...words.resolve(w).ids]));
      for (const id of ['shrimp', 'mussels', 'walnuts', 'bread-white', 'bacon']) expect(excluded).toContain(id);
      const leaks = mealsOf(res.json()).flatMap((m) => m.ingredients.filter((i) => excluded.has(i.id)).map((i) => `${m.title}: ${i.id}`));
      expect(leaks).toEqual([]);
    });

    it('refuses preferences with an unknown excluded word unless kept unchecked', async () => {
      const refused = await savePreferences({ excludedIngredients: ['mushrooms', 'zzzz'] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details.words).toEqual([{ text: 'zzzz', suggestions: [] }]);
      const kept = await savePreferences({ excludedIngredients: ['mushrooms', 'zzzz'], allowUncheckedExclusions: true });
      expect(kept.statusCode).toBe(200);
      expect(kept.json().excludedIngredients).toEqual(['mushrooms', 'zzzz']);
      // A plan from those preferences needs the same choice again.
      expect((await createPlan({ planDuration: 1 })).json().error.code).toBe('unknown_exclusion');
      expect((await savePreferences({ excludedIngredients: [] })).statusCode).toBe(200);
    });
  });

  it('shows "check the label" beside meals whose ingredients often hide an allergen or animal product, in the language read', async () => {
    const res = await createPlan({ planDuration: 7, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'], lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const plan = res.json() as MealPlan;
    let checked = 0;
    for (const meal of mealsOf(plan)) {
      const expected = catalog.recipeById
        .get(meal.recipeId)!
        .ingredients.map((line) => catalog.ingredientById.get(line.id)!)
        .filter((ingredient) => ingredient.labelCheck)
        .map((ingredient) => ({
          ingredientId: ingredient.id,
          name: ingredient.name.en,
          mayContain: ingredient.labelCheck!.mayContain,
          animal: ingredient.labelCheck!.animal,
        }));
      expect(meal.labelChecks ?? []).toEqual(expected);
      checked += expected.length;
    }
    expect(checked).toBeGreaterThan(0);
    const inRussian = (await get(`/api/meal-plans/${plan.id}?lang=ru`)).json() as MealPlan;
    const first = mealsOf(inRussian).find((m) => m.labelChecks)!;
    expect(first.labelChecks![0]!.name).toBe(catalog.ingredientById.get(first.labelChecks![0]!.ingredientId)!.name.ru);
  });
});
