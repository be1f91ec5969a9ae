/**
 * better-auth over our own tables (ADR 0003). It owns the hard parts — session tokens, the credential account,
 * the OpenID Connect flow with state, nonce and PKCE — while the spec's endpoints (`/api/register`, `/api/login`,
 * `/api/logout`, `/api/user`) are thin adapters in auth.routes.ts. None of better-auth's own HTTP endpoints are
 * exposed except the OpenID Connect callback, so nothing can bypass our password policy or login throttling.
 */
import crypto from 'node:crypto';
import { APIError } from '@better-auth/core/error';
// The entry without Kysely: our tables are reached through the Drizzle adapter and migrated by drizzle-kit, so
// better-auth's own database layer is never used — and not loading it saves a sixth of the server's start.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { username } from 'better-auth/plugins/username';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import type { MailQueue } from '../mail/secret-mail';
import { accountMailSenders, RESET_PASSWORD_TTL_SECONDS, VERIFY_EMAIL_TTL_SECONDS } from './account-mail';
import type { AuthRepository } from './auth.repository';
import { hashPassword, verifyPassword } from './password-hashing';
import { HARD_MAX_PASSWORD_LENGTH } from './password-policy';

export const OIDC_PROVIDER_ID = 'oidc';
/** Where the sign-in popup lands after the OpenID Connect callback, with `?error=<code>` on failure. */
export const POPUP_COMPLETE_PATH = '/auth/complete';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.';
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]+$/;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export interface BetterAuthDeps {
  config: Config;
  db: Database;
  repository: AuthRepository;
  secret: string;
  log: FastifyBaseLogger;
  /** Queues verification and reset e-mails; without it none is sent. */
  mail?: MailQueue | undefined;
}

