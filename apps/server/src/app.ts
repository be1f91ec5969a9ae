/**
 * Builds the Fastify application. It never listens: `server.ts` does, and tests call `app.inject`.
 */
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import { startOpeningDatabase, type DatabaseHandle } from './db/client';
import type { StartedPglite } from './db/pglite-thread';
import { loggerOptions } from './lib/logger';
import { adminRoutes } from './modules/admin/admin.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { foodWordsRoutes } from './modules/catalog/food-words.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { registerGroceryLists } from './modules/grocery-lists/register-grocery-lists';
import { healthRoutes } from './modules/health/health.routes';
import { llmRoutes } from './modules/llm/llm.routes';
import { mealPlansRoutes } from './modules/meal-plans/meal-plans.routes';
import { preferencesRoutes } from './modules/preferences/preferences.routes';
import { recipeImportRoutes } from './modules/recipes/import/recipe-import.routes';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { registerAuth } from './modules/auth/register-auth';
import { registerRouteAccess } from './modules/auth/route-access';
import { registerMail } from './modules/mail/register-mail';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerTextHygiene } from './plugins/text-hygiene';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An already open database (tests share one per file); opened from the config otherwise and closed with the app. */
  database?: DatabaseHandle;
  /** The embedded database, already starting in its thread (server.ts starts it before the app's code loads). */
  startedPglite?: StartedPglite;
}

export async function buildApp({ config, database, startedPglite }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimit,
    // TRUST_PROXY: off unless proxies are named, so X-Forwarded-For from a client is ignored (ADR 0009).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from the route schemas; tests also check each against Zod's.
  app.setSerializerCompiler(
    responseSerializerCompiler({
      compare: config.env === 'test',
      onFallback: (route, reason) => app.log.debug({ route, reason }, 'response schema has no JSON Schema form; Zod writes it'),
    }),
  );

  // The embedded database opens in its own thread while the app is built here; a query made meanwhile waits for
  // it, and the app is returned only once it is open and migrated, so no request ever comes first.
  const opening = database
    ? undefined
    : await startOpeningDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: config.dataDir, started: startedPglite },
      );
  const db = database ?? opening!.handle;
  app.decorate('config', config);
  app.decorate('database', db);
  if (!database) app.addHook('onClose', async () => db.close());

  try {
    registerErrorHandler(app);
    await registerSecurity(app, config);
    await registerCompression(app); // before the routes: it attaches to each route as it is added
    // Every route registered from here on needs a signed-in person unless it is on the public list.
    registerRouteAccess(app);
    await registerOpenApi(app);
    registerTextHygiene(app); // no control characters in any text a route receives
    await registerRateLimits(app); // before the routes that name a limit

    await registerMail(app); // before accounts and sharing, which send mail
    await registerAuth(app); // before the modules: the default guard and their routes use `app.auth`
    await app.register(healthRoutes);
    await app.register(preferencesRoutes);
    await app.register(catalogRoutes);
    await app.register(foodWordsRoutes);
    await app.register(recipeImportRoutes); // POST /api/recipes/import, /api/recipes/import-text
    await app.register(recipesRoutes);
    await app.register(mealPlansRoutes);
    await app.register(llmRoutes); // GET /api/meal-plans/generators: is the AI chef offered
    await app.register(feedbackRoutes);
    await app.register(adminRoutes);
    await registerGroceryLists(app); // grocery lists, sharing, mail outbox, live updates

    await registerSpa(app, config.env === 'production' ? config.webDistDir : undefined);
  } catch (error) {
    // A step that queried a database which then failed to open: report why it did not open (the query's own error
    // would name its parameters), once its data directory's lock is released.
    await opening?.opened;
    throw error;
  }
  await opening?.opened;
  return app;
}
