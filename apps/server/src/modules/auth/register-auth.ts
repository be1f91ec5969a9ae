/**
 * Wires accounts into the app: `app.auth` (the service the default guard uses, decorated on the root instance so
 * every module sees it), the change bus (`app.changeBus`, opened here because the session cache is its first
 * user; grocery lists share it) and the account routes.
 */
import type { FastifyInstance } from 'fastify';
import type { ChangeBus } from '../../lib/events/change-bus';
import { createChangeBus } from '../../lib/events/create-change-bus';
import { accountMailRoutes } from './account-mail.routes';
import { authRoutes } from './auth.routes';
import { AuthService } from './auth.service';
import { OIDC_PROVIDER_ID, POPUP_COMPLETE_PATH } from './better-auth';
import { watchAuthChanges } from './session-cache';

export const OIDC_START_PATH = '/api/auth/oidc/start';
export const OIDC_CALLBACK_PATH = `/api/auth/callback/${OIDC_PROVIDER_ID}`;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    /** Tells every server process what changed (lib/events/change-bus.ts); closed with the app. */
    changeBus: ChangeBus;
  }
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  const auth = await AuthService.create(app.config, app.database.db, app.log, app.mail?.queue);
  app.decorate('auth', auth);
  const bus = await createChangeBus(app.database, app.log);
  app.decorate('changeBus', bus);
  // Account changes made anywhere (another server, better-auth's own queries, the admin command) empty the cache.
  const stopWatching = watchAuthChanges(bus, auth.sessions, app.log);
  app.addHook('onClose', async () => {
    stopWatching();
    await bus.close();
  });
  allowSignInPopups(app);
  await app.register(authRoutes);
  await app.register(accountMailRoutes); // e-mail verification and password reset
}

/**
 * Google sign-in runs in a popup that passes through the provider's site and reports back with postMessage.
 * With `Cross-Origin-Opener-Policy: same-origin` on our pages the browser would cut the popup off from the page
 * that opened it, so pages allow popups (`same-origin-allow-popups`, still isolating us from pages that open us),
 * and the popup's landing page, which must talk to its opener, sends `unsafe-none`.
 */
function allowSignInPopups(app: FastifyInstance): void {
  // Browsers apply the policy of every response the popup passes, redirects included.
  const popupPaths = new Set([POPUP_COMPLETE_PATH, OIDC_START_PATH, OIDC_CALLBACK_PATH]);
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (popupPaths.has(path)) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      return payload;
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    return payload;
  });
}
