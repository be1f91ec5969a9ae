/**
 * A tiny real HTTP server on 127.0.0.1 for testing the fetch layer against genuine responses instead of a
 * mocked `fetch`. Each route answers with a fixed status and body, optionally after a delay, and every
 * request is recorded.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status: number;
  body?: string;
  contentType?: string;
  statusText?: string;
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  url(path: string): string;
  requests: RecordedRequest[];
  hits(path: string): number;
  close(): Promise<void>;
}

export async function startTestServer(routes: Record<string, Reply>): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body: Buffer.concat(chunks).toString() });
      const reply = routes[`${req.method} ${path}`] ?? routes[path] ?? { status: 404, body: '' };
      setTimeout(() => {
        res.statusCode = reply.status;
        if (reply.statusText) res.statusMessage = reply.statusText;
        if (reply.body !== undefined && reply.body !== '') {
          res.setHeader('Content-Type', reply.contentType ?? 'application/json');
        }
        res.end(reply.body ?? '');
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requests,
    hits: (path) => requests.filter((request) => request.path === path).length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
