/**
 * Deleting an account leaves nothing of the person behind but their feedback, detached (user_id null), and — if
 * they acted as an admin — their username on those audit entries. The check does not trust a list of tables: it
 * asks the database for every table and every column, so a table added later is covered too.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeAdmin, registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { queuedMessage, tokenIn } from './helpers/mail';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

/** Column types whose text could hold an id, a name or an address. */
const TEXTUAL = ['text', 'character varying', 'character', 'uuid', 'jsonb', 'json', 'ARRAY'];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

describeEachDatabase('account deletion', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  async function query<T>(statement: SQL): Promise<T[]> {
    return ((await ctx.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  }

  /** Every (table, column) in the public schema whose text contains one of `needles` (case-insensitive). */
  async function findAnywhere(needles: string[]): Promise<string[]> {
    const columns = await query<{ table_name: string; column_name: string; data_type: string }>(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`);
    const found: string[] = [];
    for (const column of columns.filter((c) => TEXTUAL.includes(c.data_type))) {
      // Identifiers come from the database's own catalogue, quoted; the searched values are bound parameters.
      const target = sql.raw(`cast(${quoteIdent(column.column_name)} as text)`);
      const conditions = sql.join(
        needles.map((needle) => sql`${target} ilike ${`%${needle}%`}`),
        sql` or `,
      );
      const rows = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(quoteIdent(column.table_name))} where ${conditions}`,
      );
      if (rows[0]!.n > 0) found.push(`${column.table_name}.${column.column_name}`);
    }
    return found;
  }

  it('removes every row of the person, keeps their feedback detached, and ends their session', async () => {
    const admin = await registerUser(app);
    await makeAdmin(app, admin.user.id);
    const neighbour = await registerUser(app);
    const person = await registerUser(app, { displayName: 'Dora Deleted' });
    const { id, email, username } = person.user;
    const headers = { ...sameOriginJson, cookie: person.cookie };

    // Things of theirs, made the way the app makes them where the API exists.
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/preferences',
          headers,
          payload: {
            cuisines: ['asian'],
            dietaryRestrictions: ['vegan'],
            cookingSkill: 'advanced',
            cookingTime: 'lengthy',
            excludedIngredients: ['cilantro'],
            householdSize: 4,
            calorieTarget: 1800,
          },
        })
      ).statusCode,
    ).toBe(200);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers,
      payload: { message: 'Lovely planner, thank you.', type: 'general', satisfaction: 'very_satisfied' },
    });
    expect(sent.statusCode).toBe(201);
    const feedbackId = sent.json().id as string;

    const ok = async (method: 'POST' | 'GET', url: string, payload?: Record<string, unknown>, cookie = person.cookie) => {
      const res = await app.inject({ method, url, headers: { ...sameOriginJson, cookie }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      return res.json();
    };
    // A plan, its grocery list with a share link and an e-mail invitation, and a list of someone else they joined.
    const plan = await ok('POST', '/api/meal-plans', { planDuration: 2, lang: 'en' });
    const { list } = await ok('POST', `/api/meal-plans/${plan.id}/grocery-list`, {});
    const { shareId } = await ok('POST', `/api/grocery-lists/${list.id}/share`, { permission: 'check' });
    await ok('POST', `/api/grocery-lists/${list.id}/invitations`, { email: 'friend@example.org' });
    const invitationToken = tokenIn((await queuedMessage(app, 'friend@example.org')).text, 'invitations');
    expect((await app.inject({ method: 'GET', url: `/api/shared/${shareId}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${invitationToken}` })).statusCode).toBe(200);

    const neighbourList = await ok('POST', '/api/grocery-lists', { title: 'Neighbour list' }, neighbour.cookie);
    await ok('POST', `/api/grocery-lists/${neighbourList.id}/invitations`, { email }, neighbour.cookie);
    await ok('POST', `/api/invitations/${tokenIn((await queuedMessage(app, email)).text, 'invitations')}/accept`, {});
    // Admin history in both roles: as the target of one action and as the actor of another.
    await makeAdmin(app, id);
    const patch = (cookie: string, target: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/admin/users/${target}`, headers: { ...sameOriginJson, cookie }, payload });
    expect((await patch(person.cookie, neighbour.user.id, { isAdmin: true })).statusCode).toBe(200);
    expect((await patch(admin.cookie, neighbour.user.id, { isAdmin: false })).statusCode).toBe(200);
    expect((await patch(admin.cookie, id, { disabled: false, isAdmin: false })).statusCode).toBe(200);
    expect((await patch(admin.cookie, id, { isAdmin: true })).statusCode).toBe(200);

    const needles = [id, email, username, 'Dora Deleted'];
    expect((await findAnywhere(needles)).length).toBeGreaterThan(3); // the scan does find them while they exist

    // A wrong password deletes nothing.
    const refused = await app.inject({ method: 'DELETE', url: '/api/user', headers, payload: { password: 'not-the-password' } });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } })).statusCode).toBe(200);

    const deleted = await app.inject({ method: 'DELETE', url: '/api/user', headers, payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode).toBe(204);

    // Only the name they acted under as an admin stays, on those audit entries.
    expect(await findAnywhere(needles)).toEqual(['audit_log.actor_name']);
    const userRows = await query<{ n: number }>(sql`select count(*)::int as n from users where id = ${id}`);
    expect(userRows[0]!.n).toBe(0);

    // Every column that refers to a user (by name), in every table, no longer holds their id.
    const userColumns = await query<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'uuid'
        and (column_name ~ '(^|_)(user|owner|actor|member|invited_by|author)' or column_name ~ 'user_id$')`);
    expect(userColumns.length).toBeGreaterThanOrEqual(5);
    for (const column of userColumns) {
      const rows = await query<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(quoteIdent(column.table_name))} where ${sql.raw(quoteIdent(column.column_name))} = ${id}`,
      );
      expect(rows[0]!.n, `${column.table_name}.${column.column_name}`).toBe(0);
    }

    // The feedback stays, detached; so does the admin history, with the person's place empty.
    const kept = await query<{ user_id: string | null; message: string }>(
      sql`select user_id, message from feedback where id = ${feedbackId}`,
    );
    expect(kept).toEqual([{ user_id: null, message: 'Lovely planner, thank you.' }]);
    const log = (
      await app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=100', headers: { cookie: admin.cookie } })
    ).json().items as Array<{ action: string; actor: unknown; actorName: string | null; target: { id: string } | null }>;
    expect(log.some((entry) => entry.action === 'admin_granted' && entry.actor === null && entry.actorName === username)).toBe(true);
    expect(log.some((entry) => entry.action === 'admin_revoked' && entry.target === null)).toBe(true);
    const inbox = (
      await app.inject({ method: 'GET', url: '/api/admin/feedback?pageSize=100', headers: { cookie: admin.cookie } })
    ).json().items as Array<{ id: string; user: unknown }>;
    expect(inbox.find((item) => item.id === feedbackId)?.user).toBeNull();

    // Their share link and invitation are dead.
    expect((await app.inject({ method: 'GET', url: `/api/shared/${shareId}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${invitationToken}` })).statusCode).toBe(404);

    // The old session is dead and signing in fails.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } })).statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: sameOriginJson,
      payload: { username: email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The neighbour's own things are untouched.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: neighbour.cookie } })).statusCode).toBe(200);
  });
});
