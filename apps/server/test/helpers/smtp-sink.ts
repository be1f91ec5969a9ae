/**
 * A real SMTP server on 127.0.0.1 that keeps and decodes what it receives, for integration and end-to-end tests:
 *
 *   const sink = await startSmtpSink();                 // SMTP_URL=sink.url
 *   const mail = await sink.next('anna@example.org');   // the next message to that address, decoded
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  /** The decoded plain-text part. */
  text: string;
  /** The decoded HTML part ('' when there is none). */
  html: string;
  raw: string;
}

/** The decoded bytes of a quoted-printable body, as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodePart(headers: string, body: string): string {
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header, decoded. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

/** Splits a (multipart) message into its decoded text and HTML parts and subject. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? '');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
  let text = '';
  let html = '';
  if (!boundary) {
    text = decodePart(unfolded, rest.join('\n\n'));
  } else {
    for (const part of raw.split(`--${boundary}`).slice(1)) {
      const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const body = decodePart(partHead, partBody.join('\n\n').replace(/\r?\n$/, ''));
      if (/content-type:\s*text\/plain/i.test(partHead)) text = body;
      else if (/content-type:\s*text\/html/i.test(partHead)) html = body;
    }
  }
  return { subject, text: text.replace(/\r\n/g, '\n'), html };
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /**
   * The first message to `address` not yet taken by `next` (and whose subject matches `subject`), waiting up to
   * `timeoutMs` for it.
   */
  next(address: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** `rejectNext`: answer that many coming messages with 451 "try again later", as a busy mail server does. */
  state: { rejectNext: number };
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const state = { rejectNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        if (state.rejectNext > 0) {
          state.rejectNext--;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    async next(address, subject, timeoutMs = 10_000) {
      const mail = await until(
        () => received.find((m) => !taken.has(m) && m.to.includes(address) && (!subject || subject.test(m.subject))),
        timeoutMs,
      );
      taken.add(mail);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `probe` until it gives a value. */
export async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
