/**
 * Security baseline for every response and every mutation (docs/architecture.md#security): strict headers, JSON-only bodies and a
 * same-origin check that stops cross-site request forgery before any route runs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { inlineScriptHashes } from './inline-script-hashes';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  // The web app is served in production only (plugins/spa.ts); its page's inline theme script is allowed by hash.
  const pageScripts = config.env === 'production' ? inlineScriptHashes(path.join(config.webDistDir, 'index.html')) : [];
  // Helmet's headers are worked out once and set on every answer: with these settings (no per-route settings, no
  // CSP nonces) they do not depend on the request. (@fastify/helmet builds the middleware anew for every request,
  // parsing the policy each time: a twentieth of a list GET's time.)
  const securityHeaders = headersSetBy(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...pageScripts],
        // Radix's scroll lock injects <style> elements at run time; scripts stay 'self' and the page's own.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  }));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });

  // Only JSON bodies: a cross-site form can post text/plain without a preflight, so we refuse it.
  app.removeContentTypeParser('text/plain');

  // The one origin allowed is PUBLIC_URL's: never one derived from Host or X-Forwarded-Host, which the sender of
  // the request chooses.
  const allowedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin !== undefined && origin !== allowedOrigin) {
      throw new AppError(403, 'cross_origin_request', 'Requests from other sites are not allowed.');
    }
    if (fetchSite === 'cross-site') {
      throw new AppError(403, 'cross_origin_request', 'Requests from other sites are not allowed.');
    }
  });
}

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware sets when it depends on nothing in the request (helmet's, with static settings). */
function headersSetBy(middleware: HeaderMiddleware): [string, number | string | readonly string[]][] {
  const headers = new Map<string, number | string | readonly string[]>();
  const recorder = {
    setHeader: (name: string, value: number | string | readonly string[]) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => (failure = error));
  if (failure) throw failure;
  return [...headers];
}
