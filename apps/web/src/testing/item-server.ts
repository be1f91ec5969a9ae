/**
 * A real HTTP server on 127.0.0.1 that keeps grocery items the way the API does for item changes: a `PATCH` of
 * `/lists/<list>/items/<id>` carries `version`; a stale one is answered 409 `conflict` with the item as it is now
 * (`error.details.item`); an `Idempotency-Key` seen before gets the first answer again without doing the work twice.
 * For the web app's sync tests, which cannot start the API server itself (the web app never imports it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestItem {
  id: string;
  name: string;
  checked: boolean;
  version: number;
}

export interface ItemServer {
  url(path: string): string;
  /** Items by id; change them to play someone else's edit. */
  items: Map<string, TestItem>;
  /** Every PATCH as it arrived: item, key, body. */
  received: Array<{ itemId: string; key: string | undefined; body: Record<string, unknown> }>;
  /** How many changes were really made (a replayed key makes none). */
  applied: number;
  /** The next answer is lost: the change is made, then the connection is cut before the answer is sent. */
  loseNextAnswer(): void;
  /** Answers wait this long (to look at the screen while a change is under way). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startItemServer(items: TestItem[]): Promise<ItemServer> {
  const state = new Map(items.map((item) => [item.id, { ...item }]));
  const answered = new Map<string, { status: number; body: string }>();
  let loseNext = false;
  const api: ItemServer = {
    url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    items: state,
    received: [],
    applied: 0,
    loseNextAnswer: () => {
      loseNext = true;
    },
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  const answer = (itemId: string, body: Record<string, unknown>): { status: number; body: string } => {
    const item = state.get(itemId);
    if (!item) return { status: 404, body: JSON.stringify({ error: { code: 'not_found', message: 'No such item' } }) };
    if (typeof body.version === 'number' && body.version !== item.version) {
      const error = { code: 'conflict', message: 'Someone else changed this item meanwhile.', details: { item } };
      return { status: 409, body: JSON.stringify({ error }) };
    }
    const { version: _version, ...changes } = body;
    const updated = { ...item, ...changes, version: item.version + 1 };
    state.set(itemId, updated);
    api.applied += 1;
    return { status: 200, body: JSON.stringify({ item: updated, listVersion: updated.version }) };
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/lists\/[^/]+\/items\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method !== 'PATCH' || !match) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const itemId = decodeURIComponent(match[1]!);
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, unknown>;
      const key = req.headers['idempotency-key'] as string | undefined;
      api.received.push({ itemId, key, body });
      const reply = (key && answered.get(key)) || answer(itemId, body);
      if (key) answered.set(key, reply);
      if (loseNext) {
        loseNext = false;
        req.socket.destroy();
        return;
      }
      setTimeout(() => {
        res.statusCode = reply.status;
        res.setHeader('Content-Type', 'application/json');
        res.end(reply.body);
      }, api.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return api;
}
