/**
 * The AI chef's limits end to end, on both databases, against a local fake model server that misbehaves on
 * purpose: an answer far too large, a stream that is slow, trickles a byte at a time or stalls after its headers,
 * many of those at once — and a plan that goes away while the model writes (deleted, cancelled, signed out of,
 * also from another server). Each test asserts what is saved (status, message, meals, explanations) and that the
 * request to the model was cut off (the fake server sees the client leave), never wall-clock figures.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Meal, MealPlan } from '@mealplanr/contracts/meal-plans';
import { SIGNED_OUT_ERROR } from '../src/modules/llm/chef-jobs';
import { CANCELLED_ERROR } from '../src/modules/meal-plans/meal-plans.service';
import { registerUser, signIn, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { fakeLlmServerForFile, type FakeReply } from './helpers/fake-llm-server';
import { fittingModelRecipes } from './helpers/model-recipes';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

/** The time limit of the app that tests it: small, so a test waits little, yet ample for a normal answer on a busy machine. */
const SHORT_LIMIT_MS = 4000;
/** The time limit of the app that tests stopping: far longer than a test may take, so only a stop can end it. */
const LONG_LIMIT_MS = 10 * 60_000;

/** Fitting catalog recipes whose text names only listed foods, written the way a model would. */
const goodRecipes = (input: Record<string, unknown>) => fittingModelRecipes(input, { kcal: 321, proteinG: 10, fatG: 10, carbsG: 40 });

const answer = (recipes: unknown[], extra: Partial<FakeReply> = {}): FakeReply =>
  ({ kind: 'answer', content: JSON.stringify({ recipes }), ...extra }) as FakeReply;
const mealsOf = (plan: MealPlan): Meal[] => plan.plan.flatMap((day) => day.meals);

const llm = fakeLlmServerForFile();

