import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, type Config } from '../src/config';
import { accounts, sessions, users } from '../src/db/schema';
import { registerUser } from './helpers/auth';
import { completeProviderSignIn, startOidcProvider, type TestOidcProvider } from './helpers/auth-oidc-provider';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:5000';
const cookieHeader = (res: LightMyRequestResponse) =>
  res.cookies.filter((c) => c.value).map((c) => `${c.name}=${c.value}`).join('; ');

describeEachDatabase('Google sign-in (OpenID Connect)', (ctx) => {
  let provider: TestOidcProvider;
  let app: FastifyInstance;

  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/auth/callback/oidc`] });
    const base = testConfig();
    const oidc = { clientId: provider.clientId, clientSecret: provider.clientSecret, issuer: provider.issuer, name: 'Google' };
    app = await buildTestApp(ctx.database, { auth: { ...base.auth, oidc, adminEmails: ['kitchen.admin@oidc.test'] } });
  });
  afterAll(async () => {
    await app?.close();
    await provider?.close();
  });

  /** Opens /api/auth/oidc/start as the popup would; returns the provider URL and our state cookie. */
  async function start() {
    const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    return { authorizationUrl: String(res.headers.location), cookie: cookieHeader(res) };
  }

  /** Comes back from the provider to our callback, as the browser would. */
  async function callback(redirect: URL, cookie: string) {
    expect(redirect.origin + redirect.pathname).toBe(`${PUBLIC_URL}/api/auth/callback/oidc`);
    return app.inject({ method: 'GET', url: redirect.pathname + redirect.search, headers: { cookie } });
  }

  async function signInWithProvider(login: string) {
    const { authorizationUrl, cookie } = await start();
    const res = await callback(await completeProviderSignIn(authorizationUrl, login), cookie);
    return res;
  }

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

  it('tells the client that Google sign-in is offered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/auth-config' });
    expect(res.json()).toEqual({ oidc: { enabled: true, name: 'Google' } });
  });

  it('uses the authorization code flow with state, nonce and PKCE (S256)', async () => {
    const { authorizationUrl, cookie } = await start();
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThanOrEqual(32);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(cookie).toContain('mealplanr.state=');
  });

  it('signs a new person up and in, keyed on issuer and subject', async () => {
    const res = await signInWithProvider('new.cook');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/complete?new=1');
    const session = res.cookies.find((c) => c.name === 'mealplanr.session_token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const current = await me(cookieHeader(res));
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({
      signInMethods: ['google'],
      username: 'new.cook',
      displayName: 'Test new.cook',
      email: 'new.cook@oidc.test',
      isAdmin: false,
    });
    const rows = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, current.json().id));
    expect(rows.map((r) => [r.providerId, r.accountId])).toEqual([['oidc', `${provider.issuer}|new.cook`]]);
  });

  it('signs the same person in again into the same account', async () => {
    const first = await me(cookieHeader(await signInWithProvider('returning.cook')));
    const again = await signInWithProvider('returning.cook');
    expect(again.headers.location).toBe('/auth/complete');
    const second = await me(cookieHeader(again));
    expect(second.json().id).toBe(first.json().id);
  });

  it('gives a free username when the e-mail name is taken', async () => {
    await registerUser(app, { username: 'taken_name' });
    const res = await signInWithProvider('taken_name@elsewhere.example');
    expect((await me(cookieHeader(res))).json().username).toBe('taken_name2');
  });

  it('never merges into an existing account by e-mail alone', async () => {
    const { user } = await registerUser(app, { email: 'same.person@oidc.test' });
    const res = await signInWithProvider('same.person');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/auth\/complete\?error=account_not_linked/);
    expect(res.cookies.filter((c) => c.name === 'mealplanr.session_token' && c.value)).toHaveLength(0);
    const linked = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(linked.map((a) => a.providerId)).toEqual(['credential']);
  });

  it('refuses a tampered state', async () => {
    const { authorizationUrl, cookie } = await start();
    const redirect = await completeProviderSignIn(authorizationUrl, 'tamper.victim');
    redirect.searchParams.set('state', `${redirect.searchParams.get('state')}x`);
    const res = await callback(redirect, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/auth\/complete\?error=/);
    expect(res.cookies.filter((c) => c.name === 'mealplanr.session_token' && c.value)).toHaveLength(0);
  });

  it('refuses a callback from another browser (no state cookie)', async () => {
    const { authorizationUrl } = await start();
    const redirect = await completeProviderSignIn(authorizationUrl, 'other.browser');
    const res = await callback(redirect, '');
    expect(res.headers.location).toMatch(/\/auth\/complete\?error=/);
    expect(res.cookies.filter((c) => c.name === 'mealplanr.session_token' && c.value)).toHaveLength(0);
  });

  it('reports a cancelled sign-in', async () => {
    const { authorizationUrl, cookie } = await start();
    const redirect = await completeProviderSignIn(authorizationUrl, 'cancelling.cook', { cancel: true });
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    const res = await callback(redirect, cookie);
    expect(res.headers.location).toMatch(/\/auth\/complete\?error=access_denied/);
  });

  it('applies ADMIN_EMAILS to people who sign in with Google', async () => {
    const res = await signInWithProvider('kitchen.admin');
    expect((await me(cookieHeader(res))).json().isAdmin).toBe(true);
  });

  it('keeps disabled accounts out', async () => {
    const first = await me(cookieHeader(await signInWithProvider('soon.disabled')));
    await ctx.database.db.update(users).set({ disabled: true }).where(eq(users.id, first.json().id));
    const res = await signInWithProvider('soon.disabled');
    expect(res.headers.location).toMatch(/\/auth\/complete\?error=/);
    expect(res.cookies.filter((c) => c.name === 'mealplanr.session_token' && c.value)).toHaveLength(0);
  });

  it('deletes a Google-only account once its e-mail address is typed out; a password it does not have is no confirmation', async () => {
    const res = await signInWithProvider('leaving.cook');
    const cookie = cookieHeader(res);
    const account = (await me(cookie)).json();
    const userId = account.id as string;
    expect(account.signInMethods).toEqual(['google']);
    // However long ago the sign-in was.
    await ctx.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.userId, userId));
    const remove = (payload: object) =>
      app.inject({ method: 'DELETE', url: '/api/user', headers: { ...sameOriginJson, cookie }, payload });
    for (const payload of [{}, { password: 'any text at all' }, { email: 'someone.else@oidc.test' }]) {
      const refused = await remove(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error).toEqual({ code: 'email_mismatch', message: "To confirm, type this account's e-mail address." });
    }
    expect((await me(cookie)).statusCode).toBe(200);
    const deleted = await remove({ email: ' Leaving.Cook@OIDC.test ' });
    expect(deleted.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(0);
    expect(await ctx.database.db.select().from(accounts).where(eq(accounts.userId, userId))).toHaveLength(0);
  });
});

describeEachDatabase('Google sign-in not configured', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database, { auth: { ...testConfig().auth, oidc: undefined } as Config['auth'] });
  });
  afterAll(async () => {
    await app.close();
  });

  it('hides the button and answers a direct call with "Authentication Service Unavailable"', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth-config' })).json()).toEqual({
      oidc: { enabled: false, name: null },
    });
    const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: { code: 'auth_service_unavailable', message: 'Authentication Service Unavailable' },
    });
    const callback = await app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=x&state=y' });
    expect(callback.statusCode).toBeGreaterThanOrEqual(300);
    expect(callback.cookies.filter((c) => c.name === 'mealplanr.session_token' && c.value)).toHaveLength(0);
  });
});

describe('Google sign-in with an unreachable provider', () => {
  it('fails the start without crashing and without a session', async () => {
    const { openDatabase } = await import('../src/db/client');
    const database = await openDatabase({ kind: 'pglite' });
    const oidc = { clientId: 'x', clientSecret: 'y', issuer: 'http://127.0.0.1:9', name: 'Google' };
    const app = await buildTestApp(database, { auth: { ...testConfig().auth, oidc } });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/auth/complete?error=provider_unreachable');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
