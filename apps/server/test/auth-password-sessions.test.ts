import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { addressesIn, registerUser, sessionCookieOf, signIn, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const NEW_PASSWORD = 'Fennel-Orange-Olive-77';
/** A fresh client address per test, so per-address throttling in one test never leaks into another. */
const freshIp = addressesIn(9);

describeEachDatabase('changing the password and ending other sessions', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const changePassword = (cookie: string, payload: object, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url: '/api/user/password', headers: { ...sameOriginJson, cookie }, payload, remoteAddress });
  const endOthers = (cookie: string) =>
    app.inject({ method: 'POST', url: '/api/user/sessions/end-others', headers: { origin: sameOriginJson.origin, cookie } });
  const login = (username: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/login', headers: sameOriginJson, payload: { username, password }, remoteAddress: freshIp() });

  it('changes the password, signs out every other session and gives this browser a new one', async () => {
    const { user, cookie } = await registerUser(app);
    const phone = await signIn(app, user.username, TEST_PASSWORD);

    const res = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    const renewed = sessionCookieOf(res);
    expect(renewed).not.toBe(cookie);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    const [left] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toBeDefined();

    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak new one, and visitors', async () => {
    const { cookie } = await registerUser(app);
    const wrong = await changePassword(cookie, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_password', message: 'The password is not correct.' });

    const weak = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'weak_password', details: { rule: 'min_length', limit: 8 } });
    const common = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: 'password123' });
    expect(common.json().error).toMatchObject({ code: 'weak_password', details: { rule: 'common' } });

    const missing = await changePassword(cookie, { currentPassword: TEST_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation_failed');

    // Nothing changed: the session and the old password still work.
    expect((await me(cookie)).statusCode).toBe(200);
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: sameOriginJson,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('counts wrong current passwords like failed sign-ins: 429 after the account limit from that address', async () => {
    const { user, cookie } = await registerUser(app);
    const limit = app.config.auth.loginThrottle.maxFailuresPerAccount;
    const borrowed = freshIp();
    for (let i = 0; i < limit; i++) {
      expect((await changePassword(cookie, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD }, borrowed)).statusCode).toBe(403);
    }
    const throttled = await changePassword(cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, borrowed);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(60); // until the window ends
    // The same counter guards sign-in to the account from that address …
    const signInThere = await app.inject({
      method: 'POST', url: '/api/login', headers: sameOriginJson, remoteAddress: borrowed,
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(signInThere.statusCode).toBe(429);
    // … while the owner elsewhere is at most slowed down for seconds, never locked out.
    const elsewhere = await login(user.username, TEST_PASSWORD);
    expect([200, 429]).toContain(elsewhere.statusCode);
    if (elsewhere.statusCode === 429) expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('ends every other session and keeps this one', async () => {
    const { user, cookie } = await registerUser(app);
    const laptop = await signIn(app, user.username, TEST_PASSWORD);
    const phone = await signIn(app, user.email, TEST_PASSWORD);
    const stranger = await registerUser(app);

    const res = await endOthers(cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    // Someone else's sessions are theirs alone.
    expect((await me(stranger.cookie)).statusCode).toBe(200);
    expect((await endOthers(cookie)).json()).toEqual({ ended: 0 });
    expect((await app.inject({ method: 'POST', url: '/api/user/sessions/end-others', headers: { origin: sameOriginJson.origin } })).statusCode).toBe(401);
  });
});
