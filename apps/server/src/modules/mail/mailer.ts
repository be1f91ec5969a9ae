/**
 * Sends one message over SMTP (`SMTP_URL`, e.g. smtp://user:password@mail.example.org:587 — STARTTLS when the
 * server offers it — or smtps://… for TLS from the start). Only the outbox worker calls it.
 */
import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer is loaded with the first message, not at start: most minutes of a server send no mail, and loading
 * it is a tenth of a second of start-up.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        // Fail a stuck server quickly; the outbox retries later.
        connectionTimeout: 15_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    ));
  return {
    async send(mail) {
      await (await open()).sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}
