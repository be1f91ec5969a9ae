/**
 * The signed-in user read from an answer or from localStorage without Zod, so the front page and the sign-in page
 * do not download it (about 25 KB gzip) before they render. It checks exactly what `userSchema` of
 * `@mealplanr/contracts/auth` checks and, like it, keeps only the known fields; user-shape.test.ts holds the two
 * in agreement (a field added to the contract fails that test until it is added here).
 */
import type { User } from '@mealplanr/contracts/auth';

// Zod's z.uuid() (RFC 9562 versions 1–8, the nil and the max UUID) and z.iso.datetime() (offset "Z" only, seconds required,
// optional fractional seconds), as Zod 4 writes them.
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const ISO_DATETIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z))$/;
const SIGN_IN_METHODS: readonly string[] = ['password', 'google'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The user `value` describes, or undefined when it is not one. */
export function parseUser(value: unknown): User | undefined {
  if (!isRecord(value)) return undefined;
  const { id, username, displayName, email, emailVerified, isAdmin, created, signInMethods } = value;
  if (typeof id !== 'string' || !UUID.test(id)) return undefined;
  if (typeof username !== 'string' || typeof displayName !== 'string' || typeof email !== 'string') return undefined;
  if (typeof emailVerified !== 'boolean' || typeof isAdmin !== 'boolean') return undefined;
  if (typeof created !== 'string' || !ISO_DATETIME.test(created)) return undefined;
  if (signInMethods !== undefined) {
    if (!Array.isArray(signInMethods) || !signInMethods.every((method) => typeof method === 'string' && SIGN_IN_METHODS.includes(method))) {
      return undefined;
    }
  }
  const user: User = { id, username, displayName, email, emailVerified, isAdmin, created };
  if (signInMethods !== undefined) user.signInMethods = (signInMethods as NonNullable<User['signInMethods']>).slice();
  return user;
}

/** `GET /api/session`'s answer (`{ user: User | null }`); throws when the answer has another shape. */
export function parseSessionAnswer(value: unknown): User | null {
  if (isRecord(value) && value.user === null) return null;
  const user = isRecord(value) ? parseUser(value.user) : undefined;
  if (!user) throw new TypeError('The session answer is not { user: User | null }.');
  return user;
}

/** An answer that must be the user (sign-in, registration); throws when it is not one. */
export function expectUser(value: unknown): User {
  const user = parseUser(value);
  if (!user) throw new TypeError('The answer is not a user.');
  return user;
}
