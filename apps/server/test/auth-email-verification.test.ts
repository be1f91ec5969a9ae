/**
 * E-mail verification end to end against a real SMTP server: the link in the message that really went out is
 * what confirms the address. Until then the person uses the app but is not made an admin by ADMIN_EMAILS and
 * neither sends nor accepts invitations.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenLetters } from '@mealplanr/catalog/letter-rule';
import { testConfig } from '../src/config';
import { mailOutbox, users, verifications } from '../src/db/schema';
import { registerUser, sessionCookieOf, TEST_PASSWORD } from './helpers/auth';
import { completeProviderSignIn, startOidcProvider, type TestOidcProvider } from './helpers/auth-oidc-provider';
import { describeEachDatabase } from './helpers/databases';
import { startSmtpSink, tokenIn, type SmtpSink } from './helpers/mail';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const ADMIN = 'boss.verify@example.org';
const MAIL_FROM = 'MealPlanr <meals@example.org>';

describeEachDatabase('e-mail verification', (ctx) => {
  let sink: SmtpSink;
  let app: FastifyInstance;

  beforeAll(async () => {
    sink = await startSmtpSink();
    const base = testConfig();
    app = await buildTestApp(ctx.database, {
      mail: { smtpUrl: sink.url, from: MAIL_FROM },
      auth: { ...base.auth, adminEmails: [ADMIN] },
    });
  });
  afterAll(async () => {
    await app.close();
    await sink.close();
  });

  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(payload ? sameOriginJson : { origin: sameOriginJson.origin }), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const me = async (cookie: string) => (await send('GET', '/api/user', cookie)).json();
  const verify = (token: string) => send('POST', '/api/verify-email', undefined, { token });
  const unique = () => `${Date.now()}_${Math.floor(Math.random() * 1e6)}`;

  it('e-mails a link in the chosen language at registration; it confirms the address once', async () => {
    const email = `verify_${unique()}@example.org`;
    const res = await send('POST', '/api/register', undefined, {
      username: `v_${unique()}`.slice(0, 30),
      email,
      password: TEST_PASSWORD,
      displayName: 'Support: visit evil.example.com',
      lang: 'be',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailVerified: false, isAdmin: false });
    const cookie = sessionCookieOf(res);

    const mail = await sink.next(email);
    expect(mail.from).toBe('meals@example.org');
    expect(mail.subject).toBe('Пацвердзіце адрас электроннай пошты для MealPlanr');
    expect(forbiddenLetters(`${mail.subject} ${mail.text}`, 'be')).toEqual([]);
    expect(mail.text).toContain(email);
    // Nothing the registering person typed but the address: not the display name, not the username.
    expect(mail.text + mail.html).not.toContain('evil');
    const token = tokenIn(mail.text, 'verify-email');
    expect(mail.html).toContain(`href="http://localhost:5000/verify-email#`);

    // The token is stored nowhere as it is: not in the outbox (sealed, then cleared), not in the verifications.
    const db = ctx.database.db;
    expect(JSON.stringify(await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))).not.toContain(token);
    expect(JSON.stringify(await db.select().from(verifications))).not.toContain(token);
    expect(JSON.stringify(await db.select().from(verifications))).not.toContain(token.slice(-20));

    expect((await me(cookie)).emailVerified).toBe(false);
    const confirmed = await verify(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ emailVerified: true });
    expect(confirmed.cookies).toEqual([]); // it signs nobody in
    expect((await me(cookie)).emailVerified).toBe(true);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('verification_link_invalid');
  });

  it('until confirmed: the app works, but no ADMIN_EMAILS rights and no invitations either way', async () => {
    const res = await send('POST', '/api/register', undefined, {
      username: `boss_${unique()}`.slice(0, 30),
      email: ADMIN,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isAdmin).toBe(false);
    const boss = sessionCookieOf(res);
    const link = await sink.next(ADMIN);

    // The app works …
    const list = await send('POST', '/api/grocery-lists', boss, { title: 'Boss list' });
    expect(list.statusCode).toBe(201);
    expect((await send('GET', '/api/admin/overview', boss)).statusCode).toBe(403);
    // … but invitations wait for a confirmed address.
    const invite = await send('POST', `/api/grocery-lists/${list.json().id}/invitations`, boss, { email: 'x@example.org' });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.code).toBe('email_not_verified');

    const owner = await registerUser(app); // confirmed (test helper)
    const ownerList = (await send('POST', '/api/grocery-lists', owner.cookie, { title: 'Shared' })).json();
    expect((await send('POST', `/api/grocery-lists/${ownerList.id}/invitations`, owner.cookie, { email: ADMIN })).statusCode).toBe(201);
    const invitation = tokenIn((await sink.next(ADMIN)).text, 'invitations');
    const refused = await send('POST', `/api/invitations/${invitation}/accept`, boss);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('email_not_verified');

    // The real link confirms the address: ADMIN_EMAILS applies at once, invitations work.
    expect((await verify(tokenIn(link.text, 'verify-email'))).statusCode).toBe(200);
    expect(await me(boss)).toMatchObject({ emailVerified: true, isAdmin: true });
    expect((await send('GET', '/api/admin/overview', boss)).statusCode).toBe(200);
    expect((await send('POST', `/api/invitations/${invitation}/accept`, boss)).statusCode).toBe(200);
    expect((await send('POST', `/api/grocery-lists/${list.json().id}/invitations`, boss, { email: 'x@example.org' })).statusCode).toBe(201);
  });

  it('refuses a changed, expired or foreign token, and one whose account is gone', async () => {
    const a = await registerUser(app, { verified: false });
    const token = tokenIn((await sink.next(a.user.email)).text, 'verify-email');
    for (const bad of [`${token}x`, token.replace(/\.[^.]+$/, '.AAAA'), 'not-a-token', 'x'.repeat(4000)]) {
      const res = await verify(bad);
      expect(res.statusCode, bad.slice(0, 20)).toBe(400);
      expect(res.json().error.code).toBe('verification_link_invalid');
    }
    // Expired: the record outlived by its time.
    await ctx.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, a.user.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await me(a.cookie)).emailVerified).toBe(false);

    // An account deleted before its link was used: the link confirms nothing for anyone.
    const b = await registerUser(app, { verified: false });
    const bToken = tokenIn((await sink.next(b.user.email)).text, 'verify-email');
    expect((await send('DELETE', '/api/user', b.cookie, { password: TEST_PASSWORD })).statusCode).toBe(204);
    const again = await registerUser(app, { email: b.user.email, verified: false });
    await sink.next(b.user.email);
    expect((await verify(bToken)).statusCode).toBe(400);
    expect((await me(again.cookie)).emailVerified).toBe(false);
  });

  it('sends the link again on request: one a minute, five a day, none once confirmed', async () => {
    const { user, cookie } = await registerUser(app, { verified: false });
    const first = await sink.next(user.email);
    const resend = (lang?: string) =>
      send('POST', '/api/user/verification-email', cookie, lang ? { lang } : {});

    // The registration's own message was just sent.
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.code).toBe('too_many_verification_mails');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);

    const backdate = (seconds: number) =>
      ctx.database.db
        .update(mailOutbox)
        .set({ createdAt: sql`${mailOutbox.createdAt} - make_interval(secs => ${seconds})` })
        .where(eq(mailOutbox.userId, user.id));
    await backdate(61);
    expect((await resend('ru')).statusCode).toBe(204);
    const second = await sink.next(user.email);
    expect(second.subject).toBe('Подтвердите адрес электронной почты для MealPlanr');
    expect(forbiddenLetters(`${second.subject} ${second.text}`, 'ru')).toEqual([]);
    expect(tokenIn(first.text, 'verify-email')).toBeTruthy();

    for (let i = 0; i < 3; i++) {
      await backdate(61);
      expect((await resend()).statusCode).toBe(204);
      await sink.next(user.email);
    }
    await backdate(61);
    const daily = await resend();
    expect(daily.statusCode).toBe(429);
    expect(Number(daily.headers['retry-after'])).toBeGreaterThan(3600);
    const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, user.id));
    expect(rows).toHaveLength(5);

    // Either link works; then there is nothing left to send.
    expect((await verify(tokenIn(second.text, 'verify-email'))).statusCode).toBe(200);
    const done = await resend();
    expect(done.statusCode).toBe(409);
    expect(done.json().error.code).toBe('already_verified');
    expect((await send('POST', '/api/user/verification-email')).statusCode).toBe(401);
  });

  it('does not keep sending: a confirmed address gets no mail at sign-in', async () => {
    const { user } = await registerUser(app, { verified: false });
    await sink.next(user.email);
    const before = sink.received.length;
    const login = await send('POST', '/api/login', undefined, { username: user.username, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.received.length).toBe(before);
  });
});

describeEachDatabase('e-mail verification with Google sign-in', (ctx) => {
  const PUBLIC_URL = 'http://localhost:5000';
  let provider: TestOidcProvider;
  let sink: SmtpSink;
  let app: FastifyInstance;
  const cookieHeader = (res: LightMyRequestResponse) =>
    res.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/callback/oidc`] });
    sink = await startSmtpSink();
    const base = testConfig();
    const oidc = { clientId: provider.clientId, clientSecret: provider.clientSecret, issuer: provider.issuer, name: 'Google' };
    app = await buildTestApp(ctx.database, {
      mail: { smtpUrl: sink.url, from: MAIL_FROM },
      auth: { ...base.auth, oidc, adminEmails: ['kitchen.chief@oidc.test', 'unverified.chief@oidc.test'] },
    });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
    await sink?.close();
  });

  async function signInWithProvider(login: string, acceptLanguage = 'en') {
    const start = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const redirect = await completeProviderSignIn(String(start.headers.location), login);
    const res = await app.inject({
      method: 'GET',
      url: redirect.pathname + redirect.search,
      headers: { cookie: cookieHeader(start), 'accept-language': acceptLanguage },
    });
    expect(res.statusCode).toBe(302);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: cookieHeader(res) } });
    return me.json();
  }

  it('counts the address as confirmed when the provider says email_verified', async () => {
    const chief = await signInWithProvider('kitchen.chief');
    expect(chief).toMatchObject({ email: 'kitchen.chief@oidc.test', emailVerified: true, isAdmin: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.received.filter((m) => m.to.includes('kitchen.chief@oidc.test'))).toEqual([]);
  });

  it('otherwise sends a verification link, and ADMIN_EMAILS waits for it', async () => {
    const chief = await signInWithProvider('unverified.chief', 'ru-RU,ru;q=0.9');
    expect(chief).toMatchObject({ email: 'unverified.chief@oidc.test', emailVerified: false, isAdmin: false });
    const mail = await sink.next('unverified.chief@oidc.test');
    expect(mail.subject).toBe('Подтвердите адрес электронной почты для MealPlanr');
    const res = await app.inject({
      method: 'POST',
      url: '/api/verify-email',
      headers: sameOriginJson,
      payload: { token: tokenIn(mail.text, 'verify-email') },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'unverified.chief@oidc.test'));
    expect(row).toMatchObject({ emailVerified: true, isAdmin: true });
  });
});

describe('the verification link', () => {
  it('keeps its token out of the path (a fragment reaches no server log or Referer header)', async () => {
    const { secretLink } = await import('../src/modules/mail/secret-mail');
    expect(secretLink('https://meals.example.org', 'verify_email', 'a.b-c_d')).toBe('https://meals.example.org/verify-email#a.b-c_d');
    expect(secretLink('https://meals.example.org', 'reset_password', 'XYZ')).toBe('https://meals.example.org/reset-password#XYZ');
  });
});
