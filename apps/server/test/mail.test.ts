import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forbiddenLetters } from '@mealplanr/catalog/letter-rule';
import { loadConfig, testConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { mailOutbox } from '../src/db/schema';
import { languageFromHeader, renderInvitationMail } from '../src/modules/mail/invitation-mail';
import { mailKey } from '../src/modules/mail/link-seal';
import { MailQueue } from '../src/modules/mail/secret-mail';
import { createSmtpMailer } from '../src/modules/mail/mailer';
import { MailOutbox, retryDelayMs } from '../src/modules/mail/mail-outbox';
import { SharingService } from '../src/modules/sharing/sharing.service';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { decodeQuotedPrintable, until } from './helpers/smtp-sink';
import { signedInSuite } from './helpers/suite';
import { buildTestApp, postAs, sameOriginJson } from './helpers/test-app';

describeEachDatabase('invitation e-mail through the outbox', (ctx) => {
  const suite = signedInSuite(ctx, { mail: true, user: { displayName: 'Ivan' } });

  const post = (cookie: string, url: string, payload?: object) => postAs(suite.app, cookie, url, payload);
  const outboxRow = async (to: string) =>
    (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0];

  beforeEach(() => {
    suite.sink.received.length = 0;
    suite.sink.state.rejectNext = 0;
  });

  it('delivers the invitation over SMTP with a link that works', async () => {
    const list = (await post(suite.cookie, '/api/grocery-lists', { title: 'Дача' })).json();
    const email = `guest_${Date.now()}@example.org`;
    const sent = await post(suite.cookie, `/api/grocery-lists/${list.id}/invitations`, { email, lang: 'be' });
    expect(sent.statusCode).toBe(201);

    const message = await until(() => suite.sink.received.find((m) => m.to.includes(email)));
    expect(message.from).toBe('meals@example.org');
    const text = decodeQuotedPrintable(message.raw);
    expect(text).toContain('Карыстальнік MealPlanr запрашае вас у агульны спіс пакупак.');
    expect(text).toContain('Імя: «Ivan»');
    expect(text).toContain('Спіс: «Дача»');
    const link = /http:\/\/localhost:5000\/invitations\/([A-Za-z0-9_-]{43})/.exec(text);
    expect(link).not.toBeNull();

    // The body is cleared once sent: the token does not stay in the database.
    const row = await until(async () => {
      const r = await outboxRow(email);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row).toMatchObject({ attempts: 1, text: '', html: null, sealedToken: null });
    expect(JSON.stringify(row)).not.toContain(link![1]);

    const guest = await registerUser(suite.app, { email });
    const accepted = await post(guest.cookie, `/api/invitations/${link![1]}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().list).toMatchObject({ id: list.id, role: 'member' });
  });

  it('retries a failed delivery later, with backoff', async () => {
    // Whatever the last test left queued (a verification message) goes out first.
    await suite.app.grocery.outbox.runOnce();
    suite.sink.received.length = 0;
    suite.sink.state.rejectNext = 1;
    const list = (await post(suite.cookie, '/api/grocery-lists', { title: 'Retry' })).json();
    const email = `retry_${Date.now()}@example.org`;
    await post(suite.cookie, `/api/grocery-lists/${list.id}/invitations`, { email });
    const failed = await until(async () => {
      const r = await outboxRow(email);
      return r?.lastError ? r : undefined;
    });
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('451');
    const wait = failed.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(suite.sink.received).toHaveLength(0);

    // Not due yet: nothing happens.
    await suite.app.grocery.outbox.runOnce();
    expect(suite.sink.received).toHaveLength(0);
    // Due: sent.
    await ctx.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.to, email));
    await suite.app.grocery.outbox.runOnce();
    expect(suite.sink.received.map((m) => m.to)).toEqual([[email]]);
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('does not send a message whose invitation expired while it waited', async () => {
    const id = await suite.app.grocery.outbox.enqueue(ctx.database.db, {
      to: 'expired@example.org',
      subject: 'Old',
      text: 'too late',
      expiresAt: new Date(Date.now() - 1000),
    });
    await suite.app.grocery.outbox.runOnce();
    expect(suite.sink.received).toHaveLength(0);
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'expired', text: '' });
  });

  // Several processes need several connections: PostgreSQL only (the embedded database is one process).
  it.runIf(ctx.kind === 'postgres')('sends each message once when several server processes work the outbox', async () => {
    const second: DatabaseHandle = await openDatabase({ kind: 'postgres', url: ctx.database.url! });
    const quiet = suite.app.log; // silent in tests
    const workers = [ctx.database, second].map(
      (database) =>
        new MailOutbox({ db: database.db, mailer: createSmtpMailer(suite.sink.url, 'meals@example.org'), log: quiet }),
    );
    const addresses = Array.from({ length: 12 }, (_, i) => `batch_${i}_${Date.now()}@example.org`);
    for (const to of addresses) {
      await workers[0]!.enqueue(ctx.database.db, { to, subject: 'Hello', text: 'Hello' });
    }
    await Promise.all([workers[0]!.runOnce(), workers[1]!.runOnce(), workers[0]!.runOnce(), workers[1]!.runOnce()]);
    const delivered = suite.sink.received.flatMap((m) => m.to).filter((to) => addresses.includes(to));
    expect(delivered.sort()).toEqual([...addresses].sort());
    for (const worker of workers) await worker.stop();
    await second.close();
  });
});

describeEachDatabase('invitations without SMTP', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps the message in the outbox without a usable link, and logs the link at debug level only', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const { cookie, user } = await registerUser(app);
    // Fastify's own logger (pino) at debug level, writing where the test can read it.
    const log = Fastify({ logger: { level: 'debug', stream: sink } }).log;
    const mail = new MailQueue({ outbox: app.grocery.outbox, key: mailKey('a test secret of thirty-two characters'), publicUrl: app.config.publicUrl, log });
    const sharing = new SharingService({
      db: ctx.database.db,
      lists: app.grocery.lists,
      outbox: app.grocery.outbox,
      mail,
      config: app.config,
      log,
    });
    const list = (
      await app.inject({ method: 'POST', url: '/api/grocery-lists', headers: { ...sameOriginJson, cookie }, payload: { title: 'x' } })
    ).json();
    const email = `nosmtp_${Date.now()}@example.org`;
    await sharing.invite({ id: user.id, email: user.email }, list.id, email, 'en');

    // Above debug level: that a message waits, never its link.
    const notice = lines.find((l) => l.mailId !== undefined && (l.level as number) >= 30);
    expect(notice).toMatchObject({ level: 30, to: email, kind: 'invitation' });
    expect(lines.filter((l) => (l.level as number) >= 30).map((l) => JSON.stringify(l)).join('\n')).not.toMatch(/invitations\/[\w-]{43}/);
    const logged = lines.find((l) => typeof l.link === 'string');
    expect(logged).toMatchObject({ level: 20, to: email });
    const link = String(logged!.link);
    expect(link).toMatch(/^http:\/\/localhost:5000\/invitations\/[\w-]{43}$/);

    // The outbox row holds no usable link; the message is rendered, link and all, only for sending.
    const [row] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, kind: 'invitation', text: '' });
    expect(JSON.stringify(row)).not.toContain(link.split('/').at(-1));
    expect(mail.renderForSending(row!)?.text).toContain(link);
    // Another server's key (another AUTH_SECRET) cannot open it.
    const stranger = new MailQueue({ outbox: app.grocery.outbox, key: mailKey('another secret, thirty-two chars long'), publicUrl: app.config.publicUrl, log });
    expect(stranger.renderForSending(row!)).toBeUndefined();
  });
});

describe('mail configuration and texts', () => {
  it('reads SMTP_URL and MAIL_FROM, with a sender derived from PUBLIC_URL by default', () => {
    const config = loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.org:465', MAIL_FROM: 'Meals <meals@example.org>' });
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.org:465', from: 'Meals <meals@example.org>' });
    expect(loadConfig({ PUBLIC_URL: 'https://food.example.org' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'MealPlanr <no-reply@food.example.org>',
    });
    expect(testConfig().mail.smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM: must be an address/);
  });

  it('backs off exponentially up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60_000);
  });

  it('writes the invitation in English, Russian and Belarusian, escaping what people typed', () => {
    const input = {
      inviterName: 'Anna <b>',
      listTitle: 'Week & more',
      email: 'b@example.org',
      url: 'https://meals.example.org/invitations/abc',
      expiresAt: new Date('2025-03-24T10:00:00Z'),
    };
    const en = renderInvitationMail({ ...input, lang: 'en' });
    expect(en.subject).toBe('An invitation to a shared grocery list on MealPlanr');
    expect(en.text).toContain('List: “Week & more”');
    expect(en.text).toContain('https://meals.example.org/invitations/abc');
    expect(en.text).toContain('March 24, 2025');
    expect(en.html).toContain('Anna &lt;b&gt;');
    expect(en.html).not.toContain('<b>');
    const ru = renderInvitationMail({ ...input, lang: 'ru' });
    const be = renderInvitationMail({ ...input, lang: 'be' });
    expect(ru.subject).toBe('Приглашение в общий список покупок в MealPlanr');
    expect(be.subject).toBe('Запрашэнне ў агульны спіс пакупак у MealPlanr');
    expect(ru.text).toContain('Список: «Week & more»');
    expect(be.text).toContain('Спіс: «Week & more»');
    expect(forbiddenLetters(`${ru.subject} ${ru.text}`, 'ru')).toEqual([]);
    expect(forbiddenLetters(`${be.subject} ${be.text}`, 'be')).toEqual([]);
  });

  it('picks the language from Accept-Language by preference', () => {
    expect(languageFromHeader('be-BY,be;q=0.9,en;q=0.5')).toBe('be');
    expect(languageFromHeader('de-DE, en;q=0.3, ru;q=0.8')).toBe('ru');
    expect(languageFromHeader('fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
