import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { HttpError, apiRequest, sharedGet } from './api.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/items': { status: 200, body: JSON.stringify([{ id: 1 }]), delayMs: 50 },
    'POST /api/items': { status: 201, body: JSON.stringify({ id: 2 }) },
    'DELETE /api/items/1': { status: 204 },
    'GET /api/plain-error': { status: 500, body: 'database is down' },
    'GET /api/empty-error': { status: 503, statusText: 'Service Unavailable' },
    'POST /api/coded-error': {
      status: 409,
      body: JSON.stringify({ error: { code: 'conflict', message: 'Version mismatch' } }),
    },
  });
});
afterAll(() => server.close());
afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('sends a body as JSON and returns the OK response', async () => {
    const res = await apiRequest('POST', server.url('/api/items'), { name: 'Oats' });
    expect(await res.json()).toEqual({ id: 2 });
    const sent = server.requests.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent.body)).toEqual({ name: 'Oats' });
  });

  it('sends no body and no JSON content type when there is nothing to send', async () => {
    const res = await apiRequest('DELETE', server.url('/api/items/1'));
    expect(res.status).toBe(204);
    const sent = server.requests.at(-1)!;
    expect(sent.body).toBe('');
    expect(sent.headers['content-type']).toBeUndefined();
  });

  it('includes credentials on every request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await apiRequest('POST', server.url('/api/items'), {});
    await apiRequest('GET', server.url('/api/items'));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    for (const call of fetchSpy.mock.calls) expect(call[1]?.credentials).toBe('include');
  });

  it('raises "<status>: <body>" for a non-OK response', async () => {
    await expect(apiRequest('GET', server.url('/api/plain-error'))).rejects.toThrow(
      /^500: database is down$/,
    );
  });

  it('falls back to the status text when the error body is empty', async () => {
    await expect(apiRequest('GET', server.url('/api/empty-error'))).rejects.toThrow(
      '503: Service Unavailable',
    );
  });

  it('exposes the status and the API error code on the error', async () => {
    const error = await apiRequest('POST', server.url('/api/coded-error'), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(409);
    expect(httpError.code).toBe('conflict');
    expect(httpError.message).toBe(
      '409: {"error":{"code":"conflict","message":"Version mismatch"}}',
    );
  });
});

describe('sharedGet', () => {
  it('lets identical GETs in flight share one request, each caller reading its own body', async () => {
    const before = server.hits('/api/items');
    const url = server.url('/api/items');
    const responses = await Promise.all([sharedGet(url), sharedGet(url), apiRequest('GET', url)]);
    expect(server.hits('/api/items') - before).toBe(1);
    const bodies = await Promise.all(responses.map((res) => res.json()));
    expect(bodies).toEqual([[{ id: 1 }], [{ id: 1 }], [{ id: 1 }]]);
  });

  it('fetches afresh once the earlier request has finished', async () => {
    const before = server.hits('/api/items');
    const url = server.url('/api/items');
    await (await sharedGet(url)).text();
    await (await sharedGet(url)).text();
    expect(server.hits('/api/items') - before).toBe(2);
  });

  it('does not merge GETs to different URLs', async () => {
    const before = server.hits('/api/items');
    await Promise.all([sharedGet(server.url('/api/items')), sharedGet(server.url('/api/plain-error'))]);
    expect(server.hits('/api/items') - before).toBe(1);
  });
});
