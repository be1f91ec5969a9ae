/**
 * One rule for every text input (packages/contracts/src/text.ts): control characters are refused with 400
 * `invalid_characters` wherever they are sent — body, query, path, object keys — never a 500 and never stored;
 * line breaks and tabs only where a field has several lines (feedback). security.test.ts sends a NUL in every text
 * field of every route of the OpenAPI document; these are the cases one by one.
 */
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forbiddenCharacter } from '@mealplanr/contracts/text';
import { feedback, groceryLists, users } from '../src/db/schema';
import { TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { signedInSuite } from './helpers/suite';
import { sameOriginJson } from './helpers/test-app';

const MESSAGE =
  'Text may not contain control characters (such as NUL), and line breaks or tabs only where several lines are allowed.';

describe('the rule', () => {
  it('names the first character text may not contain', () => {
    expect(forbiddenCharacter('milk\u0000', false)).toBe('U+0000');
    expect(forbiddenCharacter('\u001b[31mred', true)).toBe('U+001B');
    expect(forbiddenCharacter('del\u007f', true)).toBe('U+007F');
    expect(forbiddenCharacter('next\u0085line', true)).toBe('U+0085');
    expect(forbiddenCharacter('half \ud83e', true)).toBe('U+D83E');
    expect(forbiddenCharacter('two\nlines', false)).toBe('U+000A');
    expect(forbiddenCharacter('tab\there', false)).toBe('U+0009');
    expect(forbiddenCharacter('two\r\nlines\twith a tab', true)).toBeUndefined();
    expect(forbiddenCharacter('Борщ 🥣 café, jalapeño, ў і ё', false)).toBeUndefined();
  });
});

describeEachDatabase('text hygiene', (ctx) => {
  const suite = signedInSuite(ctx);

  const call = (options: InjectOptions & { url: string }) =>
    suite.app.inject({ ...options, headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie: suite.cookie } });
  const expectRefused = (res: Awaited<ReturnType<typeof call>>, path: string, character: string) => {
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('invalid_characters');
    expect(error.message).toBe(MESSAGE);
    expect(error.details).toEqual([{ path, message: expect.stringContaining(character) }]);
  };

  it('refuses a NUL in a list title with 400, not a 500, and stores nothing', async () => {
    const res = await call({ method: 'POST', url: '/api/grocery-lists', payload: { title: 'Milk\u0000' } });
    expectRefused(res, 'body.title', 'U+0000');
    expect(await ctx.database.db.select().from(groceryLists).where(eq(groceryLists.title, 'Milk\u0000')).catch(() => [])).toEqual([]);
  });

  it('refuses control characters in nested fields, lists and object keys', async () => {
    const list = (await call({ method: 'POST', url: '/api/grocery-lists', payload: { title: 'Week' } })).json();
    expectRefused(
      await call({ method: 'POST', url: `/api/grocery-lists/${list.id}/items`, payload: { name: 'Eggs', note: 'free\u0000range' } }),
      'body.note',
      'U+0000',
    );
    expectRefused(
      await call({
        method: 'PUT',
        url: '/api/preferences',
        payload: {
          cuisines: [],
          dietaryRestrictions: [],
          cookingSkill: null,
          cookingTime: null,
          excludedIngredients: ['nuts', 'kale\u0000'],
          householdSize: 2,
          calorieTarget: null,
          allowUncheckedExclusions: true,
        },
      }),
      'body.excludedIngredients.1',
      'U+0000',
    );
    expectRefused(
      await call({ method: 'POST', url: '/api/grocery-lists', payload: { title: 'Week', 'x\u0000': 1 } }),
      'body.x\u0000',
      'U+0000',
    );
  });

  it('refuses them in the query and the path too', async () => {
    expectRefused(await call({ method: 'GET', url: '/api/ingredients?q=milk%00' }), 'querystring.q', 'U+0000');
    expectRefused(await call({ method: 'GET', url: '/api/recipes/r%00' }), 'params.id', 'U+0000');
  });

  it('refuses escape, DEL, C1 controls and half a surrogate pair where a person types their name', async () => {
    for (const [displayName, character] of [
      ['\u001b[31mAdmin', 'U+001B'],
      ['Anna\u007f', 'U+007F'],
      ['Anna\u0085', 'U+0085'],
      ['Anna \ud83e', 'U+D83E'],
      ['Anna\nSupport team', 'U+000A'],
    ] as const) {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: sameOriginJson,
        payload: { username: `cook_${Math.random().toString(36).slice(2, 9)}`, email: `x${Date.now()}@example.org`, password: TEST_PASSWORD, displayName },
        remoteAddress: `10.18.0.${Math.floor(Math.random() * 250) + 1}`,
      });
      expectRefused(res, 'body.displayName', character);
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.displayName, '\u001b[31mAdmin'))).toEqual([]);
  });

  it('refuses line breaks and tabs in a field of one line', async () => {
    expectRefused(await call({ method: 'POST', url: '/api/grocery-lists', payload: { title: 'Milk\nand honey' } }), 'body.title', 'U+000A');
    expectRefused(await call({ method: 'POST', url: '/api/grocery-lists', payload: { title: 'Milk\tand honey' } }), 'body.title', 'U+0009');
  });

  it('keeps line breaks and tabs in a field of several lines, and refuses a NUL there', async () => {
    const message = 'First line.\nSecond line,\r\n\tindented.';
    const res = await call({ method: 'POST', url: '/api/feedback', payload: { message, type: 'suggestion', satisfaction: 'satisfied' } });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await ctx.database.db.select().from(feedback).where(eq(feedback.id, res.json().id));
    expect(stored?.message).toBe(message);
    expectRefused(
      await call({ method: 'POST', url: '/api/feedback', payload: { message: 'Fine text\u0000', type: 'suggestion', satisfaction: 'satisfied' } }),
      'body.message',
      'U+0000',
    );
  });

  it('accepts every kind of real text', async () => {
    const title = 'Борщ 🥣 — café, jalapeño, ў і ё, 👩‍👩‍👧';
    const res = await call({ method: 'POST', url: '/api/grocery-lists', payload: { title } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().title).toBe(title);
  });

  it('marks the fields of several lines in the OpenAPI document', async () => {
    const doc = (await suite.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/feedback'].post.requestBody.content['application/json'].schema;
    expect(schema.properties.message['x-multiline']).toBe(true);
  });
});