export function createBetterAuth({ config, db, repository, secret, log, mail }: BetterAuthDeps) {
  const { auth } = config;
  const https = config.publicUrl.startsWith('https://');
  const isAdminEmail = (email: string) => auth.adminEmails.includes(email.trim().toLowerCase());
  const senders = accountMailSenders(db, mail, log);

  return betterAuth({
    appName: 'MealPlanr',
    baseURL: `${config.publicUrl}/api/auth`,
    secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      modelName: 'users',
      fields: { name: 'displayName' },
      additionalFields: {
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      // Sliding (idle) lifetime: the expiry moves forward at most once an hour while the session is used. The
      // absolute lifetime (SESSION_ABSOLUTE_DAYS) is enforced by the session lookup from `createdAt`.
      expiresIn: auth.session.idleDays * 86_400,
      updateAge: Math.min(3_600, auth.session.idleDays * 86_400),
      // No cookie cache: every request reads the session row, so a disabled or deleted user is out at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      // Identities are never merged by e-mail alone (docs/architecture.md#security).
      accountLinking: { enabled: false },
      encryptOAuthTokens: true,
    },
    // Reset tokens (and the sign-in flows' state) are stored as SHA-256 hashes, never as they are.
    verification: { modelName: 'verifications', storeIdentifier: 'hashed' },
    // A verified address is what ADMIN_EMAILS and invitations trust (account-mail.ts). Google sign-in counts as
    // verified when the provider says `email_verified`.
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_TTL_SECONDS,
      sendVerificationEmail: (data, request) => senders.verification(data, request),
      afterEmailVerification: async (user) => {
        if (isAdminEmail(user.email)) await repository.setAdmin(user.id, true);
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // The real policy is checked before better-auth sees the password (auth.service.ts); these bounds only
      // keep better-auth from refusing what the policy allows.
      minPasswordLength: 1,
      maxPasswordLength: HARD_MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      // "Forgot password?": a single-use link for 30 minutes; a new password ends every session of the account.
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: (data, request) => senders.reset(data, request),
      // The link came to the address, so the address is the person's.
      onPasswordReset: async ({ user }) => repository.setEmailVerified(user.id),
    },
    // Login throttling lives in our database-backed counters (login-throttle.ts); better-auth's in-memory limiter
    // would not be shared between server processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'mealplanr',
      useSecureCookies: https,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: https, path: '/' },
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    onAPIError: { errorURL: `${config.publicUrl}${POPUP_COMPLETE_PATH}` },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const data = args.length ? { details: args.map((a) => (a instanceof Error ? a.message : a)) } : {};
        if (level === 'error') log.error(data, `auth: ${message}`);
        // A reset asked for an address without an account is an ordinary answer, not a warning.
        else if (level === 'warn' && !message.includes('User not found')) log.warn(data, `auth: ${message}`);
        else log.debug(data, `auth: ${message}`);
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const email = String(user.email ?? '');
            // ADMIN_EMAILS trusts a verified address only: a Google account whose provider vouches for it.
            const verified = user.emailVerified === true;
            const data: Record<string, unknown> = { ...user, isAdmin: verified && isAdminEmail(email), disabled: false };
            // People who arrive through Google have no username yet: derive a free one from their e-mail.
            if (!data.username) {
              const chosen = await freeUsername(repository, email, String(user.name ?? ''));
              data.username = chosen.toLowerCase();
              data.displayUsername = chosen;
            }
            return { data: data as typeof user };
          },
        },
        // A verified address, a new password, a new name: cached sessions must not answer with the old account
        // until the database's announcement arrives (session-cache.ts).
        update: { after: async (user) => repository.changed(user.id) },
        delete: { after: async (user) => repository.changed(user.id) },
      },
      session: {
        create: {
          before: async (session) => {
            const owner = await repository.findUserById(session.userId);
            if (!owner) return false;
            if (owner.disabled) {
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: ACCOUNT_DISABLED_MESSAGE });
            }
            // ADMIN_EMAILS is applied at every sign-in (and at verification), so adding an address to it needs no
            // command; an address nobody has verified is not trusted with it.
            if (!owner.isAdmin && owner.emailVerified && isAdminEmail(owner.email)) await repository.setAdmin(owner.id, true);
            return { data: session };
          },
        },
        delete: { after: async (session) => repository.changed(session.userId) },
      },
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (name) => USERNAME_PATTERN.test(name),
      }),
      ...(auth.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: auth.oidc.name,
                  clientId: auth.oidc.clientId,
                  clientSecret: auth.oidc.clientSecret,
                  discoveryUrl: `${auth.oidc.issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                  redirectURI: `${config.publicUrl}/api/auth/callback/${OIDC_PROVIDER_ID}`,
                  // An identity is (issuer, subject): the same `sub` from another issuer is another person.
                  accountSubject: ({ tokens }) => {
                    const claims = tokens.idToken ? jwtClaims(tokens.idToken) : undefined;
                    if (typeof claims?.iss !== 'string' || typeof claims.sub !== 'string') return '';
                    return `${claims.iss}|${claims.sub}`;
                  },
                  mapProfileToUser: (profile) => ({
                    name: typeof profile.name === 'string' ? profile.name : '',
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

/** The claims of an ID token better-auth has already verified (signature, issuer, audience, nonce). */
function jwtClaims(token: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export type BetterAuthInstance = ReturnType<typeof createBetterAuth>;

/**
 * A free username for someone who signed in with Google: the e-mail's local part (or their name) reduced to the
 * allowed characters, with a number added while it is taken.
 *
 * @example await freeUsername(repo, 'Anna.Smith@example.org', '') // 'Anna.Smith' (or 'Anna.Smith2' …)
 */
export async function freeUsername(repository: AuthRepository, email: string, name: string): Promise<string> {
  const clean = (s: string) => s.replace(/[^a-zA-Z0-9_.]/g, '').slice(0, USERNAME_MAX - 4);
  let base = clean(email.split('@')[0] ?? '');
  if (base.length < USERNAME_MIN) base = clean(name.replace(/\s+/g, '_'));
  if (base.length < USERNAME_MIN) base = 'cook';
  if (!(await repository.usernameTaken(base))) return base;
  for (let n = 2; n < 50; n++) {
    if (!(await repository.usernameTaken(`${base}${n}`))) return `${base}${n}`;
  }
  return `${base}${crypto.randomInt(1000, 10_000)}`;
}
