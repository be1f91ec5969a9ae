/**
 * Messages that carry a secret link — an invitation, an e-mail verification, a password reset. They wait in the
 * outbox without a usable link: the row holds the template's data and the token sealed (link-seal.ts), and the
 * message is rendered only when it is sent. Without SMTP_URL the link is written to the log at debug level only
 * (LOG_LEVEL=debug), for a self-hoster who passes links on by hand.
 */
import type { FastifyBaseLogger } from 'fastify';
import { languageSchema, type Language } from '@mealplanr/contracts/enums';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { renderAccountMail } from './account-mail';
import { renderInvitationMail, type RenderedMail } from './invitation-mail';
import { sealToken, unsealToken } from './link-seal';
import type { MailOutbox } from './mail-outbox';
import type { OutboxRow } from './mail-outbox.repository';
import type { OutgoingMail } from './mailer';

export type SecretMailKind = 'invitation' | 'verify_email' | 'reset_password';

/**
 * What a message's template needs besides the link, as stored with it: read back through these schemas when it
 * is sent, so a row that does not fit is a message that cannot be rendered, not a broken one.
 */
const invitationDataSchema = z.object({
  lang: languageSchema,
  inviterName: z.string(),
  listTitle: z.string(),
  expiresAt: z.string(),
});
type InvitationData = z.infer<typeof invitationDataSchema>;
const accountMailDataSchema = z.object({ lang: languageSchema });

export type SecretMail =
  | {
      kind: 'invitation';
      to: string;
      token: string;
      lang: Language;
      inviterName: string;
      listTitle: string;
      expiresAt: Date;
      invitationId: string;
    }
  | { kind: 'verify_email' | 'reset_password'; to: string; token: string; lang: Language; expiresAt: Date; userId: string };

/** A queued message; `announce()` after the transaction commits sends it now, or logs where it waits. */
export interface QueuedMail {
  id: string;
  announce(): void;
}

/**
 * Where a token leads. Invitations open `/invitations/<token>` (a page that shows what it is before anything is
 * accepted); verification and reset links keep the token in the fragment, which browsers send to no server,
 * so it never reaches a log or a Referer header.
 */
export function secretLink(publicUrl: string, kind: SecretMailKind, token: string): string {
  if (kind === 'invitation') return `${publicUrl}/invitations/${token}`;
  const page = kind === 'verify_email' ? 'verify-email' : 'reset-password';
  return `${publicUrl}/${page}#${encodeURIComponent(token)}`;
}

function render(kind: SecretMailKind, to: string, data: unknown, url: string): RenderedMail | undefined {
  if (kind === 'invitation') {
    const parsed = invitationDataSchema.safeParse(data);
    if (!parsed.success) return undefined;
    const d = parsed.data;
    return renderInvitationMail({
      lang: d.lang,
      inviterName: d.inviterName,
      listTitle: d.listTitle,
      email: to,
      url,
      expiresAt: new Date(d.expiresAt),
    });
  }
  const parsed = accountMailDataSchema.safeParse(data);
  return parsed.success ? renderAccountMail({ kind, lang: parsed.data.lang, email: to, url }) : undefined;
}

const isKind = (kind: string | null): kind is SecretMailKind =>
  kind === 'invitation' || kind === 'verify_email' || kind === 'reset_password';

export interface MailQueueOptions {
  outbox: MailOutbox;
  /** The outbox key (mailKey(AUTH_SECRET)). */
  key: Buffer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export class MailQueue {
  constructor(private readonly options: MailQueueOptions) {}

  /** The message as it goes out, link included; undefined when its token cannot be unsealed. */
  renderForSending = (row: OutboxRow): OutgoingMail | undefined => {
    if (!isKind(row.kind) || !row.sealedToken) return undefined;
    const token = unsealToken(row.sealedToken, this.options.key);
    if (!token) return undefined;
    const mail = render(row.kind, row.to, row.data, secretLink(this.options.publicUrl, row.kind, token));
    return mail && { to: row.to, ...mail };
  };

  /** Queues the message inside `tx` (the transaction that creates its token); announce it after the commit. */
  async add(tx: Database, mail: SecretMail): Promise<QueuedMail> {
    const { outbox, key, publicUrl, log } = this.options;
    const data =
      mail.kind === 'invitation'
        ? ({ lang: mail.lang, inviterName: mail.inviterName, listTitle: mail.listTitle, expiresAt: mail.expiresAt.toISOString() } satisfies InvitationData)
        : { lang: mail.lang };
    const link = secretLink(publicUrl, mail.kind, mail.token);
    const subject = render(mail.kind, mail.to, data, link)?.subject ?? '';
    const id = await outbox.enqueue(tx, {
      to: mail.to,
      subject,
      text: '',
      expiresAt: mail.expiresAt,
      kind: mail.kind,
      data,
      sealedToken: sealToken(mail.token, key),
      invitationId: mail.kind === 'invitation' ? mail.invitationId : null,
      userId: mail.kind === 'invitation' ? null : mail.userId,
    });
    return {
      id,
      announce: () => {
        if (outbox.sending) {
          outbox.kick();
          return;
        }
        log.info(
          { mailId: id, kind: mail.kind, to: mail.to },
          'SMTP_URL is not set, so this message waits in the mail outbox (its link is logged at debug level)',
        );
        log.debug({ mailId: id, kind: mail.kind, to: mail.to, link }, 'the link of a message waiting in the mail outbox');
      },
    };
  }
}
