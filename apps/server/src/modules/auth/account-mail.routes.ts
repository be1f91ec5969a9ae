/**
 * E-mail verification and "forgot password" (ADR 0003). The links in the e-mails open pages of the web app, which
 * post the token here; nothing changes on a GET, so a mail scanner that follows links uses nothing up.
 */
import { APIError } from '@better-auth/core/error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '@mealplanr/contracts/enums';
import { passwordSchema } from '@mealplanr/contracts/auth';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { AppError } from '../../lib/app-error';
import { clientKey } from '../../plugins/rate-limits';
import { languageFromHeader } from '../mail/invitation-mail';
import { consumeVerificationToken, verificationResendWait, withMailLanguage } from './account-mail';
import { checkPassword } from './password-policy';

export const ACCOUNT_MAIL_MESSAGES = {
  verificationLinkInvalid: 'This confirmation link is not valid: it may have expired or been used already.',
  alreadyVerified: 'This e-mail address is already confirmed.',
  tooManyVerificationMails: 'A confirmation e-mail was sent a moment ago. Please wait before asking for another one.',
  resetLinkInvalid: 'This password reset link is not valid: it may have expired or been used already. Ask for a new one.',
  invalidEmail: 'The email address is not valid.',
} as const;

/** A reset request answers no sooner than this, so its timing does not tell whether the address has an account. */
const RESET_REQUEST_MIN_MS = 300;
/** Reset requests from one client address an hour (whatever the addresses asked for). */
export const RESET_REQUESTS_PER_IP_PER_HOUR = 20;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const token = z.string().min(1).max(4096);

export const accountMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.auth;
  const db = app.database.db;
  const languageOf = (lang: z.infer<typeof languageSchema> | undefined, header: string | undefined) =>
    lang ?? languageFromHeader(header);

  app.post(
    '/api/verify-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the token from the verification e-mail',
        description:
          'The link works once, for 24 hours, and signs nobody in. An address on ADMIN_EMAILS becomes an admin ' +
          'now. Errors: 400 verification_link_invalid (unknown, expired or used).',
        body: z.object({ token }),
        response: { 200: z.object({ emailVerified: z.literal(true) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const invalid = new AppError(400, 'verification_link_invalid', ACCOUNT_MAIL_MESSAGES.verificationLinkInvalid);
      if (!(await consumeVerificationToken(db, request.body.token))) throw invalid;
      try {
        // better-auth checks the signature, the expiry, the account and the address, then marks it verified.
        await auth.betterAuth.api.verifyEmail({ query: { token: request.body.token } });
      } catch (error) {
        if (error instanceof APIError) throw invalid;
        throw error;
      }
      return { emailVerified: true as const };
    },
  );

  app.post(
    '/api/user/verification-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification e-mail again',
        description:
          'At most one a minute and five a day (the one sent at registration counts). Errors: 409 ' +
          'already_verified, 429 too_many_verification_mails with Retry-After.',
        security: [{ session: [] }],
        body: z.object({ lang: languageSchema.optional() }).nullish(),
        response: { 204: z.null().describe('Queued'), 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (user.emailVerified) throw new AppError(409, 'already_verified', ACCOUNT_MAIL_MESSAGES.alreadyVerified);
      const wait = await verificationResendWait(db, user.id);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(429, 'too_many_verification_mails', ACCOUNT_MAIL_MESSAGES.tooManyVerificationMails, {
          retryAfterSeconds: wait,
        });
      }
      const lang = languageOf(request.body?.lang, request.headers['accept-language']);
      try {
        await withMailLanguage(lang, () =>
          auth.betterAuth.api.sendVerificationEmail({
            body: { email: user.email },
            headers: new Headers({ cookie: request.headers.cookie ?? '' }),
          }),
        );
      } catch (error) {
        if (error instanceof APIError && String((error.body as { code?: unknown })?.code).includes('ALREADY_VERIFIED')) {
          throw new AppError(409, 'already_verified', ACCOUNT_MAIL_MESSAGES.alreadyVerified);
        }
        throw error;
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/password-reset',
    {
      config: {
        rateLimit: {
          max: RESET_REQUESTS_PER_IP_PER_HOUR,
          timeWindow: 60 * 60_000,
          keyGenerator: (request) => `reset:${clientKey(request)}`,
          errorResponseBuilder: () =>
            new AppError(429, 'too_many_reset_requests', 'Too many password reset requests from your network. Please try again later.'),
        },
      },
      schema: {
        tags: ['accounts'],
        summary: '"Forgot password?": e-mail a reset link',
        description:
          'The same answer whether or not an account uses the address. The link works once, for 30 minutes; ' +
          'at most three are sent to one account an hour, and none to an account that signs in only with ' +
          'Google. Errors: 400 invalid_email; 429 too_many_reset_requests (20 an hour from one address).',
        body: z.object({ email: z.string().max(320), lang: languageSchema.optional() }),
        response: { 204: z.null().describe('Done (whether or not a message was sent)'), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      const email = request.body.email.trim().toLowerCase();
      if (!EMAIL_PATTERN.test(email)) throw new AppError(400, 'invalid_email', ACCOUNT_MAIL_MESSAGES.invalidEmail);
      const lang = languageOf(request.body.lang, request.headers['accept-language']);
      try {
        await withMailLanguage(lang, () => auth.betterAuth.api.requestPasswordReset({ body: { email } }));
      } catch (error) {
        // An address better-auth finds malformed: the same answer as any other.
        if (!(error instanceof APIError)) throw error;
        request.log.debug({ err: error }, 'password reset request not accepted by better-auth');
      }
      const rest = RESET_REQUEST_MIN_MS - (Date.now() - started);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/password-reset/check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether a reset link still works, so the page can say so before a new password is typed',
        description: 'Uses nothing up. Errors: 400 reset_link_invalid (unknown, expired or used).',
        body: z.object({ token }),
        response: { 204: z.null().describe('The link works'), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // better-auth's own check of a reset link: it redirects with ?token=… when it works, ?error=… otherwise.
      const checked = await auth.betterAuth.api.requestPasswordResetCallback({
        params: { token: request.body.token },
        query: { callbackURL: '/reset-password' },
        asResponse: true,
      });
      const location = new URL(checked.headers.get('location') ?? '/?error=INVALID_TOKEN', app.config.publicUrl);
      if (location.searchParams.has('error') || !location.searchParams.has('token')) {
        throw new AppError(400, 'reset_link_invalid', ACCOUNT_MAIL_MESSAGES.resetLinkInvalid);
      }
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/password-reset/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with the token from the reset e-mail',
        description:
          'The password policy applies. Every session of the account ends (sign in again afterwards), and the ' +
          'address counts as confirmed. Errors: 400 weak_password, 400 reset_link_invalid (unknown, expired or used).',
        body: z.object({ token, newPassword: passwordSchema }),
        response: { 204: z.null().describe('Changed'), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const weakness = checkPassword(auth.policy, request.body.newPassword);
      if (weakness) {
        const { message, ...details } = weakness;
        throw new AppError(400, 'weak_password', message, details);
      }
      try {
        await auth.betterAuth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.newPassword },
        });
      } catch (error) {
        if (error instanceof APIError) {
          throw new AppError(400, 'reset_link_invalid', ACCOUNT_MAIL_MESSAGES.resetLinkInvalid);
        }
        throw error;
      }
      return reply.status(204).send(null);
    },
  );
};
