/**
 * The security suite: replays, against the real app with its default settings, the attacks an account review tried
 * — X-Forwarded-For rotation, a stranger trying to lock the owner out, guessing the deletion password, registration
 * and invitation floods, a forged Origin, sign-in timing, and a NUL (then a line break) in every text field of
 * every route of the OpenAPI document — and prints what it tried and what held. It runs with the other tests
 * (`npm test`, so CI), on both databases.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, mealPlans, users } from '../src/db/schema';
import { addressesIn, makeAdmin, registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const freshIp = addressesIn(21);
const randomIp = () => `198.51.100.${crypto.randomInt(1, 255)}`;

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  'x-multiline'?: boolean;
}

interface Operation {
  parameters?: Array<{ in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** A text field of a request: where it is, and whether it may have several lines. */
interface TextField {
  where: 'body' | 'query' | 'path';
  path: Array<string | number>;
  multiline: boolean;
}

describeEachDatabase('security suite: the attacks, replayed', (ctx) => {
  let app: FastifyInstance;
  const report: string[] = [];
  const held = (attack: string, tried: string, outcome: string) => report.push(`• ${attack}\n    tried: ${tried}\n    held:  ${outcome}`);

  beforeAll(async () => {
    app = await buildTestApp(ctx.database); // the defaults a self-hoster gets
  });
  afterAll(async () => {
    await app.close();
    console.log(`\nSecurity suite [${ctx.kind}]: what was tried and what held\n${report.join('\n')}\n`);
  });

  const login = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/login', headers: { ...sameOriginJson, ...headers }, payload: { username, password }, remoteAddress });
  const statuses = (answers: LightMyRequestResponse[]) => {
    const counts = new Map<number, number>();
    for (const a of answers) counts.set(a.statusCode, (counts.get(a.statusCode) ?? 0) + 1);
    return [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
  };

  it('X-Forwarded-For rotation does not buy more guesses', async () => {
    const { perIp, perAccount } = { perIp: app.config.auth.loginThrottle.maxFailuresPerIp, perAccount: app.config.auth.loginThrottle.maxFailuresPerAccount };
    const attacker = freshIp();
    const many: LightMyRequestResponse[] = [];
    for (let i = 0; i < perIp + 10; i++) {
      many.push(await login(`nobody_${i}_${crypto.randomUUID().slice(0, 8)}`, 'guess', attacker, { 'x-forwarded-for': randomIp() }));
    }
    expect(many.slice(0, perIp).every((r) => r.statusCode === 401)).toBe(true);
    expect(many.slice(perIp).every((r) => r.statusCode === 429)).toBe(true);
    const { user } = await registerUser(app);
    const onOne: LightMyRequestResponse[] = [];
    const second = freshIp();
    for (let i = 0; i < 20; i++) onOne.push(await login(user.username, `guess-${i}`, second, { 'x-forwarded-for': randomIp() }));
    expect(onOne.filter((r) => r.statusCode === 401)).toHaveLength(perAccount);
    held(
      'X-Forwarded-For rotation',
      `${many.length} failed sign-ins to unknown names from one address, each with a new X-Forwarded-For; then 20 guesses at one account the same way`,
      `${statuses(many)} (the connection's address is counted; ${perIp} per address); on the account ${statuses(onOne)}`,
    );
  });

  it('a stranger cannot lock the owner out', async () => {
    const { user } = await registerUser(app);
    const ownerAddress = freshIp();
    const signedIn = await login(user.username, TEST_PASSWORD, ownerAddress);
    const device = signedIn.cookies.find((c) => c.name.endsWith('known_device'))!;
    const ownerBrowser = `${device.name}=${device.value}`;
    const fromOne: LightMyRequestResponse[] = [];
    const stranger = freshIp();
    for (let i = 0; i < 30; i++) fromOne.push(await login(user.username, `guess-${i}`, stranger));
    const fromMany: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i++) fromMany.push(await login(user.username, `spread-${i}`, freshIp()));
    const owner = await login(user.username, TEST_PASSWORD, ownerAddress, { cookie: ownerBrowser });
    expect(owner.statusCode).toBe(200);
    const newBrowser = await login(user.username, TEST_PASSWORD, freshIp());
    const wait = newBrowser.statusCode === 429 ? Number(newBrowser.headers['retry-after']) : 0;
    expect(wait).toBeLessThanOrEqual(60);
    held(
      'Lock-out by a stranger',
      "30 wrong passwords for someone's account from one address, then 30 from 30 addresses",
      `one address: ${statuses(fromOne)}; many addresses: ${statuses(fromMany)} (growing delays); the owner's browser then ` +
        `signed in (${owner.statusCode}); a browser never used before: ${newBrowser.statusCode}` +
        (wait ? `, Retry-After ${wait} s (never the whole window)` : ''),
    );
  });

  it('the deletion password cannot be guessed through a borrowed session', async () => {
    const { user, cookie } = await registerUser(app);
    const borrowed = freshIp();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await app.inject({ method: 'DELETE', url: '/api/user', headers: { ...sameOriginJson, cookie }, payload: { password: `guess-${i}` }, remoteAddress: borrowed }),
      );
    }
    const right = await app.inject({
      method: 'DELETE', url: '/api/user', headers: { ...sameOriginJson, cookie }, payload: { password: TEST_PASSWORD }, remoteAddress: borrowed,
    });
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(app.config.auth.loginThrottle.maxFailuresPerAccount);
    expect(right.statusCode).toBe(429);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
    held(
      'Deletion-password guessing',
      '30 wrong passwords to DELETE /api/user with a valid session from one address, then the right one',
      `${statuses(answers)}; the right password also ${right.statusCode} until the window ends: the account still exists`,
    );
  });

  it('registration floods stop at the limit per address', async () => {
    const attacker = freshIp();
    const answers: LightMyRequestResponse[] = [];
    for (let batch = 0; batch < 10; batch++) {
      answers.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () => {
            const name = `flood_${crypto.randomBytes(5).toString('hex')}`;
            return app.inject({
              method: 'POST',
              url: '/api/register',
              headers: { ...sameOriginJson, 'x-forwarded-for': randomIp() },
              payload: { username: name, email: `${name}@example.org`, password: TEST_PASSWORD },
              remoteAddress: attacker,
            });
          }),
        )),
      );
    }
    const limit = app.config.limits.registrationsPerIpPerHour;
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(limit);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(100 - limit);
    held(
      'Registration flood',
      '100 registrations from one address, 10 at a time, each with a new X-Forwarded-For',
      `${statuses(answers)} (${limit} an hour per address; every refused one before any password was hashed)`,
    );
  });

  it('invitations cannot be used to mail anyone, at any rate', async () => {
    const { cookie } = await registerUser(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { ...sameOriginJson, cookie }, payload });
    const lists: LightMyRequestResponse[] = [];
    for (let i = 0; i < app.config.limits.listsPerAccount + 5; i++) lists.push(await post('/api/grocery-lists', { title: `Free gift card ${i}` }));
    const made = lists.filter((r) => r.statusCode === 201).map((r) => r.json().id as string);
    expect(made).toHaveLength(app.config.limits.listsPerAccount);
    const domain = `victims-${crypto.randomBytes(3).toString('hex')}.test`;
    const invitations: LightMyRequestResponse[] = [];
    for (let i = 0; i < 60; i++) invitations.push(await post(`/api/grocery-lists/${made[i % made.length]}/invitations`, { email: `victim${i}@${domain}` }));
    const perDay = app.config.limits.invitationsPerAccountPerDay;
    const queued = await ctx.database.db.select().from(mailOutbox).where(like(mailOutbox.to, `%@${domain}`));
    expect(queued).toHaveLength(perDay);
    held(
      'Invitation flood',
      `${lists.length} lists, then 60 invitations to strangers' addresses across them`,
      `lists: ${statuses(lists)}; invitations: ${statuses(invitations)}; ${queued.length} messages queued (${perDay} a day per account)`,
    );
  });

  it('Origin is checked against PUBLIC_URL, not against what the request says about itself', async () => {
    const forged = await app.inject({
      method: 'POST',
      url: '/api/grocery-lists',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      payload: { title: 'x' },
      remoteAddress: freshIp(),
    });
    expect(forged.statusCode).toBe(403);
    held('Forged origin', 'a mutation with Origin, Host and X-Forwarded-Host all https://evil.example', `${forged.statusCode} ${forged.json().error.code}`);
  });

  it('sign-in timing does not tell which names exist', async () => {
    const accounts = await Promise.all([registerUser(app), registerUser(app)]);
    // The medians are printed, not asserted (a shared machine makes timings noise); the answers must be the same,
    // and auth-limits.test.ts counts that both check one password hash.
    const time = async (username: string) => {
      const started = process.hrtime.bigint();
      const res = await login(username, 'Wrong-Password-1', freshIp());
      expect([res.statusCode, res.json().error.code]).toEqual([401, 'invalid_credentials']);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    await time('warm_up');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 8; i++) {
      unknown.push(await time(`nobody_${crypto.randomUUID().slice(0, 8)}`));
      known.push(await time(accounts[i % 2]!.user.username));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    held('Sign-in timing', '8 sign-ins with unknown names, 8 with wrong passwords', `medians ${median(unknown).toFixed(1)} ms vs ${median(known).toFixed(1)} ms`);
  });

  it('a NUL, then a line break, in every text field of every route of the OpenAPI document', async () => {
    // A signed-in admin with a list, an item, a share link, a plan with a meal: routes reach their data.
    const { user, cookie } = await registerUser(app);
    await makeAdmin(app, user.id);
    const call = (options: InjectOptions & { url: string }) =>
      app.inject({
        ...options,
        headers: { ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson), cookie },
        remoteAddress: freshIp(),
      });
    const list = (await call({ method: 'POST', url: '/api/grocery-lists', payload: { title: 'Targets' } })).json();
    const item = (await call({ method: 'POST', url: `/api/grocery-lists/${list.id}/items`, payload: { name: 'Bread' } })).json().item;
    const share = (await call({ method: 'POST', url: `/api/grocery-lists/${list.id}/share`, payload: { permission: 'check' } })).json();
    const [plan] = await ctx.database.db
      .insert(mealPlans)
      .values({
        userId: user.id, startDate: '2030-01-07', endDate: '2030-01-07', days: 1, mealsPerDay: 1,
        questionnaire: { householdSize: 2 }, status: 'ready', seed: 1,
        meals: [{ id: '2030-01-07-dinner', date: '2030-01-07', mealType: 'dinner', recipeId: 'mexican-huevos-rancheros', portion: 1, servings: 2 }],
      })
      .returning();
    const realIds: Record<string, string> = {
      '/api/grocery-lists/{id}': list.id,
      '/api/meal-plans/{id}': plan!.id,
      itemId: item.id,
      mealId: '2030-01-07-dinner',
      shareId: share.shareId,
      table: 'users',
      key: user.id,
      userId: user.id,
      invitationId: crypto.randomUUID(),
      token: 'x'.repeat(43),
      '/api/recipes/{id}': 'mexican-huevos-rancheros',
      '/api/admin/users/{id}': user.id,
    };
    const pathValue = (route: string, name: string) =>
      realIds[name] ?? Object.entries(realIds).find(([prefix]) => prefix.startsWith('/') && route.startsWith(prefix) && name === 'id')?.[1] ?? crypto.randomUUID();

    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const results: Array<{ route: string; field: string; kind: 'nul' | 'line'; status: number; code?: string }> = [];
    let routes = 0;
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        const fields = textFields(operation, bodySchema);
        if (!fields.length) continue;
        routes++;
        for (const field of fields) {
          for (const kind of ['nul', 'line'] as const) {
            if (kind === 'line' && field.multiline) continue;
            const bad = kind === 'nul' ? 'x\u0000y' : 'x\ny';
            const body = bodySchema ? (example(bodySchema) as Record<string, unknown> | null) : undefined;
            const query = new URLSearchParams();
            for (const p of operation.parameters ?? []) {
              if (p.in === 'query' && p.required) query.set(p.name, String(example(p.schema ?? {})));
            }
            let url = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValue(route, name)));
            if (field.where === 'body') setAt(body, field.path, bad);
            if (field.where === 'query') query.set(String(field.path[0]), bad);
            if (field.where === 'path') {
              url = route.replace(/\{(\w+)\}/g, (_, name: string) =>
                encodeURIComponent(name === field.path[0] ? bad : pathValue(route, name)),
              );
            }
            const search = query.toString();
            const res = await call({
              method: method.toUpperCase() as InjectOptions['method'],
              url: search ? `${url}?${search}` : url,
              ...(body !== undefined && body !== null ? { payload: body } : {}),
            });
            results.push({
              route: `${method.toUpperCase()} ${route}`,
              field: `${field.where}.${field.path.join('.')}`,
              kind,
              status: res.statusCode,
              code: res.headers['content-type']?.toString().includes('json') ? res.json().error?.code : undefined,
            });
          }
        }
      }
    }
    const nul = results.filter((r) => r.kind === 'nul');
    const line = results.filter((r) => r.kind === 'line');
    const refused = (rs: typeof results) => rs.filter((r) => r.status === 400 && r.code === 'invalid_characters');
    const notHeld = results.filter((r) => r.status !== 400 || r.code !== 'invalid_characters');
    const byRoute = new Map<string, string[]>();
    for (const r of nul) byRoute.set(r.route, [...(byRoute.get(r.route) ?? []), r.field]);
    held(
      'Control characters in text',
      `a NUL in each of ${nul.length} text fields (body, query, path) of ${routes} routes, then a line break in each of the ${line.length} ` +
        `single-line ones:\n${[...byRoute].map(([route, fields]) => `      ${route}: ${fields.join(', ')}`).join('\n')}`,
      `${refused(nul).length}/${nul.length} NULs and ${refused(line).length}/${line.length} line breaks refused with 400 invalid_characters; ` +
        `${results.filter((r) => r.status >= 500).length} answered 5xx` +
        (notHeld.length ? `\n    NOT HELD: ${notHeld.map((r) => `${r.route} ${r.field} (${r.kind}) → ${r.status} ${r.code ?? ''}`).join('; ')}` : ''),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(notHeld).toEqual([]);
    expect(nul.length).toBeGreaterThan(40);
    // The session survived the whole sweep: nothing was done with the refused requests.
    expect((await call({ method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });
});

/** Every string the request can carry, from the route's OpenAPI operation. */
function textFields(operation: Operation, bodySchema: JsonSchema | undefined): TextField[] {
  const fields: TextField[] = [];
  for (const p of operation.parameters ?? []) {
    if ((p.in === 'query' || p.in === 'path') && isText(p.schema ?? {})) {
      fields.push({ where: p.in, path: [p.name], multiline: p.schema?.['x-multiline'] === true });
    }
  }
  const walk = (schema: JsonSchema, path: Array<string | number>, depth: number) => {
    if (depth > 6) return;
    const options = schema.anyOf ?? schema.oneOf;
    if (options) {
      const text = options.find(isText);
      if (text) return void fields.push({ where: 'body', path, multiline: text['x-multiline'] === true || schema['x-multiline'] === true });
      const object = options.find((o) => o.properties || o.items);
      if (object) walk(object, path, depth + 1);
      return;
    }
    if (isText(schema)) return void fields.push({ where: 'body', path, multiline: schema['x-multiline'] === true });
    if (schema.properties) for (const [key, value] of Object.entries(schema.properties)) walk(value, [...path, key], depth + 1);
    if (schema.items) walk(schema.items, [...path, 0], depth + 1);
  };
  if (bodySchema) walk(bodySchema, [], 0);
  return fields;
}

function isText(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !schema.enum && schema.const === undefined;
}

/** A value the schema accepts (the first option, the smallest number, a plausible string). */
function example(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return example(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (schema.allOf?.[0]) return example(schema.allOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = example(schema.properties?.[key] ?? {});
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => example(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'someone@example.org';
      if (schema.format === 'date') return '2030-01-07';
      if (schema.format === 'date-time') return '2030-01-07T12:00:00.000Z';
      if (schema.format === 'uuid') return crypto.randomUUID();
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 5));
    default:
      return 'a';
  }
}

/** Sets `value` at `path` inside `target`, making the objects and one-item arrays on the way. */
function setAt(target: unknown, path: Array<string | number>, value: unknown): void {
  if (!path.length || target === null || typeof target !== 'object') return;
  let node = target as Record<string | number, unknown>;
  for (const [index, key] of path.entries()) {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof path[index + 1] === 'number';
    if (node[key] === undefined || node[key] === null || typeof node[key] !== 'object') node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
}
