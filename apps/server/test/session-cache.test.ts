/**
 * The session cache (modules/auth/session-cache.ts): a signed-in request reads nothing from the database while
 * the cache knows the cookie, and every way a session or an account ends or changes takes effect at once —
 * on this server, and on another server of the same PostgreSQL database.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthRepository } from '../src/modules/auth/auth.repository';
import { createBetterAuth } from '../src/modules/auth/better-auth';
import { SessionCache } from '../src/modules/auth/session-cache';
import { makeAdmin, registerUser, signIn } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';
import { secondServer } from './helpers/suite';

const me = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

/** Waits (a few seconds at most) until `check` holds: announcements between servers arrive asynchronously. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('SessionCache', () => {
  const user = { id: 'u1', username: 'ann', displayName: '', email: 'ann@example.org', emailVerified: true, isAdmin: false };
  const session = { id: 's1', createdAt: new Date(0) };

  it('forgets an entry after its time to live and when its session expires', () => {
    let now = 1_000;
    const cache = new SessionCache(100, () => now);
    cache.set('cookie-a', { user, session, expiresAt: new Date(10_000) });
    expect(cache.get('cookie-a')?.user.id).toBe('u1');
    now += 101;
    expect(cache.get('cookie-a')).toBeUndefined();
    cache.set('cookie-b', { user, session, expiresAt: new Date(now + 10) });
    now += 10;
    expect(cache.get('cookie-b')).toBeUndefined();
  });

  it('forgets every session of a user at once, and only theirs', () => {
    const cache = new SessionCache();
    const expiresAt = new Date(Date.now() + 60_000);
    cache.set('a1', { user, session, expiresAt });
    cache.set('a2', { user, session: { ...session, id: 's2' }, expiresAt });
    cache.set('b1', { user: { ...user, id: 'u2' }, session: { ...session, id: 's3' }, expiresAt });
    cache.forgetUser('u1');
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b1')?.user.id).toBe('u2');
    expect(cache.size).toBe(1);
  });
});

describeEachDatabase('session cache', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a known cookie without reading the session again', async () => {
    const { cookie, user } = await registerUser(app);
    expect((await me(app, cookie)).statusCode).toBe(200);
    const token = cookie.slice(cookie.indexOf('=') + 1);
    expect(app.auth.sessions.get(token)?.user.id).toBe(user.id);
  });

  it('sign-out ends the session at once', async () => {
    const { cookie } = await registerUser(app);
    expect((await me(app, cookie)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const { cookie, user, password } = await registerUser(app);
    const other = await signIn(app, user.username, password);
    expect((await me(app, other)).statusCode).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { ...sameOriginJson, cookie },
      payload: { currentPassword: password, newPassword: 'Fennel-Radish-Quince-77' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await me(app, other)).statusCode).toBe(401);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });

  it('"sign out on other devices" ends them at once', async () => {
    const { cookie, user, password } = await registerUser(app);
    const other = await signIn(app, user.username, password);
    expect((await me(app, other)).statusCode).toBe(200);
    const ended = await app.inject({
      method: 'POST',
      url: '/api/user/sessions/end-others',
      headers: { origin: sameOriginJson.origin, cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect((await me(app, other)).statusCode).toBe(401);
    expect((await me(app, cookie)).statusCode).toBe(200);
  });

  it('disabling an account shuts its sessions out, and a granted admin right shows at once', async () => {
    const admin = await registerUser(app);
    await makeAdmin(app, admin.user.id);
    const { cookie, user } = await registerUser(app);
    expect((await me(app, cookie)).json()).toMatchObject({ isAdmin: false });
    await makeAdmin(app, user.id);
    // The database announces the change; in this process that is at once on PGlite and within moments on PostgreSQL.
    expect(await eventually(async () => (await me(app, cookie)).json<{ isAdmin: boolean }>().isAdmin)).toBe(true);
    const disabled = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: { ...sameOriginJson, cookie: admin.cookie },
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await eventually(async () => (await me(app, cookie)).statusCode === 401)).toBe(true);
  });

  it("an account change made by the sign-in library (a confirmed address) shows at once, before the database's announcement", async () => {
    const { cookie, user } = await registerUser(app, { verified: false });
    expect((await me(app, cookie)).json()).toMatchObject({ emailVerified: false });
    const { internalAdapter } = await app.auth.betterAuth.$context;
    await internalAdapter.updateUser(user.id, { emailVerified: true });
    expect((await me(app, cookie)).json()).toMatchObject({ emailVerified: true });
  });

  it("tells this process's cache of every change the sign-in library makes itself, without waiting for the database", async () => {
    // The announcement from the database arrives asynchronously (on PostgreSQL, a moment later); the library's
    // own hooks tell the cache before the call returns. A library built on a recording repository shows them.
    const told: string[] = [];
    const repository = new AuthRepository(ctx.database.db, (userId) => told.push(userId));
    const library = createBetterAuth({ config: app.config, db: ctx.database.db, repository, secret: 's'.repeat(32), log: app.log });
    const { internalAdapter } = await library.$context;
    const { user } = await registerUser(app, { verified: false });
    await internalAdapter.updateUser(user.id, { emailVerified: true });
    expect(told).toEqual([user.id]);
    const session = await internalAdapter.createSession(user.id);
    await internalAdapter.deleteSession(session.token);
    expect(told).toEqual([user.id, user.id]);
  });

  it('deleting the account ends its session at once', async () => {
    const { cookie, password } = await registerUser(app);
    expect((await me(app, cookie)).statusCode).toBe(200);
    const deleted = await app.inject({ method: 'DELETE', url: '/api/user', headers: { ...sameOriginJson, cookie }, payload: { password } });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });

  if (ctx.kind === 'postgres') {
    describe('with a second server on the same database', () => {
      const other = secondServer(ctx);

      it('a sign-out on one server ends the session on the other', async () => {
        const { cookie } = await registerUser(app);
        expect((await me(other.app, cookie)).statusCode).toBe(200); // now cached there
        await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie } });
        expect(await eventually(async () => (await me(other.app, cookie)).statusCode === 401)).toBe(true);
      });

      it('a password change, other sessions ended, disabling and deletion on one server reach the other', async () => {
        const admin = await registerUser(app);
        await makeAdmin(app, admin.user.id);

        const changing = await registerUser(app);
        const elsewhere = await signIn(app, changing.user.username, changing.password);
        expect((await me(other.app, elsewhere)).statusCode).toBe(200);
        await app.inject({
          method: 'POST',
          url: '/api/user/password',
          headers: { ...sameOriginJson, cookie: changing.cookie },
          payload: { currentPassword: changing.password, newPassword: 'Fennel-Radish-Quince-77' },
        });
        expect(await eventually(async () => (await me(other.app, elsewhere)).statusCode === 401)).toBe(true);

        const ending = await registerUser(app);
        const device = await signIn(app, ending.user.username, ending.password);
        expect((await me(other.app, device)).statusCode).toBe(200);
        await app.inject({ method: 'POST', url: '/api/user/sessions/end-others', headers: { origin: sameOriginJson.origin, cookie: ending.cookie } });
        expect(await eventually(async () => (await me(other.app, device)).statusCode === 401)).toBe(true);

        const disabling = await registerUser(app);
        expect((await me(other.app, disabling.cookie)).statusCode).toBe(200);
        await app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${disabling.user.id}`,
          headers: { ...sameOriginJson, cookie: admin.cookie },
          payload: { disabled: true },
        });
        expect(await eventually(async () => (await me(other.app, disabling.cookie)).statusCode === 401)).toBe(true);

        const deleting = await registerUser(app);
        expect((await me(other.app, deleting.cookie)).statusCode).toBe(200);
        await app.inject({
          method: 'DELETE',
          url: '/api/user',
          headers: { ...sameOriginJson, cookie: deleting.cookie },
          payload: { password: deleting.password },
        });
        expect(await eventually(async () => (await me(other.app, deleting.cookie)).statusCode === 401)).toBe(true);
      });
    });
  }
});
