/**
 * Every route needs a signed-in person unless it is on the public list. This walks every route the app has —
 * read from Fastify's own router, not from the guard — and calls each guarded one signed out with a body and
 * parameters no schema accepts: the answer must be 401, never a 400 describing the route's input.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { isPublicRoute, PUBLIC_ROUTES } from '../src/modules/auth/route-access';
import { registerUser } from './helpers/auth';
import { openTestDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

interface Route {
  method: string;
  url: string;
}

/**
 * The routes in `app.printRoutes({ commonPrefix: false })`: a tree whose lines are `<indent>├── <path> (GET, …)`,
 * each path continuing its parent's. Every route read is checked with `app.hasRoute`, so a misread fails loudly.
 */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    const parent = depth === 0 ? '' : pathAtDepth[depth - 1]!;
    const segment = match[2]!;
    // A wildcard can hang off a sibling's folder (`/static/index.html` then `*` for `/static/*`).
    const sibling = pathAtDepth[depth];
    const siblingFolder = sibling?.slice(0, sibling.lastIndexOf('/') + 1);
    const candidates = [parent + segment, `${parent}/${segment}`, ...(siblingFolder ? [siblingFolder + segment] : [])];
    const methods = match[3]!.split(', ');
    const url = candidates.find((candidate) =>
      methods.every((method) => app.hasRoute({ method: method as 'GET', url: candidate })),
    );
    if (!url) throw new Error(`could not read the route "${line}" (tried ${candidates.join(', ')})`);
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of methods) routes.push({ method, url });
  }
  return routes;
}

/** A concrete path for a route pattern: every parameter filled with something no parameter schema accepts. */
const concretePath = (url: string) => url.replace(/:[A-Za-z]+/g, '%20not valid%20').replace(/\*$/, 'anything');

describe('route access', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let routes: Route[];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database);
    routes = registeredRoutes(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reads the whole route table', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/grocery-lists/:id/items/:itemId' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/tables/:table/rows/:key' });
  });

  it('names only routes that exist on the public list', () => {
    for (const entry of PUBLIC_ROUTES) {
      const [method, url] = entry.split(' ') as [string, string];
      const exists = url.endsWith('/*')
        ? routes.some((route) => route.method === method && route.url.startsWith(url.slice(0, -1)))
        : routes.some((route) => route.method === method && route.url === url);
      expect(exists, `${entry} is on the public list but is no route`).toBe(true);
    }
  });

  it('answers 401 to a signed-out caller on every route not on the public list, before reading the input', async () => {
    const guarded = routes.filter((route) => !isPublicRoute(route.method, route.url) && route.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const route of guarded) {
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      const response = await app.inject({
        method: route.method as 'GET',
        url: `${concretePath(route.url)}?limit=-1&lang=xx`,
        headers: withBody ? sameOriginJson : { origin: sameOriginJson.origin },
        ...(withBody ? { payload: '{"not":"what any route takes"' } : {}),
      });
      const code = response.statusCode === 401 ? (response.json() as { error: { code: string } }).error.code : '';
      answers.push(`${route.method} ${route.url} → ${response.statusCode} ${code}`);
    }
    const wrong = answers.filter((answer) => !answer.endsWith('→ 401 unauthorized'));
    expect(wrong, 'routes that are neither guarded nor on the public list').toEqual([]);
  });

  it('guards HEAD as it guards GET', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/grocery-lists' });
    expect(response.statusCode).toBe(401);
  });

  it('lets a signed-in caller through to validation, which then explains the input', async () => {
    const { cookie } = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/grocery-lists',
      headers: { ...sameOriginJson, cookie },
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers visitors on public routes without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/session' })).json()).toEqual({ user: null });
    const badLogin = await app.inject({ method: 'POST', url: '/api/login', headers: sameOriginJson, payload: {} });
    expect(badLogin.statusCode).toBe(400);
  });
});

describe('a route added without any guard', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp({ config: testConfig(), database });
    // As a new module would add one: in its own plugin, naming no guard.
    await app.register(async (plugin) => {
      plugin.get('/api/new-module/mine', async (request) => ({ id: request.user.id, session: request.authSession.id }));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('needs a signed-in person and hands the handler the user and session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/new-module/mine' })).statusCode).toBe(401);
    const { user, cookie } = await registerUser(app);
    const response = await app.inject({ method: 'GET', url: '/api/new-module/mine', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, session: expect.any(String) });
  });

  it('treats only GET and HEAD outside /api/ as public (the web app files)', () => {
    expect(isPublicRoute('GET', '/assets/index.js')).toBe(true);
    expect(isPublicRoute('HEAD', '/sw.js')).toBe(true);
    expect(isPublicRoute('POST', '/anything')).toBe(false);
    expect(isPublicRoute('GET', '/api/grocery-lists')).toBe(false);
    expect(isPublicRoute('HEAD', '/api/health')).toBe(true);
  });
});
