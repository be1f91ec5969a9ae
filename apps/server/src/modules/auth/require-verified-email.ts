/**
 * A check for signed-in people on routes that trust the person's e-mail address — sending and accepting
 * invitations: 403 `email_not_verified` until the address is confirmed.
 *
 *   app.post('/api/things/:id/invitations', { preHandler: requireVerifiedEmail }, …)
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please confirm your e-mail address first: open the link we sent you, or ask for a new one.';

export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!request.user.emailVerified) throw new AppError(403, 'email_not_verified', EMAIL_NOT_VERIFIED_MESSAGE);
}
