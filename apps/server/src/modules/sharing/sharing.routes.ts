/**
 * Sharing routes for signed-in people: the share link, members and e-mail invitations. The public view of a
 * shared list is in shared-list.routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationResultSchema,
  createInvitationBody,
  invitationPreviewSchema,
  invitationSchema,
  listMembersSchema,
  shareLinkBody,
  shareLinkCreatedSchema,
  shareLinkStateSchema,
} from '@mealplanr/contracts/grocery-lists';
import { requireVerifiedEmail } from '../auth/require-verified-email';
import { idempotencyOf, userScope } from '../../lib/idempotency';
import { invitationLimit } from '../../plugins/rate-limits';
import { errorResponses, IDEMPOTENCY_NOTE, listParams, noContent, sendAnswer } from '../grocery-lists/route-helpers';
import { languageFromHeader } from '../mail/invitation-mail';

const tags = ['sharing'];
const security = [{ session: [] }];
const tokenParams = z.object({ token: z.string().max(200) });

export const sharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sharing } = app.grocery;

  app.post(
    '/api/grocery-lists/:id/share',
    {
      schema: {
        tags,
        security,
        summary: 'Create the share link, or replace it with a new one (owner only)',
        description:
          'Anyone with the link sees the list (`view`) or may also check items off (`check`), without signing ' +
          'in. The link is answered once, here: only a hash of it is stored. Replacing it makes the old link stop ' +
          'working. Not idempotent by key (a retry replaces the link again, which is harmless).',
        params: listParams,
        body: shareLinkBody,
        response: { 201: shareLinkCreatedSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sharing.createLink(request.user.id, request.params.id, request.body.permission)),
  );

  app.patch(
    '/api/grocery-lists/:id/share',
    {
      schema: {
        tags,
        security,
        summary: "Change the share link's permission (owner only)",
        description: '404 `no_share_link` when the list has no link.' + IDEMPOTENCY_NOTE,
        params: listParams,
        body: shareLinkBody,
        response: { 200: shareLinkStateSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await sharing.updateLink(
          request.user.id,
          request.params.id,
          request.body.permission,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.delete(
    '/api/grocery-lists/:id/share',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke the share link (owner only)',
        description: 'The link then answers 404 like an unknown one. Revoking a list without a link is fine.' + IDEMPOTENCY_NOTE,
        params: listParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await sharing.revokeLink(request.user.id, request.params.id, idempotencyOf(request, userScope(request.user.id))),
      ),
  );

  app.get(
    '/api/grocery-lists/:id/members',
    {
      schema: {
        tags,
        security,
        summary: 'Who has access: owner, members, pending invitations (owner only) and whether the link is on',
        params: listParams,
        response: { 200: listMembersSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => sharing.members(request.user.id, request.params.id),
  );

  app.delete(
    '/api/grocery-lists/:id/members/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (owner), or leave the list (the member themselves)',
        description: IDEMPOTENCY_NOTE,
        params: z.object({ id: z.uuid(), userId: z.uuid() }),
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await sharing.removeMember(
          request.user.id,
          request.params.id,
          request.params.userId,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.post(
    '/api/grocery-lists/:id/invitations',
    {
      // 429 invitation_limit beyond INVITATIONS_PER_ACCOUNT_PER_DAY (counted per account).
      config: { rateLimit: invitationLimit(app.config) },
      preHandler: requireVerifiedEmail,
      schema: {
        tags,
        security,
        summary: 'Invite someone by e-mail (owner only)',
        description:
          'Sends a single-use link valid for 7 days, in `lang` or the Accept-Language of the request. Inviting ' +
          'the same address again replaces the earlier link. The sender\'s name and the list title are quoted in ' +
          'the e-mail as their words, with nothing clickable. 403 `email_not_verified` until the owner has ' +
          'confirmed their address, 400 `cannot_invite_yourself`, 409 `already_member`, 409 ' +
          '`too_many_invitations`, 429 `invitation_limit` (invitations per account and day, with Retry-After). ' +
          'Without SMTP configured the message waits in the outbox and the link is ' +
          'written to the server log at debug level.' +
          IDEMPOTENCY_NOTE,
        params: listParams,
        body: createInvitationBody,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await sharing.invite(
          request.user,
          request.params.id,
          request.body.email,
          request.body.lang ?? languageFromHeader(request.headers['accept-language']),
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.delete(
    '/api/grocery-lists/:id/invitations/:invitationId',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw a pending invitation (owner only)',
        description: IDEMPOTENCY_NOTE,
        params: z.object({ id: z.uuid(), invitationId: z.uuid() }),
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await sharing.revokeInvitation(
          request.user.id,
          request.params.id,
          request.params.invitationId,
          idempotencyOf(request, userScope(request.user.id)),
        ),
      ),
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link is for (public), to show before accepting',
        description: '404 `invitation_not_found` (unknown, withdrawn or used), 410 `invitation_expired`.',
        params: tokenParams,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 404, 410) },
      },
    },
    async (request) => sharing.previewInvitation(request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      preHandler: requireVerifiedEmail,
      schema: {
        tags,
        security,
        summary: 'Accept an invitation: the list appears under "Shared with me"',
        description:
          'Needs the account with the invited e-mail address, confirmed: anyone else gets 403 ' +
          '`invitation_wrong_account`, an unconfirmed address 403 `email_not_verified`. ' +
          '404 `invitation_not_found`, 410 `invitation_expired`. Accepting again answers the same.',
        params: tokenParams,
        response: { 200: acceptInvitationResultSchema, ...errorResponses(400, 401, 403, 404, 410) },
      },
    },
    async (request) => sharing.accept(request.user, request.params.token),
  );
};
