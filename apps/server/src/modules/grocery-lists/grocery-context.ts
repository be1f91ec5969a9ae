/**
 * What the grocery-list and sharing routes share, decorated on the app as `app.grocery`: the services, the
 * change bus, the mail outbox and the open live views.
 */
import type { ChangeBus } from '../../lib/events/change-bus';
import type { MailOutbox } from '../mail/mail-outbox';
import type { SharingService } from '../sharing/sharing.service';
import type { GroceryListService } from './grocery-lists.service';
import type { LiveView } from './live-updates';

export interface GroceryContext {
  bus: ChangeBus;
  lists: GroceryListService;
  sharing: SharingService;
  outbox: MailOutbox;
  liveViews: Set<LiveView>;
  /** Interval of the keep-alive comment on live views (25 s; tests shorten it). */
  heartbeatMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    grocery: GroceryContext;
  }
}
