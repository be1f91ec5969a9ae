import { expect, it } from 'vitest';
import { loadCatalog } from '@mealplanr/catalog/load';
import { describeEachDatabase } from './helpers/databases';
import { signedInSuite } from './helpers/suite';

const catalog = loadCatalog();

describeEachDatabase('catalog API', (ctx) => {
  const suite = signedInSuite(ctx);

  const get = (url: string, headers: Record<string, string> = {}) => suite.app.inject({ method: 'GET', url, headers: { cookie: suite.cookie, ...headers } });

  it('suggests ingredients by names and synonyms, shown in the language asked for', async () => {
    const res = await get('/api/ingredients?q=scallion&lang=ru');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      id: 'spring-onion',
      name: catalog.ingredientById.get('spring-onion')!.name.ru,
      matched: 'scallion',
      category: 'produce',
    });
    const be = await get(`/api/ingredients?q=${encodeURIComponent('молоко')}`, { 'accept-language': 'be' });
    expect(be.json()[0]).toMatchObject({ id: 'milk', name: 'малако' });
  });

  it('gives at most 10 suggestions', async () => {
    const res = await get('/api/ingredients?q=a&lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(10);
  });

  it('refuses an empty query with 400 naming the field', async () => {
    const res = await get('/api/ingredients?q=%20');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'querystring.q' })]);
  });

  it('gives one recipe in the language asked for, with its derived nutrition', async () => {
    const recipe = catalog.recipes[0]!;
    const res = await get(`/api/recipes/${recipe.id}?lang=be`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: recipe.id,
      language: 'be',
      title: recipe.text.be.title,
      steps: recipe.text.be.steps,
      nutrition: recipe.nutrition,
      diets: recipe.diets,
      totalMinutes: recipe.totalMinutes,
      timeBand: recipe.timeBand,
    });
    expect(res.json().ingredients[0]).toEqual({
      id: recipe.ingredients[0]!.id,
      name: recipe.ingredients[0]!.name.be,
      amount: recipe.ingredients[0]!.amount,
      unit: recipe.ingredients[0]!.unit,
      gramsPerServing: recipe.ingredients[0]!.gramsPerServing,
    });
    expect(res.json()).not.toHaveProperty('file');
  });

  it('answers 404 for an unknown recipe', async () => {
    const res = await get('/api/recipes/no-such-recipe');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers 401 to visitors', async () => {
    expect((await suite.app.inject({ method: 'GET', url: '/api/ingredients?q=milk' })).statusCode).toBe(401);
    expect((await suite.app.inject({ method: 'GET', url: `/api/recipes/${catalog.recipes[0]!.id}` })).statusCode).toBe(401);
  });
});
