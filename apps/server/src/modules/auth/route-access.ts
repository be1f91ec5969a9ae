/**
 * Who may call which route. Every route needs a signed-in person unless it is on `PUBLIC_ROUTES` — the one place
 * that says what visitors may call — so a route added anywhere is guarded without anyone remembering to guard it.
 *
 * The check is an `onRequest` hook on the root instance: it runs before the body is read or validated, so a
 * visitor gets 401 and learns nothing of a guarded route's input rules. Handlers then read `request.user` (and
 * `request.authSession`), typed as always present: on a guarded route they are, and on a public route reading them
 * answers 401 rather than handing a handler `null`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error';
import type { AuthUser } from './require-user';

/** `METHOD /route/pattern` as routes are declared; `/*` at the end covers every route below that path. */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  // Signing up, in and out, and what the sign-in and sign-up forms need to show.
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'GET /api/session',
  'GET /api/password-policy',
  'GET /api/auth-config',
  'GET /api/auth/oidc/start',
  'GET /api/auth/callback/oidc',
  // Links sent by e-mail: confirming an address, resetting a forgotten password.
  'POST /api/verify-email',
  'POST /api/password-reset',
  'POST /api/password-reset/check',
  'POST /api/password-reset/confirm',
  // A list shared by link (the link's secret is the key) and what an invitation is for, before signing in.
  'GET /api/shared/:shareId',
  'PATCH /api/shared/:shareId/items/:itemId',
  'GET /api/shared/:shareId/events',
  'GET /api/invitations/:token',
  // The API's documentation.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/*',
];

const exact = new Set(PUBLIC_ROUTES.filter((route) => !route.endsWith('/*')));
const prefixes = PUBLIC_ROUTES.filter((route) => route.endsWith('/*')).map((route) => route.slice(0, -1));

/**
 * Whether visitors may call a route. HEAD is answered like GET. Routes outside `/api/` serve the built web app's
 * files, which hold nothing of anyone's.
 */
export function isPublicRoute(method: string, url: string): boolean {
  if (url !== '/api' && !url.startsWith('/api/')) return method === 'GET' || method === 'HEAD';
  const key = `${method === 'HEAD' ? 'GET' : method} ${url}`;
  return exact.has(key) || prefixes.some((prefix) => key.startsWith(prefix));
}

interface SignedIn {
  user: AuthUser;
  session: { id: string; createdAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person. Guarded routes always have one; reading it on a public route answers 401. */
    readonly user: AuthUser;
    /** The session this request came with, under the same terms as `user`. */
    readonly authSession: { id: string; createdAt: Date };
    /** Set by the guard; read `user` and `authSession` instead. */
    signedIn: SignedIn | null;
  }
}

function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw unauthorized();
  return request.signedIn;
}

/** Installs the default guard on the root instance: register it before any route. */
export function registerRouteAccess(app: FastifyInstance): void {
  app.decorateRequest('signedIn', null);
  app.decorateRequest('user', {
    getter(this: FastifyRequest) {
      return signedInOf(this).user;
    },
  });
  app.decorateRequest('authSession', {
    getter(this: FastifyRequest) {
      return signedInOf(this).session;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    // No route matched: the not-found answer tells a visitor nothing.
    if (request.is404) return;
    const url = request.routeOptions.url;
    if (url !== undefined && isPublicRoute(request.method, url)) return;
    const resolved = await request.server.auth.resolveSession(request, reply);
    if (!resolved) throw unauthorized();
    request.signedIn = resolved;
  });
}
