/**
 * What an AI chef answer costs the server in memory: a normal answer (a week of 4 meals, 28 recipes, streamed in
 * token-sized pieces) against a runaway one of 14 MB, which the answer limit cuts off at 2 MB — and, for scale,
 * the same 14 MB read without the limit (the model client alone, as it would be without the counting wrapper).
 *
 * The model server runs in a child process (it is this file, started again), so only the MealPlanr server's
 * memory is measured: the peak of RSS and of the JS heap above the level before the generation, sampled every
 * 2 ms while it runs, over several rounds (median and highest). Prints figures only; nothing is asserted.
 *
 * Run: `node --expose-gc --import tsx bench/llm-answer-size.bench.ts` (LLM_BENCH_ROUNDS=3 for a quick look).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { buildApp } from '../apps/server/src/app';
import { testConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createChefModel } from '../apps/server/src/modules/llm/chef-model';
import { startFakeLlmServer } from '../apps/server/test/helpers/fake-llm-server';
import { fittingModelRecipes } from '../apps/server/test/helpers/model-recipes';

const ROUNDS = Number(process.env.LLM_BENCH_ROUNDS ?? 7);
const HUGE_BYTES = 14 * 1024 * 1024;
const ORIGIN = 'http://localhost:5000';
const QUESTIONNAIRE = { planDuration: 7, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'] };

/** 28 recipes a model could have written for the questionnaire (catalog recipes whose text names only their ingredients). */
const weekOfRecipes = () => fittingModelRecipes(QUESTIONNAIRE, { kcal: 420, proteinG: 20, fatG: 15, carbsG: 50 });

// ── The model server (child process) ────────────────────────────────────────────────────────────────────

async function modelServer(): Promise<void> {
  const recipes = weekOfRecipes();
  const content = JSON.stringify({ recipes });
  const llm = await startFakeLlmServer((request) =>
    request.body.model === 'huge'
      ? { kind: 'huge', bytes: HUGE_BYTES, recipe: recipes[0], chunkSize: 4096 }
      : { kind: 'answer', content, chunkSize: 16 }, // about a token's worth per event, as real servers send
  );
  process.send!({ baseUrl: llm.baseUrl, answerBytes: Buffer.byteLength(content) });
}

// ── The measurement (this process: the MealPlanr server) ────────────────────────────────────────────────────

interface Peak {
  rss: number;
  heap: number;
  ms: number;
  outcome: string;
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Runs `work` with memory sampled every 2 ms; the peaks are above the level just before it. */
async function measure(work: () => Promise<string>): Promise<Peak> {
  gc?.();
  const before = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - before.rss);
    heap = Math.max(heap, now.heapUsed - before.heapUsed);
  };
  const timer = setInterval(sample, 2);
  const started = performance.now();
  const outcome = await work();
  const ms = performance.now() - started;
  sample();
  clearInterval(timer);
  return { rss, heap, ms, outcome };
}

async function userOf(app: FastifyInstance): Promise<string> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    payload: { username: `bench_${suffix}`, email: `bench_${suffix}@example.org`, password: 'Plum-Tomato-Basil-42' },
  });
  const cookie = res.cookies.find((c) => c.name.endsWith('session_token'))!;
  return `${cookie.name}=${cookie.value}`;
}

/** One AI chef plan through the real server: created, followed to its end, read. */
async function generate(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/meal-plans',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
    payload: { generator: 'llm', lang: 'en', ...QUESTIONNAIRE },
  });
  const { id } = res.json<MealPlan>();
  await app.inject({ method: 'GET', url: `/api/meal-plans/${id}/events`, headers: { cookie } });
  const plan = (await app.inject({ method: 'GET', url: `/api/meal-plans/${id}`, headers: { cookie } })).json<MealPlan>();
  return plan.status === 'ready' ? `ready, ${plan.plan.flatMap((d) => d.meals).filter((m) => m.source === 'llm').length} AI chef meals` : `failed: ${plan.error}`;
}

function report(name: string, peaks: Peak[]): void {
  const by = (key: 'rss' | 'heap' | 'ms') => peaks.map((p) => p[key]).sort((a, b) => a - b);
  const median = (values: number[]) => values[Math.floor(values.length / 2)]!;
  const [rss, heap, ms] = [by('rss'), by('heap'), by('ms')];
  console.log(
    `${name.padEnd(44)} RSS +${mb(median(rss))} (max +${mb(rss.at(-1)!)})  heap +${mb(median(heap))} (max +${mb(heap.at(-1)!)})  ` +
      `${Math.round(median(ms))} ms  — ${peaks[0]!.outcome}`,
  );
}

async function main(): Promise<void> {
  if (!gc) console.warn('Without --expose-gc the figures include garbage left from earlier rounds.');
  const child: ChildProcess = fork(new URL(import.meta.url).pathname, [], {
    env: { ...process.env, LLM_BENCH_ROLE: 'model-server' },
    execArgv: ['--import', 'tsx'],
  });
  const { baseUrl, answerBytes } = await new Promise<{ baseUrl: string; answerBytes: number }>((resolve) => child.once('message', resolve as never));
  const database = await openDatabase({ kind: 'pglite' });
  const llm = (model: string) => ({ llm: { baseUrl, model, apiKey: undefined, timeoutMs: 120_000 } });
  const normal = await buildApp({ config: testConfig(llm('normal')), database });
  const huge = await buildApp({ config: testConfig(llm('huge')), database });
  try {
    const [normalCookie, hugeCookie] = [await userOf(normal), await userOf(huge)];
    // Warm up: the catalog, the food words, the first requests.
    await generate(normal, normalCookie);
    await generate(huge, hugeCookie);

    console.log(`AI chef answers, ${ROUNDS} rounds each; the MealPlanr server's memory above its level before each generation:`);
    const normalPeaks: Peak[] = [];
    const hugePeaks: Peak[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      normalPeaks.push(await measure(() => generate(normal, normalCookie)));
      hugePeaks.push(await measure(() => generate(huge, hugeCookie)));
    }
    report(`normal answer (28 recipes, ${(answerBytes / 1024).toFixed(0)} KB)`, normalPeaks);
    report('14 MB answer, cut off at 2 MB', hugePeaks);

    // For scale: the model client alone reading the 14 MB answer, with and without the limit.
    const client = (maxAnswerBytes?: number) =>
      createChefModel({ baseUrl, model: 'huge', apiKey: undefined, timeoutMs: 120_000 }, maxAnswerBytes ? { maxAnswerBytes } : {});
    const read = (maxAnswerBytes?: number) => async () => {
      try {
        const recipes = await client(maxAnswerBytes).ask({ system: 's', prompt: 'p', stream: true, signal: AbortSignal.timeout(120_000) });
        return `read whole: ${recipes.length} recipes`;
      } catch (error) {
        return `stopped: ${(error as Error).message}`;
      }
    };
    const limited: Peak[] = [];
    const unlimited: Peak[] = [];
    for (let round = 0; round < Math.min(ROUNDS, 3); round++) {
      limited.push(await measure(read()));
      unlimited.push(await measure(read(Number.POSITIVE_INFINITY)));
    }
    report('model client, 14 MB, with the 2 MB limit', limited);
    report('model client, 14 MB, without a limit', unlimited);
  } finally {
    await Promise.all([normal.close(), huge.close()]);
    await database.close();
    child.kill();
  }
}

if (process.env.LLM_BENCH_ROLE === 'model-server') await modelServer();
else await main();
