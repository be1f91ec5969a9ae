/**
 * The app a suite runs against, built in the suite's `beforeAll` and closed in its `afterAll` — optionally
 * sending its mail to an SMTP sink of its own, optionally with one person registered and signed in:
 *
 *   describeEachDatabase('things', (ctx) => {
 *     const suite = signedInSuite(ctx);
 *     const get = (url: string) => suite.app.inject({ method: 'GET', url, headers: { cookie: suite.cookie } });
 *     …
 *   });
 *
 * The fields are there once the suite's `beforeAll` has run: read them inside tests and later hooks, not while
 * the suite is being declared.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/client';
import { registerUser, type RegisterOverrides, type TestUser } from './auth';
import type { SmtpSink } from './smtp-sink';
import { buildTestApp, buildTestAppWithMail } from './test-app';

export interface SuiteOptions {
  /** Settings besides the test defaults. */
  config?: Partial<Config>;
  /** Send mail to an SMTP sink of the suite's own (`sink`), from `MealPlanr <meals@example.org>`. */
  mail?: boolean;
}

export interface SuiteApp {
  readonly app: FastifyInstance;
  /** The SMTP sink the app's mail goes to (with `mail: true` only). */
  readonly sink: SmtpSink;
}

export interface SignedInSuite extends SuiteApp {
  /** The person registered for the suite (address confirmed unless `user.verified` is false). */
  readonly user: TestUser;
  /** Their session cookie, as a `cookie` request header. */
  readonly cookie: string;
  readonly password: string;
}

/** Builds the suite's app before its tests and closes it (and its SMTP sink) after them. */
export function suiteApp(ctx: { readonly database: DatabaseHandle }, options: SuiteOptions = {}): SuiteApp {
  let app: FastifyInstance | undefined;
  let sink: SmtpSink | undefined;
  let close = async () => {};
  beforeAll(async () => {
    if (options.mail) {
      const built = await buildTestAppWithMail(ctx.database, options.config);
      ({ app, sink } = built);
      close = built.close;
    } else {
      const built = await buildTestApp(ctx.database, options.config);
      app = built;
      close = () => built.close();
    }
  });
  afterAll(() => close());
  return {
    get app() {
      return ready(app, 'app');
    },
    get sink() {
      if (!options.mail) throw new Error('this suite has no SMTP sink: ask for one with `mail: true`');
      return ready(sink, 'sink');
    },
  };
}

/** `suiteApp`, with one person registered and signed in before the suite's tests. */
export function signedInSuite(
  ctx: { readonly database: DatabaseHandle },
  options: SuiteOptions & { user?: RegisterOverrides } = {},
): SignedInSuite {
  const suite = suiteApp(ctx, options);
  let person: Awaited<ReturnType<typeof registerUser>> | undefined;
  beforeAll(async () => {
    person = await registerUser(suite.app, options.user);
  });
  return {
    get app() {
      return suite.app;
    },
    get sink() {
      return suite.sink;
    },
    get user() {
      return ready(person, 'user').user;
    },
    get cookie() {
      return ready(person, 'cookie').cookie;
    },
    get password() {
      return ready(person, 'password').password;
    },
  };
}

/**
 * A second server on the suite's PostgreSQL database, as another process would be (its own pool and LISTEN
 * connection): built before the enclosing `describe`'s tests and closed after them.
 */
export function secondServer(ctx: { readonly database: DatabaseHandle & { url?: string } }): { readonly app: FastifyInstance } {
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    if (!ctx.database.url) throw new Error('a second server needs a PostgreSQL database');
    database = await openDatabase({ kind: 'postgres', url: ctx.database.url });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return {
    get app() {
      return ready(app, 'second server');
    },
  };
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the suite's ${name} is not there yet: read it inside a test or hook`);
  return value;
}
