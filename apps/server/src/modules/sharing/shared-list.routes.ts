/**
 * The public view of a shared list (`/list/{shareId}` in the web app), no sign-in. It shows the list by category
 * and nothing private (no owner, no e-mail, no meal plan). Unknown, revoked and — for a 'view' link — checking
 * all answer the same 404. Responses carry the secret-link headers (shared-headers.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  sharedGroceryListSchema,
  sharedItemCheckBody,
  sharedItemMutationSchema,
} from '@mealplanr/contracts/grocery-lists';
import { idempotencyOf } from '../../lib/idempotency';
import { openLiveView } from '../grocery-lists/live-updates';
import { errorResponses, IDEMPOTENCY_NOTE, sendAnswer } from '../grocery-lists/route-helpers';
import { SECRET_LINK_HEADERS } from './shared-headers';

const tags = ['shared lists'];
const shareParams = z.object({ shareId: z.string().max(200) });

export const sharedListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sharing, bus, liveViews } = app.grocery;

  app.get(
    '/api/shared/:shareId',
    {
      schema: {
        tags,
        summary: 'A shared list, by its link (public)',
        params: shareParams,
        response: { 200: sharedGroceryListSchema, ...errorResponses(404) },
      },
    },
    async (request) => sharing.sharedList(sharing.shareHashOf(request.params.shareId)),
  );

  app.patch(
    '/api/shared/:shareId/items/:itemId',
    {
      schema: {
        tags,
        summary: "Check or uncheck an item through a link with 'check' permission (public)",
        description:
          'Set-based (`checked: true`). With `version`, a stale version is 409 `conflict` like the signed-in ' +
          "route. A 'view' link answers 404 like an unknown one." +
          IDEMPOTENCY_NOTE,
        params: shareParams.extend({ itemId: z.uuid() }),
        body: sharedItemCheckBody,
        response: { 200: sharedItemMutationSchema, ...errorResponses(400, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const tokenHash = sharing.shareHashOf(request.params.shareId);
      return sendAnswer(
        reply,
        await sharing.checkSharedItem(
          tokenHash,
          request.params.itemId,
          request.body,
          idempotencyOf(request, { scope: `share:${tokenHash}` }),
        ),
      );
    },
  );

  app.get(
    '/api/shared/:shareId/events',
    {
      schema: {
        tags,
        summary: 'Live updates of a shared list (Server-Sent Events, public)',
        description:
          'Like /api/grocery-lists/{id}/events, with public items and snapshot. The stream ends with ' +
          '`access_revoked` when the link is revoked or replaced.',
        params: shareParams,
        querystring: z.object({ lastEventId: z.string().optional() }),
        response: { 200: z.string().describe('text/event-stream'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const source = await sharing.sharedLiveSource(sharing.shareHashOf(request.params.shareId));
      openLiveView(request, reply, {
        ...source,
        bus,
        log: request.log,
        registry: liveViews,
        heartbeatMs: app.grocery.heartbeatMs,
        headers: SECRET_LINK_HEADERS,
      });
      return reply;
    },
  );
};
