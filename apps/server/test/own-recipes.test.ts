/**
 * Own recipes through the API: writing, reading, changing and deleting them; lines read as typed (a mapping or an
 * amount by hand wins); the editor's preview; the browser over the catalog and one's own recipes; marks; and
 * nobody but the owner ever seeing or touching an own recipe.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog } from '@mealplanr/catalog/load';
import { OWN_RECIPE_LIMITS, type OwnRecipeInput } from '@mealplanr/contracts/recipes';
import { ownRecipes, recipeMarks } from '../src/db/schema';
import { registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const catalog = loadCatalog();

/** A vegetarian dinner whose every line the catalog understands. */
const frittata: OwnRecipeInput = {
  title: 'Spinach and cheddar frittata',
  description: 'A weeknight frittata.',
  language: 'en',
  mealTypes: ['dinner', 'lunch'],
  cuisine: 'mediterranean',
  servings: 2,
  activeMinutes: 15,
  totalMinutes: 25,
  difficulty: 'beginner',
  lines: [{ text: '4 large eggs' }, { text: '2 cups spinach' }, { text: '60 g cheddar cheese, grated' }, { text: 'salt to taste' }],
  steps: ['Whisk the eggs.', 'Wilt the spinach, add the eggs and cheese, bake for 10 minutes.'],
};

