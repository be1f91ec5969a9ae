/**
 * Serves the built web app from the same port as the API. Client routes (`/dashboard`, `/list/…`) fall back to
 * index.html; unknown `/api/*` paths answer a JSON 404 instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './error-handler';

export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      // Files are listed once at start and get a route each, so unknown paths reach the fallback below.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; they are sent to browsers that accept them
      // (with Vary: Accept-Encoding) and are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).send(errorBody('not_found', `No API endpoint ${request.method} ${pathname}.`));
    }
    if (hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', 'Not found.'));
  });
}

