/**
 * Wires mail into the app before the modules that send it (accounts, sharing): `app.mail.outbox` (the worker)
 * and `app.mail.queue` (messages with a secret link, rendered when sent).
 */
import type { FastifyInstance } from 'fastify';
import { resolveAuthSecret } from '../auth/auth-secret';
import { mailKey } from './link-seal';
import { MailOutbox } from './mail-outbox';
import { createSmtpMailer } from './mailer';
import { MailQueue } from './secret-mail';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { outbox: MailOutbox; queue: MailQueue };
  }
}

export async function registerMail(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const db = app.database.db;
  const log = app.log.child({ module: 'mail' });
  const mailer = config.mail.smtpUrl ? createSmtpMailer(config.mail.smtpUrl, config.mail.from) : undefined;
  const key = mailKey(await resolveAuthSecret(db, config.auth.secret));
  // The worker renders through the queue, which queues into the worker's outbox.
  const render = { queue: undefined as MailQueue | undefined };
  const outbox = new MailOutbox({ db, mailer, log, render: (row) => render.queue?.renderForSending(row) });
  const queue = new MailQueue({ outbox, key, publicUrl: config.publicUrl, log });
  render.queue = queue;
  app.decorate('mail', { outbox, queue });

  app.addHook('onReady', async () => {
    if (!mailer) log.info('SMTP_URL is not set: e-mails wait in the outbox; their links are logged at debug level');
    outbox.start();
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
  });
}