describeEachDatabase('AI chef limits', (ctx) => {
  /** Times out after SHORT_LIMIT_MS. */
  let quick: FastifyInstance;
  /** Practically never times out: only a stop ends its generations. */
  let patient: FastifyInstance;
  /** A second server on the same database, as when several processes share PostgreSQL. */
  let other: FastifyInstance;
  let cookie: string;

  const config = (timeoutMs: number) => ({ llm: { baseUrl: llm.baseUrl, model: 'fake-chef', apiKey: undefined, timeoutMs } });
  const start = async (app: FastifyInstance, payload: Record<string, unknown>, as = cookie): Promise<MealPlan> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: { ...sameOriginJson, cookie: as },
      payload: { generator: 'llm', lang: 'en', ...payload },
    });
    expect(res.statusCode, res.body).toBe(202);
    return res.json<MealPlan>();
  };
  /** Follows the plan's events until it is ready or failed, then reads it. */
  const settle = async (app: FastifyInstance, id: string, as = cookie): Promise<MealPlan> => {
    await app.inject({ method: 'GET', url: `/api/meal-plans/${id}/events`, headers: { cookie: as } });
    return (await app.inject({ method: 'GET', url: `/api/meal-plans/${id}`, headers: { cookie: as } })).json<MealPlan>();
  };
  const generate = async (app: FastifyInstance, payload: Record<string, unknown>) => settle(app, (await start(app, payload)).id);

  beforeAll(async () => {
    quick = await buildTestApp(ctx.database, config(SHORT_LIMIT_MS));
    patient = await buildTestApp(ctx.database, config(LONG_LIMIT_MS));
    other = await buildTestApp(ctx.database, config(LONG_LIMIT_MS));
    cookie = (await registerUser(quick)).cookie;
  });
  afterAll(async () => {
    await Promise.all([quick.close(), patient.close(), other.close()]);
  });

  it('stops reading an answer of 14 MB at 2 MB and fails the plan with a clear message', async () => {
    const [recipe] = goodRecipes({ planDuration: 1, mealTypes: ['dinner'] });
    llm.respondWith(() => ({ kind: 'huge', bytes: 14 * 1024 * 1024, recipe }));
    const plan = await generate(patient, { planDuration: 1, mealTypes: ['dinner'] });

    expect(plan).toMatchObject({ status: 'failed', plan: [], explanations: [] });
    expect(plan.error).toBe("The AI chef's answer was larger than 2 MB and was stopped.");
    const ended = await llm.requests[0]!.ended;
    expect(ended.byClient).toBe(true);
    // Cut off near the limit (plus what sat in the sockets' buffers), far from the 14 MB on offer.
    expect(ended.bytesSent).toBeLessThan(6 * 1024 * 1024);
    expect(llm.requests).toHaveLength(1); // not asked again: it would only answer the same
  });

  it('keeps the first answer when the second one is too large', async () => {
    const input = { planDuration: 1, mealTypes: ['lunch', 'dinner'] };
    const [lunch, dinner] = goodRecipes(input);
    const bad = { ...lunch!, servings: 500 };
    llm.respondWith((_request, i) => (i === 0 ? answer([bad, dinner]) : { kind: 'huge', bytes: 14 * 1024 * 1024, recipe: lunch }));
    const plan = await generate(patient, input);

    expect(plan.status).toBe('ready');
    expect(mealsOf(plan).map((m) => m.source)).toEqual([undefined, 'llm']);
    expect(plan.explanations).toContainEqual(expect.objectContaining({ code: 'llm_replaced', params: expect.objectContaining({ reasons: ['implausible'] }) }));
    expect(llm.requests[1]!.body.stream).toBeFalsy();
    expect(await llm.requests[1]!.ended).toMatchObject({ byClient: true });
  });

  it('ends a slow stream at LLM_TIMEOUT_MS, with nothing saved', async () => {
    const recipes = goodRecipes({ planDuration: 1 });
    const content = JSON.stringify({ recipes });
    llm.respondWith(() => answer(recipes, { chunkSize: Math.ceil(content.length / 150), chunkDelayMs: 100 })); // ~15 s in all
    const plan = await generate(quick, { planDuration: 1 });

    expect(plan).toMatchObject({ status: 'failed', plan: [], explanations: [] });
    expect(plan.error).toBe(`The AI chef did not finish within ${SHORT_LIMIT_MS / 1000} seconds.`);
    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true });
  });

  it('ends a stream that trickles one byte at a time at LLM_TIMEOUT_MS', async () => {
    const recipes = goodRecipes({ planDuration: 1, mealTypes: ['dinner'] });
    llm.respondWith(() => answer(recipes, { byteDelayMs: 5 }));
    const plan = await generate(quick, { planDuration: 1, mealTypes: ['dinner'] });

    expect(plan).toMatchObject({ status: 'failed', plan: [] });
    expect(plan.error).toMatch(/did not finish within/);
    const ended = await llm.requests[0]!.ended;
    expect(ended.byClient).toBe(true);
    expect(ended.bytesSent).toBeGreaterThan(0); // it was under way, byte by byte
  });

  it('ends a stream that stalls after its headers at LLM_TIMEOUT_MS', async () => {
    llm.respondWith(() => ({ kind: 'stall' }));
    const plan = await generate(quick, { planDuration: 1 });

    expect(plan).toMatchObject({ status: 'failed', plan: [] });
    expect(plan.error).toMatch(/did not finish within/);
    expect(await llm.requests[0]!.ended).toEqual({ byClient: true, bytesSent: 0 });
  });

  it('bounds the second request too: a stalled one leaves the first answer, with the built-in planner filling in', async () => {
    const input = { planDuration: 1, mealTypes: ['lunch', 'dinner'] };
    const [lunch, dinner] = goodRecipes(input);
    const bad = { ...lunch!, nutritionPerServing: { kcal: 717_000, proteinG: 1, fatG: 1, carbsG: 1 } };
    llm.respondWith((_request, i) => (i === 0 ? answer([bad, dinner]) : { kind: 'stall' }));
    const plan = await generate(quick, input);

    expect(plan.status).toBe('ready');
    expect(mealsOf(plan).map((m) => m.source)).toEqual([undefined, 'llm']);
    expect(llm.requests).toHaveLength(2);
    expect(llm.requests[1]!.body.stream).toBeFalsy();
    expect(await llm.requests[1]!.ended).toMatchObject({ byClient: true });
  });

  it('holds the limit for many stalled generations at once', async () => {
    llm.respondWith(() => ({ kind: 'stall', content: '{"recipes": [' }));
    const started = await Promise.all(Array.from({ length: 6 }, () => start(quick, { planDuration: 1 })));
    const plans = await Promise.all(started.map((p) => settle(quick, p.id)));

    for (const plan of plans) {
      expect(plan).toMatchObject({ status: 'failed', plan: [] });
      expect(plan.error).toMatch(/did not finish within/);
    }
    expect(llm.requests).toHaveLength(6);
    for (const request of llm.requests) expect(await request.ended).toMatchObject({ byClient: true });
  });

  it('stops the model at once when the plan is deleted, and writes nothing afterwards', async () => {
    llm.respondWith(() => ({ kind: 'stall', content: '{"recipes": [' }));
    const plan = await start(patient, { planDuration: 1 });
    await llm.received(1);
    const res = await patient.inject({ method: 'DELETE', url: `/api/meal-plans/${plan.id}`, headers: { origin: sameOriginJson.origin, cookie } });
    expect(res.statusCode).toBe(204);

    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true });
    expect((await patient.inject({ method: 'GET', url: `/api/meal-plans/${plan.id}`, headers: { cookie } })).statusCode).toBe(404);
    const list = (await patient.inject({ method: 'GET', url: '/api/meal-plans', headers: { cookie } })).json<MealPlan[]>();
    expect(list.some((p) => p.id === plan.id)).toBe(false);
  });

  it('stops the model at once when the session that started it signs out', async () => {
    const { user } = await registerUser(patient);
    const session = await signIn(patient, user.username, TEST_PASSWORD);
    const elsewhere = await signIn(patient, user.username, TEST_PASSWORD);
    llm.respondWith(() => ({ kind: 'stall', content: '{"recipes": [' }));
    const plan = await start(patient, { planDuration: 1 }, session);
    await llm.received(1);
    // Signing out somewhere else leaves it running.
    expect((await patient.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie: elsewhere } })).statusCode).toBe(204);
    const meanwhile = await patient.inject({ method: 'GET', url: `/api/meal-plans/${plan.id}`, headers: { cookie: session } });
    expect(meanwhile.json<MealPlan>().status).toBe('generating');
    const res = await patient.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie: session } });
    expect(res.statusCode).toBe(204);

    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true });
    const again = await signIn(patient, user.username, TEST_PASSWORD);
    const after = await settle(patient, plan.id, again);
    expect(after).toMatchObject({ status: 'failed', error: SIGNED_OUT_ERROR, plan: [], explanations: [] });
  });

  it('cancels a generation: the model stops, the plan ends failed as cancelled, only for its owner and only once', async () => {
    llm.respondWith(() => ({ kind: 'stall', content: '{"recipes": [' }));
    const plan = await start(patient, { planDuration: 1 });
    await llm.received(1);
    const cancel = (as: string, id = plan.id) =>
      patient.inject({ method: 'POST', url: `/api/meal-plans/${id}/cancel`, headers: { origin: sameOriginJson.origin, cookie: as } });

    const stranger = (await registerUser(patient)).cookie;
    expect((await cancel(stranger)).statusCode).toBe(404);
    expect((await cancel(cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await cancel(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MealPlan>()).toMatchObject({ id: plan.id, status: 'failed', error: CANCELLED_ERROR, plan: [] });

    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true });
    const again = await cancel(cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'conflict' } });
    expect(await settle(patient, plan.id)).toMatchObject({ status: 'failed', error: CANCELLED_ERROR, plan: [], explanations: [] });
  });

  it('refuses to cancel a plan that is not generating', async () => {
    const done = await patient.inject({
      method: 'POST',
      url: '/api/meal-plans',
      headers: { ...sameOriginJson, cookie },
      payload: { planDuration: 1 },
    });
    expect(done.statusCode).toBe(201);
    const res = await patient.inject({ method: 'POST', url: `/api/meal-plans/${done.json<MealPlan>().id}/cancel`, headers: { origin: sameOriginJson.origin, cookie } });
    expect(res.statusCode).toBe(409);
  });

  it('stops a generation running on another server: cancelled there, or its session signed out there', async () => {
    llm.respondWith(() => ({ kind: 'stall', content: '{"recipes": [' }));
    const plan = await start(patient, { planDuration: 1 });
    await llm.received(1);
    const res = await other.inject({ method: 'POST', url: `/api/meal-plans/${plan.id}/cancel`, headers: { origin: sameOriginJson.origin, cookie } });
    expect(res.statusCode, res.body).toBe(200);
    // The server running it sees the row and stops the model.
    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true });
    expect(await settle(patient, plan.id)).toMatchObject({ status: 'failed', error: CANCELLED_ERROR, plan: [] });

    const { user } = await registerUser(patient);
    const session = await signIn(patient, user.username, TEST_PASSWORD);
    llm.respondWith(() => ({ kind: 'stall', content: '{"recipes": [' }));
    const second = await start(patient, { planDuration: 1 }, session);
    await llm.received(1);
    expect((await other.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie: session } })).statusCode).toBe(204);
    expect(await llm.requests[0]!.ended).toMatchObject({ byClient: true });
    const again = await signIn(patient, user.username, TEST_PASSWORD);
    expect(await settle(patient, second.id, again)).toMatchObject({ status: 'failed', error: SIGNED_OUT_ERROR, plan: [] });
  });
});
