/**
 * The compiled server (`npm run build:server`, run by `npm start`) starts under plain `node` and finds every
 * file it reads at run time: the migrations (the database answers), the common-password list, the catalog data
 * and the web build (whose inline script its CSP allows by hash).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../scripts/build-server.ts';
import { freePort } from './helpers/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** The page's inline script; the CSP must allow it, and no other inline script, by its hash. */
const INLINE_SCRIPT = "document.documentElement.classList.toggle('dark', false);";

/** Resolves once the server prints that it is ready; rejects with its output if it exits first. */
function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('MealPlanr is ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the compiled server exited (${code}):\n${output}`)));
  });
}

describe('compiled server', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'mealplanr-compiled-'));
  // Inside the checkout, as apps/server/dist is: the bundle finds its npm packages in node_modules from there.
  mkdirSync(path.join(repoRoot, 'apps/server/.tmp'), { recursive: true });
  const outDir = mkdtempSync(path.join(repoRoot, 'apps/server/.tmp/compiled-'));
  const outFile = path.join(outDir, 'server.js');
  const webDist = path.join(workDir, 'web');
  let server: ChildProcess | undefined;
  let base = '';

  beforeAll(async () => {
    await buildServer(outFile);
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), `<!doctype html><title>compiled</title><script>${INLINE_SCRIPT}</script>`);
    writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawn(process.execPath, ['--enable-source-maps', outFile], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(workDir, 'data'),
        WEB_DIST_DIR: webDist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await waitUntilReady(server);
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(body),
    });

  it('answers the health check with its migrated database', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: { kind: 'pglite', reachable: true } });
  });

  it('serves the web build for client routes, its inline script allowed by hash, and robots.txt as a file', async () => {
    const response = await fetch(`${base}/grocery-lists`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>compiled</title>');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);

    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Disallow: /api/');
  });

  it('refuses a common password and searches the catalog for a new account', async () => {
    const common = await postJson('/api/register', { username: 'common_pw', email: 'common@example.org', password: 'Password1' });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { error: { details: unknown } }).error.details).toEqual({ rule: 'common' });

    const registered = await postJson('/api/register', {
      username: 'compiled_cook',
      email: 'compiled@example.org',
      password: 'plum-orchard-41-lantern',
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const search = await fetch(`${base}/api/ingredients?q=egg`, { headers: { cookie } });
    expect(search.status).toBe(200);
    const suggestions = (await search.json()) as { id: string }[];
    expect(suggestions.length).toBeGreaterThan(0);
  });
});
