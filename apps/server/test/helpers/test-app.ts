/**
 * Builds the real app on a test database, for `app.inject`. One app per suite: build it in `beforeAll`.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

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

/** A POST by the person whose session `cookie` carries, from the app's own origin; `payload`, when given, as JSON. */
export function postAs(app: FastifyInstance, cookie: string, url: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: payload ? { ...sameOriginJson, cookie } : { origin: sameOriginJson.origin, cookie },
    ...(payload ? { payload } : {}),
  });
}

/** The app of a suite whose e-mail goes to a real SMTP sink of its own. */
export interface AppWithMail {
  app: FastifyInstance;
  sink: SmtpSink;
  close(): Promise<void>;
}

/** Starts an SMTP sink and builds the app sending to it (from `MealPlanr <meals@example.org>` unless overridden). */
export async function buildTestAppWithMail(database: DatabaseHandle, overrides: Partial<Config> = {}): Promise<AppWithMail> {
  const sink = await startSmtpSink();
  const app = await buildTestApp(database, { mail: { smtpUrl: sink.url, from: 'MealPlanr <meals@example.org>' }, ...overrides });
  return {
    app,
    sink,
    close: async () => {
      await app.close();
      await sink.close();
    },
  };
}
