/**
 * Guards every password check — sign-in, password change, account deletion — against guessing (ADR 0009)
 * without letting a stranger lock the owner out:
 *
 * - **per client address**, all accounts together: LOGIN_MAX_FAILURES_PER_IP failures, then 429 until the window
 *   (LOGIN_THROTTLE_MINUTES) ends — one address trying many accounts;
 * - **per account and address**: LOGIN_MAX_FAILURES_PER_ACCOUNT failures, then 429 until the window ends — one
 *   address guessing one account. Someone else's failures never block the owner's address;
 * - **per account**, all addresses together: after LOGIN_MAX_FAILURES_PER_ACCOUNT failures every further attempt
 *   waits 1 s after the last failure, then 2 s, 4 s … up to a minute — many addresses guessing one account. A
 *   browser that has signed in to the account before carries a known-device cookie and is not slowed.
 *
 * The client address is Fastify's `request.ip` (the connection's, or with TRUST_PROXY what the trusted proxies
 * report), an IPv6 client counted by its /64 network. An unknown name costs the same time as a wrong password.
 */
import crypto from 'node:crypto';
import { like } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clientKey } from '../../plugins/rate-limits';
import { LoginThrottle, type ThrottleKey } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hashing';

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many unsuccessful login attempts. Please try again later.';

const KNOWN_DEVICE_COOKIE = 'mealplanr.known_device';
const KNOWN_DEVICE_DAYS = 180;
/** Accounts one browser is remembered for (people share a kitchen tablet). */
const KNOWN_DEVICE_ACCOUNTS = 5;

/** Who a password check is about: `user:<id>` for an account, `login:<what was typed>` for an unknown name. */
export type Subject = `user:${string}` | `login:${string}`;

export const subjectOf = (userId: string): Subject => `user:${userId}`;

export class SignInGuard {
  readonly throttle: LoginThrottle;
  private readonly cookieName: string;
  private readonly secure: boolean;
  private readonly deviceKey: Buffer;
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    secret: string,
  ) {
    this.throttle = new LoginThrottle(db, config.auth.loginThrottle.windowMinutes);
    this.secure = config.publicUrl.startsWith('https://');
    this.cookieName = `${this.secure ? '__Secure-' : ''}${KNOWN_DEVICE_COOKIE}`;
    this.deviceKey = crypto.createHmac('sha256', secret).update('mealplanr known-device cookie').digest();
  }

  /** 429 `too_many_attempts` with `Retry-After` while this attempt has to wait. */
  async refuseWhileThrottled(subject: Subject, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const wait = await this.throttle.retryAfterSeconds(this.keys(subject, request));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS_MESSAGE);
    }
  }

  /** Counts a wrong password (or an unknown name) against the address, the account and address, and the account. */
  async failed(subject: Subject, request: FastifyRequest): Promise<void> {
    await this.throttle.recordFailure(this.keys(subject, request, true));
  }

  /**
   * A correct password: the account's counters start again, and this browser is remembered as one the owner uses,
   * so that failures elsewhere never slow it down.
   */
  async succeeded(userId: string, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const subject = subjectOf(userId);
    await this.throttle.reset([subject, pairKey(subject, request)]);
    this.rememberDevice(userId, request, reply);
  }

  /**
   * Spends the time a real password check takes, for a name that does not exist or an account without a password,
   * so that the answer's timing does not tell which names exist.
   */
  async verifyNothing(password: string): Promise<void> {
    this.dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
    await verifyPassword(await this.dummyHash, password);
  }

  /**
   * Forgets every counter of a deleted account: its sign-in counters and its request limits (a deleted person's id
   * stays nowhere).
   */
  async forget(userId: string): Promise<void> {
    await this.throttle.resetAccount(subjectOf(userId));
    await this.db.delete(rateLimits).where(like(rateLimits.key, `%user:${userId}%`));
  }

  private keys(subject: Subject, request: FastifyRequest, counting = false): ThrottleKey[] {
    const limits = this.config.auth.loginThrottle;
    const keys: ThrottleKey[] = [
      { key: `ip:${clientKey(request)}`, maxFailures: limits.maxFailuresPerIp },
      { key: pairKey(subject, request), maxFailures: limits.maxFailuresPerAccount },
    ];
    // A failure always counts towards the account's delay; only a browser the owner signed in with skips it.
    if (counting || !this.isKnownDevice(subject, request)) {
      keys.push({ key: subject, maxFailures: limits.maxFailuresPerAccount, growingDelay: true });
    }
    return keys;
  }

  // ---- the known-device cookie ----------------------------------------------------------------------------
  // A list of `<issued, base 36>~<MAC of account id and issue time>` entries: no one can make one for an account
  // without having signed in to it, and it says nothing about the account to whoever reads it.

  private mac(userId: string, issued: string): string {
    return crypto.createHmac('sha256', this.deviceKey).update(`${userId}:${issued}`).digest('base64url').slice(0, 22);
  }

  private entries(request: FastifyRequest): string[] {
    const header = request.headers.cookie ?? '';
    for (const part of header.split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0 && part.slice(0, eq).trim() === this.cookieName) {
        return part
          .slice(eq + 1)
          .trim()
          .split('.')
          .filter((e) => /^[0-9a-z]{1,12}~[\w-]{22}$/.test(e))
          .slice(0, KNOWN_DEVICE_ACCOUNTS);
      }
    }
    return [];
  }

  private entryFor(userId: string, request: FastifyRequest): string | undefined {
    const oldest = Date.now() / 1000 - KNOWN_DEVICE_DAYS * 86_400;
    return this.entries(request).find((entry) => {
      const [issued = '', mac = ''] = entry.split('~');
      if (parseInt(issued, 36) < oldest) return false;
      const expected = Buffer.from(this.mac(userId, issued));
      const given = Buffer.from(mac);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
  }

  private isKnownDevice(subject: Subject, request: FastifyRequest): boolean {
    return subject.startsWith('user:') && this.entryFor(subject.slice(5), request) !== undefined;
  }

  private rememberDevice(userId: string, request: FastifyRequest, reply: FastifyReply): void {
    const stale = this.entryFor(userId, request);
    const issued = Math.floor(Date.now() / 1000).toString(36);
    const entries = [`${issued}~${this.mac(userId, issued)}`, ...this.entries(request).filter((e) => e !== stale)];
    const attributes = [
      `Max-Age=${KNOWN_DEVICE_DAYS * 86_400}`,
      'Path=/api',
      'HttpOnly',
      'SameSite=Strict',
      ...(this.secure ? ['Secure'] : []),
    ];
    reply.header('set-cookie', `${this.cookieName}=${entries.slice(0, KNOWN_DEVICE_ACCOUNTS).join('.')}; ${attributes.join('; ')}`);
  }
}

function pairKey(subject: Subject, request: FastifyRequest): string {
  return `${subject}|ip:${clientKey(request)}`;
}
