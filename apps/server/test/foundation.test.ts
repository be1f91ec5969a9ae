import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig, testConfig } from '../src/config';
import { redactUrl } from '../src/lib/logger';
import { registerUser } from './helpers/auth';
import { describeEachDatabase } from './helpers/databases';
import { sameOriginJson } from './helpers/test-app';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.logLevel).toBe('info');
  });

  it('names every bad value with what was expected', () => {
    const attempt = () =>
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT: must be a number/);
      expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
      expect(problems).toMatch(/PUBLIC_URL: must be an absolute/);
      expect(problems).toMatch(/LOG_LEVEL: must be one of/);
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
  });
});

describe('log redaction', () => {
  it('masks share tokens and secrets in URLs', () => {
    expect(redactUrl('/list/abcdef123?x=1')).toBe('/list/[redacted]?x=1');
    expect(redactUrl('/api/shared/abc/events')).toBe('/api/shared/[redacted]/events');
    expect(redactUrl('/api/auth/callback?code=xyz&state=s1')).toBe('/api/auth/callback?code=[redacted]&state=[redacted]');
  });
});

describeEachDatabase('the API foundation', (ctx) => {
  let app: FastifyInstance;
  let webDir: string;
  let cookie: string;
  /** A request to one of this suite's own routes, from a signed-in browser. */
  const signedIn = (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie } });

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>MealPlanr</title><div id="root"></div>');
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
    // As the web build writes them: compressed copies next to a larger file.
    const bundle = `${'console.log("MealPlanr");\n'.repeat(200)}`;
    fs.writeFileSync(path.join(webDir, 'assets', 'bundle-5678.js'), bundle);
    fs.writeFileSync(path.join(webDir, 'assets', 'bundle-5678.js.br'), zlib.brotliCompressSync(bundle));
    fs.writeFileSync(path.join(webDir, 'assets', 'bundle-5678.js.gz'), zlib.gzipSync(bundle));
    app = await buildApp({
      config: testConfig({ env: 'production', webDistDir: webDir, bodyLimit: 2048 }),
      database: ctx.database,
    });
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/test/echo',
      { schema: { body: z.object({ email: z.email(), days: z.number().int().min(1) }) } },
      async (request) => request.body,
    );
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
    // Routes need a signed-in person unless they are public; these test routes are not.
    cookie = (await registerUser(app)).cookie;
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('reports liveness and database reachability', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind: ctx.kind, reachable: true } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('answers invalid input with 400 validation_failed and the field paths', async () => {
    const res = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOriginJson,
      payload: { email: 'nope', days: 0 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    const paths = body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(['body.days', 'body.email']);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOriginJson,
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });

  it('hides internals of server errors and gives the request id', async () => {
    const res = await signedIn({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toContain('secret internal detail');
    expect(body.error.message).toContain(res.headers['request-id'] ?? '');
  });

  it('accepts only JSON bodies on mutations', async () => {
    const res = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:5000' },
      payload: 'email=a@b.c',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('refuses mutations from another origin', async () => {
    const res = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { email: 'a@b.co', days: 1 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_origin_request');
    const crossSite = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      payload: { email: 'a@b.co', days: 1 },
    });
    expect(crossSite.statusCode).toBe(403);
    const ok = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOriginJson,
      payload: { email: 'a@b.co', days: 1 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('limits the body size', async () => {
    const res = await signedIn({
      method: 'POST',
      url: '/api/test/echo',
      headers: sameOriginJson,
      payload: JSON.stringify({ email: 'a@b.co', days: 1, pad: 'x'.repeat(4096) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('serves the web app with history fallback for client routes', async () => {
    for (const url of ['/', '/dashboard', '/list/some-share-id', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the build\'s compressed copies to browsers that accept them, and the file itself to others', async () => {
    const url = '/assets/bundle-5678.js';
    const original = fs.readFileSync(path.join(webDir, 'assets', 'bundle-5678.js'), 'utf8');

    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.rawPayload.length).toBeLessThan(original.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);

    // The copies are not pages of their own: their paths are unknown client routes (the app's not-found).
    const copy = await app.inject({ method: 'GET', url: `${url}.br` });
    expect(copy.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('HTTPS deployments', () => {
  it('send HSTS when the public URL is https', async () => {
    const app = await buildApp({
      config: testConfig({ publicUrl: 'https://meals.example.org' }),
      database: await (await import('../src/db/client')).openDatabase({ kind: 'pglite' }),
    });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    await app.database.close();
    await app.close();
  });
});
