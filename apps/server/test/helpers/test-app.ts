/**
 * Builds the real app on a test database, for `app.inject`. One app per suite: build it in `beforeAll`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';

export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

/** Headers a browser on the app's own origin would send with a JSON mutation. */
export const sameOriginJson = { 'content-type': 'application/json', origin: 'http://localhost:5000' } as const;
