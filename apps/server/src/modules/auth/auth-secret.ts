/**
 * The key that signs session cookies and sign-in state. AUTH_SECRET wins when set; otherwise one is generated on
 * first start and kept in the database, so `npm start` needs no configuration and every server process sharing
 * the database signs with the same key.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { serverSecrets } from '../../db/schema';

const NAME = 'auth_secret';

export async function resolveAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  // Two processes starting at once: the first insert wins, both read the winner.
  await db
    .insert(serverSecrets)
    .values({ name: NAME, value: crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME));
  if (!row) throw new Error('the authentication secret could not be stored');
  return row.value;
}
