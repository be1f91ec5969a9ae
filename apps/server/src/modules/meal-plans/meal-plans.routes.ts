import { sendUnchanging } from '../../plugins/compression';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import {
  createMealPlanBodySchema,
  mealPlanLanguageQuerySchema,
  mealPlanSchema,
  mealPlanSummarySchema,
} from '@mealplanr/contracts/meal-plans';
import { requestLanguage } from '../catalog/request-language';
import { ChefJobs } from '../llm/chef-jobs';
import { idempotencyOf, userScope } from '../../lib/idempotency';
import { streamGeneration } from './generation-stream';
import { GenerationEvents } from './generation-events';
import { MealPlansService } from './meal-plans.service';

const idParams = z.object({ id: z.string().max(100) });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;
const LANGUAGE_NOTE =
  'With `?lang=`, catalog meals are read in that language (figures unchanged); AI chef meals stay as written.';

/** How often generations of dead processes are looked for when several servers share PostgreSQL. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The meal-plan API: generate (`POST`), list, read, delete, swap one meal, export to a calendar, follow a
 * generation's progress as server-sent events, and cancel it. Every `:id` route answers 404 for a plan that is not yours.
 */
export const mealPlansRoutes: FastifyPluginAsyncZod = async (app) => {
  const events = new GenerationEvents();
  // The AI chef, when a model is configured: its generations run in the background (stopped on close).
  const chef = app.config.llm
    ? new ChefJobs({ db: app.database.db, events, log: app.log, config: app.config.llm })
    : undefined;
  if (chef) app.addHook('onClose', async () => chef.close());
  const service = new MealPlansService(app.database.db, events, app.log, chef);

  // A generation cut off by a restart can never finish: say so instead of leaving it "generating" for ever.
  // Embedded: this process holds the data directory, so every such plan is orphaned. PostgreSQL: only those
  // whose generator stopped showing signs of life (other processes may be generating right now).
  const sweep = async () => {
    const failed = await service.failInterrupted(app.database.kind === 'pglite');
    if (failed.length > 0) app.log.warn({ plans: failed }, 'marked interrupted meal-plan generations as failed');
  };
  app.addHook('onReady', async () => {
    await sweep();
    if (app.database.kind === 'postgres') {
      const timer = setInterval(() => void sweep().catch((err) => app.log.error({ err }, 'meal-plan sweep failed')), SWEEP_INTERVAL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  });

  app.post(
    '/api/meal-plans',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Generate and save a meal plan from the questionnaire',
        description:
          'Fields left out come from your saved preferences, then from the defaults. The meals are written in `lang` ' +
          '(else the Accept-Language header, else English). 422 `plan_infeasible` when no recipe of some meal fits ' +
          'the hard constraints; `error.details` names the culprits. 422 `unknown_exclusion` when an excluded word is ' +
          'no food we know (`error.details.words`, each with suggestions), unless `allowUncheckedExclusions: true` ' +
          'keeps such words (the plan then says they were not checked). With `generator: "llm"` (the AI chef, see ' +
          '`GET /api/meal-plans/generators`) the answer is 202 with the plan still `generating`: follow `/events`. ' +
          'An `Idempotency-Key` header (1–128 printable characters) makes a retry answer the plan the first ' +
          'request made, as it is by then, instead of making a second one.',
        body: createMealPlanBodySchema,
        response: { 201: mealPlanSchema, 202: mealPlanSchema, ...errors, 422: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const idempotency = idempotencyOf(request, userScope(request.user.id));
      const plan = await service.create(request.user.id, request.body, requestLanguage(request, request.body.lang), {
        ...(idempotency ? { idempotency } : {}),
        sessionId: request.authSession.id,
      });
      return reply.status(plan.status === 'generating' ? 202 : 201).send(plan);
    },
  );

  app.get(
    '/api/meal-plans',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Your meal plans, newest first',
        response: { 200: z.array(mealPlanSummarySchema), 401: apiErrorSchema },
      },
    },
    // Sent as written and compressed the first time, while the person's plans stay as they were.
    async (request, reply) => sendUnchanging(request, reply, await service.list(request.user.id)),
  );

  app.get(
    '/api/meal-plans/:id',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'One meal plan with every meal, per-day nutrition and the explanations',
        description: LANGUAGE_NOTE,
        params: idParams,
        querystring: mealPlanLanguageQuerySchema,
        response: { 200: mealPlanSchema, ...errors },
      },
    },
    async (request) => service.get(request.user.id, request.params.id, request.query.lang),
  );

  app.delete(
    '/api/meal-plans/:id',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Delete a meal plan',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/meal-plans/:id/cancel',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Stop a generation in progress',
        description:
          'The AI chef stops at once and the plan ends `failed` with the message "The generation was cancelled." ' +
          '409 when the plan is not generating (already ready or failed).',
        params: idParams,
        response: { 200: mealPlanSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => service.cancel(request.user.id, request.params.id),
  );

  app.post(
    '/api/meal-plans/:id/meals/:mealId/swap',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'Replace one meal with another that fits; the rest of the plan stays',
        description: `422 \`no_alternative\` when no other recipe fits; 409 while the plan is not ready. ${LANGUAGE_NOTE}`,
        params: idParams.extend({ mealId: z.string().max(100) }),
        querystring: mealPlanLanguageQuerySchema,
        response: { 200: mealPlanSchema, ...errors, 409: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => service.swap(request.user.id, request.params.id, request.params.mealId, request.query.lang),
  );

  app.get(
    '/api/meal-plans/:id/calendar.ics',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The plan as an iCalendar file (one event per meal)',
        description: LANGUAGE_NOTE,
        params: idParams,
        querystring: mealPlanLanguageQuerySchema,
        response: { 200: z.string(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { filename, body } = await service.calendar(request.user.id, request.params.id, request.query.lang);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/api/meal-plans/:id/events',
    {
      schema: {
        tags: ['meal-plans'],
        summary: "A generation's progress as server-sent events (`status` events until ready or failed)",
        params: idParams,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const row = await service.owned(request.user.id, request.params.id);
      await streamGeneration(request, reply, { planId: row.id, events, service });
    },
  );
};
