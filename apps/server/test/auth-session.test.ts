/**
 * `GET /api/session`: how the web app learns who is signed in without a failed request in the browser console.
 * Nobody signed in is a plain 200 `{ user: null }`; a session gives the same user `GET /api/user` gives; a
 * session ended by signing out reads as nobody again. `GET /api/user` itself still answers 401 to visitors, as before.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

describeEachDatabase('who is signed in, without a 401', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const session = (cookie?: string) => app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

  it('answers 200 with user null when nobody is signed in, while GET /api/user stays 401', async () => {
    const res = await session();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect((await app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
  });

  it('a cookie that names no session is nobody too, not an error', async () => {
    const res = await session('better-auth.session_token=not-a-session');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('gives the signed-in user exactly as GET /api/user does, and nobody once they sign out', async () => {
    const { user, cookie } = await registerUser(app, { displayName: 'Ada' });
    const res = await session(cookie);
    expect(res.statusCode).toBe(200);
    const current = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.json()).toEqual({ user: current.json() });
    expect(res.json().user).toMatchObject({ id: user.id, username: user.username, displayName: 'Ada' });

    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: { origin: sameOriginJson.origin, cookie } });
    expect(out.statusCode).toBe(204);
    expect((await session(cookie)).json()).toEqual({ user: null });
  });
});
