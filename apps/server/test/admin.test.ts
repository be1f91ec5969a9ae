import crypto from 'node:crypto';
import { ADMIN_TABLES } from '@mealplanr/contracts/admin';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, groceryListItems, groceryLists, mealPlans, ownRecipes, recipeMarks, users } from '../src/db/schema';
import { lastDays } from '../src/modules/admin/admin.service';
import { containsPattern } from '../src/modules/admin/admin.repository';
import { makeAdmin, registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/** Every admin route with a request that would succeed for an admin. */
const ROUTES: Array<{ method: 'GET' | 'PATCH'; url: string; payload?: Record<string, unknown> }> = [
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/tables' },
  ...ADMIN_TABLES.map((table) => ({ method: 'GET' as const, url: `/api/admin/tables/${table}/rows` })),
  ...ADMIN_TABLES.map((table) => ({ method: 'GET' as const, url: `/api/admin/tables/${table}/rows/${SOME_UUID}` })),
  { method: 'GET', url: '/api/admin/feedback' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'PATCH', url: `/api/admin/users/${SOME_UUID}`, payload: { isAdmin: true } },
  { method: 'GET', url: '/api/admin/audit-log' },
];

describe('admin helpers', () => {
  it('lists the last days oldest first, ending today (UTC)', () => {
    const days = lastDays(new Date('2026-03-02T23:30:00Z'), 3);
    expect(days).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays(new Date('2026-03-02T00:00:00Z'), 30)).toHaveLength(30);
  });

  it('makes search text match literally, wildcards included', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describeEachDatabase('admin API', (ctx) => {
  let app: FastifyInstance;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    admin = await registerUser(app, { displayName: 'Ada Admin' });
    await makeAdmin(app, admin.user.id);
    member = await registerUser(app, { displayName: 'Mo Member' });
  });
  afterAll(async () => {
    await app.close();
  });

  const as = (cookie: string | undefined) => (method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method,
      url,
      headers: { ...(method === 'GET' ? {} : sameOriginJson), ...(cookie ? { cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
  const asAdmin = (method: 'GET' | 'PATCH', url: string, payload?: Record<string, unknown>) =>
    as(admin.cookie)(method, url, payload);

  const db = () => ctx.database.db;
  /** Raw rows of a query (node-postgres and PGlite both answer `{ rows }`). */
  async function query<T>(statement: SQL): Promise<T[]> {
    return ((await db().execute(statement)) as unknown as { rows: T[] }).rows;
  }
  async function addPlan(userId: string, createdAt?: Date) {
    const [row] = await db()
      .insert(mealPlans)
      .values({
        userId,
        startDate: '2026-05-04',
        endDate: '2026-05-10',
        days: 7,
        mealsPerDay: 3,
        questionnaire: { cuisines: ['italian'] },
        seed: 42,
        status: 'ready',
        meals: [{ title: 'Minestrone', kcal: 420 }],
        ...(createdAt ? { createdAt } : {}),
      })
      .returning();
    return row!;
  }
  async function addList(userId: string, shareTokenHash: string | null = null) {
    const [list] = await db()
      .insert(groceryLists)
      .values({ userId, title: 'Week of May 4', shareTokenHash, sharePermission: shareTokenHash ? 'view' : null })
      .returning();
    await db()
      .insert(groceryListItems)
      .values([
        { listId: list!.id, name: 'Tomatoes', quantity: 6, unit: 'piece', category: 'produce' },
        { listId: list!.id, name: 'Basil', quantity: 1, unit: 'bunch', category: 'produce' },
      ]);
    return list!;
  }

  describe('access', () => {
    it.each(ROUTES)('$method $url answers 401 to visitors', async ({ method, url, payload }) => {
      const res = await as(undefined)(method, url, payload);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    });

    it.each(ROUTES)('$method $url answers 403 to signed-in non-admins', async ({ method, url, payload }) => {
      const res = await as(member.cookie)(method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    });

    it('checks access before the input: a visitor with bad input still gets 401', async () => {
      const res = await as(undefined)('GET', '/api/admin/tables/accounts/rows?sort=password');
      expect(res.statusCode).toBe(401);
    });

    it('lets admins in', async () => {
      for (const { method, url, payload } of ROUTES) {
        const res = await asAdmin(method, url, payload);
        expect([200, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
      }
    });
  });

  describe('overview', () => {
    it('counts users, plans, lists, items and feedback', async () => {
      const before = (await asAdmin('GET', '/api/admin/overview')).json().counts;
      const someone = await registerUser(app);
      await addPlan(someone.user.id);
      await addList(someone.user.id);
      await db().insert(feedback).values({ userId: someone.user.id, message: 'Nice app', type: 'general', satisfaction: 'satisfied' });
      const res = await asAdmin('GET', '/api/admin/overview');
      expect(res.statusCode).toBe(200);
      expect(res.json().counts).toEqual({
        users: before.users + 1,
        mealPlans: before.mealPlans + 1,
        groceryLists: before.groceryLists + 1,
        groceryListItems: before.groceryListItems + 2,
        feedback: before.feedback + 1,
      });
    });

    it('gives sign-ups and plans for each of the last 30 days, older ones left out', async () => {
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
      const longAgo = new Date(Date.now() - 40 * 86_400_000);
      const before = (await asAdmin('GET', '/api/admin/overview')).json().daily as Array<{ date: string; signups: number; plans: number }>;
      const suffix = crypto.randomBytes(3).toString('hex');
      await db().insert(users).values([
        { username: `past_${suffix}`, email: `past_${suffix}@example.org`, createdAt: threeDaysAgo },
        { username: `ancient_${suffix}`, email: `ancient_${suffix}@example.org`, createdAt: longAgo },
      ]);
      await addPlan(member.user.id, threeDaysAgo);
      await addPlan(member.user.id, threeDaysAgo);
      await addPlan(member.user.id, longAgo);
      const daily = (await asAdmin('GET', '/api/admin/overview')).json().daily as typeof before;
      expect(daily).toHaveLength(30);
      expect(daily.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
      expect(daily.map((d) => d.date)).toEqual([...daily.map((d) => d.date)].sort());
      const day = threeDaysAgo.toISOString().slice(0, 10);
      const was = before.find((d) => d.date === day)!;
      const now = daily.find((d) => d.date === day)!;
      expect(now.signups - was.signups).toBe(1);
      expect(now.plans - was.plans).toBe(2);
      expect(daily.reduce((sum, d) => sum + d.signups, 0) - before.reduce((sum, d) => sum + d.signups, 0)).toBe(1);
    });
  });

  describe('database browser', () => {
    it('lists every table with its columns and row count', async () => {
      const res = await asAdmin('GET', '/api/admin/tables');
      expect(res.statusCode).toBe(200);
      const tables = res.json().tables as Array<{ name: string; columns: Array<{ name: string }>; rowCount: number }>;
      expect(tables.map((t) => t.name)).toEqual([...ADMIN_TABLES]);
      const usersTable = tables.find((t) => t.name === 'users')!;
      expect(usersTable.columns.map((c) => c.name)).toContain('email');
      const [count] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
      expect(usersTable.rowCount).toBe(count!.n);
    });

    it('opens every table and every row of it, with every field', async () => {
      await addPlan(member.user.id);
      await addList(member.user.id, 'a'.repeat(64));
      await db().insert(feedback).values({ userId: member.user.id, message: 'Row to open', type: 'bug', satisfaction: 'neutral' });
      const nutrition = { kcal: 300, proteinG: 10, fatG: 10, carbsG: 40, fibreG: 5, sugarsG: 3, sodiumMg: 200, satFatG: 2 };
      await db().insert(ownRecipes).values({
        userId: member.user.id, title: 'Row to open', language: 'en', mealTypes: ['dinner'], cuisine: 'french', servings: 2,
        activeMinutes: 10, totalMinutes: 20, difficulty: 'beginner', lines: [], nutrition,
      });
      await db().insert(recipeMarks).values({ userId: member.user.id, recipeKey: 'row-to-open', favourite: true });
      await app.inject({
        method: 'PUT',
        url: '/api/preferences',
        headers: { ...sameOriginJson, cookie: member.cookie },
        payload: {
          cuisines: ['french'],
          dietaryRestrictions: [],
          cookingSkill: 'beginner',
          cookingTime: 'quick',
          excludedIngredients: ['olives'],
          householdSize: 2,
          calorieTarget: null,
        },
      });
      for (const table of ADMIN_TABLES) {
        const list = await asAdmin('GET', `/api/admin/tables/${table}/rows`);
        expect(list.statusCode, table).toBe(200);
        const body = list.json();
        expect(body.rows.length, table).toBeGreaterThan(0);
        expect(Object.keys(body.rows[0].values)).toEqual(body.columns.map((c: { name: string }) => c.name));
        const opened = await asAdmin('GET', `/api/admin/tables/${table}/rows/${body.rows[0].key}`);
        expect(opened.statusCode, table).toBe(200);
        const fields = opened.json().fields as Array<{ name: string; value: unknown }>;
        for (const column of body.columns) expect(fields.map((f) => f.name)).toContain(column.name);
      }
    });

    it('shows JSON columns as JSON and instants as ISO strings', async () => {
      const plan = await addPlan(member.user.id);
      const res = await asAdmin('GET', `/api/admin/tables/meal_plans/rows/${plan.id}`);
      const fields = Object.fromEntries(
        (res.json().fields as Array<{ name: string; value: unknown }>).map((f) => [f.name, f.value]),
      );
      expect(fields.questionnaire).toEqual({ cuisines: ['italian'] });
      expect(fields.meals).toEqual([{ title: 'Minestrone', kcal: 420 }]);
      expect(fields.created_at).toBe(plan.createdAt.toISOString());
      expect(fields.start_date).toBe('2026-05-04');
    });

    it('pages through rows without repeating or skipping any', async () => {
      const total = (await asAdmin('GET', '/api/admin/tables/users/rows?pageSize=1')).json().total as number;
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(total / 2); page++) {
        const res = await asAdmin('GET', `/api/admin/tables/users/rows?pageSize=2&page=${page}&sort=username&order=asc`);
        seen.push(...res.json().rows.map((r: { key: string }) => r.key));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
      const beyond = await asAdmin('GET', `/api/admin/tables/users/rows?page=${total + 10}`);
      expect(beyond.json()).toMatchObject({ rows: [], total });
    });

    it('sorts by any listed column, both ways', async () => {
      const asc = (await asAdmin('GET', '/api/admin/tables/users/rows?sort=username&order=asc&pageSize=100')).json();
      const names = asc.rows.map((r: { values: { username: string } }) => r.values.username);
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      const desc = (await asAdmin('GET', '/api/admin/tables/users/rows?sort=username&order=desc&pageSize=100')).json();
      expect(desc.rows.map((r: { values: { username: string } }) => r.values.username)).toEqual([...names].reverse());
      for (const table of ADMIN_TABLES) {
        const { columns } = (await asAdmin('GET', `/api/admin/tables/${table}/rows?pageSize=1`)).json();
        for (const { name } of columns as Array<{ name: string }>) {
          const res = await asAdmin('GET', `/api/admin/tables/${table}/rows?sort=${name}&order=asc&pageSize=1`);
          expect(res.statusCode, `${table}.${name}`).toBe(200);
          expect(res.json().sort).toBe(name);
        }
      }
    });

    it('searches case-insensitively as plain text', async () => {
      const res = await asAdmin('GET', `/api/admin/tables/users/rows?q=${encodeURIComponent(member.user.email.toUpperCase())}`);
      expect(res.json().rows.map((r: { key: string }) => r.key)).toEqual([member.user.id]);
      const byName = await asAdmin('GET', '/api/admin/tables/users/rows?q=mo%20member');
      expect(byName.json().rows.map((r: { key: string }) => r.key)).toContain(member.user.id);
      // A wildcard in the search text is a character to find, not a wildcard.
      expect((await asAdmin('GET', '/api/admin/tables/users/rows?q=%25')).json().total).toBe(0);
      expect((await asAdmin('GET', '/api/admin/tables/users/rows?q=_')).json().total).toBeGreaterThan(0); // usernames have _
    });

    it('treats SQL in the search text as plain data', async () => {
      const attacks = [
        "' or 1=1 --",
        "'; drop table users; --",
        '%\' union select password from accounts --',
        "\\'; delete from feedback; --",
      ];
      const [before] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
      for (const q of attacks) {
        const res = await asAdmin('GET', `/api/admin/tables/users/rows?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, q).toBe(200);
        expect(res.json().total, q).toBe(0);
      }
      const [after] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
      expect(after!.n).toBe(before!.n);
    });

    it('refuses a sort column that is not listed, SQL included, with 400 unknown_column', async () => {
      for (const sort of ['password', 'share_token_hash', 'token', 'id; drop table users', 'created_at desc, (select 1)', '1', 'excluded_ingredients']) {
        const table = sort === 'excluded_ingredients' ? 'preferences' : sort === 'share_token_hash' ? 'grocery_lists' : 'users';
        const res = await asAdmin('GET', `/api/admin/tables/${table}/rows?sort=${encodeURIComponent(sort)}`);
        expect(res.statusCode, sort).toBe(400);
        expect(res.json().error.code, sort).toBe('unknown_column');
      }
      const [count] = await db().select({ n: sql<number>`count(*)::int` }).from(users);
      expect(count!.n).toBeGreaterThan(0);
    });

    it('refuses an unknown table, and tables outside the allow-list, with 400', async () => {
      for (const table of ['accounts', 'sessions', 'verifications', 'server_secrets', 'audit_log', 'users;drop', 'USERS', '..%2Fusers']) {
        const res = await asAdmin('GET', `/api/admin/tables/${table}/rows`);
        expect(res.statusCode, table).toBe(400);
        expect(res.json().error.code).toBe('validation_failed');
      }
    });

    it('refuses a bad order, page or page size with 400', async () => {
      for (const query of ['order=sideways', 'page=0', 'page=-1', 'pageSize=0', 'pageSize=101', 'page=abc', `q=${'x'.repeat(201)}`]) {
        const res = await asAdmin('GET', `/api/admin/tables/users/rows?${query}`);
        expect(res.statusCode, query).toBe(400);
      }
    });

    it('answers 404 for a row that does not exist and 400 for a key that is not a uuid', async () => {
      expect((await asAdmin('GET', `/api/admin/tables/users/rows/${SOME_UUID}`)).statusCode).toBe(404);
      expect((await asAdmin('GET', "/api/admin/tables/users/rows/1' or '1'='1")).statusCode).toBe(400);
    });

    it('never sends password hashes, session tokens or share-link hashes', async () => {
      const shareHash = crypto.createHash('sha256').update(crypto.randomBytes(32)).digest('hex');
      const list = await addList(member.user.id, shareHash);
      const secrets = await query<{ value: string }>(sql`
        select password as value from accounts where password is not null
        union all select token from sessions
        union all select share_token_hash from grocery_lists where share_token_hash is not null`);
      const secretValues = secrets.map((row) => row.value);
      expect(secretValues).toContain(shareHash);
      expect(secretValues.some((value: string) => value.startsWith('$argon2'))).toBe(true);

      const responses: LightMyRequestResponse[] = [await asAdmin('GET', '/api/admin/tables')];
      for (const table of ADMIN_TABLES) {
        const list = await asAdmin('GET', `/api/admin/tables/${table}/rows?pageSize=100`);
        responses.push(list);
        for (const row of list.json().rows as Array<{ key: string }>) {
          responses.push(await asAdmin('GET', `/api/admin/tables/${table}/rows/${row.key}`));
        }
      }
      responses.push(await asAdmin('GET', '/api/admin/users?pageSize=100'), await asAdmin('GET', '/api/admin/audit-log'));
      const everything = responses.map((r) => r.body).join('\n');
      for (const secret of secretValues) expect(everything).not.toContain(secret);
      expect(everything).not.toMatch(/argon2|share_token_hash|"password"|token_hash/);

      const opened = await asAdmin('GET', `/api/admin/tables/grocery_lists/rows/${list.id}`);
      const fields = opened.json().fields as Array<{ name: string; value: unknown }>;
      expect(fields.find((f) => f.name === 'shared')?.value).toBe(true);
    });

    it('is read-only: there is no route that writes to a table', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const res = await app.inject({
          method,
          url: `/api/admin/tables/users/rows/${member.user.id}`,
          headers: { ...sameOriginJson, cookie: admin.cookie },
          payload: { is_admin: true },
        });
        expect(res.statusCode, method).toBe(404);
      }
    });
  });

  describe('feedback inbox', () => {
    it('lists feedback newest first with its sender, filtered by type and satisfaction', async () => {
      const sender = await registerUser(app);
      const send = (payload: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/feedback', headers: { ...sameOriginJson, cookie: sender.cookie }, payload });
      await send({ message: 'Found a bug in the list', type: 'bug', satisfaction: 'dissatisfied' });
      await send({ message: 'Please add Polish recipes', type: 'suggestion', satisfaction: 'very_satisfied' });

      const all = (await asAdmin('GET', '/api/admin/feedback?pageSize=100')).json();
      const times = all.items.map((i: { createdAt: string }) => i.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const bug = all.items.find((i: { message: string }) => i.message === 'Found a bug in the list');
      expect(bug.user).toEqual({ id: sender.user.id, username: sender.user.username });

      const bugs = (await asAdmin('GET', '/api/admin/feedback?type=bug&pageSize=100')).json();
      expect(bugs.items.length).toBeGreaterThan(0);
      expect(bugs.items.every((i: { type: string }) => i.type === 'bug')).toBe(true);
      expect(bugs.total).toBe(bugs.items.length);

      const happy = (await asAdmin('GET', '/api/admin/feedback?type=suggestion&satisfaction=very_satisfied')).json();
      expect(happy.items.map((i: { message: string }) => i.message)).toContain('Please add Polish recipes');
      expect(happy.items.every((i: { satisfaction: string }) => i.satisfaction === 'very_satisfied')).toBe(true);
    });

    it('shows feedback of deleted accounts without a sender', async () => {
      await db().insert(feedback).values({ userId: null, message: 'Left by someone gone', type: 'general', satisfaction: 'neutral' });
      const items = (await asAdmin('GET', '/api/admin/feedback?type=general&pageSize=100')).json().items;
      expect(items.find((i: { message: string }) => i.message === 'Left by someone gone').user).toBeNull();
    });

    it('refuses unknown filters with 400', async () => {
      expect((await asAdmin('GET', '/api/admin/feedback?type=rant')).statusCode).toBe(400);
      expect((await asAdmin('GET', '/api/admin/feedback?satisfaction=meh')).statusCode).toBe(400);
    });
  });

  describe('user management', () => {
    const patch = (cookie: string, id: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: { ...sameOriginJson, cookie }, payload });
    const auditOf = async () =>
      (await asAdmin('GET', '/api/admin/audit-log?pageSize=100')).json().items as Array<{
        action: string;
        actor: { id: string } | null;
        target: { id: string } | null;
      }>;

    it('lists and searches users without secrets', async () => {
      const res = await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(member.user.username)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        {
          id: member.user.id,
          username: member.user.username,
          displayName: 'Mo Member',
          email: member.user.email,
          isAdmin: false,
          disabled: false,
          createdAt: member.user.created,
        },
      ]);
    });

    it('grants and revokes admin rights, and writes both to the audit log', async () => {
      const helper = await registerUser(app);
      const granted = await patch(admin.cookie, helper.user.id, { isAdmin: true });
      expect(granted.statusCode).toBe(200);
      expect(granted.json().isAdmin).toBe(true);
      expect((await as(helper.cookie)('GET', '/api/admin/overview')).statusCode).toBe(200);

      const revoked = await patch(admin.cookie, helper.user.id, { isAdmin: false });
      expect(revoked.json().isAdmin).toBe(false);
      expect((await as(helper.cookie)('GET', '/api/admin/overview')).statusCode).toBe(403);

      const log = await auditOf();
      const mine = log.filter((e) => e.target?.id === helper.user.id);
      expect(mine.map((e) => e.action)).toEqual(['admin_revoked', 'admin_granted']);
      expect(mine.every((e) => e.actor?.id === admin.user.id)).toBe(true);
    });

    it('disables an account: its sessions end and it cannot sign in; re-enabling lets it in again', async () => {
      const target = await registerUser(app);
      expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: target.cookie } })).statusCode).toBe(200);

      const disabled = await patch(admin.cookie, target.user.id, { disabled: true });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json().disabled).toBe(true);
      const [sessionsLeft] = await query<{ n: number }>(
        sql`select count(*)::int as n from sessions where user_id = ${target.user.id}`,
      );
      expect(sessionsLeft!.n).toBe(0);
      expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: target.cookie } })).statusCode).toBe(401);

      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: sameOriginJson,
        payload: { username: target.user.username, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBeGreaterThanOrEqual(400);
      expect(login.json().error.message).toBe('This account has been disabled. Please contact support.');

      const enabled = await patch(admin.cookie, target.user.id, { disabled: false });
      expect(enabled.json().disabled).toBe(false);
      const again = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: sameOriginJson,
        payload: { username: target.user.username, password: TEST_PASSWORD },
      });
      expect(again.statusCode).toBe(200);

      const mine = (await auditOf()).filter((e) => e.target?.id === target.user.id).map((e) => e.action);
      expect(mine).toEqual(['account_enabled', 'account_disabled']);
    });

    it('does not let an admin demote or disable themself', async () => {
      for (const change of [{ isAdmin: false }, { disabled: true }, { isAdmin: false, disabled: true }]) {
        const res = await patch(admin.cookie, admin.user.id, change);
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('cannot_change_own_account');
      }
      const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: admin.cookie } });
      expect(me.json().isAdmin).toBe(true);
      // Confirming what is already true changes nothing and is allowed.
      expect((await patch(admin.cookie, admin.user.id, { isAdmin: true, disabled: false })).statusCode).toBe(200);
    });

    it('writes nothing to the audit log for a change that changes nothing', async () => {
      const target = await registerUser(app);
      const before = (await auditOf()).length;
      expect((await patch(admin.cookie, target.user.id, { isAdmin: false, disabled: false })).statusCode).toBe(200);
      expect((await auditOf()).length).toBe(before);
    });

    it('answers 404 for an unknown user and 400 for bad input', async () => {
      expect((await patch(admin.cookie, SOME_UUID, { disabled: true })).statusCode).toBe(404);
      expect((await patch(admin.cookie, member.user.id, {})).statusCode).toBe(400);
      expect((await patch(admin.cookie, member.user.id, { isAdmin: 'yes' })).statusCode).toBe(400);
      expect((await patch(admin.cookie, 'not-a-uuid', { isAdmin: true })).statusCode).toBe(400);
    });

    it('refuses changes from another site', async () => {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${member.user.id}`,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie: admin.cookie },
        payload: { isAdmin: true },
      });
      expect(res.statusCode).toBe(403);
      expect((await asAdmin('GET', `/api/admin/users?q=${member.user.username}`)).json().items[0].isAdmin).toBe(false);
    });

    it('pages the audit log newest first', async () => {
      const res = await asAdmin('GET', '/api/admin/audit-log?pageSize=2&page=1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items).toHaveLength(2);
      expect(body.total).toBeGreaterThanOrEqual(4);
      expect(body.items[0].createdAt >= body.items[1].createdAt).toBe(true);
    });
  });
});
