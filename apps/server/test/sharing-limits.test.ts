/**
 * Invitations cannot be used to send mail to anyone (ADR 0009): INVITATIONS_PER_ACCOUNT_PER_DAY per account, and
 * LISTS_PER_ACCOUNT lists (each of which can carry invitations) — on PostgreSQL shared by every server process.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { groceryLists, mailOutbox, mealPlans } from '../src/db/schema';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const base = testConfig();
const limited = { limits: { ...base.limits, invitationsPerAccountPerDay: 3, listsPerAccount: 3 } };

describeEachDatabase('limits on invitations and lists', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database, limited);
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (target: FastifyInstance, cookie: string, options: InjectOptions & { url: string }) =>
    target.inject({
      ...options,
      headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie },
    });
  const newList = (target: FastifyInstance, cookie: string, title = 'Picnic') =>
    call(target, cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title } });
  const invite = (target: FastifyInstance, cookie: string, listId: string, email: string) =>
    call(target, cookie, { method: 'POST', url: `/api/grocery-lists/${listId}/invitations`, payload: { email } });
  const queuedTo = async (domain: string) =>
    ctx.database.db.select().from(mailOutbox).where(like(mailOutbox.to, `%@${domain}`));

  describe('invitations', () => {
    it('sends INVITATIONS_PER_ACCOUNT_PER_DAY invitations, then answers 429 and queues no more mail', async () => {
      const { cookie } = await registerUser(app);
      const domain = `flood-${Date.now()}.test`;
      const lists = [(await newList(app, cookie)).json(), (await newList(app, cookie)).json()];
      for (let i = 0; i < 3; i++) {
        const res = await invite(app, cookie, lists[i % 2].id, `friend${i}@${domain}`);
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await invite(app, cookie, lists[1].id, `friend9@${domain}`);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'invitation_limit',
        message: 'You can send at most 3 invitations a day. Please try again tomorrow.',
        details: { limit: 3 },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
      expect(await queuedTo(domain)).toHaveLength(3);
      // Someone else's invitations are theirs to count.
      const other = await registerUser(app);
      const theirs = (await newList(app, other.cookie)).json();
      expect((await invite(app, other.cookie, theirs.id, `friend@${domain}`)).statusCode).toBe(201);
    });

    it('does not count requests refused before the invitation is looked at (an invalid address)', async () => {
      const { cookie } = await registerUser(app);
      const list = (await newList(app, cookie)).json();
      for (let i = 0; i < 4; i++) {
        expect((await invite(app, cookie, list.id, 'not an address')).statusCode).toBe(400);
      }
      expect((await invite(app, cookie, list.id, `ok@late-${Date.now()}.test`)).statusCode).toBe(201);
    });

    it.runIf(ctx.kind === 'postgres')('counts together across server processes on PostgreSQL', async () => {
      const second = await buildTestApp(ctx.database, limited);
      try {
        const { cookie } = await registerUser(app);
        const domain = `split-${Date.now()}.test`;
        const list = (await newList(app, cookie)).json();
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => invite(i % 2 ? second : app, cookie, list.id, `guest${i}@${domain}`)),
        );
        expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
        expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(3);
        expect(await queuedTo(domain)).toHaveLength(3);
      } finally {
        await second.close();
      }
    });
  });

  describe('lists', () => {
    it('lets one account own LISTS_PER_ACCOUNT lists, also when asked for many at once', async () => {
      const { cookie, user } = await registerUser(app);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => newList(app, cookie, `List ${i}`)));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
      const refused = answers.find((r) => r.statusCode !== 201)!;
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({ code: 'list_limit', details: { limit: 3 } });
      expect(await ctx.database.db.select().from(groceryLists).where(eq(groceryLists.userId, user.id))).toHaveLength(3);

      // A meal plan's list counts too.
      const [plan] = await ctx.database.db
        .insert(mealPlans)
        .values({
          userId: user.id,
          startDate: '2025-03-17',
          endDate: '2025-03-17',
          days: 1,
          mealsPerDay: 1,
          questionnaire: { householdSize: 2 },
          status: 'ready',
          seed: 7,
          meals: [],
        })
        .returning();
      const fromPlan = await call(app, cookie, { method: 'POST', url: `/api/meal-plans/${plan!.id}/grocery-list` });
      expect(fromPlan.statusCode).toBe(409);
      expect(fromPlan.json().error.code).toBe('list_limit');

      // Deleting one makes room again.
      const first = answers.find((r) => r.statusCode === 201)!.json();
      expect((await call(app, cookie, { method: 'DELETE', url: `/api/grocery-lists/${first.id}` })).statusCode).toBe(204);
      expect((await newList(app, cookie)).statusCode).toBe(201);
    });
  });
});
