/**
 * A small recipe web site on 127.0.0.1 for the import tests: the saved pages of test/fixtures/recipe-pages, plus
 * the awkward answers real sites and attackers give — redirect chains, a redirect into a private network, pages
 * too large (declared or streamed, or compressed small), a body that trickles in, JSON instead of HTML, errors.
 *
 *   const site = await startRecipePageServer();
 *   site.url('/pages/russian-blog.html') // http://127.0.0.1:<port>/pages/russian-blog.html
 *   await site.close();
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';

export const FIXTURE_DIR = path.join(import.meta.dirname, '../fixtures/recipe-pages');

export interface RecipePageServer {
  port: number;
  url(pathname: string): string;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startRecipePageServer(): Promise<RecipePageServer> {
  const hits = new Map<string, number>();
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    open.add(response);
    response.on('close', () => open.delete(response));
    route(url, response, port);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    hits,
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    close: async () => {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function route(url: URL, response: http.ServerResponse, port: number): void {
  const parts = url.pathname.split('/').filter(Boolean);
  switch (parts[0]) {
    case 'pages': {
      // A fixture as a site serves it; ?charset= adds a charset to the Content-Type, as some servers do.
      const file = path.join(FIXTURE_DIR, path.basename(parts[1] ?? ''));
      if (!fs.existsSync(file)) return notFound(response);
      const charset = url.searchParams.get('charset');
      response.writeHead(200, { 'content-type': `text/html${charset ? `; charset=${charset}` : ''}` });
      response.end(fs.readFileSync(file));
      return;
    }
    case 'gzip': {
      const body = zlib.gzipSync(fs.readFileSync(path.join(FIXTURE_DIR, 'wordpress-yoast-graph.html')));
      response.writeHead(200, { 'content-type': 'application/xhtml+xml; charset=utf-8', 'content-encoding': 'gzip' });
      response.end(body);
      return;
    }
    case 'redirect': {
      // /redirect/N → N redirects, then the WordPress page.
      const left = Number(parts[1] ?? 0);
      const next = left > 1 ? `/redirect/${left - 1}` : '/pages/wordpress-yoast-graph.html';
      response.writeHead(left % 2 ? 301 : 302, { location: next });
      response.end();
      return;
    }
    case 'redirect-to': {
      response.writeHead(302, { location: url.searchParams.get('location') ?? '/' });
      response.end();
      return;
    }
    case 'redirect-relative-port': {
      // A redirect to a loopback address given as a full URL (the attacker's usual move).
      response.writeHead(307, { location: `http://[::1]:${port}/pages/russian-blog.html` });
      response.end();
      return;
    }
    case 'large-declared': {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(3 * 1024 * 1024) });
      response.write('<html><body>');
      return; // the rest never comes: the declared length is enough to refuse
    }
    case 'large-streamed': {
      // 3 MB of a real-looking page, sent chunked with no length given.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = `<p>${'Lorem ipsum dolor sit amet. '.repeat(36)}</p>\n`;
      let sent = 0;
      const pump = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!response.write(chunk)) return void response.once('drain', pump);
        }
        response.end('</body></html>');
      };
      pump();
      return;
    }
    case 'gzip-bomb': {
      // 40 KB on the wire, 40 MB unpacked.
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(zlib.gzipSync(Buffer.alloc(40 * 1024 * 1024, 0x20)));
      return;
    }
    case 'slow': {
      // Headers at once, then a byte every 300 ms, forever: only the total deadline ends it.
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<html><head><title>Slow');
      const timer = setInterval(() => response.write('.'), 300);
      response.on('close', () => clearInterval(timer));
      return;
    }
    case 'json': {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ '@type': 'Recipe', name: 'Not a page' }));
      return;
    }
    case 'image': {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
      return;
    }
    case 'server-error': {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<h1>Internal Server Error</h1>');
      return;
    }
    default:
      return notFound(response);
  }
}

function notFound(response: http.ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/html' });
  response.end('<h1>Not found</h1>');
}
