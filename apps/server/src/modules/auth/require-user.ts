/**
 * Checks beyond being signed in, which every route not on the public list already requires (`route-access.ts`):
 *
 *   app.addHook('onRequest', requireAdmin)   // a plugin scope for administrators only
 */
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@mealplanr/contracts/auth';
import { forbidden } from '../../lib/app-error';

/** The signed-in person as routes see them. */
export type AuthUser = SessionUser;

/** 403 `forbidden` for anyone who is not an admin (visitors were already answered 401). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user.isAdmin) throw forbidden('This area is for administrators only.');
}
