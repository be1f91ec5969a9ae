/**
 * Mail that cannot be abused, read from a real SMTP server: an invitation carries the sender's words only quoted,
 * marked as theirs and defused, and no link but ours; the outbox never holds a usable link; without SMTP the
 * log shows links at debug level only. And clean exits: deleting an account removes invitations to and from it
 * with their queued mail, while audit entries keep the acting admin's name.
 */
import { Writable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMembers, mailOutbox, verifications } from '../src/db/schema';
import { mailKey } from '../src/modules/mail/link-seal';
import { MailQueue } from '../src/modules/mail/secret-mail';
import { senderWords } from '../src/modules/mail/sender-words';
import { makeAdmin, registerUser, TEST_PASSWORD } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { queuedMessage, tokenIn, until } from './helpers/mail';
import { suiteApp } from './helpers/suite';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

const PUBLIC_URL = 'http://localhost:5000';
const INVITATION = /invitation|приглашение|запрашэнне/i;

/**
 * Whatever in a message a reader could follow besides our invitation link and the recipient's own address:
 * links in the HTML, URLs, and anything a mail program would take for a domain.
 */
function strayLinks(mail: { text: string; html: string }, recipient: string): string[] {
  const ours = new RegExp(`${PUBLIC_URL}/invitations/[A-Za-z0-9_-]{43}`, 'g');
  const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!).filter((href) => !href.match(ours));
  const visible = `${mail.text}\n${mail.html.replace(/<[^>]+>/g, ' ')}`.replaceAll(recipient, ' ').replace(ours, ' ');
  const urls = [...visible.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/\S+|\bwww\.\S+/gi)].map((m) => m[0]);
  const domains = [...visible.matchAll(/[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu)].map((m) => m[0]);
  return [...hrefs, ...urls, ...domains];
}

