/**
 * The process entry: reads the configuration, builds the app, listens, and shuts down gracefully on
 * SIGTERM/SIGINT (in-flight requests finish, the database and its lock are released).
 */
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { startPglite } from './db/pglite-thread';

/** The catalog is built this long after the server starts listening (catalog-context.ts). */
const CATALOG_WARM_UP_DELAY_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  // The embedded database starts opening in its own thread before anything else (half a second of a core's work),
  // and the app — most of the server's code and packages, a chunk of its own in the compiled server — loads and
  // is built on this thread meanwhile.
  const startedPglite = config.databaseUrl ? undefined : await startPglite(config.dataDir);
  const [{ buildApp }, { catalogContext }] = await Promise.all([
    import('./app'),
    import('./modules/catalog/catalog-context'),
  ]);
  const app = await buildApp({ config, startedPglite });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
  // Built now rather than by the first person who searches; a broken catalog still stops the server.
  setTimeout(() => {
    try {
      catalogContext();
    } catch (error) {
      console.error('MealPlanr could not load its catalog:', error);
      void app.close().finally(() => process.exit(1));
    }
  }, CATALOG_WARM_UP_DELAY_MS);
  app.log.info(
    { database: app.database.kind, dataDir: app.database.kind === 'pglite' ? config.dataDir : undefined },
    `MealPlanr is ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('MealPlanr could not start:', error);
  }
  process.exit(1);
});
