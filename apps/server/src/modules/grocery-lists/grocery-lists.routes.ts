/**
 * Grocery lists and items for signed-in people (owner and members). Sharing, invitations and the public view
 * are in modules/sharing. The contract is packages/contracts/src/grocery-lists.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearCheckedResultSchema,
  createGroceryItemBody,
  createGroceryListBody,
  groceryItemMutationSchema,
  groceryListFromPlanResultSchema,
  groceryListIndexSchema,
  groceryListSchema,
  groceryPreviewSchema,
  updateGroceryItemBody,
  updateGroceryListBody,
} from '@mealplanr/contracts/grocery-lists';
import { mealPlanLanguageQuerySchema } from '@mealplanr/contracts/meal-plans';
import { groceryListFromPlan, groceryPreview } from './from-meal-plan';
import { idempotencyOf, userScope } from '../../lib/idempotency';
import { openLiveView } from './live-updates';
import { sendUnchanging } from '../../plugins/compression';
import {
  errorResponses,
  IDEMPOTENCY_NOTE,
  itemParams,
  listParams,
  noContent,
  sendAnswer,
} from './route-helpers';

const tags = ['grocery-lists'];
const security = [{ session: [] }];

export const groceryListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lists, bus, liveViews } = app.grocery;
  const db = app.database.db;

  app.get(
    '/api/grocery-lists',
    {
      schema: {
        tags,
        security,
        summary: 'Your lists and the lists shared with you',
        response: { 200: groceryListIndexSchema, ...errorResponses(401) },
      },
    },
    async (request) => lists.index(request.user.id),
  );

  app.post(
    '/api/grocery-lists',
    {
      schema: {
        tags,
        security,
        summary: 'Create an empty list',
        description:
          'To make a list from a meal plan use POST /api/meal-plans/{id}/grocery-list. 409 `list_limit` when the ' +
          'account already owns LISTS_PER_ACCOUNT lists.' +
          IDEMPOTENCY_NOTE,
        body: createGroceryListBody,
        response: { 201: groceryListSchema, 200: groceryListSchema, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await lists.create(request.user.id, request.body, idempotencyOf(request, userScope(request.user.id)))),
  );

  app.post(
    '/api/meal-plans/:id/grocery-list',
    {
      schema: {
        tags,
        security,
        summary: "Make the meal plan's grocery list, or get the one it already has",
        description:
          'Merges every meal of the plan, scaled to the household, into one item per ingredient in what one buys ' +
          '("2 cans (400 g)" is quantity 2, unit `can`, packageSize 400 g; "1.2 kg" is 1.2 `kg`), filed by ' +
          'category, pantry staples apart (`probablyAtHome`), each item with the meals it comes from (`sources`). ' +
          'A plan has one list: 201 `reused: false` when made now ("Grocery list created"), 200 `reused: true` ' +
          'when it existed ("Using existing grocery list"). 409 `plan_not_ready` while the plan is generating, 409 ' +
          '`list_limit` when a new list would pass LISTS_PER_ACCOUNT. ' +
          'Names and titles are in `?lang=` when given, else in the language the plan was made in.',
        params: listParams,
        querystring: mealPlanLanguageQuerySchema,
        response: {
          201: groceryListFromPlanResultSchema,
          200: groceryListFromPlanResultSchema,
          ...errorResponses(400, 401, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const answer = await groceryListFromPlan(
        { db, lists, log: request.log },
        request.user.id,
        request.params.id,
        request.query.lang,
      );
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  app.get(
    '/api/meal-plans/:id/grocery-preview',
    {
      schema: {
        tags,
        security,
        summary: "What the meal plan's grocery list will hold, without making it",
        description:
          'The same items the list gets, rounded to what one buys ("2 cans (400 g)", "1.2 kg", "30 pieces"), in ' +
          'store order, pantry staples flagged; empty while the plan is generating. Names are in `?lang=` when ' +
          'given, else in the language the plan was made in.',
        params: listParams,
        querystring: mealPlanLanguageQuerySchema,
        response: {
          200: groceryPreviewSchema,
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => groceryPreview({ db, log: request.log }, request.user.id, request.params.id, request.query.lang),
  );

  app.get(
    '/api/grocery-lists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One list with its items by category in store order (checked items last in each category)',
        params: listParams,
        response: { 200: groceryListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    // Sent as written and compressed the first time: a list is read far more often than it changes.
    async (request, reply) => sendUnchanging(request, reply, await lists.get(request.user.id, request.params.id)),
  );

  app.patch(
    '/api/grocery-lists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename the list or change its week (owner only)',
        description: IDEMPOTENCY_NOTE,
        params: listParams,
        body: updateGroceryListBody,
        response: { 200: groceryListSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await lists.update(
          request.user.id,
          request.params.id,
          request.body,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.delete(
    '/api/grocery-lists/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the list (owner only)',
        description: IDEMPOTENCY_NOTE,
        params: listParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await lists.remove(request.user.id, request.params.id, idempotencyOf(request, userScope(request.user.id))),
      ),
  );

  app.post(
    '/api/grocery-lists/:id/items',
    {
      schema: {
        tags,
        security,
        summary: 'Add an item',
        description:
          'Without `category` the name is looked up in the ingredient catalog (English, Russian, Belarusian) and ' +
          'filed under its aisle, or under `other`. 409 `list_full` beyond 500 items.' +
          IDEMPOTENCY_NOTE,
        params: listParams,
        body: createGroceryItemBody,
        response: { 201: groceryItemMutationSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await lists.addItem(
          request.user.id,
          request.params.id,
          request.body,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.patch(
    '/api/grocery-lists/:id/items/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Change an item (set-based: `checked: true`, never a toggle)',
        description:
          'Send the `version` you last saw. When someone changed the item since, the answer is 409 `conflict` ' +
          'with the current item in `error.details.item`; asking for what the item already is always succeeds.' +
          IDEMPOTENCY_NOTE,
        params: itemParams,
        body: updateGroceryItemBody,
        response: { 200: groceryItemMutationSchema, ...errorResponses(400, 401, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await lists.updateItem(
          request.user.id,
          request.params.id,
          request.params.itemId,
          request.body,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.delete(
    '/api/grocery-lists/:id/items/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an item',
        description: IDEMPOTENCY_NOTE,
        params: itemParams,
        response: { 204: noContent, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await lists.removeItem(
          request.user.id,
          request.params.id,
          request.params.itemId,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.post(
    '/api/grocery-lists/:id/clear-checked',
    {
      schema: {
        tags,
        security,
        summary: 'Remove every checked item',
        description: IDEMPOTENCY_NOTE,
        params: listParams,
        response: { 200: clearCheckedResultSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await lists.clearChecked(request.user.id, request.params.id, idempotencyOf(request, userScope(request.user.id))),
      ),
  );

  app.get(
    '/api/grocery-lists/:id/events',
    {
      schema: {
        tags,
        security,
        summary: 'Live updates of the list (Server-Sent Events)',
        description:
          'A `text/event-stream` of the events in `groceryListEventSchema` (packages/contracts/src/grocery-lists.ts). ' +
          'The event id is the list version; send `Last-Event-ID` (or `?lastEventId=`) when reconnecting and a ' +
          '`snapshot` comes first only when you are behind. A `: ping` comment comes every 25 s.',
        params: listParams,
        querystring: z.object({ lastEventId: z.string().optional() }),
        response: { 200: z.string().describe('text/event-stream'), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const source = await lists.liveSource(request.user.id, request.params.id);
      openLiveView(request, reply, {
        ...source,
        bus,
        log: request.log,
        registry: liveViews,
        heartbeatMs: app.grocery.heartbeatMs,
      });
      return reply;
    },
  );
};
