/** Picks the change bus for the database in use: LISTEN/NOTIFY on PostgreSQL, in-process on PGlite. */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { ChangeBus } from './change-bus';
import { createMemoryChangeBus } from './memory-change-bus';
import { createPostgresChangeBus } from './postgres-change-bus';

export async function createChangeBus(database: DatabaseHandle, log: FastifyBaseLogger): Promise<ChangeBus> {
  if (database.kind === 'postgres' && database.pool) return createPostgresChangeBus(database.pool, log);
  return createMemoryChangeBus(database);
}
