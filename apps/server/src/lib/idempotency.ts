/**
 * `Idempotency-Key` support (docs/architecture.md#api): the first answer to a mutation is stored with its key, in the same
 * transaction as the mutation, and a retry with the same key gets that answer back instead of doing the work
 * twice (an offline client replaying its queue never adds an item twice; a retried "create plan" never makes
 * two plans). A concurrent duplicate waits on the
 * key's row until the first transaction commits and then replays it. Failed requests (4xx/5xx) are not stored,
 * so a retry after a failure runs again. Keys are kept for a day.
 */
import crypto from 'node:crypto';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

export const KEY_TTL_HOURS = 24;
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export interface IdempotencyRequest {
  /** "user:<id>" or "share:<token hash>": whose keys these are. */
  scope: string;
  key: string;
  /** Method, URL and body the key was first used with. */
  fingerprint: string;
  userId?: string | null;
  listId?: string | null;
}

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** The keys of one signed-in person (a share link's are scoped to the link instead). */
export const userScope = (userId: string) => ({ scope: `user:${userId}`, userId });

/** The request's idempotency key, or undefined when it sent none; 400 for a malformed one. */
export function idempotencyOf(
  request: FastifyRequest,
  scope: { scope: string; userId?: string | null; listId?: string | null },
): IdempotencyRequest | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw new AppError(400, 'invalid_idempotency_key', 'Idempotency-Key must be 1 to 128 printable characters.');
  }
  const fingerprint = crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return { ...scope, key, fingerprint };
}

/**
 * Claims the key inside `tx`. Returns the stored answer when the key was used before (same request), undefined
 * when this request is the first (then call `saveAnswer` in the same transaction).
 */
export async function claimKey(tx: Database, request: IdempotencyRequest): Promise<StoredAnswer | undefined> {
  const inserted = await claimQuery(tx).execute(claimValues(request));
  if (inserted.length > 0) return undefined;
  // None when it was deleted in between (expired): then this request is treated as new.
  return readStoredAnswer(tx, request);
}

/**
 * The key's stored answer, read in a statement of its own (so it sees a duplicate that committed while this
 * transaction waited on the key's row); 422 when the key came with a different request. Status 0: claimed by
 * this transaction and not answered yet (a committed key always has its answer).
 */
export async function readStoredAnswer(tx: Database, request: IdempotencyRequest): Promise<StoredAnswer | undefined> {
  const [prior] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
  if (!prior) return undefined;
  if (prior.fingerprint !== request.fingerprint) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different request.',
    );
  }
  return { statusCode: prior.statusCode, body: prior.response };
}

/** The key's claim: an insert that does nothing when the key is there already. Placeholders: `claimValues`. */
const claimInsert = (db: Database) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('claimScope'),
      key: sql.placeholder('claimKey'),
      fingerprint: sql.placeholder('claimFingerprint'),
      statusCode: 0,
      userId: sql.placeholder('claimUserId'),
      listId: sql.placeholder('claimListId'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });

export const claimValues = (request: IdempotencyRequest) => ({
  claimScope: request.scope,
  claimKey: request.key,
  claimFingerprint: request.fingerprint,
  claimUserId: request.userId ?? null,
  claimListId: request.listId ?? null,
});

/** Every keyed change starts with this statement: prepared (db/prepared.ts). */
const claimQuery = preparedPerDatabase((db) => claimInsert(db).prepare('idempotency_key_claim'));

/**
 * The key's claim as a `WITH` query, for a change that claims its key in its first statement (one round trip
 * less): `claimed_key` has a row when this request is the key's first. Its placeholders: `claimValues`.
 */
export const keyClaimQuery = (db: Database) => db.$with('claimed_key').as(claimInsert(db));

export async function saveAnswer(tx: Database, request: IdempotencyRequest, answer: StoredAnswer): Promise<void> {
  await tx.execute(saveAnswerStatement(request, answer));
}

/**
 * The statement `saveAnswer` runs, for a caller that sends it together with another (left to a transaction's commit: db/transactions.ts `writeAtCommit`).
 * Written out rather than built with the query builder: it closes every keyed change, and building it took longer
 * than the database takes to run it. A body of `undefined` or `null` is kept as SQL NULL.
 */
export function saveAnswerStatement(request: IdempotencyRequest, answer: StoredAnswer): SQL {
  const response = answer.body === undefined || answer.body === null ? null : JSON.stringify(answer.body);
  return sql`update ${idempotencyKeys} set status_code = ${answer.statusCode}, response = ${response}::jsonb
    where scope = ${request.scope} and key = ${request.key}`;
}

/** Forgets a key whose request failed after its answer was saved (work that went on outside the transaction). */
export async function releaseKey(db: Database, request: IdempotencyRequest): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
}

export async function deleteExpiredKeys(db: Database): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_TTL_HOURS})`));
}
