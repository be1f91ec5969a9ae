import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { HttpError } from './api.ts';
import { USER_QUERY_KEY, createQueryClient } from './query-client.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    'GET /api/plans': { status: 200, body: JSON.stringify([{ id: 'p1' }]), delayMs: 30 },
    'GET /api/user': { status: 401, body: JSON.stringify({ error: { code: 'unauthorized', message: 'Not signed in' } }) },
    'GET /api/broken': { status: 500, body: 'boom' },
    'GET /api/nothing': { status: 204 },
    'GET /api/lists': { status: 401, body: JSON.stringify({ error: { code: 'unauthorized', message: 'Sign in' } }) },
  });
});
afterAll(() => server.close());

describe('the default query function', () => {
  it('fetches the URL in the first element of the key and returns its JSON', async () => {
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: [server.url('/api/plans'), { page: 1 }] });
    expect(data).toEqual([{ id: 'p1' }]);
    expect(server.requests.at(-1)?.path).toBe('/api/plans');
  });

  it('treats 401 as an error', async () => {
    const client = createQueryClient();
    const error = await client.fetchQuery({ queryKey: [server.url('/api/user')] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(
      '401: {"error":{"code":"unauthorized","message":"Not signed in"}}',
    );
  });

  it('asks who is signed in again when any other request answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(USER_QUERY_KEY, null);
    await client.fetchQuery({ queryKey: [server.url('/api/broken')] }).catch(() => undefined);
    expect(client.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(false);
    await client.fetchQuery({ queryKey: [server.url('/api/lists')] }).catch(() => undefined);
    expect(client.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('returns null for 204 No Content', async () => {
    const client = createQueryClient();
    expect(await client.fetchQuery({ queryKey: [server.url('/api/nothing')] })).toBeNull();
  });

  it('shares one request between different queries of the same URL in flight', async () => {
    const client = createQueryClient();
    const before = server.hits('/api/plans');
    const [a, b] = await Promise.all([
      client.fetchQuery({ queryKey: [server.url('/api/plans')] }),
      client.fetchQuery({ queryKey: [server.url('/api/plans'), 'another view'] }),
    ]);
    expect(a).toEqual(b);
    expect(server.hits('/api/plans') - before).toBe(1);
  });

  it('rejects a key whose first element is not a URL', async () => {
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: [42] })).rejects.toThrow(TypeError);
  });
});

describe('the query client', () => {
  it('does not retry a failed query', async () => {
    const client = createQueryClient();
    const before = server.hits('/api/broken');
    const query = client.getQueryCache().build(client, { queryKey: [server.url('/api/broken')] });
    await query.fetch().catch(() => undefined);
    expect(query.state.status).toBe('error');
    expect(server.hits('/api/broken') - before).toBe(1);
  });

  it('does not retry a failed mutation', async () => {
    const client = createQueryClient();
    let attempts = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => {
        attempts += 1;
        return Promise.reject(new Error('500: boom'));
      },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(attempts).toBe(1);
  });

  it('uses the spec constants: fresh 10 s, discarded after 5 min, refetch on focus, runs offline', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 10_000,
      gcTime: 300_000,
      refetchOnWindowFocus: true,
      retry: false,
      networkMode: 'always',
    });
    expect(mutations).toMatchObject({ retry: false, networkMode: 'always' });
  });

  it('keeps fresh data for 10 s instead of refetching', async () => {
    const client = createQueryClient();
    const key = [server.url('/api/plans'), 'freshness'];
    const before = server.hits('/api/plans');
    await client.fetchQuery({ queryKey: key });
    await client.fetchQuery({ queryKey: key }); // fetchQuery honours staleTime from the defaults
    expect(server.hits('/api/plans') - before).toBe(1);
  });
});
