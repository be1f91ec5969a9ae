import { FEEDBACK_PER_HOUR } from '@mealplanr/contracts/feedback';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { feedback } from '../src/db/schema';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const valid = { message: 'The shopping list could group spices together.', type: 'suggestion', satisfaction: 'satisfied' };

describeEachDatabase('feedback API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (cookie: string | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/feedback', headers: { ...sameOriginJson, ...(cookie ? { cookie } : {}) }, payload });

  it('answers 401 to visitors and stores nothing', async () => {
    const before = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(feedback);
    const res = await send(undefined, valid);
    expect(res.statusCode).toBe(401);
    const after = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(feedback);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('stores the message with its sender and answers 201 with it', async () => {
    const { user, cookie } = await registerUser(app);
    const res = await send(cookie, { ...valid, message: `  ${valid.message}  ` });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ ...valid, id: expect.any(String), createdAt: expect.any(String) });
    const [row] = await ctx.database.db.select().from(feedback).where(eq(feedback.id, body.id));
    expect(row).toMatchObject({ userId: user.id, message: valid.message, type: 'suggestion', satisfaction: 'satisfied' });
  });

  it.each([
    ['a message under 5 characters', { message: 'meh' }, 'body.message'],
    ['a message of only spaces', { message: '         ' }, 'body.message'],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'body.message'],
    ['an unknown type', { type: 'complaint' }, 'body.type'],
    ['an unknown satisfaction', { satisfaction: 'ecstatic' }, 'body.satisfaction'],
    ['a missing type', { type: undefined }, 'body.type'],
  ])('refuses %s with 400 and the field path', async (_name, change, path) => {
    const { cookie } = await registerUser(app);
    const res = await send(cookie, { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('accepts exactly 2000 characters', async () => {
    const { cookie } = await registerUser(app);
    expect((await send(cookie, { ...valid, message: 'b'.repeat(2000) })).statusCode).toBe(201);
  });

  it(`allows ${FEEDBACK_PER_HOUR} messages an hour per person, then answers 429`, async () => {
    const { cookie } = await registerUser(app);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      expect((await send(cookie, { ...valid, message: `Message number ${i}` })).statusCode).toBe(201);
    }
    const refused = await send(cookie, valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('feedback_rate_limited');
    // Another person is not affected.
    const other = await registerUser(app);
    expect((await send(other.cookie, valid)).statusCode).toBe(201);
  });

  it('counts only the last hour: older messages no longer count against the limit', async () => {
    const { user, cookie } = await registerUser(app);
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await ctx.database.db.insert(feedback).values(
      Array.from({ length: FEEDBACK_PER_HOUR }, (_, i) => ({
        userId: user.id,
        message: `Old message ${i}`,
        type: 'general' as const,
        satisfaction: 'neutral' as const,
        createdAt: twoHoursAgo,
      })),
    );
    expect((await send(cookie, valid)).statusCode).toBe(201);
  });

  // A race needs connections that really run at once: PostgreSQL only.
  it.runIf(ctx.kind === 'postgres')('does not let parallel requests slip past the limit', async () => {
    const { cookie } = await registerUser(app);
    const results = await Promise.all(
      Array.from({ length: FEEDBACK_PER_HOUR + 3 }, (_, i) => send(cookie, { ...valid, message: `Parallel ${i}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(FEEDBACK_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
  });
});
