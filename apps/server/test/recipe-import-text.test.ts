/**
 * Pasted recipe text in English, Russian and Belarusian read into a draft through the route, signed in, on both
 * databases; text without the sections is refused with a clear reason; imports are counted per account.
 */
import { RECIPE_IMPORTS_PER_HOUR } from '@mealplanr/contracts/recipe-import';
import { OWN_RECIPE_LIMITS } from '@mealplanr/contracts/recipes';
import { expect, it } from 'vitest';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { signedInSuite } from './helpers/suite';
import { sameOriginJson } from './helpers/test-app';

const ENGLISH = `Lemon Garlic Salmon
A quick weeknight dinner with bright flavours.
Serves 2
Prep time: 10 minutes
Total time: 25 min

Ingredients
- 2 salmon fillets
• 1 lemon, zested and juiced
* 2 cloves garlic, minced
1 tbsp olive oil
salt and pepper

Method
1. Heat the oven to 200 °C.
2. Mix the lemon, garlic and oil and spoon it over the salmon;
season with salt and pepper.
3. Bake for 12–15 minutes.`;

const RUSSIAN = `Оладьи на кефире

Ингредиенты:
Кефир — 500 мл
Яйцо — 1 шт.
Мука — 250 г
Сода — 0,5 ч. л.

Приготовление:
Шаг 1. Смешайте кефир с яйцом и содой.
Шаг 2. Всыпьте муку и замесите густое тесто.
Шаг 3. Жарьте оладьи на сковороде с двух сторон.`;

const BELARUSIAN = `Халаднік
Порцый: 4
Інгрэдыенты
Буракі — 3 шт.
Кефір — 1 л
Агуркі — 2 шт.
Яйкі — 4 шт.
Прыгатаванне
Зварыце буракі і натрыце іх.
Нарэжце агуркі і яйкі.
Змяшайце ўсё з кефірам і астудзіце.`;

describeEachDatabase('recipe import from pasted text', (ctx) => {
  const suite = signedInSuite(ctx);

  const importText = (text: string, as = suite.cookie) =>
    suite.app.inject({ method: 'POST', url: '/api/recipes/import-text', headers: { ...sameOriginJson, cookie: as }, payload: { text } });

  it('answers 401 to visitors', async () => {
    const response = await suite.app.inject({ method: 'POST', url: '/api/recipes/import-text', headers: sameOriginJson, payload: { text: ENGLISH } });
    expect(response.statusCode).toBe(401);
  });

  it('reads an English recipe: title, description, facts, bulleted ingredients, numbered steps over several lines', async () => {
    const response = await importText(ENGLISH);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      draft: {
        title: 'Lemon Garlic Salmon',
        description: 'A quick weeknight dinner with bright flavours.',
        language: 'en',
        servings: 2,
        activeMinutes: 10,
        totalMinutes: 25,
        cuisine: null,
        mealTypes: [],
        ingredientLines: ['2 salmon fillets', '1 lemon, zested and juiced', '2 cloves garlic, minced', '1 tbsp olive oil', 'salt and pepper'],
        steps: [
          'Heat the oven to 200 °C.',
          'Mix the lemon, garlic and oil and spoon it over the salmon; season with salt and pepper.',
          'Bake for 12–15 minutes.',
        ],
        sourceUrl: null,
        imageUrl: null,
      },
    });
  });

  it('reads a Russian recipe with «Ингредиенты» and «Приготовление» and «Шаг N» steps', async () => {
    const response = await importText(RUSSIAN);
    expect(response.statusCode).toBe(200);
    expect(response.json().draft).toMatchObject({
      title: 'Оладьи на кефире',
      language: 'ru',
      ingredientLines: ['Кефир — 500 мл', 'Яйцо — 1 шт.', 'Мука — 250 г', 'Сода — 0,5 ч. л.'],
      steps: [
        'Смешайте кефир с яйцом и содой.',
        'Всыпьте муку и замесите густое тесто.',
        'Жарьте оладьи на сковороде с двух сторон.',
      ],
    });
  });

  it('reads a Belarusian recipe with «Інгрэдыенты» and «Прыгатаванне», one step a line', async () => {
    const response = await importText(BELARUSIAN);
    expect(response.statusCode).toBe(200);
    expect(response.json().draft).toMatchObject({
      title: 'Халаднік',
      language: 'be',
      servings: 4,
      ingredientLines: ['Буракі — 3 шт.', 'Кефір — 1 л', 'Агуркі — 2 шт.', 'Яйкі — 4 шт.'],
      steps: ['Зварыце буракі і натрыце іх.', 'Нарэжце агуркі і яйкі.', 'Змяшайце ўсё з кефірам і астудзіце.'],
    });
  });

  it('refuses text without an ingredients or method section as no_recipe, saying what it looks for', async () => {
    const response = await importText('Just some thoughts about soup.\nIt is nice in winter.');
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({ code: 'import_failed', reason: 'no_recipe' });
    expect(response.json().error.message).toMatch(/Ingredients/);
  });

  it('gives a draft that fits an own recipe: a long title cut, surplus lines and steps left out, a yield of 60 left empty', async () => {
    const lines = Array.from({ length: 70 }, (_, i) => `${i + 1} g spice number ${i + 1}`);
    const steps = Array.from({ length: 45 }, (_, i) => `${i + 1}. Stir for ${i + 1} minutes.`);
    const text = [`${'Very long title '.repeat(12)}`, 'Makes 60', 'Ingredients', ...lines, 'Method', ...steps].join('\n');
    const response = await importText(text);
    expect(response.statusCode, response.body).toBe(200);
    const { draft } = response.json();
    expect(draft.title.length).toBeLessThanOrEqual(OWN_RECIPE_LIMITS.title);
    expect(draft.title).toMatch(/^Very long title .*…$/);
    expect(draft.ingredientLines).toHaveLength(OWN_RECIPE_LIMITS.lines);
    expect(draft.steps).toHaveLength(OWN_RECIPE_LIMITS.steps);
    expect(draft.servings).toBeNull();
  });

  it('refuses empty and oversized text with 400', async () => {
    expect((await importText('   ')).statusCode).toBe(400);
    expect((await importText('a'.repeat(20_001))).statusCode).toBe(400);
  });

  it('is documented in the OpenAPI document with its failure shape, the pasted text marked as several lines', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/recipes/import', '/api/recipes/import-text']) {
      const operation = doc.paths[path]?.post;
      expect(operation, path).toBeDefined();
      expect(operation.tags).toEqual(['recipes']);
      expect(operation.responses['422'].content['application/json'].schema.properties.error.properties.reason.enum).toContain(
        'blocked_address',
      );
    }
    const text = doc.paths['/api/recipes/import-text'].post.requestBody.content['application/json'].schema;
    expect(text.properties.text['x-multiline']).toBe(true);
  });

  it(`counts imports per account: beyond ${RECIPE_IMPORTS_PER_HOUR} an hour, 429 import_limit`, async () => {
    const { cookie: busy } = await registerUser(suite.app);
    for (let i = 0; i < RECIPE_IMPORTS_PER_HOUR; i++) expect((await importText(RUSSIAN, busy)).statusCode).toBe(200);
    const refused = await importText(RUSSIAN, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('import_limit');
    expect(refused.headers['retry-after']).toBeDefined();
    // Someone else is not held back by it.
    expect((await importText(RUSSIAN)).statusCode).toBe(200);
  });
});
