import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GroceryItem, GroceryList, ShareLinkCreated } from '@mealplanr/contracts/grocery-lists';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { listMembers, mailOutbox } from '../src/db/schema';
import { redactUrl } from '../src/lib/logger';
import { registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { queuedMessage, tokenIn } from './helpers/mail';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const PRIVACY_HEADERS = { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex', 'cache-control': 'no-store' };

describeEachDatabase('sharing grocery lists', (ctx) => {
  let app: FastifyInstance;
  let owner: { cookie: string; id: string; email: string };

  const call = (cookie: string | undefined, options: InjectOptions & { url: string }) =>
    app.inject({
      ...options,
      headers: {
        ...(options.payload === undefined ? { origin: sameOriginJson.origin } : sameOriginJson),
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });

  async function listWithItems(cookie: string, title = 'Picnic'): Promise<{ list: GroceryList; items: GroceryItem[] }> {
    const list = (await call(cookie, { method: 'POST', url: '/api/grocery-lists', payload: { title } })).json();
    const items: GroceryItem[] = [];
    for (const name of ['Bread', 'Cheese', 'Grapes']) {
      const res = await call(cookie, { method: 'POST', url: `/api/grocery-lists/${list.id}/items`, payload: { name } });
      items.push(res.json().item);
    }
    return { list, items };
  }

  async function share(cookie: string, listId: string, permission: 'view' | 'check'): Promise<ShareLinkCreated> {
    const res = await call(cookie, { method: 'POST', url: `/api/grocery-lists/${listId}/share`, payload: { permission } });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  /** The invitation token, from the queued e-mail as it would be sent (no SMTP in this suite: it waits). */
  async function invitationToken(email: string): Promise<string> {
    return tokenIn((await queuedMessage(app, email)).text, 'invitations');
  }

  async function invite(cookie: string, listId: string, email: string) {
    return call(cookie, { method: 'POST', url: `/api/grocery-lists/${listId}/invitations`, payload: { email } });
  }

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    const a = await registerUser(app, { displayName: 'Olga' });
    owner = { cookie: a.cookie, id: a.user.id, email: a.user.email };
  });
  afterAll(async () => {
    await app.close();
  });

  it('shares a list by link: view, then check, without private data', async () => {
    const { list, items } = await listWithItems(owner.cookie);
    const link = await share(owner.cookie, list.id, 'view');
    expect(link.shareId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`http://localhost:5000/list/${link.shareId}`);

    const shared = await call(undefined, { method: 'GET', url: `/api/shared/${link.shareId}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers).toMatchObject(PRIVACY_HEADERS);
    const body = shared.json();
    expect(body).toMatchObject({ title: 'Picnic', permission: 'view', itemCount: 3, checkedCount: 0 });
    expect(body.groups.find((g: { category: string }) => g.category === 'bakery').items[0].name).toBe('Bread');
    const text = JSON.stringify(body);
    for (const secret of [owner.email, owner.id, list.id, 'Olga', 'sources', 'mealPlanId', 'listId']) {
      expect(text).not.toContain(secret);
    }

    const checkUrl = `/api/shared/${link.shareId}/items/${items[0]!.id}`;
    const viewOnly = await call(undefined, { method: 'PATCH', url: checkUrl, payload: { checked: true } });
    expect(viewOnly.statusCode).toBe(404);

    const changed = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/share`,
      payload: { permission: 'check' },
    });
    expect(changed.json()).toEqual({ enabled: true, permission: 'check' });
    const checked = await call(undefined, { method: 'PATCH', url: checkUrl, payload: { checked: true } });
    expect(checked.statusCode).toBe(200);
    expect(checked.headers).toMatchObject(PRIVACY_HEADERS);
    expect(checked.json().item).toMatchObject({ id: items[0]!.id, checked: true });
    expect(checked.json().item.sources).toBeUndefined();
    const stale = await call(undefined, { method: 'PATCH', url: checkUrl, payload: { checked: false, version: 1 } });
    expect(stale.statusCode).toBe(409);
    // The conflict shows the item as it is now, and only its public part.
    expect(stale.json().error.details.item).toMatchObject({ id: items[0]!.id, checked: true });
    for (const secret of [list.id, 'sources', 'listId']) expect(stale.body).not.toContain(secret);

    const ownerView = (await call(owner.cookie, { method: 'GET', url: `/api/grocery-lists/${list.id}` })).json();
    expect(ownerView).toMatchObject({ checkedCount: 1, shared: true, shareLink: { enabled: true, permission: 'check' } });
  });

  it('answers the same 404 for unknown, replaced and revoked links', async () => {
    const { list } = await listWithItems(owner.cookie);
    const first = await share(owner.cookie, list.id, 'check');
    const unknown = await call(undefined, { method: 'GET', url: `/api/shared/${'x'.repeat(43)}` });
    const malformed = await call(undefined, { method: 'GET', url: '/api/shared/not-a-token' });
    expect(unknown.statusCode).toBe(404);
    expect(malformed.json()).toEqual(unknown.json());
    expect(unknown.headers).toMatchObject(PRIVACY_HEADERS);

    const second = await share(owner.cookie, list.id, 'check');
    expect(second.shareId).not.toBe(first.shareId);
    const replaced = await call(undefined, { method: 'GET', url: `/api/shared/${first.shareId}` });
    expect(replaced.statusCode).toBe(404);
    expect(replaced.json()).toEqual(unknown.json());
    expect((await call(undefined, { method: 'GET', url: `/api/shared/${second.shareId}` })).statusCode).toBe(200);

    const revoked = await call(owner.cookie, { method: 'DELETE', url: `/api/grocery-lists/${list.id}/share` });
    expect(revoked.statusCode).toBe(204);
    const gone = await call(undefined, { method: 'GET', url: `/api/shared/${second.shareId}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(unknown.json());
    const check = await call(undefined, {
      method: 'PATCH',
      url: `/api/shared/${second.shareId}/items/${list.id}`,
      payload: { checked: true },
    });
    expect(check.statusCode).toBe(404);
    const noLink = await call(owner.cookie, {
      method: 'PATCH',
      url: `/api/grocery-lists/${list.id}/share`,
      payload: { permission: 'view' },
    });
    expect(noLink.statusCode).toBe(404);
    expect(noLink.json().error.code).toBe('no_share_link');
    // Only a hash is stored.
    const view = (await call(owner.cookie, { method: 'GET', url: `/api/grocery-lists/${list.id}` })).json();
    expect(view.shareLink).toEqual({ enabled: false, permission: null });
  });

  it('never writes share or invitation tokens to the log', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    for (const url of [
      `/list/${token}`,
      `/api/shared/${token}`,
      `/api/shared/${token}/items/5b7f3c1e-0000-4000-8000-000000000000`,
      `/api/shared/${token}/events?lastEventId=4`,
      `/invitations/${token}`,
      `/api/invitations/${token}/accept`,
    ]) {
      expect(redactUrl(url)).not.toContain(token);
    }
  });

  it('invites by e-mail; the invitee accepts as that address and may work on the items', async () => {
    const { list, items } = await listWithItems(owner.cookie, 'Party');
    const friendEmail = `friend_${Date.now()}@example.org`;
    const sent = await invite(owner.cookie, list.id, friendEmail.toUpperCase());
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ email: friendEmail });
    const expires = new Date(sent.json().expiresAt).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
    const token = await invitationToken(friendEmail);
    const [queued] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, friendEmail));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, kind: 'invitation' });
    // The outbox holds no usable link: the token is sealed and the message is rendered only when it is sent.
    expect(JSON.stringify(queued)).not.toContain(token);
    expect((await queuedMessage(app, friendEmail)).text).toContain(`http://localhost:5000/invitations/${token}`);
    // Only the hash is in the membership table.
    const stored = await ctx.database.db.select().from(listMembers).where(eq(listMembers.listId, list.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    const preview = await call(undefined, { method: 'GET', url: `/api/invitations/${token}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers).toMatchObject(PRIVACY_HEADERS);
    expect(preview.json()).toMatchObject({ listTitle: 'Party', invitedBy: 'Olga', email: friendEmail });

    const someoneElse = await registerUser(app);
    const wrong = await call(someoneElse.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toMatchObject({ code: 'invitation_wrong_account' });
    expect(wrong.json().error.message).toContain(friendEmail);
    expect((await call(undefined, { method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode).toBe(401);

    const friend = await registerUser(app, { email: friendEmail });
    const accepted = await call(friend.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().list).toMatchObject({ id: list.id, role: 'member', ownerName: 'Olga' });
    const retry = await call(friend.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` });
    expect(retry.statusCode).toBe(200);
    // Single use: nobody else gets in with it, and it no longer previews.
    expect((await call(someoneElse.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode).toBe(404);
    expect((await call(undefined, { method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404);

    const index = (await call(friend.cookie, { method: 'GET', url: '/api/grocery-lists' })).json();
    expect(index.owned).toEqual([]);
    expect(index.shared.map((l: { id: string }) => l.id)).toEqual([list.id]);

    // Members add, edit, check and remove items …
    const base = `/api/grocery-lists/${list.id}`;
    const added = await call(friend.cookie, { method: 'POST', url: `${base}/items`, payload: { name: 'Napkins' } });
    expect(added.statusCode).toBe(201);
    const edited = await call(friend.cookie, {
      method: 'PATCH',
      url: `${base}/items/${items[1]!.id}`,
      payload: { version: items[1]!.version, quantity: 2, checked: true },
    });
    expect(edited.statusCode).toBe(200);
    expect((await call(friend.cookie, { method: 'DELETE', url: `${base}/items/${items[2]!.id}` })).statusCode).toBe(204);
    expect((await call(friend.cookie, { method: 'POST', url: `${base}/clear-checked` })).statusCode).toBe(200);
    // … but only the owner renames, deletes, shares, invites and removes people.
    const ownerOnly: (InjectOptions & { url: string })[] = [
      { method: 'PATCH', url: base, payload: { title: 'Mine' } },
      { method: 'DELETE', url: base },
      { method: 'POST', url: `${base}/share`, payload: { permission: 'view' } },
      { method: 'PATCH', url: `${base}/share`, payload: { permission: 'view' } },
      { method: 'DELETE', url: `${base}/share` },
      { method: 'POST', url: `${base}/invitations`, payload: { email: 'another@example.org' } },
      { method: 'DELETE', url: `${base}/members/${owner.id}` },
    ];
    for (const route of ownerOnly) {
      const res = await call(friend.cookie, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }

    const members = (await call(owner.cookie, { method: 'GET', url: `${base}/members` })).json();
    expect(members.owner).toMatchObject({ userId: owner.id, displayName: 'Olga' });
    expect(members.members.map((m: { userId: string }) => m.userId)).toEqual([friend.user.id]);
    expect(members.invitations).toEqual([]);
    const asMember = (await call(friend.cookie, { method: 'GET', url: `${base}/members` })).json();
    expect(asMember.members).toHaveLength(1);

    // The owner removes the member: the list is gone for them.
    expect((await call(owner.cookie, { method: 'DELETE', url: `${base}/members/${friend.user.id}` })).statusCode).toBe(204);
    expect((await call(friend.cookie, { method: 'GET', url: base })).statusCode).toBe(404);
    expect((await call(friend.cookie, { method: 'GET', url: '/api/grocery-lists' })).json().shared).toEqual([]);
  });

  it('lets a member leave, and the owner withdraw, replace and refuse invitations', async () => {
    const { list } = await listWithItems(owner.cookie, 'Groceries');
    const base = `/api/grocery-lists/${list.id}`;
    const email = `mate_${Date.now()}@example.org`;
    await invite(owner.cookie, list.id, email);
    const oldToken = await invitationToken(email);
    const again = await invite(owner.cookie, list.id, email);
    expect(again.statusCode).toBe(201);
    const newToken = await invitationToken(email);
    expect(newToken).not.toBe(oldToken);
    expect((await call(undefined, { method: 'GET', url: `/api/invitations/${oldToken}` })).statusCode).toBe(404);
    const pending = (await call(owner.cookie, { method: 'GET', url: `${base}/members` })).json();
    expect(pending.invitations.map((i: { email: string }) => i.email)).toEqual([email]);
    expect(pending.shareLink).toEqual({ enabled: false, permission: null });
    expect((await call(owner.cookie, { method: 'GET', url: base })).json().shared).toBe(true);

    const withdrawn = await call(owner.cookie, {
      method: 'DELETE',
      url: `${base}/invitations/${pending.invitations[0].id}`,
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await call(undefined, { method: 'GET', url: `/api/invitations/${newToken}` })).statusCode).toBe(404);
    const mate = await registerUser(app, { email });
    expect((await call(mate.cookie, { method: 'POST', url: `/api/invitations/${newToken}/accept` })).statusCode).toBe(404);

    const self = await invite(owner.cookie, list.id, owner.email);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('cannot_invite_yourself');
    const empty = await invite(owner.cookie, list.id, '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe('Please enter an email address.');
    const bad = await invite(owner.cookie, list.id, 'not-an-address');
    expect(bad.json().error.details[0].message).toBe('Please enter a valid email address.');

    await invite(owner.cookie, list.id, email);
    const token = await invitationToken(email);
    expect((await call(mate.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` })).statusCode).toBe(200);
    const twice = await invite(owner.cookie, list.id, email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('already_member');

    const left = await call(mate.cookie, { method: 'DELETE', url: `${base}/members/${mate.user.id}` });
    expect(left.statusCode).toBe(204);
    expect((await call(mate.cookie, { method: 'GET', url: base })).statusCode).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const { list } = await listWithItems(owner.cookie, 'Old');
    const email = `late_${Date.now()}@example.org`;
    await invite(owner.cookie, list.id, email);
    const token = await invitationToken(email);
    await ctx.database.db
      .update(listMembers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listMembers.email, email));
    const late = await registerUser(app, { email });
    const res = await call(late.cookie, { method: 'POST', url: `/api/invitations/${token}/accept` });
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('invitation_expired');
    expect((await call(undefined, { method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(410);
  });

  it("removes a deleted user's lists, links, invitations and memberships", async () => {
    const leaving = await registerUser(app);
    const { list } = await listWithItems(leaving.cookie, 'Leaving');
    const link = await share(leaving.cookie, list.id, 'check');
    const memberEmail = `stay_${Date.now()}@example.org`;
    await invite(leaving.cookie, list.id, memberEmail);
    const stays = await registerUser(app, { email: memberEmail });
    await call(stays.cookie, { method: 'POST', url: `/api/invitations/${await invitationToken(memberEmail)}/accept` });
    await invite(leaving.cookie, list.id, `pending_${Date.now()}@example.org`);
    // The leaving user is also a member of someone else's list.
    const { list: ownersList } = await listWithItems(owner.cookie, 'Owner keeps');
    await invite(owner.cookie, ownersList.id, leaving.user.email);
    await call(leaving.cookie, {
      method: 'POST',
      url: `/api/invitations/${await invitationToken(leaving.user.email)}/accept`,
    });
    expect((await call(undefined, { method: 'GET', url: `/api/shared/${link.shareId}` })).statusCode).toBe(200);

    const deleted = await call(leaving.cookie, { method: 'DELETE', url: '/api/user', payload: { password: TEST_PASSWORD } });
    expect(deleted.statusCode).toBe(204);

    expect((await call(undefined, { method: 'GET', url: `/api/shared/${link.shareId}` })).statusCode).toBe(404);
    expect((await call(stays.cookie, { method: 'GET', url: `/api/grocery-lists/${list.id}` })).statusCode).toBe(404);
    expect((await call(stays.cookie, { method: 'GET', url: '/api/grocery-lists' })).json().shared).toEqual([]);
    expect(await ctx.database.db.select().from(listMembers).where(eq(listMembers.listId, list.id))).toEqual([]);
    const members = (await call(owner.cookie, { method: 'GET', url: `/api/grocery-lists/${ownersList.id}/members` })).json();
    expect(members.members).toEqual([]);
  });
});

describe('the shared list page', () => {
  let app: FastifyInstance;
  let webDir: string;

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-web-'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>MealPlanr</title><div id="root"></div>');
    const { openDatabase } = await import('../src/db/client');
    app = await buildApp({
      config: testConfig({ env: 'production', webDistDir: webDir }),
      database: await openDatabase({ kind: 'pglite' }),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await app.database.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('is served with no-referrer, noindex and no-store; other pages are not', async () => {
    for (const url of ['/list/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde', '/invitations/some-token']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers, url).toMatchObject(PRIVACY_HEADERS);
    }
    const dashboard = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(dashboard.headers['x-robots-tag']).toBeUndefined();
  });
});
