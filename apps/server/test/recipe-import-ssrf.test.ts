/**
 * Recipe import must never become a way to make the server visit itself or its neighbours. Every refusal is
 * checked through the route, signed in, with its reason — and with a message that does not echo the address.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressPolicy } from '../src/modules/recipes/import/address-policy';
import { RecipeImportFailure } from '../src/modules/recipes/import/import-failure';
import { fetchHtmlPage, type Resolver } from '../src/modules/recipes/import/safe-fetch';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { freePort } from './helpers/free-port';
import { startRecipePageServer, type RecipePageServer } from './helpers/recipe-page-server';
import { buildTestApp, sameOriginJson } from './helpers/test-app';

let site: RecipePageServer;
beforeAll(async () => {
  site = await startRecipePageServer();
});
afterAll(async () => {
  await site.close();
});

/** Fails with the reason and message of an import failure. */
async function failureOf(promise: Promise<unknown>): Promise<RecipeImportFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RecipeImportFailure);
  return error as RecipeImportFailure;
}

describeEachDatabase('recipe import refuses what it must not fetch', (ctx) => {
  /** A server as shipped: public addresses only. */
  let publicOnly: FastifyInstance;
  /** A server whose self-hoster allowed 127.0.0.1 (where the test site runs). */
  let allowingSite: FastifyInstance;
  let publicCookie: string;
  let siteCookie: string;
  beforeAll(async () => {
    publicOnly = await buildTestApp(ctx.database);
    allowingSite = await buildTestApp(ctx.database, { importAllowNetworks: ['127.0.0.1/32'] });
    ({ cookie: publicCookie } = await registerUser(publicOnly));
    ({ cookie: siteCookie } = await registerUser(allowingSite));
  });
  afterAll(async () => {
    await publicOnly.close();
    await allowingSite.close();
  });

  async function refusal(app: FastifyInstance, cookie: string, url: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers: { ...sameOriginJson, cookie },
      payload: { url },
    });
    expect(response.statusCode, response.body).toBe(422);
    const { error } = response.json();
    expect(error.code).toBe('import_failed');
    return error as { reason: string; message: string };
  }

  const port = () => site.port;
  it.each([
    ['loopback 127.0.0.1', () => `http://127.0.0.1:${port()}/pages/russian-blog.html`],
    ['loopback [::1]', () => `http://[::1]:${port()}/pages/russian-blog.html`],
    ['private 10.x', () => 'http://10.0.0.1/recipes/soup'],
    ['private 192.168.x', () => 'http://192.168.1.1/'],
    ['private 172.16.x', () => 'https://172.16.5.4/'],
    ['carrier-grade NAT 100.64.x', () => 'http://100.64.0.1/'],
    ['link-local 169.254.x', () => 'http://169.254.1.1/'],
    ['link-local [fe80::1]', () => 'http://[fe80::1]/'],
    ['the cloud metadata address 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['the IPv6 metadata address [fd00:ec2::254]', () => 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['unique-local [fc00::1]', () => 'http://[fc00::1]/'],
    ['unspecified 0.0.0.0', () => `http://0.0.0.0:${port()}/pages/russian-blog.html`],
    ['multicast 224.0.0.1', () => 'http://224.0.0.1/'],
    ['IPv4-mapped [::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${port()}/`],
    ['IPv4-mapped in hex [::ffff:7f00:1]', () => `http://[::ffff:7f00:1]:${port()}/`],
    ['IPv4-compatible [::127.0.0.1]', () => `http://[::127.0.0.1]:${port()}/`],
    ['NAT64 of loopback [64:ff9b::127.0.0.1]', () => 'http://[64:ff9b::127.0.0.1]/'],
    ['NAT64 of the metadata address [64:ff9b::a9fe:a9fe]', () => 'http://[64:ff9b::a9fe:a9fe]/'],
    ['6to4 of a private address [2002:c0a8:101::1]', () => 'http://[2002:c0a8:101::1]/'],
    ['loopback written in decimal (2130706433)', () => `http://2130706433:${port()}/`],
    ['loopback written in hex (0x7f.1)', () => `http://0x7f.1:${port()}/`],
    ['loopback written in octal (0177.0.0.1)', () => `http://0177.0.0.1:${port()}/`],
    ['loopback written as one hex number (0x7f000001)', () => `http://0x7f000001:${port()}/`],
    ['a host name resolving to loopback (localhost)', () => `http://localhost:${port()}/pages/russian-blog.html`],
    ['a host name under localhost (recipes.localhost)', () => `http://recipes.localhost:${port()}/`],
  ])('refuses %s as blocked_address, without naming it', async (_name, url) => {
    const before = site.hits.size;
    const error = await refusal(publicOnly, publicCookie, url());
    expect(error.reason).toBe('blocked_address');
    expect(error.message).not.toMatch(/127\.|::1|10\.0|192\.168|169\.254|localhost|0x7f|\[|\d{5,}/);
    expect(site.hits.size).toBe(before); // not one request reached the site
  });

  it.each([
    ['ftp:', 'ftp://ftp.example.org/recipes/soup.html'],
    ['file:', 'file:///etc/passwd'],
    ['data:', 'data:text/html,<script type="application/ld+json">{}</script>'],
    ['javascript:', 'javascript:alert(1)'],
    ['gopher:', 'gopher://127.0.0.1:6379/_INFO'],
    ['a user name and password in the address', 'http://cook:secret@recipes.example.org/soup'],
    ['a system port other than 80 and 443', 'http://recipes.example.org:22/'],
    ['text that is no address', 'my grandmother’s soup'],
    ['an address without a scheme', 'recipes.example.org/soup'],
  ])('refuses %s as bad_url', async (_name, url) => {
    const error = await refusal(publicOnly, publicCookie, url);
    expect(error.reason).toBe('bad_url');
    expect(error.message).not.toContain('secret');
  });

  it('a network the self-hoster allowed is reachable, its neighbours are not', async () => {
    const ok = await allowingSite.inject({
      method: 'POST',
      url: '/api/recipes/import',
      headers: { ...sameOriginJson, cookie: siteCookie },
      payload: { url: site.url('/pages/russian-blog.html') },
    });
    expect(ok.statusCode).toBe(200);
    const neighbour = await refusal(allowingSite, siteCookie, `http://127.0.0.2:${site.port}/pages/russian-blog.html`);
    expect(neighbour.reason).toBe('blocked_address');
  });

  it.each([
    ['a private address', () => 'http://10.0.0.1/admin'],
    ['loopback over IPv6', () => `http://[::1]:${site.port}/pages/russian-blog.html`],
    ['the metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a hex spelling of a private address', () => 'http://0xc0.0xa8.0.1/'],
  ])('refuses a redirect from an allowed site to %s', async (_name, location) => {
    const url = site.url(`/redirect-to?location=${encodeURIComponent(location())}`);
    expect((await refusal(allowingSite, siteCookie, url)).reason).toBe('blocked_address');
  });

  it('refuses a redirect to a file: address', async () => {
    const url = site.url(`/redirect-to?location=${encodeURIComponent('file:///etc/passwd')}`);
    expect((await refusal(allowingSite, siteCookie, url)).reason).toBe('bad_url');
  });

  it('refuses a sixth redirect, having followed five', async () => {
    site.hits.clear();
    expect((await refusal(allowingSite, siteCookie, site.url('/redirect/6'))).reason).toBe('too_many_redirects');
    expect([...site.hits.keys()].filter((p) => p.startsWith('/redirect/'))).toHaveLength(6);
    expect(site.hits.has('/pages/wordpress-yoast-graph.html')).toBe(false);
  });

  it.each([
    ['declared larger than 2 MB', '/large-declared'],
    ['streamed beyond 2 MB without a declared length', '/large-streamed'],
    ['compressed small but unpacking beyond 2 MB', '/gzip-bomb'],
  ])('refuses a page %s as too_large', async (_name, pathname) => {
    expect((await refusal(allowingSite, siteCookie, site.url(pathname))).reason).toBe('too_large');
  });

  it.each([
    ['JSON', '/json'],
    ['an image', '/image'],
  ])('refuses %s as not_html', async (_name, pathname) => {
    expect((await refusal(allowingSite, siteCookie, site.url(pathname))).reason).toBe('not_html');
  });

  it.each([
    ['500', '/server-error'],
    ['404', '/no-such-page'],
  ])('reports a site answering %s as http_error', async (status, pathname) => {
    const error = await refusal(allowingSite, siteCookie, site.url(pathname));
    expect(error).toEqual({ code: 'import_failed', reason: 'http_error', message: `The site answered with an error (${status}).` });
  });

  it('reports a port nobody listens on as unreachable', async () => {
    const closed = await freePort();
    expect((await refusal(allowingSite, siteCookie, `http://127.0.0.1:${closed}/`)).reason).toBe('unreachable');
  });
});

describe('the safe fetch itself', () => {
  const loopbackAllowed = new AddressPolicy(['127.0.0.1/32']);

  it('ends a page that trickles in slowly at the deadline as too_slow', async () => {
    // The deadline is shortened here so the suite stays quick; the route uses PAGE_TIMEOUT_MS (10 s).
    const error = await failureOf(fetchHtmlPage(site.url('/slow'), { policy: loopbackAllowed, timeoutMs: 1500 }));
    expect(error.reason).toBe('too_slow');
  });

  it('checks every address a name resolves to: one private address among public ones is refused', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    const error = await failureOf(fetchHtmlPage('http://recipes.example.org/soup', { policy: new AddressPolicy(), resolve }));
    expect(error.reason).toBe('blocked_address');
  });

  it.each([
    ['loopback', '127.0.0.1', 4],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1', 6],
    ['the metadata address', '169.254.169.254', 4],
    ['unique-local', 'fd12:3456::1', 6],
  ])('refuses a name whose resolver answers %s', async (_name, address, family) => {
    const resolve: Resolver = async () => [{ address, family }];
    const error = await failureOf(fetchHtmlPage('https://rebind.example.net/', { policy: new AddressPolicy(), resolve }));
    expect(error.reason).toBe('blocked_address');
  });

  it('connects to the very address it checked: the name is resolved once, inside the connection', async () => {
    const answers: string[] = [];
    // A rebinding resolver: an allowed address first, loopback's neighbour (not allowed) every time after.
    const resolve: Resolver = async () => {
      const address = answers.length === 0 ? '127.0.0.1' : '127.0.0.2';
      answers.push(address);
      return [{ address, family: 4 }];
    };
    const page = await fetchHtmlPage(`http://recipes.test:${site.port}/pages/main-entity.html`, { policy: loopbackAllowed, resolve });
    expect(page.body.toString('utf8')).toContain('Green Shakshuka');
    expect(answers).toEqual(['127.0.0.1']);
  });

  it('reports a name that does not resolve as unreachable', async () => {
    const resolve: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    const error = await failureOf(fetchHtmlPage('https://no-such-host.example/', { policy: new AddressPolicy(), resolve }));
    expect(error.reason).toBe('unreachable');
  });
});

describe('the address policy', () => {
  const policy = new AddressPolicy();
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])('permits the public address %s', (address) => {
    expect(policy.permits(address)).toBe(true);
  });
  it.each([
    '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.31.255.255', '192.168.0.1', '100.64.0.1', '169.254.169.254', '0.0.0.0',
    '255.255.255.255', '224.0.0.251', '192.0.2.1', '198.18.0.1', '240.0.0.1', '::', '::1', 'fe80::1%eth0', 'fc00::1',
    'fd00:ec2::254', 'ff02::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '::7f00:1', '64:ff9b::a00:1', '64:ff9b:1::1',
    '2002:a00:1::', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:db8::1', 'not-an-address', '2130706433', '0x7f.1',
  ])('refuses %s', (address) => {
    expect(policy.permits(address)).toBe(false);
  });
  it('keeps metadata addresses refused even inside an allowed network', () => {
    const allowing = new AddressPolicy(['169.254.0.0/16', 'fd00::/8']);
    expect(allowing.permits('169.254.10.10')).toBe(true);
    expect(allowing.permits('169.254.169.254')).toBe(false);
    expect(allowing.permits('fd00:ec2::254')).toBe(false);
  });
});
