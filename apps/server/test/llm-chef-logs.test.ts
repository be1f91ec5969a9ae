/**
 * What the AI chef writes to the log: never the prompt (which holds what a person typed) nor the model server's
 * own error body above debug level — on both databases, with a logger that records every line, errors written
 * out in full (causes, response bodies and request bodies included), so anything that would reach a log shows.
 */
import type { FastifyBaseLogger } from 'fastify';
import { expect, it } from 'vitest';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog } from '@mealplanr/catalog/load';
import { questionnaireSchema } from '@mealplanr/contracts/meal-plans';
import { generatePlan } from '@mealplanr/planner/generate-plan';
import { ChefJobs } from '../src/modules/llm/chef-jobs';
import { GenerationEvents } from '../src/modules/meal-plans/generation-events';
import { MealPlansRepository } from '../src/modules/meal-plans/meal-plans.repository';
import { describeEachDatabase } from './helpers/databases';
import { fakeLlmServerForFile } from './helpers/fake-llm-server';
import { signedInSuite } from './helpers/suite';

const catalog = loadCatalog();
const index = catalogIngredientIndex();
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type Level = (typeof LEVELS)[number];

/** Everything an error carries, as deep as it goes. */
function spell(value: unknown, seen = new Set<unknown>()): unknown {
  if (value instanceof Error) {
    if (seen.has(value)) return '[seen]';
    seen.add(value);
    const own = Object.fromEntries(Object.getOwnPropertyNames(value).map((key) => [key, spell((value as unknown as Record<string, unknown>)[key], seen)]));
    return { name: value.name, message: value.message, stack: value.stack, ...own, cause: spell(value.cause, seen) };
  }
  if (Array.isArray(value)) return value.map((item) => spell(item, seen));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spell(v, seen)]));
  return value;
}

function recordingLogger(lines: { level: Level; text: string }[], bindings: Record<string, unknown> = {}): FastifyBaseLogger {
  const log: Record<string, unknown> = { level: 'trace', silent: () => {}, child: (more: Record<string, unknown>) => recordingLogger(lines, { ...bindings, ...more }) };
  for (const level of LEVELS) {
    log[level] = (obj: unknown, msg?: string) => {
      lines.push({ level, text: JSON.stringify({ ...bindings, obj: spell(obj), msg }) });
    };
  }
  return log as unknown as FastifyBaseLogger;
}

const llm = fakeLlmServerForFile();

describeEachDatabase('AI chef logs', (ctx) => {
  const suite = signedInSuite(ctx);

  it('keeps the prompt, the person’s words and the model server’s error body out of every line above debug', async () => {
    const lines: { level: Level; text: string }[] = [];
    const jobs = new ChefJobs({
      db: ctx.database.db,
      events: new GenerationEvents(),
      log: recordingLogger(lines),
      config: { baseUrl: llm.baseUrl, model: 'fake-chef', apiKey: 'sk-secret-key', timeoutMs: 20_000 },
    });
    const repository = new MealPlansRepository(ctx.database.db);
    const typed = 'zqxjk-pasted-word';
    const questionnaire = questionnaireSchema.parse({ planDuration: 1, mealTypes: ['lunch'], excludeIngredients: [typed] });
    const run = async (plan: { id: string }) => {
      const fallback = generatePlan({ catalog, terms: index, questionnaire, startDate: '2025-06-02', seed: 7 });
      if (!fallback.ok) throw new Error('no fallback plan');
      jobs.start({ planId: plan.id, questionnaire, language: 'en', fallback: fallback.plan });
      for (let status = 'generating'; status === 'generating'; ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await repository.statusOf(plan.id))!.status;
      }
      return (await repository.statusOf(plan.id))!;
    };
    const newPlan = () =>
      repository.insertGenerating({
        userId: suite.user.id,
        startDate: '2025-06-02',
        endDate: '2025-06-02',
        days: 1,
        mealsPerDay: 1,
        questionnaire,
        language: 'en',
        seed: 7,
        generator: 'llm',
      });

    try {
      // A refused recipe (its text quotes the typed word), then a second request the server fails with its own words.
      const providerWords = 'PROVIDER-BODY-quota exceeded for org-7f3a';
      llm.respondWith((_request, i) =>
        i === 0
          ? { kind: 'answer', content: JSON.stringify({ recipes: [{ day: 1, mealType: 'lunch', title: `Soup without ${typed}` }] }) }
          : { kind: 'error', status: 500, message: providerWords },
      );
      expect(await run(await newPlan())).toMatchObject({ status: 'ready' });
      const prompt = llm.requests[0]!.prompt;
      // A first request the server fails with its own words: the plan fails with ours.
      llm.respondWith(() => ({ kind: 'error', status: 500, message: providerWords }));
      expect(await run(await newPlan())).toEqual({ status: 'failed', error: "The AI chef's model server answered with an error (HTTP 500)." });

      const secrets = [providerWords, typed, 'sk-secret-key', prompt.slice(0, 40), '<person-data>', 'Known ingredients'];
      const loud = lines.filter((line) => line.level !== 'debug' && line.level !== 'trace');
      expect(loud.length).toBeGreaterThan(0);
      for (const line of loud) for (const secret of secrets) expect(line.text, `${line.level}: ${line.text}`).not.toContain(secret);
      // They are there for debugging.
      expect(lines.some((line) => line.level === 'debug' && line.text.includes(providerWords))).toBe(true);
      expect(loud.map((line) => line.text).join('\n')).toContain('HTTP 500');
    } finally {
      await jobs.close();
    }
  });
});
