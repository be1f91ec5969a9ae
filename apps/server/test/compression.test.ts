/**
 * API answers are compressed (Brotli or gzip, from 1 kB); event streams never are, since a compressor would
 * hold events back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

describeEachDatabase('compression', (ctx) => {
  let app: FastifyInstance;
  let cookie: string;
  let listId: string;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database);
    ({ cookie } = await registerUser(app));
    const list = await app.inject({ method: 'POST', url: '/api/grocery-lists', headers: { ...sameOriginJson, cookie }, payload: { title: 'Big shop' } });
    listId = list.json<{ id: string }>().id;
    for (let i = 0; i < 20; i++) {
      await app.inject({
        method: 'POST',
        url: `/api/grocery-lists/${listId}/items`,
        headers: { ...sameOriginJson, cookie },
        payload: { name: `tomatoes ${i}`, quantity: 2, unit: 'kg', note: 'the ripe ones from the market stall' },
      });
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a large JSON answer with Brotli or gzip, whichever is asked for, and it reads back the same', async () => {
    const plain = await app.inject({ method: 'GET', url: `/api/grocery-lists/${listId}`, headers: { cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ method: 'GET', url: `/api/grocery-lists/${listId}`, headers: { cookie, 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await app.inject({ method: 'GET', url: `/api/grocery-lists/${listId}`, headers: { cookie, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends a list read again as the very bytes it compressed the first time, until the list changes', async () => {
    const get = () => app.inject({ method: 'GET', url: `/api/grocery-lists/${listId}`, headers: { cookie, 'accept-encoding': 'br' } });
    const first = await get();
    const again = await get();
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const added = await app.inject({
      method: 'POST',
      url: `/api/grocery-lists/${listId}/items`,
      headers: { ...sameOriginJson, cookie },
      payload: { name: 'basil' },
    });
    expect(added.statusCode).toBe(201);
    const changed = JSON.parse(zlib.brotliDecompressSync((await get()).rawPayload).toString('utf8'));
    expect(changed.version).toBe(added.json().listVersion);
    expect(JSON.stringify(changed)).toContain('basil');
  });

  it('leaves small answers as they are', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses an event stream', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const { headers, firstChunk } = await new Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string }>(
      (resolve, reject) => {
        const req = http.get(
          {
            host: '127.0.0.1',
            port,
            path: `/api/grocery-lists/${listId}/events`,
            headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
          },
          (res) => {
            res.setEncoding('utf8');
            res.once('data', (chunk: string) => {
              resolve({ headers: res.headers, firstChunk: chunk });
              req.destroy();
            });
          },
        );
        req.on('error', reject);
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstChunk).toMatch(/^retry: \d+/); // readable text as it was written
  });
});
