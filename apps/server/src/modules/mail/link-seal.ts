/**
 * The token of a link that waits in the mail outbox (invitation, e-mail verification, password reset) is kept
 * encrypted: AES-256-GCM with a key derived (HKDF-SHA-256) from AUTH_SECRET. Reading the outbox table — a
 * backup, an admin's query — gives no usable link; the worker unseals the token only to send the message.
 *
 * Set AUTH_SECRET in the environment: when it is generated and kept in the database, the database alone holds
 * both the key and the sealed tokens.
 */
import crypto from 'node:crypto';

const VERSION = 'v1';
const INFO = 'mealplanr mail-outbox link token v1';

/** The outbox key for this server's AUTH_SECRET (the same in every process). */
export function mailKey(authSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', authSecret, 'mealplanr', INFO, 32));
}

/**
 * @example unsealToken(sealToken('abc', key), key) // 'abc'
 */
export function sealToken(token: string, key: Buffer): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The token, or undefined when the value was sealed with another key or changed. */
export function unsealToken(value: string, key: Buffer): string | undefined {
  const [version, iv, sealed, tag] = value.split('.');
  if (version !== VERSION || !iv || !sealed || !tag) return undefined;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