describeEachDatabase('own recipes', (ctx) => {
  let app: FastifyInstance;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let stranger: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    owner = await registerUser(app);
    stranger = await registerUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: {
        ...(payload === undefined ? (method === 'GET' ? {} : { origin: sameOriginJson.origin }) : sameOriginJson),
        ...(cookie ? { cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const asOwner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(owner.cookie, method, url, payload);
  const ok = (res: LightMyRequestResponse, status = 200) => {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const create = async (input: OwnRecipeInput, cookie = owner.cookie) => ok(await call(cookie, 'POST', '/api/recipes', input), 201);
  const detailsOf = (details: string[]) => details;
  const issuePaths = (res: LightMyRequestResponse) =>
    detailsOf((res.json().error.details as Array<{ path: string }>).map((d) => d.path));

  describe('writing and reading', () => {
    it('saves a recipe with its lines read and its figures derived from the catalog', async () => {
      const saved = await create(frittata);
      expect(saved).toMatchObject({ title: frittata.title, language: 'en', servings: 2, incomplete: false, favourite: false });
      expect(saved.lines.map((l: { ingredientId: string | null }) => l.ingredientId)).toEqual(['egg', 'spinach', 'cheddar', 'salt']);
      expect(saved.lines.every((l: { resolved: boolean }) => l.resolved)).toBe(true);
      expect(saved.lines[0]).toMatchObject({ amount: 4, unit: 'piece', mappedByHand: false, amountByHand: false, ingredientName: 'egg' });
      expect(saved.lines[0].gramsPerServing).toBeGreaterThan(80);
      expect(saved.lines[3]).toMatchObject({ amount: null, unit: null, resolved: true });
      expect(saved.lines[3].parse.toTaste).toBe(true);
      // Four eggs, spinach and 60 g of cheddar for two: roughly 300–450 kcal a serving.
      expect(saved.nutrition.kcal).toBeGreaterThan(250);
      expect(saved.nutrition.kcal).toBeLessThan(500);
      expect(saved.diets).toContain('vegetarian');
      expect(saved.diets).not.toContain('vegan');
      expect(saved.allergens).toEqual(expect.arrayContaining(['egg', 'dairy']));

      const shown = ok(await asOwner('GET', `/api/recipes/${saved.id}?lang=ru`));
      // Own recipes are shown as written, whatever language is asked for.
      expect(shown).toMatchObject({ source: 'mine', id: saved.id, language: 'en', title: frittata.title, timeBand: 'quick' });
      expect(shown.ingredients[1]).toMatchObject({ id: 'spinach', name: 'spinach', text: '2 cups spinach' });
      expect(shown.lines).toHaveLength(4);
      expect(shown.steps).toEqual(frittata.steps);
    });

    it('replaces a recipe and derives its figures again; deleting it leaves nothing to read', async () => {
      const saved = await create(frittata);
      const changed = ok(
        await asOwner('PUT', `/api/recipes/${saved.id}`, {
          ...frittata,
          title: 'Bacon frittata',
          lines: [...frittata.lines, { text: '100 g bacon' }],
        }),
      );
      expect(changed.title).toBe('Bacon frittata');
      expect(changed.diets).not.toContain('vegetarian');
      expect(changed.nutrition.kcal).toBeGreaterThan(saved.nutrition.kcal);
      expect(changed.createdAt).toBe(saved.createdAt);

      expect((await asOwner('DELETE', `/api/recipes/${saved.id}`)).statusCode).toBe(204);
      expect((await asOwner('GET', `/api/recipes/${saved.id}`)).statusCode).toBe(404);
      expect((await asOwner('PUT', `/api/recipes/${saved.id}`, frittata)).statusCode).toBe(404);
      expect((await asOwner('DELETE', `/api/recipes/${saved.id}`)).statusCode).toBe(404);
    });

    it('lets a mapping and an amount given by hand win over the text', async () => {
      const saved = await create({
        ...frittata,
        lines: [
          { text: '2 handfuls of mystery greens', ingredientId: 'spinach', amount: 60, unit: 'g' },
          { text: '4 eggs', amount: 3, unit: 'piece' },
        ],
      });
      expect(saved.lines[0]).toMatchObject({ ingredientId: 'spinach', mappedByHand: true, amount: 60, unit: 'g', amountByHand: true, resolved: true });
      expect(saved.lines[0].gramsPerServing).toBe(30);
      expect(saved.lines[1]).toMatchObject({ ingredientId: 'egg', mappedByHand: false, amount: 3, amountByHand: true });
      expect(saved.lines[1].parse.amount).toBe(4);
    });

    it('keeps a line it cannot read as written and marks the recipe incomplete, promising no diet', async () => {
      const saved = await create({ ...frittata, lines: [...frittata.lines, { text: 'a splash of dragonfruit foam' }] });
      expect(saved.incomplete).toBe(true);
      expect(saved.diets).toEqual([]);
      expect(saved.lines[4]).toMatchObject({ text: 'a splash of dragonfruit foam', ingredientId: null, resolved: false, gramsPerServing: null });
      const shown = ok(await asOwner('GET', `/api/recipes/${saved.id}`));
      expect(shown.ingredients[4]).toEqual({
        id: null,
        name: 'a splash of dragonfruit foam',
        amount: saved.lines[4].amount,
        unit: saved.lines[4].unit,
        gramsPerServing: null,
        text: 'a splash of dragonfruit foam',
      });
    });

    it('refuses what is not a recipe, naming the field', async () => {
      const refused = async (input: unknown, path: string) => {
        const res = await asOwner('POST', '/api/recipes', input);
        expect(res.statusCode, res.body).toBe(400);
        expect(issuePaths(res)).toContain(path);
      };
      await refused({ ...frittata, title: '  ' }, 'body.title');
      await refused({ ...frittata, title: 'x'.repeat(OWN_RECIPE_LIMITS.title + 1) }, 'body.title');
      await refused({ ...frittata, language: 'de' }, 'body.language');
      await refused({ ...frittata, mealTypes: [] }, 'body.mealTypes');
      await refused({ ...frittata, servings: 0 }, 'body.servings');
      await refused({ ...frittata, activeMinutes: 40, totalMinutes: 25 }, 'body.activeMinutes');
      await refused({ ...frittata, lines: [] }, 'body.lines');
      await refused({ ...frittata, lines: Array.from({ length: OWN_RECIPE_LIMITS.lines + 1 }, () => ({ text: '1 egg' })) }, 'body.lines');
      await refused({ ...frittata, steps: Array.from({ length: OWN_RECIPE_LIMITS.steps + 1 }, () => 'Stir.') }, 'body.steps');
      await refused({ ...frittata, lines: [{ text: '1 egg', amount: 2 }] }, 'body.lines.0.unit');
      await refused({ ...frittata, lines: [{ text: '1 egg', amount: -1, unit: 'g' }] }, 'body.lines.0.amount');
      await refused({ ...frittata, lines: [{ text: '1 egg', ingredientId: 'unicorn-milk' }] }, 'body.lines.0.ingredientId');
      await refused({ ...frittata, lines: [{ text: '1 egg', ingredientId: 'DROP TABLE' }] }, 'body.lines.0.ingredientId');
      const ids = (await ctx.database.db.select({ id: ownRecipes.id }).from(ownRecipes).where(eq(ownRecipes.title, '  '))).length;
      expect(ids).toBe(0);
    });
  });

  describe('the editor preview', () => {
    it('reads lines and gives their figures without saving anything', async () => {
      const count = async () =>
        (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(ownRecipes).where(eq(ownRecipes.userId, owner.user.id)))[0]!.n;
      const before = await count();
      const answer = ok(
        await asOwner('POST', '/api/recipes/parse-lines', {
          language: 'ru',
          servings: 4,
          lines: [{ text: '200 г гречки' }, { text: 'Соль — по вкусу' }, { text: 'щепотка волшебной пыли' }],
        }),
      );
      expect(answer.lines[0]).toMatchObject({ ingredientId: 'buckwheat', amount: 200, unit: 'g', resolved: true, gramsPerServing: 50 });
      expect(answer.lines[0].ingredientName).toBe(catalog.ingredientById.get('buckwheat')!.name.ru);
      expect(answer.lines[2].resolved).toBe(false);
      expect(answer.incomplete).toBe(true);
      expect(answer.nutrition.kcal).toBeGreaterThan(100);
      expect(await count()).toBe(before);
      const bad = await asOwner('POST', '/api/recipes/parse-lines', { language: 'en', lines: [{ text: '' }] });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('the browser', () => {
    let mine: { id: string };
    beforeAll(async () => {
      mine = await create({
        ...frittata,
        title: 'Granny Vera’s chicken pilaf',
        mealTypes: ['dinner'],
        cuisine: 'middle_eastern',
        totalMinutes: 70,
        activeMinutes: 20,
        difficulty: 'intermediate',
        lines: [{ text: '400 g chicken breast' }, { text: '1 cup rice' }, { text: '1 onion' }],
      });
    });
    const browse = async (query: string, cookie = owner.cookie) => ok(await call(cookie, 'GET', `/api/recipes?${query}`));
    const ids = (page: { items: Array<{ id: string }> }) => page.items.map((i) => i.id);

    it('finds recipes by a food they use, in any language, and by words of the title', async () => {
      const chicken = await browse('q=chicken&limit=100');
      expect(ids(chicken)).toContain(mine.id);
      const chickenIds = new Set(catalog.ingredients.filter((i) => i.id.startsWith('chicken')).map((i) => i.id));
      const catalogChicken = catalog.recipes.filter((r) => r.ingredients.some((l) => chickenIds.has(l.id)));
      expect(chicken.total).toBeGreaterThanOrEqual(catalogChicken.length);
      expect(ids(await browse(`q=${encodeURIComponent('курица')}&limit=100`))).toContain(mine.id);
      expect(ids(await browse('q=granny%20vera'))).toEqual([mine.id]);
      // A food word with a title word: both must match.
      expect(ids(await browse('q=granny%20walnuts'))).toEqual([]);
      // A food group finds each of its foods.
      const nuts = await browse('q=tree%20nuts&limit=100&source=builtin');
      const treeNuts = catalogIngredientIndex().expandExclusion('tree nuts');
      const withNuts = catalog.recipes.filter((r) => r.ingredients.some((l) => treeNuts.has(l.id)));
      expect(withNuts.length).toBeGreaterThan(0);
      expect(nuts.total).toBe(withNuts.length);
      for (const item of nuts.items) expect(withNuts.map((r) => r.id), item.id).toContain(item.id);
    });

    it('filters by source, meal, diet, cuisine, time and difficulty, and pages', async () => {
      const all = await browse('limit=1');
      expect(all.total).toBeGreaterThan(catalog.recipes.length);
      expect(all.items[0].source).toBe('mine'); // own recipes first
      const onlyMine = await browse('source=mine&limit=100');
      expect(onlyMine.items.every((i: { source: string }) => i.source === 'mine')).toBe(true);
      const builtin = await browse('source=builtin&limit=1');
      expect(builtin.total).toBe(catalog.recipes.length);
      expect(ids(await browse('source=mine&mealType=breakfast&limit=100'))).not.toContain(mine.id);
      expect(ids(await browse('source=mine&cuisine=middle_eastern&limit=100'))).toContain(mine.id);
      expect(ids(await browse('source=mine&maxMinutes=60&limit=100'))).not.toContain(mine.id);
      expect(ids(await browse('source=mine&difficulty=beginner&limit=100'))).not.toContain(mine.id);
      expect(ids(await browse('source=mine&difficulty=advanced&limit=100'))).toContain(mine.id);
      expect(ids(await browse('source=mine&diet=vegetarian&limit=100'))).not.toContain(mine.id);
      const vegan = await browse('source=builtin&diet=vegan&limit=100');
      expect(vegan.items.every((i: { diets: string[] }) => i.diets.includes('vegan'))).toBe(true);
      const page1 = await browse('source=builtin&limit=5&offset=0');
      const page2 = await browse('source=builtin&limit=5&offset=5');
      expect(ids(page1)).toHaveLength(5);
      expect(ids(page1).filter((id) => ids(page2).includes(id))).toEqual([]);
      const inBelarusian = await browse('source=builtin&limit=1&lang=be');
      expect(inBelarusian.items[0].title).toBe(catalog.recipeById.get(inBelarusian.items[0].id)!.text.be.title);
      for (const bad of ['limit=0', 'limit=101', 'offset=-1', 'source=theirs', 'favouritesOnly=yes', 'maxMinutes=abc', 'mealType=brunch']) {
        expect((await asOwner('GET', `/api/recipes?${bad}`)).statusCode, bad).toBe(400);
      }
    });

    it('never shows one person’s recipes to another', async () => {
      expect(ids(await browse('q=granny%20vera', stranger.cookie))).toEqual([]);
      expect((await browse('source=mine&limit=100', stranger.cookie)).total).toBe(0);
    });
  });

  describe('marks', () => {
    it('marks a catalog recipe and an own one, shows the marks everywhere, and forgets a recipe with none', async () => {
      const builtin = catalog.recipes[3]!;
      expect(ok(await asOwner('PUT', `/api/recipes/${builtin.id}/marks`, { favourite: true }))).toEqual({ favourite: true, neverSuggest: false });
      expect(ok(await asOwner('PUT', `/api/recipes/${builtin.id}/marks`, { neverSuggest: true }))).toEqual({ favourite: true, neverSuggest: true });
      expect(ok(await asOwner('GET', `/api/recipes/${builtin.id}`))).toMatchObject({ source: 'builtin', favourite: true, neverSuggest: true });
      const own = await create(frittata);
      expect(ok(await asOwner('PUT', `/api/recipes/${own.id}/marks`, { favourite: true }))).toEqual({ favourite: true, neverSuggest: false });
      const favourites = ok(await asOwner('GET', '/api/recipes?favouritesOnly=true&limit=100'));
      expect(favourites.items.map((i: { id: string }) => i.id).sort()).toEqual([builtin.id, own.id].sort());
      // Another person's marks are their own.
      expect(ok(await call(stranger.cookie, 'GET', `/api/recipes/${builtin.id}`))).toMatchObject({ favourite: false, neverSuggest: false });

      ok(await asOwner('PUT', `/api/recipes/${builtin.id}/marks`, { favourite: false, neverSuggest: false }));
      const rows = await ctx.database.db
        .select()
        .from(recipeMarks)
        .where(and(eq(recipeMarks.userId, owner.user.id), eq(recipeMarks.recipeKey, builtin.id)));
      expect(rows).toEqual([]);
      // Deleting an own recipe takes its marks along.
      expect((await asOwner('DELETE', `/api/recipes/${own.id}`)).statusCode).toBe(204);
      const left = await ctx.database.db.select().from(recipeMarks).where(eq(recipeMarks.recipeKey, own.id));
      expect(left).toEqual([]);
    });

    it('refuses an empty change, and answers 404 for a recipe that does not exist', async () => {
      expect((await asOwner('PUT', `/api/recipes/${catalog.recipes[0]!.id}/marks`, {})).statusCode).toBe(400);
      expect((await asOwner('PUT', `/api/recipes/${catalog.recipes[0]!.id}/marks`, { favourite: 'yes' })).statusCode).toBe(400);
      expect((await asOwner('PUT', '/api/recipes/no-such-recipe/marks', { favourite: true })).statusCode).toBe(404);
      expect((await asOwner('PUT', '/api/recipes/00000000-0000-4000-8000-000000000000/marks', { favourite: true })).statusCode).toBe(404);
    });
  });

  describe('privacy', () => {
    it('answers 404 to anyone else on every route of an own recipe, and changes nothing', async () => {
      const saved = await create(frittata);
      const url = `/api/recipes/${saved.id}`;
      for (const [method, path, payload] of [
        ['GET', url, undefined],
        ['PUT', url, { ...frittata, title: 'Taken over' }],
        ['DELETE', url, undefined],
        ['PUT', `${url}/marks`, { favourite: true }],
      ] as const) {
        const res = await call(stranger.cookie, method, path, payload);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().error.code).toBe('not_found');
      }
      expect(ok(await asOwner('GET', url))).toMatchObject({ title: frittata.title, favourite: false });
      const strangerMarks = await ctx.database.db.select().from(recipeMarks).where(eq(recipeMarks.userId, stranger.user.id));
      expect(strangerMarks).toEqual([]);
    });

    it('answers 401 to visitors on every route', async () => {
      const id = catalog.recipes[0]!.id;
      for (const [method, url, payload] of [
        ['GET', '/api/recipes', undefined],
        ['GET', `/api/recipes/${id}`, undefined],
        ['POST', '/api/recipes', frittata],
        ['PUT', `/api/recipes/${id}`, frittata],
        ['DELETE', `/api/recipes/${id}`, undefined],
        ['PUT', `/api/recipes/${id}/marks`, { favourite: true }],
        ['POST', '/api/recipes/parse-lines', { language: 'en', lines: [] }],
      ] as const) {
        expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('removes a person’s recipes and marks with their account', async () => {
      const leaving = await registerUser(app);
      const saved = await create(frittata, leaving.cookie);
      ok(await call(leaving.cookie, 'PUT', `/api/recipes/${saved.id}/marks`, { favourite: true }));
      ok(await call(leaving.cookie, 'PUT', `/api/recipes/${catalog.recipes[0]!.id}/marks`, { neverSuggest: true }));
      const countOf = async () => {
        const db = ctx.database.db;
        const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(ownRecipes).where(eq(ownRecipes.userId, leaving.user.id));
        const [m] = await db.select({ n: sql<number>`count(*)::int` }).from(recipeMarks).where(eq(recipeMarks.userId, leaving.user.id));
        return [r!.n, m!.n];
      };
      expect(await countOf()).toEqual([1, 2]);
      const deleted = await app.inject({
        method: 'DELETE',
        url: '/api/user',
        headers: { ...sameOriginJson, cookie: leaving.cookie },
        payload: { password: TEST_PASSWORD },
      });
      expect(deleted.statusCode).toBe(204);
      expect(await countOf()).toEqual([0, 0]);
    });
  });
});
