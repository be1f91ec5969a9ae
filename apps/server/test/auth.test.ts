import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, testConfig, type Config } from '../src/config';
import { accounts, loginThrottles, preferences, sessions, users } from '../src/db/schema';
import { requireAdmin } from '../src/modules/auth/require-user';
import { checkPassword, isCommonPassword, passwordPolicy } from '../src/modules/auth/password-policy';
import { addressesIn, makeAdmin, markEmailVerified, registerUser, sessionCookieOf, signIn, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const withAuth = (auth: Partial<Config['auth']>): Partial<Config> => ({ auth: { ...testConfig().auth, ...auth } });
/** A fresh client address per test, so per-address throttling in one test never leaks into another. */
const freshIp = addressesIn(0);
/** The cookie by which a browser the owner signed in with is known. */
const knownDeviceCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) => {
  const cookie = res.cookies.find((c) => c.name.endsWith('known_device'));
  if (!cookie) throw new Error('no known-device cookie');
  return `${cookie.name}=${cookie.value}`;
};

describeEachDatabase('accounts API', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: ctx.database });
    // A probe behind requireAdmin, as every /api/admin/* route is.
    app.get('/api/admin/probe', { preHandler: requireAdmin }, async (request) => ({ id: request.user.id }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const db = () => ctx.database.db;
  const post = (url: string, payload: unknown, extra: Record<string, string> = {}, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url, headers: { ...sameOriginJson, ...extra }, payload: payload as object, remoteAddress });
  const me = (cookie?: string) =>
    app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

  describe('registration', () => {
    it('creates the user, signs them in and returns them', async () => {
      const res = await post('/api/register', {
        username: 'Anna_K',
        email: 'Anna.K@Example.org',
        password: TEST_PASSWORD,
        displayName: 'Anna',
      });
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(user).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: 'Anna_K',
        displayName: 'Anna',
        email: 'anna.k@example.org',
        emailVerified: false,
        isAdmin: false,
        created: expect.any(String),
        signInMethods: ['password'],
      });
      const cookie = res.cookies.find((c) => c.name === 'mealplanr.session_token');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      const current = await me(sessionCookieOf(res));
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual(user);
    });

    it('stores the password as an argon2id hash with m=19456, t=2, p=1', async () => {
      const { user } = await registerUser(app);
      const [row] = await db().select().from(accounts).where(eq(accounts.userId, user.id));
      expect(row?.providerId).toBe('credential');
      expect(row?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.password).not.toContain(TEST_PASSWORD);
    });

    it('makes the display name optional', async () => {
      const { user } = await registerUser(app);
      expect(user.displayName).toBe('');
    });

    it('refuses an e-mail that is already registered, ignoring case', async () => {
      const { user } = await registerUser(app);
      const res = await post('/api/register', { username: 'other_name', email: user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: { code: 'email_taken', message: 'This email is already registered. Please log in instead.' },
      });
      expect(res.cookies).toHaveLength(0);
    });

    it('refuses a username that is taken, ignoring case', async () => {
      const { user } = await registerUser(app);
      const res = await post('/api/register', { username: user.username.toUpperCase(), email: 'new@example.org', password: TEST_PASSWORD });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'username_taken',
        message: 'This username is already taken. Please choose another one.',
      });
    });

    it('refuses an invalid e-mail with the spec message', async () => {
      for (const email of ['not-an-email', 'a@b', 'two@@example.org', ' @example.org']) {
        const res = await post('/api/register', { username: 'valid_name', email, password: TEST_PASSWORD });
        expect(res.statusCode, email).toBe(400);
        expect(res.json().error).toEqual({ code: 'invalid_email', message: 'The email address is not valid.' });
      }
    });

    it('refuses a weak password with the message of the policy', async () => {
      const short = await post('/api/register', { username: 'short_pw', email: 'short@example.org', password: 'Ab1!xyz' });
      expect(short.statusCode).toBe(400);
      expect(short.json().error).toEqual({
        code: 'weak_password',
        message: 'Password should be at least 8 characters long.',
        details: { rule: 'min_length', limit: 8 },
      });
      const common = await post('/api/register', { username: 'common_pw', email: 'common@example.org', password: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(common.json().error.message).toBe('This password is too common. Please choose a less predictable one.');
      expect(common.json().error.details).toEqual({ rule: 'common' });
    });

    it('refuses a username with characters other than letters, digits, dots and underscores', async () => {
      for (const username of ['ab', 'has space', 'emoji🍅', 'x'.repeat(31)]) {
        const res = await post('/api/register', { username, email: 'u@example.org', password: TEST_PASSWORD });
        expect(res.statusCode, username).toBe(400);
        expect(res.json().error.code).toBe('invalid_username');
      }
    });

    it('answers missing fields with validation_failed', async () => {
      const res = await post('/api/register', { username: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    });
  });

  describe('sign-in', () => {
    it('accepts the username or the e-mail, in any case', async () => {
      const { user } = await registerUser(app);
      for (const login of [user.username, user.email, user.email.toUpperCase(), user.username.toUpperCase()]) {
        const res = await post('/api/login', { username: login, password: TEST_PASSWORD });
        expect(res.statusCode, login).toBe(200);
        expect(res.json()).toEqual(user);
      }
    });

    it('issues a new session token at every sign-in and ends the one the browser had', async () => {
      const { user, cookie: first } = await registerUser(app);
      const res = await post('/api/login', { username: user.username, password: TEST_PASSWORD }, { cookie: first });
      const second = sessionCookieOf(res);
      expect(second).not.toBe(first);
      expect((await me(second)).statusCode).toBe(200);
      expect((await me(first)).statusCode).toBe(401);
      const third = await signIn(app, user.username, TEST_PASSWORD);
      expect(third).not.toBe(second);
    });

    it('answers a wrong password and an unknown user alike, with 401', async () => {
      const { user } = await registerUser(app);
      const wrong = await post('/api/login', { username: user.username, password: 'Not-The-Password-1' });
      const unknown = await post('/api/login', { username: 'nobody_here', password: 'Not-The-Password-1' });
      const unknownEmail = await post('/api/login', { username: 'nobody@example.org', password: TEST_PASSWORD });
      for (const res of [wrong, unknown, unknownEmail]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid username or password.' } });
        expect(res.cookies).toHaveLength(0);
      }
    });
  });

  describe('login throttling', () => {
    it('slows an account after 5 failures from many addresses, never locks it, and never slows the owner\'s browser', async () => {
      const { user } = await registerUser(app);
      const ownerBrowser = knownDeviceCookieOf(await post('/api/login', { username: user.username, password: TEST_PASSWORD }));
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/login', { username: i % 2 ? user.email : user.username, password: `wrong-${i}` });
        expect(res.statusCode).toBe(401);
      }
      const slowed = await post('/api/login', { username: user.username, password: TEST_PASSWORD });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json().error).toEqual({
        code: 'too_many_attempts',
        message: 'Too many unsuccessful login attempts. Please try again later.',
      });
      // A delay of seconds after the last failure (growing with each one), not a lock for the window.
      const retryAfter = Number(slowed.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // The counters are in the database (every server process sees them) …
      const [row] = await db().select().from(loginThrottles).where(eq(loginThrottles.key, `user:${user.id}`));
      expect(row?.failures).toBe(5);
      // … the browser the owner signed in with is not slowed at all …
      expect((await post('/api/login', { username: user.username, password: TEST_PASSWORD }, { cookie: ownerBrowser })).statusCode).toBe(200);
      // … and the delay ends: no account is locked for good.
      for (let i = 0; i < 5; i++) await post('/api/login', { username: user.username, password: `wrong-again-${i}` });
      expect((await post('/api/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(429);
      await db()
        .update(loginThrottles)
        .set({ lastFailureAt: new Date(Date.now() - 2_000) })
        .where(eq(loginThrottles.key, `user:${user.id}`));
      expect((await post('/api/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('clears the account counter on a successful sign-in', async () => {
      const { user } = await registerUser(app);
      for (let i = 0; i < 4; i++) await post('/api/login', { username: user.username, password: 'wrong' });
      expect((await post('/api/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);
      for (let i = 0; i < 4; i++) {
        expect((await post('/api/login', { username: user.username, password: 'wrong' })).statusCode).toBe(401);
      }
      expect((await post('/api/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('throttles one address that tries many accounts, and only that address', async () => {
      const ipApp = await buildTestApp(ctx.database, withAuth({
        loginThrottle: { maxFailuresPerAccount: 5, maxFailuresPerIp: 3, windowMinutes: 15 },
      }));
      try {
        const { user } = await registerUser(ipApp);
        const attacker = freshIp();
        for (let i = 0; i < 3; i++) {
          const res = await ipApp.inject({
            method: 'POST', url: '/api/login', headers: sameOriginJson, remoteAddress: attacker,
            payload: { username: `someone_${i}`, password: 'guess' },
          });
          expect(res.statusCode).toBe(401);
        }
        const blocked = await ipApp.inject({
          method: 'POST', url: '/api/login', headers: sameOriginJson, remoteAddress: attacker,
          payload: { username: user.username, password: TEST_PASSWORD },
        });
        expect(blocked.statusCode).toBe(429);
        const elsewhere = await ipApp.inject({
          method: 'POST', url: '/api/login', headers: sameOriginJson, remoteAddress: freshIp(),
          payload: { username: user.username, password: TEST_PASSWORD },
        });
        expect(elsewhere.statusCode).toBe(200);
      } finally {
        await ipApp.close();
      }
    });
  });

  describe('sessions', () => {
    it('answers 401 without a session, with an unknown token and with a forged signature', async () => {
      expect((await me()).statusCode).toBe(401);
      expect((await me()).json().error.code).toBe('unauthorized');
      expect((await me('mealplanr.session_token=not-a-real-token.abc')).statusCode).toBe(401);
      const { cookie } = await registerUser(app);
      const [name, value] = cookie.split('=') as [string, string];
      const [token] = value.split('.');
      expect((await me(`${name}=${token}.${'A'.repeat(43)}%3D`)).statusCode).toBe(401);
    });

    it('logout ends the session on the server, so the old cookie no longer works', async () => {
      const { cookie } = await registerUser(app);
      const res = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie } });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === 'mealplanr.session_token')?.maxAge).toBe(0);
      expect((await me(cookie)).statusCode).toBe(401);
      const again = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin } });
      expect(again.statusCode).toBe(204);
    });

    it('ends a session that was not used for the idle lifetime', async () => {
      const { user, cookie } = await registerUser(app);
      await db().update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('ends a session older than the absolute lifetime, however active', async () => {
      const { user, cookie } = await registerUser(app);
      await db()
        .update(sessions)
        .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
        .where(eq(sessions.userId, user.id));
      expect((await me(cookie)).statusCode).toBe(401);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    });

    it('slides the idle expiry forward while the session is used', async () => {
      const { user, cookie } = await registerUser(app);
      const soon = new Date(Date.now() + 86_400_000);
      await db()
        .update(sessions)
        .set({ expiresAt: soon, updatedAt: new Date(Date.now() - 2 * 3_600_000) })
        .where(eq(sessions.userId, user.id));
      const res = await me(cookie);
      expect(res.statusCode).toBe(200);
      const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    });
  });

  describe('disabled accounts', () => {
    it('cannot sign in, and their open sessions stop working', async () => {
      const { user, cookie } = await registerUser(app);
      await db().update(users).set({ disabled: true }).where(eq(users.id, user.id));
      const current = await me(cookie);
      expect(current.statusCode).toBe(401);
      expect(current.json().error).toEqual({
        code: 'account_disabled',
        message: 'This account has been disabled. Please contact support.',
      });
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      const login = await post('/api/login', { username: user.username, password: TEST_PASSWORD });
      expect(login.statusCode).toBe(403);
      expect(login.json().error.message).toBe('This account has been disabled. Please contact support.');
      expect(login.cookies.filter((c) => c.value)).toHaveLength(0);
      // The wrong password still says nothing about the account.
      const wrong = await post('/api/login', { username: user.username, password: 'nope-nope-nope' });
      expect(wrong.statusCode).toBe(401);
    });
  });

  describe('account deletion', () => {
    const del = (cookie: string, payload?: unknown) =>
      app.inject({
        method: 'DELETE',
        url: '/api/user',
        headers: { ...sameOriginJson, cookie },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    it('re-checks the password', async () => {
      const { cookie } = await registerUser(app);
      const wrong = await del(cookie, { password: 'not-my-password' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().error.code).toBe('wrong_password');
      const missing = await del(cookie, {});
      expect(missing.statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('deletes the user, every row of theirs and all their sessions', async () => {
      const { user, cookie, password } = await registerUser(app);
      const other = await signIn(app, user.username, password);
      await db().insert(preferences).values({ userId: user.id, cuisines: ['italian'] });
      const someoneElse = await registerUser(app);
      const res = await del(cookie, { password });
      expect(res.statusCode).toBe(204);
      expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
      expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
      expect(await db().select().from(accounts).where(eq(accounts.userId, user.id))).toHaveLength(0);
      expect(await db().select().from(preferences).where(eq(preferences.userId, user.id))).toHaveLength(0);
      expect((await me(cookie)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect((await post('/api/login', { username: user.username, password })).statusCode).toBe(401);
      expect((await me(someoneElse.cookie)).statusCode).toBe(200);
    });

    it('answers 401 to visitors', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/api/user', headers: sameOriginJson, payload: {} });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('admins', () => {
    it('guards /api/admin routes: 401 for visitors, 403 for users, allowed for admins, revoked at once', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/admin/probe' })).statusCode).toBe(401);
      const { user, cookie } = await registerUser(app);
      const refused = await app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      await makeAdmin(app, user.id);
      const allowed = await app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie } });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.json()).toEqual({ id: user.id });
      expect((await me(cookie)).json().isAdmin).toBe(true);
      await app.auth.repository.setAdmin(user.id, false);
      expect((await app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie } })).statusCode).toBe(403);
    });

    it('makes ADMIN_EMAILS admins once the address is confirmed, at sign-in; nobody else is an admin', async () => {
      const { user: early } = await registerUser(app, { email: 'chef.boss@example.org' });
      expect(early.isAdmin).toBe(false);
      const adminApp = await buildTestApp(ctx.database, withAuth({ adminEmails: ['chef.boss@example.org', 'owner@example.org'] }));
      const signInTo = (username: string) =>
        adminApp.inject({
          method: 'POST', url: '/api/login', headers: sameOriginJson, remoteAddress: freshIp(),
          payload: { username, password: TEST_PASSWORD },
        });
      try {
        // Whoever registers a listed address first is not trusted with it until its link is used.
        const { user: owner, cookie } = await registerUser(adminApp, { email: 'Owner@Example.org', verified: false });
        expect(owner.isAdmin).toBe(false);
        expect((await signInTo(owner.username)).json().isAdmin).toBe(false);
        expect((await adminApp.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json().isAdmin).toBe(false);
        await markEmailVerified(adminApp, owner.id);
        expect((await signInTo(owner.username)).json().isAdmin).toBe(true);
        const { user: plain } = await registerUser(adminApp);
        expect(plain.isAdmin).toBe(false);
        expect((await signInTo(early.username)).json().isAdmin).toBe(true);
      } finally {
        await adminApp.close();
      }
      const admins = await db().select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
      expect(admins.map((a) => a.email).sort()).toEqual(['chef.boss@example.org', 'owner@example.org']);
    });
  });

  describe('password policy', () => {
    it('serves the default policy', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/password-policy' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        schemaVersion: 1,
        minLength: 8,
        requireLowercase: false,
        requireUppercase: false,
        requireDigit: false,
        requireSpecial: false,
        rejectsCommonPasswords: true,
      });
    });

    it('serves and enforces a stricter configured policy', async () => {
      const strictApp = await buildTestApp(ctx.database, withAuth({
        passwordPolicy: {
          minLength: 10, maxLength: 20, requireLowercase: true, requireUppercase: true, requireDigit: true, requireSpecial: true,
        },
      }));
      try {
        const policy = (await strictApp.inject({ method: 'GET', url: '/api/password-policy' })).json();
        expect(policy).toMatchObject({ schemaVersion: 1, minLength: 10, maxLength: 20, requireSpecial: true });
        const cases: Array<[string, string]> = [
          ['short1A!', 'Password should be at least 10 characters long.'],
          ['waytoolong-Password-123!', 'Password should be at most 20 characters long.'],
          ['NOLOWERCASE1!', 'Password should contain a lowercase letter.'],
          ['nouppercase1!', 'Password should contain an uppercase letter.'],
          ['NoDigitsHere!', 'Password should contain a digit.'],
          ['NoSpecial123', 'Password should contain a special character.'],
        ];
        for (const [password, message] of cases) {
          const res = await strictApp.inject({
            method: 'POST', url: '/api/register', headers: sameOriginJson,
            payload: { username: 'strict_user', email: 'strict@example.org', password },
          });
          expect(res.statusCode, password).toBe(400);
          expect(res.json().error.message).toBe(message);
        }
        const ok = await strictApp.inject({
          method: 'POST', url: '/api/register', headers: sameOriginJson,
          payload: { username: 'strict_user', email: 'strict@example.org', password: 'Good-Pass-2024' },
        });
        expect(ok.statusCode).toBe(201);
      } finally {
        await strictApp.close();
      }
    });
  });
});

describe('password policy rules', () => {
  const policy = passwordPolicy(testConfig().auth.passwordPolicy);

  it('knows a few thousand common passwords, ignoring case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('Plum-Tomato-Basil-42')).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword(policy, '🍅🍅🍅🍅🍅🍅🍅')?.message).toBe('Password should be at least 8 characters long.');
    expect(checkPassword(policy, '🍅🍅🍅🍅🍅🍅🍅🍅')).toBeUndefined();
  });
});

describe('accounts configuration', () => {
  it('has safe defaults: no Google, no admins, min 8, 7-day idle and 30-day absolute sessions', () => {
    const { auth } = loadConfig({});
    expect(auth.oidc).toBeUndefined();
    expect(auth.adminEmails).toEqual([]);
    expect(auth.passwordPolicy.minLength).toBe(8);
    expect(auth.session).toEqual({ idleDays: 7, absoluteDays: 30 });
    expect(auth.loginThrottle).toEqual({ maxFailuresPerAccount: 5, maxFailuresPerIp: 50, windowMinutes: 15 });
  });

  it('reads Google (Google is the default issuer), admins and the policy from the environment', () => {
    const { auth } = loadConfig({
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      ADMIN_EMAILS: ' Boss@Example.org, ,second@example.org ',
      PASSWORD_MIN_LENGTH: '12',
      PASSWORD_MAX_LENGTH: '64',
      PASSWORD_REQUIRE_DIGIT: 'true',
    });
    expect(auth.oidc).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com', name: 'Google' });
    expect(auth.adminEmails).toEqual(['boss@example.org', 'second@example.org']);
    expect(auth.passwordPolicy).toMatchObject({ minLength: 12, maxLength: 64, requireDigit: true, requireUppercase: false });
  });

  it('names bad account settings', () => {
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'only-the-id' })).toThrow(/OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '10' })).toThrow(/PASSWORD_MAX_LENGTH/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_REQUIRE_SPECIAL: 'maybe' })).toThrow(/PASSWORD_REQUIRE_SPECIAL: must be true or false/);
  });
});

describe('behind HTTPS', () => {
  it('marks the session cookie Secure', async () => {
    const { openDatabase } = await import('../src/db/client');
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildTestApp(database, { publicUrl: 'https://meals.example.org' });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'content-type': 'application/json', origin: 'https://meals.example.org' },
        payload: { username: 'secure_cook', email: 'secure@example.org', password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name.endsWith('mealplanr.session_token'));
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const current = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: `${cookie!.name}=${cookie!.value}` } });
      expect(current.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('sign-in popup isolation', () => {
  it('lets pages open the sign-in popup and lets the popup talk back to its opener', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../src/db/client');
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildTestApp(database, { env: 'production', webDistDir: webDir });
    try {
      for (const url of ['/', '/auth', '/dashboard']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      }
      const complete = await app.inject({ method: 'GET', url: '/auth/complete?new=1' });
      expect(complete.statusCode).toBe(200);
      expect(complete.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['cross-origin-opener-policy']).toBe('same-origin');
    } finally {
      await app.close();
      await database.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
