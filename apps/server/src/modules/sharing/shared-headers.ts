/**
 * Privacy headers for everything reached through a secret link — the public list (`/list/{shareId}` page and
 * `/api/shared/…`) and invitations (`/invitations/{token}` page and `/api/invitations/…`): the token must not
 * leak through the Referer header, search engines must not index it, and no cache may keep it. A root-level
 * onSend hook, so it also covers the web app's index.html served for those paths (plugins/spa.ts).
 */
import type { FastifyInstance } from 'fastify';

const SECRET_LINK_PATHS = /^\/(?:list|invitations|api\/shared|api\/invitations)\//;

export const SECRET_LINK_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
} as const;

export const isSecretLinkPath = (url: string): boolean => SECRET_LINK_PATHS.test(url.split('?')[0] ?? '');

export function registerSecretLinkHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (isSecretLinkPath(request.url)) reply.headers(SECRET_LINK_HEADERS);
    return payload;
  });
}