describeEachDatabase('invitation mail that cannot pose as the service', (ctx) => {
  const suite = suiteApp(ctx, { mail: true });

  const post = (cookie: string, url: string, payload: object) =>
    suite.app.inject({ method: 'POST', url, headers: { ...sameOriginJson, cookie }, payload });

  it("quotes the sender's name and list title as their words, with nothing to click but our link", async () => {
    const owner = await registerUser(suite.app, { displayName: 'MealPlanr Security https://evil.example.com' });
    // (Line breaks are refused in a title; two spaces still try to look like a new paragraph.)
    const title = 'Your account is locked!  Verify at www.evil-meals.example.org/login, help@evil.example \u202Egnp.exe\u200B';
    const created = await post(owner.cookie, '/api/grocery-lists', { title });
    expect(created.statusCode, created.body).toBe(201);
    const list = created.json();
    for (const lang of ['en', 'ru', 'be'] as const) {
      const email = `guest_${lang}_${Date.now()}@example.org`;
      expect((await post(owner.cookie, `/api/grocery-lists/${list.id}/invitations`, { email, lang })).statusCode).toBe(201);
      const mail = await suite.sink.next(email, INVITATION);

      // The subject is ours alone.
      expect(mail.subject).not.toMatch(/locked|evil|Security/i);
      // The sender's words are there, on one line each, marked as theirs …
      expect(mail.text).toMatch(
        { en: /sender's own words; MealPlanr does not check them/, ru: /слова отправителя, MealPlanr их не проверяет/, be: /словы адпраўніка, MealPlanr іх не правярае/ }[lang],
      );
      const nameLine = mail.text.split('\n').find((line) => line.includes('MealPlanr Security'));
      const titleLine = mail.text.split('\n').find((line) => line.includes('Your account is locked!'));
      expect(nameLine).toMatch(/^ {4}\S+: [“«]MealPlanr Security https\[:\]\/\/evil\[\.\]example\[\.\]com[”»]$/);
      expect(titleLine).toContain('Your account is locked! Verify at www[.]evil-meals[.]example[.]org/login');
      // … with no invisible or direction-changing characters, and no link but ours.
      expect(mail.text + mail.html).not.toMatch(/[\u202E\u200B]/);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/invitations/`);
      expect(strayLinks(mail, email)).toEqual([]);
    }
  });

  it('clears the sealed token once the message is sent', async () => {
    const owner = await registerUser(suite.app);
    const list = (await post(owner.cookie, '/api/grocery-lists', { title: 'Week' })).json();
    const email = `sent_${Date.now()}@example.org`;
    expect((await post(owner.cookie, `/api/grocery-lists/${list.id}/invitations`, { email })).statusCode).toBe(201);
    const token = tokenIn((await suite.sink.next(email, INVITATION)).text, 'invitations');
    const row = await until(async () => {
      const [r] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row).toMatchObject({ kind: 'invitation', text: '', html: null, sealedToken: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });
});

describeEachDatabase('without SMTP', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps an invitation waiting without a usable link', async () => {
    const owner = await registerUser(app);
    const list = (
      await app.inject({ method: 'POST', url: '/api/grocery-lists', headers: { ...sameOriginJson, cookie: owner.cookie }, payload: { title: 'Week' } })
    ).json();
    const email = `sealed_${Date.now()}@example.org`;
    const invited = await app.inject({
      method: 'POST',
      url: `/api/grocery-lists/${list.id}/invitations`,
      headers: { ...sameOriginJson, cookie: owner.cookie },
      payload: { email },
    });
    expect(invited.statusCode).toBe(201);
    const token = tokenIn((await queuedMessage(app, email)).text, 'invitations');
    const [queued] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(queued).toMatchObject({ status: 'pending', kind: 'invitation', text: '', html: null });
    expect(queued!.sealedToken).toMatch(/^v1\./);
    expect(JSON.stringify(queued)).not.toContain(token);
    expect(JSON.stringify(await ctx.database.db.select().from(listMembers))).not.toContain(token);
  });

  it('logs the links of verification and reset messages at debug level only', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const log = Fastify({ logger: { level: 'debug', stream } }).log;
    const queue = new MailQueue({ outbox: app.mail.outbox, key: mailKey('x'.repeat(32)), publicUrl: PUBLIC_URL, log });
    const { user } = await registerUser(app);
    for (const kind of ['verify_email', 'reset_password'] as const) {
      const token = `${kind}-token-${Date.now()}`;
      const queued = await queue.add(ctx.database.db, {
        kind,
        to: user.email,
        token,
        lang: 'en',
        expiresAt: new Date(Date.now() + 60_000),
        userId: user.id,
      });
      queued.announce();
      const mine = lines.filter((l) => l.mailId === queued.id);
      expect(mine.map((l) => l.level).sort()).toEqual([20, 30]);
      for (const line of mine.filter((l) => (l.level as number) > 20)) expect(JSON.stringify(line)).not.toContain(token);
      expect(JSON.stringify(mine.find((l) => l.level === 20))).toContain(token);
      const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id));
      expect(JSON.stringify(row)).not.toContain(token);
      expect(queue.renderForSending(row!)?.text).toContain(`${PUBLIC_URL}/${kind === 'verify_email' ? 'verify-email' : 'reset-password'}#${token}`);
    }
  });
});

describeEachDatabase('deleting an account', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (cookie: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...sameOriginJson, cookie }, payload });

  it('removes pending invitations to and from the account, and every e-mail queued for them', async () => {
    const person = await registerUser(app);
    const neighbour = await registerUser(app);
    const stranger = await registerUser(app);

    // From the person: an invitation with its queued e-mail.
    const own = (await post(person.cookie, '/api/grocery-lists', { title: 'Mine' })).json();
    const friend = `friend_${Date.now()}@example.org`;
    expect((await post(person.cookie, `/api/grocery-lists/${own.id}/invitations`, { email: friend })).statusCode).toBe(201);
    const fromToken = tokenIn((await queuedMessage(app, friend)).text, 'invitations');
    // To the person: pending invitations on two other people's lists (one in upper case).
    const theirs = (await post(neighbour.cookie, '/api/grocery-lists', { title: 'Theirs' })).json();
    const third = (await post(stranger.cookie, '/api/grocery-lists', { title: 'Third' })).json();
    expect((await post(neighbour.cookie, `/api/grocery-lists/${theirs.id}/invitations`, { email: person.user.email })).statusCode).toBe(201);
    const toToken = tokenIn((await queuedMessage(app, person.user.email)).text, 'invitations');
    expect((await post(stranger.cookie, `/api/grocery-lists/${third.id}/invitations`, { email: person.user.email.toUpperCase() })).statusCode).toBe(201);
    // And a reset link waiting for them.
    expect((await post('', '/api/password-reset', { email: person.user.email })).statusCode).toBe(204);

    const db = ctx.database.db;
    const pendingTo = () => db.select().from(listMembers).where(and(isNull(listMembers.userId), eq(listMembers.email, person.user.email)));
    expect(await pendingTo()).toHaveLength(2);
    const queuedFor = () =>
      db.select().from(mailOutbox).where(inArray(mailOutbox.to, [person.user.email, friend]));
    expect((await queuedFor()).map((m) => m.kind).sort()).toEqual(['invitation', 'invitation', 'invitation', 'reset_password', 'verify_email']);
    expect((await db.select().from(verifications).where(eq(verifications.value, person.user.id))).length).toBeGreaterThan(0);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { ...sameOriginJson, cookie: person.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);

    expect(await pendingTo()).toEqual([]);
    expect(await queuedFor()).toEqual([]);
    expect(await db.select().from(verifications).where(eq(verifications.value, person.user.id))).toEqual([]);
    for (const token of [fromToken, toToken]) {
      expect((await app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404);
    }
    // Everyone else's lists and invitations stay.
    expect((await app.inject({ method: 'GET', url: `/api/grocery-lists/${theirs.id}`, headers: { cookie: neighbour.cookie } })).statusCode).toBe(200);
  });

  it("keeps the acting admin's name on audit entries after the admin's account is deleted", async () => {
    const admin = await registerUser(app, { displayName: 'Ada' });
    await makeAdmin(app, admin.user.id);
    const viewer = await registerUser(app);
    await makeAdmin(app, viewer.user.id);
    const target = await registerUser(app);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.user.id}`,
      headers: { ...sameOriginJson, cookie: admin.cookie },
      payload: { isAdmin: true },
    });
    expect(patch.statusCode).toBe(200);
    const entry = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/admin/audit-log?pageSize=100', headers: { cookie: viewer.cookie } })).json()
          .items as Array<{ action: string; actor: { id: string; username: string } | null; actorName: string | null; target: { id: string } | null }>
      ).find((e) => e.target?.id === target.user.id && e.action === 'admin_granted');
    expect(await entry()).toMatchObject({ actor: { id: admin.user.id, username: admin.user.username }, actorName: admin.user.username });

    const gone = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { ...sameOriginJson, cookie: admin.cookie },
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    expect(await entry()).toMatchObject({ actor: null, actorName: admin.user.username });
  });
});

describe("the sender's words", () => {
  it('are one line, without invisible characters, with nothing a mail program would link, and cut to length', () => {
    expect(senderWords('Dinner\n\nat 8', 80)).toBe('Dinner at 8');
    expect(senderWords('Visit https://x.example.com/a?b now', 80)).toBe('Visit https[:]//x[.]example[.]com/a?b now');
    expect(senderWords('mailto:me@evil.org', 80)).toBe('mailto[:]me@evil[.]org');
    expect(senderWords('evil。com and evil．com', 80)).toBe('evil[.]com and evil[.]com');
    expect(senderWords('a\u202Eb\u200Bc\u0007d\u2028e', 80)).toBe('abcd e');
    expect(senderWords('Week 12.5, Mr. Smith, v2.0', 80)).toBe('Week 12.5, Mr. Smith, v2.0');
    expect(senderWords('Борщ на дачу', 80)).toBe('Борщ на дачу');
    expect(senderWords('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect([...senderWords('😀'.repeat(20), 10)]).toHaveLength(10);
  });
});
