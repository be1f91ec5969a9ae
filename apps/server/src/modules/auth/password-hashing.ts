/**
 * Password hashing with argon2id at the OWASP-recommended minimum (m = 19456 KiB, t = 2, p = 1). The PHC string stores its own parameters, so raising them later keeps old hashes verifiable.
 */
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** @example await hashPassword('correct horse') // '$argon2id$v=19$m=19456,t=2,p=1$…' */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike: sign-in must never crash on bad data. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
