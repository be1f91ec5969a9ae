/**
 * Answers written by serializers compiled from the route schemas (plugins/response-serializer.ts): they send
 * nothing a schema does not list, refuse an answer that lacks a required field, leave schemas without a JSON
 * Schema form to Zod, and — in tests — must agree with Zod on every answer.
 */
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFromZod, responseSerializerCompiler } from '../src/plugins/response-serializer';

const item = z.object({
  id: z.string(),
  quantity: z.number().nullable(),
  unit: z.enum(['g', 'ml']).optional(),
  tags: z.array(z.string()),
  names: z.record(z.string(), z.string()).nullable(),
});

describe('compiled response serializers', () => {
  it('write exactly what the schema lists, in any order of keys', () => {
    const serialize = compileFromZod(item);
    if (typeof serialize !== 'function') throw new Error(serialize.reason);
    const value = { id: 'a', quantity: null, unit: 'g', tags: ['x'], names: { en: 'egg' }, passwordHash: 'secret' };
    const written = JSON.parse(serialize(value));
    expect(written).toEqual({ id: 'a', quantity: null, unit: 'g', tags: ['x'], names: { en: 'egg' } });
    expect(() => serialize({ quantity: 1, tags: [], names: null })).toThrow(/id/);
  });

  it('leave a schema without a JSON Schema form to Zod', () => {
    const result = compileFromZod(z.object({ at: z.string().transform((s) => s.length) }));
    expect(typeof result).toBe('object');
  });

  async function appWith(compare: boolean, answer: unknown, schema: z.ZodType) {
    const fallbacks: string[] = [];
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler({ compare, onFallback: (route) => fallbacks.push(route) }));
    app.get('/thing', { schema: { response: { 200: schema } } }, async () => answer);
    await app.ready();
    return { app, fallbacks };
  }

  it('serve a route through the compiled serializer, Zod checking it in tests', async () => {
    const value = { id: 'a', quantity: 2, tags: [], names: null, extra: true };
    for (const compare of [false, true]) {
      const { app, fallbacks } = await appWith(compare, value, item);
      const res = await app.inject({ method: 'GET', url: '/thing' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: 'a', quantity: 2, tags: [], names: null });
      expect(fallbacks).toEqual([]);
      await app.close();
    }
  });

  it('in tests, an answer the schema does not allow fails instead of being coerced', async () => {
    // The compiled serializer alone would write "quantity":null for a string; Zod refuses it.
    const { app } = await appWith(true, { id: 'a', quantity: 'two', tags: [], names: null }, item);
    expect((await app.inject({ method: 'GET', url: '/thing' })).statusCode).toBe(500);
    await app.close();
  });

  it('a response schema without a JSON Schema form (a date object) is served by Zod, and said so', async () => {
    const { app, fallbacks } = await appWith(false, { at: new Date(0) }, z.object({ at: z.date() }));
    expect((await app.inject({ method: 'GET', url: '/thing' })).json()).toEqual({ at: '1970-01-01T00:00:00.000Z' });
    expect(fallbacks).toEqual(['GET /thing 200']);
    await app.close();
  });
});
