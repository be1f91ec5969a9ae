/**
 * The account endpoints. The calls keep their paths and shapes: `POST /api/register`,
 * `POST /api/login`, `POST /api/logout`, `GET /api/user`; the rest is ours. Failures use the one error shape
 * `{ error: { code, message } }`; `error.message` is the text the spec's UI shows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  passwordPolicySchema,
  passwordSchema as password,
  registrationBodySchema,
  sessionAnswerSchema,
  signInBodySchema,
  userSchema,
} from '@mealplanr/contracts/auth';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { languageFromHeader } from '../mail/invitation-mail';
import { withMailLanguage } from './account-mail';
import { registrationLimit } from '../../plugins/rate-limits';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;

  app.post(
    '/api/register',
    {
      // 429 registration_limit beyond REGISTRATIONS_PER_IP_PER_HOUR from one address.
      config: { rateLimit: registrationLimit(app.config) },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        description:
          'A verification link is e-mailed to the address (valid for 24 hours). Errors: 400 invalid_email, ' +
          'invalid_username, weak_password (message from the password policy); 409 email_taken, username_taken; ' +
          '429 registration_limit with Retry-After (too many accounts from one address).',
        body: registrationBodySchema,
        response: { 201: userSchema, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = request.body.lang ?? languageFromHeader(request.headers['accept-language']);
      const user = await withMailLanguage(lang, () => auth.register(request.body, request, reply));
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with a username or e-mail and a password',
        description:
          'A new session token is issued at every sign-in. Errors: 401 invalid_credentials (never says which ' +
          'half was wrong), 403 account_disabled, 429 too_many_attempts with Retry-After.',
        body: signInBodySchema,
        response: { 200: userSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => auth.login(request.body.username, request.body.password, request, reply),
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session on the server',
        response: { 204: z.null().describe('Signed out') },
      },
    },
    async (request, reply) => {
      await auth.logout(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (401 when signed out)',
        security: [{ session: [] }],
        response: { 200: userSchema, 401: apiErrorSchema },
      },
    },
    async (request) => auth.publicUser(request.user.id),
  );

  // The web app's "who is signed in?": the same answer as GET /api/user, but nobody signed in is a plain
  // answer (200, user null), not a 401 that every browser logs as a failed request on each signed-out page.
  app.get(
    '/api/session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in: the user, or null when nobody is (never 401)',
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request, reply) => {
      const resolved = await auth.resolveSession(request, reply);
      return { user: resolved ? await auth.publicUser(resolved.user.id) : null };
    },
  );

  app.delete(
    '/api/user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account and everything that belongs to it',
        description:
          'Needs the password, checked and counted like a sign-in; an account without one (Google only) confirms ' +
          'by typing its e-mail address instead. Errors: 403 wrong_password, 400 email_mismatch, 429 ' +
          'too_many_attempts with Retry-After.',
        security: [{ session: [] }],
        body: z
          .object({
            password: password.optional(),
            email: z.string().max(320).optional().describe("A Google-only account: its e-mail address, typed out"),
          })
          .optional(),
        response: {
          204: z.null().describe('Deleted'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await auth.deleteAccount(request.user, request.body ?? {}, request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/user/password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session of the account ends',
        description:
          'This browser gets a new session (cookie). Errors: 403 wrong_password (counted like failed sign-ins), ' +
          '400 weak_password (message from the password policy), 400 no_password (a Google-only account), ' +
          '429 too_many_attempts.',
        security: [{ session: [] }],
        body: z.object({ currentPassword: password, newPassword: password }),
        response: {
          204: z.null().describe('Changed'),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await auth.changePassword(request.user, request.body, request, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/user/sessions/end-others',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out on every other device; this session stays',
        security: [{ session: [] }],
        response: { 200: z.object({ ended: z.number().int().describe('How many sessions ended') }), 401: apiErrorSchema },
      },
    },
    async (request) => ({ ended: await auth.endOtherSessions(request.user, request.authSession) }),
  );

  app.get(
    '/api/password-policy',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The password rules, for the sign-up form to show while typing',
        response: { 200: passwordPolicySchema },
      },
    },
    async () => auth.policy,
  );

  app.get(
    '/api/auth-config',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which sign-in methods this server offers',
        response: {
          200: z.object({ oidc: z.object({ enabled: z.boolean(), name: z.string().nullable() }) }),
        },
      },
    },
    async () => ({ oidc: { enabled: auth.oidcEnabled, name: auth.oidcName } }),
  );

  app.get(
    '/api/auth/oidc/start',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Start Google (OpenID Connect) sign-in: redirects to the provider',
        description: 'Opened in the sign-in popup. 503 auth_service_unavailable when Google sign-in is not configured.',
        response: { 302: z.null(), 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const url = await auth.oidcAuthorizationUrl(request, reply);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/api/auth/callback/oidc',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The OpenID Connect redirect target; ends in the sign-in popup at /auth/complete',
        hide: true,
      },
    },
    async (request, reply) => {
      // A new account whose provider did not vouch for the address gets a verification e-mail in this language.
      const lang = languageFromHeader(request.headers['accept-language']);
      const response = await withMailLanguage(lang, () => auth.oidcCallback(request));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  );
};
