import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const valid = {
  cuisines: ['italian', 'indian'],
  dietaryRestrictions: ['vegetarian', 'nut_free'],
  cookingSkill: 'intermediate',
  cookingTime: 'quick',
  excludedIngredients: ['mushrooms', 'кінза'],
  householdSize: 3,
  calorieTarget: 2100,
};

const noPerson = { sex: null, age: null, heightCm: null, weightKg: null, activityLevel: null };

describeEachDatabase('preferences API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const put = (cookie: string | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/preferences', headers: { ...sameOriginJson, ...(cookie ? { cookie } : {}) }, payload });
  const get = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/preferences', headers: cookie ? { cookie } : {} });

  it('answers 401 to visitors on both routes', async () => {
    expect((await get()).statusCode).toBe(401);
    const res = await put(undefined, valid);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
  });

  it('gives the defaults, marked as never saved, to someone who saved none', async () => {
    const { cookie } = await registerUser(app);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cuisines: [],
      dietaryRestrictions: [],
      cookingSkill: null,
      cookingTime: null,
      excludedIngredients: [],
      householdSize: 1,
      calorieTarget: null,
      person: { sex: null, age: null, heightCm: null, weightKg: null, activityLevel: null },
      updatedAt: null,
    });
  });

  it('saves personal data for the energy estimate, and keeps it when a save leaves it out', async () => {
    const { cookie } = await registerUser(app);
    const person = { sex: 'female', age: 35, heightCm: 165, weightKg: 62.5, activityLevel: 'light' };
    const saved = await put(cookie, { ...valid, person });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().person).toEqual(person);
    // A client that does not know about personal data does not wipe it.
    expect((await put(cookie, valid)).json().person).toEqual(person);
    // Each field may be cleared on its own.
    const partial = await put(cookie, { ...valid, person: { ...person, weightKg: null, activityLevel: null } });
    expect(partial.json().person).toEqual({ ...person, weightKg: null, activityLevel: null });
    expect((await get(cookie)).json().person).toEqual({ ...person, weightKg: null, activityLevel: null });
  });

  it('saves, returns and replaces the preferences as a whole', async () => {
    const { cookie } = await registerUser(app);
    const saved = await put(cookie, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(valid);
    expect(saved.json().updatedAt).toEqual(expect.any(String));
    expect((await get(cookie)).json()).toEqual(saved.json());

    const replaced = await put(cookie, { ...valid, cuisines: [], calorieTarget: null, cookingSkill: null });
    expect(replaced.statusCode).toBe(200);
    expect((await get(cookie)).json()).toMatchObject({ cuisines: [], calorieTarget: null, cookingSkill: null, householdSize: 3 });
  });

  it('keeps each person’s preferences apart', async () => {
    const anna = await registerUser(app);
    const boris = await registerUser(app);
    await put(anna.cookie, valid);
    expect((await get(boris.cookie)).json().updatedAt).toBeNull();
    expect((await get(anna.cookie)).json().householdSize).toBe(3);
  });

  it('trims ingredient words and drops duplicates', async () => {
    const { cookie } = await registerUser(app);
    const res = await put(cookie, {
      ...valid,
      cuisines: ['italian', 'italian'],
      excludedIngredients: ['  Mushrooms ', 'mushrooms', 'nuts'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cuisines).toEqual(['italian']);
    expect(res.json().excludedIngredients).toEqual(['Mushrooms', 'nuts']);
  });

  it.each([
    ['household size 0', { householdSize: 0 }, 'body.householdSize'],
    ['household size 13', { householdSize: 13 }, 'body.householdSize'],
    ['a fractional household size', { householdSize: 2.5 }, 'body.householdSize'],
    ['an unknown cuisine', { cuisines: ['martian'] }, 'body.cuisines.0'],
    ['an unknown restriction', { dietaryRestrictions: ['carnivore'] }, 'body.dietaryRestrictions.0'],
    ['an unknown skill', { cookingSkill: 'chef' }, 'body.cookingSkill'],
    ['an unknown cooking time', { cookingTime: 'forever' }, 'body.cookingTime'],
    ['a calorie target far too low', { calorieTarget: 10 }, 'body.calorieTarget'],
    ['a calorie target far too high', { calorieTarget: 100_000 }, 'body.calorieTarget'],
    ['an empty ingredient word', { excludedIngredients: ['  '] }, 'body.excludedIngredients.0'],
    ['an ingredient sentence', { excludedIngredients: ['x'.repeat(61)] }, 'body.excludedIngredients.0'],
    ['too many ingredients', { excludedIngredients: Array.from({ length: 51 }, (_, i) => `thing ${i}`) }, 'body.excludedIngredients'],
    ['an age below 18', { person: { ...noPerson, age: 12 } }, 'body.person.age'],
    ['a fractional age', { person: { ...noPerson, age: 30.5 } }, 'body.person.age'],
    ['a height of 3 m', { person: { ...noPerson, heightCm: 300 } }, 'body.person.heightCm'],
    ['a weight of 5 kg', { person: { ...noPerson, weightKg: 5 } }, 'body.person.weightKg'],
    ['a weight with two decimals', { person: { ...noPerson, weightKg: 70.25 } }, 'body.person.weightKg'],
    ['an unknown sex', { person: { ...noPerson, sex: 'robot' } }, 'body.person.sex'],
    ['an unknown activity level', { person: { ...noPerson, activityLevel: 'couch' } }, 'body.person.activityLevel'],
  ])('refuses %s with 400 and the field path', async (_name, change, path) => {
    const { cookie } = await registerUser(app);
    const res = await put(cookie, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    expect((await get(cookie)).json().updatedAt).toBeNull();
  });

  it('refuses a body with a field missing', async () => {
    const { cookie } = await registerUser(app);
    const { householdSize: _left, ...rest } = valid;
    const res = await put(cookie, rest);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a save from another site', async () => {
    const { cookie } = await registerUser(app);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/preferences',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
      payload: valid,
    });
    expect(res.statusCode).toBe(403);
  });
});
