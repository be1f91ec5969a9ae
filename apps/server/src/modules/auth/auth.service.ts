/**
 * Accounts: the spec's endpoints as thin adapters over better-auth, plus what better-auth leaves to us — the
 * password policy, login throttling, the absolute session lifetime, disabled accounts and account deletion.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { APIError } from '@better-auth/core/error';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailQueue } from '../mail/secret-mail';
import { AppError, conflict, unauthorized } from '../../lib/app-error';
import { AuthRepository, type UserRow } from './auth.repository';
import { resolveAuthSecret } from './auth-secret';
import {
  ACCOUNT_DISABLED_MESSAGE,
  createBetterAuth,
  OIDC_PROVIDER_ID,
  POPUP_COMPLETE_PATH,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  type BetterAuthInstance,
} from './better-auth';
import { SignInGuard, subjectOf, TOO_MANY_ATTEMPTS_MESSAGE, type Subject } from './sign-in-guard';
import { hashPassword, verifyPassword } from './password-hashing';
import { checkPassword, passwordPolicy, type PasswordPolicy } from './password-policy';
import type { SignInMethod, User } from '@mealplanr/contracts/auth';
import type { AuthUser } from './require-user';
import { sessionEnded } from './session-events';
import { SessionCache } from './session-cache';

export const MESSAGES = {
  emailTaken: 'This email is already registered. Please log in instead.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  invalidEmail: 'The email address is not valid.',
  invalidUsername: `A username has ${USERNAME_MIN} to ${USERNAME_MAX} characters: letters, digits, dots and underscores.`,
  invalidCredentials: 'Invalid username or password.',
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  disabled: ACCOUNT_DISABLED_MESSAGE,
  serviceUnavailable: 'Authentication Service Unavailable',
  wrongPassword: 'The password is not correct.',
  typeEmail: "To confirm, type this account's e-mail address.",
  noPassword: 'This account signs in with Google and has no password to change.',
} as const;

/** The user as the account routes answer; `signInMethods` is absent where only the session was read. */
export type PublicUser = User;
export type { SignInMethod };

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  displayName?: string | undefined;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export class AuthService {
  readonly repository: AuthRepository;
  readonly policy: PasswordPolicy;
  private readonly guard: SignInGuard;
  private sessionCookieName = 'mealplanr.session_token';

  private constructor(
    /** Who recent session cookies belong to (session-cache.ts); emptied of a user whenever they change. */
    readonly sessions: SessionCache,
    private readonly config: Config,
    readonly betterAuth: BetterAuthInstance,
    repository: AuthRepository,
    db: Database,
    secret: string,
  ) {
    this.repository = repository;
    this.policy = passwordPolicy(config.auth.passwordPolicy);
    this.guard = new SignInGuard(db, config, secret);
  }

  static async create(config: Config, db: Database, log: FastifyBaseLogger, mail?: MailQueue): Promise<AuthService> {
    const sessions = new SessionCache();
    const repository = new AuthRepository(db, (userId) => sessions.forgetUser(userId));
    const secret = await resolveAuthSecret(db, config.auth.secret);
    const betterAuth = createBetterAuth({ config, db, repository, secret, log, mail });
    const service = new AuthService(sessions, config, betterAuth, repository, db, secret);
    service.sessionCookieName = (await betterAuth.$context).authCookies.sessionToken.name;
    return service;
  }

  get oidcEnabled(): boolean {
    return this.config.auth.oidc !== undefined;
  }

  get oidcName(): string | null {
    return this.config.auth.oidc?.name ?? null;
  }

  // ---- registration and sign-in ------------------------------------------------------------------------------

  async register(input: RegisterInput, request: FastifyRequest, reply: FastifyReply): Promise<PublicUser> {
    const username = input.username.trim();
    const email = input.email.trim().toLowerCase();
    const displayName = (input.displayName ?? '').trim();
    if (!EMAIL_PATTERN.test(email)) throw new AppError(400, 'invalid_email', MESSAGES.invalidEmail);
    if (username.length < USERNAME_MIN || username.length > USERNAME_MAX || !USERNAME_PATTERN.test(username)) {
      throw new AppError(400, 'invalid_username', MESSAGES.invalidUsername);
    }
    const weakness = checkPassword(this.policy, input.password);
    if (weakness) {
      const { message, ...details } = weakness;
      throw new AppError(400, 'weak_password', message, details);
    }
    if (await this.repository.emailTaken(email)) throw new AppError(409, 'email_taken', MESSAGES.emailTaken);
    if (await this.repository.usernameTaken(username)) {
      throw new AppError(409, 'username_taken', MESSAGES.usernameTaken);
    }
    try {
      const { headers, response } = await this.betterAuth.api.signUpEmail({
        body: { email, password: input.password, name: displayName, username, displayUsername: username },
        headers: this.authHeaders(request),
        returnHeaders: true,
      });
      this.forwardCookies(headers, reply);
      await this.guard.succeeded(response.user.id, request, reply);
      return this.publicUser(response.user.id);
    } catch (error) {
      throw this.translate(error, 'register');
    }
  }

  /**
   * Signs in by username or e-mail. Failures are counted (sign-in-guard.ts: per address, per account and
   * address, per account); a wrong pair never says which half was wrong, nor takes longer for either. The session
   * the browser already had ends only once the new one exists: a failed sign-in leaves it as it was.
   */
  async login(identifier: string, password: string, request: FastifyRequest, reply: FastifyReply): Promise<PublicUser> {
    const login = identifier.trim().toLowerCase();
    const known = login ? await this.repository.findUserByLogin(login) : undefined;
    // Keyed by the account (not by what was typed) so username and e-mail share one counter.
    const subject: Subject = known ? subjectOf(known.id) : `login:${login}`;
    await this.guard.refuseWhileThrottled(subject, request, reply);
    if (!known || !password || !(await this.repository.passwordHash(known.id))) {
      // No such name, or an account that signs in with Google only: as slow as a wrong password.
      await this.guard.verifyNothing(password);
      await this.guard.failed(subject, request);
      throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
    }
    const previousSession = await this.currentSessionId(request);
    try {
      const { headers, response } = await this.betterAuth.api.signInUsername({
        body: { username: known.username, password },
        headers: this.authHeaders(request),
        returnHeaders: true,
      });
      if (!response) throw new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
      this.forwardCookies(headers, reply);
      if (previousSession) await this.repository.deleteSession(previousSession);
      await this.guard.succeeded(response.user.id, request, reply);
      return this.publicUser(response.user.id);
    } catch (error) {
      const translated = this.translate(error, 'login');
      if (translated.statusCode === 401) await this.guard.failed(subject, request);
      throw translated;
    }
  }

  async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const ending = await this.currentSessionId(request);
    await this.endCurrentSession(request);
    this.forgetCookie(request);
    this.clearSessionCookie(reply);
    // Work that belongs to this session (an AI chef generation it started) stops now.
    if (ending) sessionEnded(ending);
  }

  // ---- sessions ----------------------------------------------------------------------------------------------

  /**
   * The signed-in user of this request, or null. Refreshes the sliding expiry (forwarding the new cookie),
   * ends sessions past their absolute lifetime, and refuses disabled accounts. Answers from the session cache
   * when it can (no database read); see session-cache.ts for how it is kept true.
   */
  async resolveSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: AuthUser; session: { id: string; createdAt: Date } } | null> {
    const cookie = this.sessionCookieValue(request);
    if (cookie === undefined) return null;
    const cached = this.sessions.get(cookie);
    if (cached && !this.pastAbsoluteLifetime(cached.session.createdAt)) {
      return { user: cached.user, session: cached.session };
    }
    const resolved = await this.readSession(request, reply);
    if (resolved) this.sessions.set(cookie, resolved);
    return resolved && { user: resolved.user, session: resolved.session };
  }

  private async readSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ user: AuthUser; session: { id: string; createdAt: Date }; expiresAt: Date } | null> {
    const { headers, response } = await this.betterAuth.api.getSession({
      headers: this.authHeaders(request),
      returnHeaders: true,
    });
    this.forwardCookies(headers, reply);
    if (!response) return null;
    const { session } = response;
    if (this.pastAbsoluteLifetime(new Date(session.createdAt))) {
      await this.repository.deleteSession(session.id);
      this.clearSessionCookie(reply);
      return null;
    }
    const row = await this.repository.findUserById(session.userId);
    if (!row) return null;
    if (row.disabled) {
      await this.repository.deleteSessionsOfUser(row.id);
      this.clearSessionCookie(reply);
      throw new AppError(401, 'account_disabled', MESSAGES.disabled);
    }
    return {
      user: toAuthUser(row),
      session: { id: session.id, createdAt: new Date(session.createdAt) },
      expiresAt: new Date(session.expiresAt),
    };
  }

  private pastAbsoluteLifetime(createdAt: Date): boolean {
    return Date.now() - createdAt.getTime() > this.config.auth.session.absoluteDays * 86_400_000;
  }

  /** The session cookie's value as the browser sent it, or undefined when there is none. */
  private sessionCookieValue(request: FastifyRequest): string | undefined {
    const header = request.headers.cookie;
    if (!header?.includes(this.sessionCookieName)) return undefined;
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === this.sessionCookieName) return part.slice(eq + 1).trim();
    }
    return undefined;
  }

  /** Forgets the session this request carries (it has just ended). */
  private forgetCookie(request: FastifyRequest): void {
    const cookie = this.sessionCookieValue(request);
    const cached = cookie === undefined ? undefined : this.sessions.get(cookie);
    if (cached) this.sessions.forgetUser(cached.user.id);
  }

  async publicUser(userId: string): Promise<PublicUser> {
    const row = await this.repository.findUserById(userId);
    if (!row) throw unauthorized();
    const providers = await this.repository.providerIds(userId);
    const signInMethods: SignInMethod[] = [];
    if (providers.includes('credential')) signInMethods.push('password');
    if (providers.includes(OIDC_PROVIDER_ID)) signInMethods.push('google');
    return { ...toPublicUser(row), signInMethods };
  }

  // ---- password and sessions ---------------------------------------------------------------------------------

  /**
   * Changes the password after checking the current one (wrong guesses count towards the sign-in throttle, so a
   * borrowed session cannot try passwords without limit). Every session of the account ends, this one included,
   * and this browser gets a new one: whoever knew the old password is signed out everywhere.
   */
  async changePassword(
    user: AuthUser,
    passwords: { currentPassword: string; newPassword: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await this.guard.refuseWhileThrottled(subjectOf(user.id), request, reply);
    const hash = await this.repository.passwordHash(user.id);
    if (!hash) throw new AppError(400, 'no_password', MESSAGES.noPassword);
    if (!(await verifyPassword(hash, passwords.currentPassword))) {
      await this.guard.failed(subjectOf(user.id), request);
      throw new AppError(403, 'wrong_password', MESSAGES.wrongPassword);
    }
    const weakness = checkPassword(this.policy, passwords.newPassword);
    if (weakness) {
      const { message, ...details } = weakness;
      throw new AppError(400, 'weak_password', message, details);
    }
    await this.repository.setPasswordHash(user.id, await hashPassword(passwords.newPassword));
    await this.repository.deleteSessionsOfUser(user.id);
    this.sessions.forgetUser(user.id);
    const row = await this.repository.findUserById(user.id);
    if (!row) throw unauthorized();
    const { headers } = await this.betterAuth.api.signInUsername({
      body: { username: row.username, password: passwords.newPassword },
      headers: this.authHeaders(request),
      returnHeaders: true,
    });
    this.forwardCookies(headers, reply);
    await this.guard.succeeded(user.id, request, reply);
  }

  /** "Sign out on other devices": ends every session of the account but this one; returns how many ended. */
  async endOtherSessions(user: AuthUser, session: { id: string }): Promise<number> {
    const ended = await this.repository.deleteOtherSessions(user.id, session.id);
    this.sessions.forgetUser(user.id);
    return ended;
  }

  // ---- account deletion ------------------------------------------------------------------------------------

  /**
   * Deletes the account and everything of theirs, after a confirmation: the password, checked and counted like a
   * sign-in (a borrowed session cannot guess it), or — for an account that only signs in with Google and has no
   * password — its e-mail address typed out.
   */
  async deleteAccount(
    user: AuthUser,
    confirmation: { password?: string | undefined; email?: string | undefined },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const hash = await this.repository.passwordHash(user.id);
    if (hash) {
      await this.guard.refuseWhileThrottled(subjectOf(user.id), request, reply);
      if (!confirmation.password || !(await verifyPassword(hash, confirmation.password))) {
        await this.guard.failed(subjectOf(user.id), request);
        throw new AppError(403, 'wrong_password', MESSAGES.wrongPassword);
      }
    } else if (confirmation.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError(400, 'email_mismatch', MESSAGES.typeEmail);
    }
    await this.repository.deleteUser(user.id);
    this.sessions.forgetUser(user.id);
    await this.guard.forget(user.id);
    this.clearSessionCookie(reply);
  }

  // ---- Google / OpenID Connect -------------------------------------------------------------------------------

  /** The provider's authorization URL for the popup to go to; the state cookie is set on `reply`. */
  async oidcAuthorizationUrl(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    if (!this.oidcEnabled) throw new AppError(503, 'auth_service_unavailable', MESSAGES.serviceUnavailable);
    try {
      const { headers, response } = await this.betterAuth.api.signInSocial({
        body: {
          provider: OIDC_PROVIDER_ID,
          callbackURL: POPUP_COMPLETE_PATH,
          newUserCallbackURL: `${POPUP_COMPLETE_PATH}?new=1`,
          errorCallbackURL: POPUP_COMPLETE_PATH,
          disableRedirect: true,
        },
        headers: this.authHeaders(request),
        returnHeaders: true,
      });
      if (!response.url) throw new Error('no authorization URL');
      this.forwardCookies(headers, reply);
      return response.url;
    } catch (error) {
      // Most often the provider's discovery document could not be fetched: the popup reports a network failure.
      request.log.warn({ err: error }, 'could not start the OpenID Connect sign-in');
      return `${POPUP_COMPLETE_PATH}?error=provider_unreachable`;
    }
  }

  /** Hands the provider's redirect back to better-auth, which checks state, PKCE and the ID token's nonce. */
  async oidcCallback(request: FastifyRequest): Promise<Response> {
    const url = new URL(request.url, this.config.publicUrl);
    return this.betterAuth.handler(new Request(url, { method: 'GET', headers: this.authHeaders(request) }));
  }

  // ---- helpers ----------------------------------------------------------------------------------------------

  /**
   * Only what better-auth needs from the request. Our own security plugin has already checked the origin, and
   * the client address is the one Fastify derived (trustProxy), not a header anyone could send.
   */
  private authHeaders(request: FastifyRequest): Headers {
    const headers = new Headers();
    if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
    const agent = request.headers['user-agent'];
    if (agent) headers.set('user-agent', agent);
    headers.set('x-client-ip', request.ip);
    return headers;
  }

  private forwardCookies(headers: Headers, reply: FastifyReply): void {
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
  }

  private clearSessionCookie(reply: FastifyReply): void {
    const secure = this.config.publicUrl.startsWith('https://') ? '; Secure' : '';
    reply.header('set-cookie', `${this.sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  }

  /** The id of the live session this request carries, if any. */
  private async currentSessionId(request: FastifyRequest): Promise<string | undefined> {
    if (!request.headers.cookie?.includes(this.sessionCookieName)) return undefined;
    try {
      const found = await this.betterAuth.api.getSession({ headers: this.authHeaders(request), query: { disableRefresh: true } });
      return found?.session.id;
    } catch {
      return undefined;
    }
  }

  /** Ends the session this request carries, if any (a new sign-in always gets a new token). */
  private async endCurrentSession(request: FastifyRequest): Promise<void> {
    if (!request.headers.cookie?.includes(this.sessionCookieName)) return;
    try {
      await this.betterAuth.api.signOut({ headers: this.authHeaders(request) });
    } catch {
      // No valid session to end: nothing to do.
    }
  }

  /** better-auth's errors as ours: the spec's messages, our codes. */
  private translate(error: unknown, action: 'login' | 'register'): AppError {
    if (error instanceof AppError) return error;
    if (!(error instanceof APIError)) throw error;
    const code = String((error.body as { code?: unknown } | undefined)?.code ?? '');
    if (code === 'ACCOUNT_DISABLED') return new AppError(403, 'account_disabled', MESSAGES.disabled);
    if (action === 'login') return new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
    if (code === 'USERNAME_IS_ALREADY_TAKEN') return new AppError(409, 'username_taken', MESSAGES.usernameTaken);
    if (code.includes('ALREADY_EXISTS')) return new AppError(409, 'email_taken', MESSAGES.emailTaken);
    if (code === 'INVALID_EMAIL') return new AppError(400, 'invalid_email', MESSAGES.invalidEmail);
    if (code.includes('USERNAME')) return new AppError(400, 'invalid_username', MESSAGES.invalidUsername);
    if (code.includes('PASSWORD')) return new AppError(400, 'weak_password', error.message);
    return conflict(error.message || 'Registration failed');
  }
}

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.displayUsername ?? row.username,
    displayName: row.displayName,
    email: row.email,
    emailVerified: row.emailVerified,
    isAdmin: row.isAdmin,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return { ...toAuthUser(row), created: row.createdAt.toISOString() };
}
