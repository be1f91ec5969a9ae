/**
 * Secrets in links (share links and invitations): 256 random bits, base64url (43 characters). Only the SHA-256
 * of a token is stored, so a copy of the database does not open anyone's list.
 */
import crypto from 'node:crypto';

export const newToken = (): string => crypto.randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** Tokens we issue look like this; anything else is unknown without asking the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
