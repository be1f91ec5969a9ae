/**
 * Route guards other modules use (keep these names stable):
 *
 *   app.get('/api/things', { preHandler: requireUser }, async (request) => request.user.id)
 *   app.get('/api/admin/stats', { preHandler: requireAdmin }, …)
 *
 * `requireUser` resolves the session cookie and sets `request.user`, or answers 401 `unauthorized`.
 * `requireAdmin` does the same and then answers 403 `forbidden` for anyone who is not an admin.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@mealplanr/contracts/auth';
import { forbidden, unauthorized } from '../../lib/app-error';

/** The signed-in person as routes see them. */
export type AuthUser = SessionUser;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` / `requireAdmin`; only read it on routes that use one of them. */
    user: AuthUser;
    /** The current session (set together with `user`). */
    authSession: { id: string; createdAt: Date } | null;
  }
}

export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const resolved = await request.server.auth.resolveSession(request, reply);
  if (!resolved) throw unauthorized();
  request.user = resolved.user;
  request.authSession = resolved.session;
}

export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user.isAdmin) throw forbidden('This area is for administrators only.');
}
