/**
 * Wires grocery lists and sharing into the app: the change bus, the services
 * (`app.grocery`), the secret-link headers and the routes. Live views are ended before the server closes, so
 * a graceful shutdown does not wait for streams that never end by themselves.
 */
import type { FastifyInstance } from 'fastify';
import { registerSecretLinkHeaders } from '../sharing/shared-headers';
import { sharedListRoutes } from '../sharing/shared-list.routes';
import { SharingService } from '../sharing/sharing.service';
import { sharingRoutes } from '../sharing/sharing.routes';
import './grocery-context';
import { groceryListRoutes } from './grocery-lists.routes';
import { GroceryListService } from './grocery-lists.service';
import { deleteExpiredKeys } from '../../lib/idempotency';
import { HEARTBEAT_MS, type LiveView } from './live-updates';

const MAINTENANCE_MS = 60 * 60 * 1000;

export async function registerGroceryLists(app: FastifyInstance): Promise<void> {
  const { config } = app;
  const db = app.database.db;
  const bus = app.changeBus; // opened and closed with accounts (auth/register-auth.ts)
  const { outbox, queue: mail } = app.mail; // mail/register-mail.ts: started and stopped there
  const lists = new GroceryListService(db, bus, config.limits.listsPerAccount);
  const sharing = new SharingService({ db, lists, outbox, mail, config, log: app.log.child({ module: 'sharing' }) });
  const liveViews = new Set<LiveView>();
  app.decorate('grocery', { bus, lists, sharing, outbox, liveViews, heartbeatMs: HEARTBEAT_MS });

  registerSecretLinkHeaders(app);

  let maintenance: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    maintenance = setInterval(() => {
      deleteExpiredKeys(db).catch((error: unknown) => app.log.warn({ err: error }, 'could not delete old idempotency keys'));
    }, MAINTENANCE_MS);
    maintenance.unref();
  });
  app.addHook('preClose', async () => {
    for (const view of [...liveViews]) view.end();
    lists.close();
  });
  app.addHook('onClose', async () => {
    if (maintenance) clearInterval(maintenance);
  });

  await app.register(groceryListRoutes);
  await app.register(sharingRoutes);
  await app.register(sharedListRoutes);
}
