/**
 * Serves the built web app from the same port as the API. Client routes (`/dashboard`, `/list/…`) fall back to
 * index.html; unknown `/api/*` paths answer a JSON 404 instead.
 *
 * The front page (/) and the sign-in page (/auth) are also built already drawn, in every language
 * (`pages/<language>/index.html` and `auth.html`: apps/web/vite-plugin-prerender.ts). A visitor gets the one of
 * their language: the `mealplanr-language` cookie the app sets, else the browser's Accept-Language, else English.
 * A signed-in browser (it sends a session cookie) gets index.html as before, so the app sends it on to its
 * dashboard without first showing the front page; so does /auth?mode=register, which shows the other tab.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';

/** The interface languages the pages are built in (the web app's LANGUAGES); English is the fallback. */
const PAGE_LANGUAGES = ['en', 'ru', 'be'] as const;
const LANGUAGE_COOKIE = 'mealplanr-language';
/** `mealplanr.session_token`, or with the `__Secure-` prefix over HTTPS (better-auth's cookie prefix). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?mealplanr\.session_token=/;
const PAGE_FILES: Record<string, string> = { '/': 'index.html', '/auth': 'auth.html' };

type PageLanguage = (typeof PAGE_LANGUAGES)[number];
const isPageLanguage = (value: string): value is PageLanguage => (PAGE_LANGUAGES as readonly string[]).includes(value);

/** The cookie's language if it names one of ours, else the first of Accept-Language's (by weight) that is one. */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((piece) => piece.trim());
    if (name === LANGUAGE_COOKIE && value && isPageLanguage(value)) return value;
  }
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((range, index) => {
      const [tag = '', ...params] = range.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { code: tag.trim().split('-')[0]!.toLowerCase(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges.find((range) => isPageLanguage(range.code))?.code as PageLanguage | undefined ?? 'en';
}

/** The built page for this request (relative to the web build), or undefined when index.html is the answer. */
export function prerenderedPage(request: Pick<FastifyRequest, 'url' | 'headers'>): string | undefined {
  const [pathname = '/', search = ''] = request.url.split('?');
  const file = PAGE_FILES[pathname];
  if (!file) return undefined;
  const cookie = request.headers.cookie;
  if (cookie && SESSION_COOKIE.test(cookie)) return undefined;
  if (new URLSearchParams(search).get('mode') === 'register') return undefined;
  return `pages/${pageLanguage(cookie, request.headers['accept-language'])}/${file}`;
}

export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexFile = webDistDir ? path.join(webDistDir, 'index.html') : undefined;
  const hasSpa = indexFile !== undefined && fs.existsSync(indexFile);
  // A build from before the pages were drawn at build time has no pages/ folder: index.html answers everything.
  const hasPages = hasSpa && fs.existsSync(path.join(webDistDir!, 'pages'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDistDir!,
      // Files are listed once at start and get a route each, so unknown paths reach the fallback below.
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files; they are sent to browsers that accept them
      // (with Vary: Accept-Encoding) and are not routes of their own. The drawn pages are answers of / and /auth.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz', 'pages/**'],
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
      const page = hasPages ? prerenderedPage(request) : undefined;
      if (PAGE_FILES[pathname] && hasPages) {
        // The answer depends on these request headers: a shared cache must not give one person's page to another.
        reply.header('vary', 'cookie, accept-language');
      }
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile(page && fs.existsSync(path.join(webDistDir!, page)) ? page : 'index.html');
    }
    return reply.status(404).send(errorBody('not_found', 'Not found.'));
  });
}
