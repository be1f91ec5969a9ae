/**
 * "Forgot password?" end to end against a real SMTP server: the reset link is read from the message that really
 * went out. One answer whether or not the address has an account; the link works once, for 30 minutes, and is
 * stored only as a hash; the new password follows the policy and every session of the account ends.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { forbiddenLetters } from '@mealplanr/catalog/letter-rule';
import { accounts, mailOutbox, users, verifications } from '../src/db/schema';
import { RESET_REQUESTS_PER_IP_PER_HOUR } from '../src/modules/auth/account-mail.routes';
import { addressesIn, registerUser, signIn, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { tokenIn } from './helpers/mail';
import { suiteApp } from './helpers/suite';
import { sameOriginJson } from './helpers/test-app';

const NEW_PASSWORD = 'Fennel-Quince-Walnut-77';
/** Reset messages in the three languages (registration also sends a verification message). */
const RESET = /Reset your MealPlanr password|Сброс пароля|Скід пароля/;
const freshIp = addressesIn(16);

describeEachDatabase('password reset by e-mail', (ctx) => {
  const suite = suiteApp(ctx, { mail: true });

  const post = (url: string, payload: object, cookie?: string) =>
    suite.app.inject({
      method: 'POST',
      url,
      headers: { ...sameOriginJson, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress: freshIp(),
    });
  const requestReset = (email: string, lang?: string) => post('/api/password-reset', { email, ...(lang ? { lang } : {}) });
  const confirm = (token: string, newPassword: string) => post('/api/password-reset/confirm', { token, newPassword });
  const check = async (token: string) => (await post('/api/password-reset/check', { token })).statusCode;
  const me = (cookie: string) => suite.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
  const login = (username: string, password: string) => post('/api/login', { username, password });

  it('e-mails a single-use link; the new password follows the policy and ends every session', async () => {
    const { user, cookie } = await registerUser(suite.app, { verified: false, displayName: 'Chef Zoltan' });
    const otherDevice = await signIn(suite.app, user.username, TEST_PASSWORD);

    const asked = await requestReset(user.email.toUpperCase(), 'ru');
    expect(asked.statusCode).toBe(204);
    const mail = await suite.sink.next(user.email, RESET);
    expect(mail.subject).toBe('Сброс пароля MealPlanr');
    expect(forbiddenLetters(`${mail.subject} ${mail.text}`, 'ru')).toEqual([]);
    expect(mail.text).toContain('30 минут');
    expect(mail.text + mail.html).not.toContain('Zoltan');
    const token = tokenIn(mail.text, 'reset-password');

    // Stored only as a hash, valid for 30 minutes; the outbox kept it sealed and has cleared it.
    const rows = await ctx.database.db.select().from(verifications).where(eq(verifications.value, user.id));
    const reset = rows.filter((r) => r.expiresAt.getTime() - Date.now() < 31 * 60_000);
    expect(reset).toHaveLength(1);
    expect(reset[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(JSON.stringify(await ctx.database.db.select().from(verifications))).not.toContain(token);
    expect(JSON.stringify(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)))).not.toContain(token);

    // The page may ask whether the link works; asking uses nothing up.
    expect(await check(token)).toBe(204);
    expect(await check(token)).toBe(204);
    // The policy applies, and a refused password does not use the link up.
    const weak = await confirm(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'weak_password', details: { rule: 'min_length' } });
    const common = await confirm(token, 'password123');
    expect(common.json().error).toMatchObject({ code: 'weak_password', details: { rule: 'common' } });

    const done = await confirm(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(204);
    // Every session ended; the old password is gone; the address counts as confirmed (the link reached it).
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(user.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().emailVerified).toBe(true);

    expect(await check(token)).toBe(400);
    const again = await confirm(token, 'Another-Fine-Password-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('reset_link_invalid');
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the same answer whether or not the address has an account', async () => {
    const { user } = await registerUser(suite.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset(`nobody_${Date.now()}@example.org`);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const headersOf = (res: typeof known) =>
      Object.keys(res.headers).filter((h) => !['date', 'x-request-id'].includes(h)).sort();
    expect(headersOf(known)).toEqual(headersOf(unknown));
    await suite.sink.next(user.email, RESET);
    await new Promise((r) => setTimeout(r, 200));
    expect(suite.sink.received.some((m) => m.to.some((to) => to.startsWith('nobody_')))).toBe(false);

    const malformed = await requestReset('not-an-address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_email');
  });

  it('takes the same time for a known and an unknown address', async () => {
    const { user } = await registerUser(suite.app);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await requestReset(email)).statusCode).toBe(204);
      return performance.now() - started;
    };
    const known = await timed(user.email);
    const unknown = await timed(`nobody_${Date.now()}@example.org`);
    // Both wait out the same floor, far above the work that differs (one database row and a queued message).
    expect(known).toBeGreaterThanOrEqual(295);
    expect(unknown).toBeGreaterThanOrEqual(295);
    await suite.sink.next(user.email, RESET);
  });

  it('limits requests from one address, whatever addresses they ask for', async () => {
    const from = freshIp();
    const ask = (i: number) =>
      suite.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        headers: sameOriginJson,
        payload: { email: `flood_${i}_${Date.now()}@example.org` },
        remoteAddress: from,
      });
    const answers = await Promise.all(Array.from({ length: RESET_REQUESTS_PER_IP_PER_HOUR }, (_, i) => ask(i)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 204));
    const refused = await ask(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_reset_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await requestReset(`other_${Date.now()}@example.org`)).statusCode).toBe(204);
  });

  it('refuses an expired, changed or unknown link', async () => {
    const { user } = await registerUser(suite.app);
    await requestReset(user.email);
    const token = tokenIn((await suite.sink.next(user.email, RESET)).text, 'reset-password');
    for (const bad of [`${token}x`, token.slice(1), 'x'.repeat(24), '']) {
      const res = await confirm(bad, NEW_PASSWORD);
      expect(res.statusCode, bad).toBe(400);
      expect(await check(bad), bad).toBe(400);
    }
    expect(await check(token)).toBe(204);
    await ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, user.id));
    expect(await check(token)).toBe(400);
    const expired = await confirm(token, NEW_PASSWORD);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('reset_link_invalid');
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('sends at most three an hour to one account, and none to an account without a password', async () => {
    const { user } = await registerUser(suite.app);
    for (let i = 0; i < 5; i++) expect((await requestReset(user.email)).statusCode).toBe(204);
    for (let i = 0; i < 3; i++) await suite.sink.next(user.email, RESET);
    await new Promise((r) => setTimeout(r, 300));
    expect(suite.sink.received.filter((m) => m.to.includes(user.email) && m.subject.includes('Reset'))).toHaveLength(3);

    // An account that signs in only with Google (here: its password row removed) has nothing to reset.
    const google = await registerUser(suite.app);
    await ctx.database.db.delete(accounts).where(and(eq(accounts.userId, google.user.id), eq(accounts.providerId, 'credential')));
    expect((await requestReset(google.user.email)).statusCode).toBe(204);
    await new Promise((r) => setTimeout(r, 300));
    expect(suite.sink.received.filter((m) => m.to.includes(google.user.email) && RESET.test(m.subject))).toEqual([]);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, google.user.id));
    expect(row).toBeDefined();
  });
});
