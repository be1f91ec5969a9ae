/**
 * Acting as a signed-in person in integration tests:
 *
 *   const { user, cookie } = await registerUser(app);
 *   await app.inject({ method: 'POST', url: '/api/things', headers: { ...sameOriginJson, cookie }, payload });
 *   await makeAdmin(app, user.id); // then the same cookie passes requireAdmin
 *
 * A registered user's address counts as confirmed (`verified: false` leaves it unconfirmed): most suites have no
 * SMTP server to read the link from, and what they test (sharing, admin, …) is not the confirmation. The real
 * link is followed in auth-email-verification.test.ts and the end-to-end tests.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { User } from '@mealplanr/contracts/auth';
import { users } from '../../src/db/schema';
import { sameOriginJson } from './test-app';

/** A registered user as the API answers (`POST /api/register`). */
export type TestUser = User;

export interface RegisterOverrides {
  username?: string;
  email?: string;
  password?: string;
  displayName?: string;
  /** Confirm the address (through the database, as if its link had been used); default true. */
  verified?: boolean;
}

/** A password that satisfies the default policy and is on no common-password list. */
export const TEST_PASSWORD = 'Plum-Tomato-Basil-42';

/** The `cookie` request header that carries the session a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token') && c.value);
  if (!cookie) throw new Error(`no session cookie in the response (status ${response.statusCode}): ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Registers a fresh user (unique name and e-mail unless overridden) and returns them with their session cookie. */
export async function registerUser(
  app: FastifyInstance,
  overrides: RegisterOverrides = {},
): Promise<{ user: TestUser; cookie: string; password: string }> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const payload = {
    username: overrides.username ?? `cook_${suffix}`,
    email: overrides.email ?? `cook_${suffix}@example.org`,
    password: overrides.password ?? TEST_PASSWORD,
    ...(overrides.displayName === undefined ? {} : { displayName: overrides.displayName }),
  };
  // Each from its own address, as people register: registrations per address are limited (ADR 0009).
  const remoteAddress = `10.255.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;
  const response = await app.inject({ method: 'POST', url: '/api/register', headers: sameOriginJson, payload, remoteAddress });
  if (response.statusCode !== 201) {
    throw new Error(`registration failed (${response.statusCode}): ${response.body}`);
  }
  const user = response.json() as TestUser;
  if (overrides.verified !== false) {
    await markEmailVerified(app, user.id);
    user.emailVerified = true;
  }
  return { user, cookie: sessionCookieOf(response), password: payload.password };
}

/**
 * Marks the address confirmed in the database, tests only. It does not apply ADMIN_EMAILS (the real link does:
 * follow it from the SMTP sink to test that).
 */
export async function markEmailVerified(app: FastifyInstance, userId: string): Promise<void> {
  await app.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/** Signs in by username or e-mail and returns the new session cookie. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: sameOriginJson,
    payload: { username, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed (${response.statusCode}): ${response.body}`);
  return sessionCookieOf(response);
}

/**
 * Client addresses for tests of per-address throttling: each call gives a new one in `10.<subnet>.*.*`, so
 * counts never leak between tests, nor between test files (each picks its own subnet) sharing one database.
 */
export function addressesIn(subnet: number): () => string {
  let counter = 0;
  return () => {
    counter++;
    return `10.${subnet}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  };
}

/** Grants admin rights, as `npm run admin -- grant` does; existing sessions see it at their next request. */
export async function makeAdmin(app: FastifyInstance, userId: string): Promise<void> {
  await app.auth.repository.setAdmin(userId, true);
}
