/**
 * Starts the production server on the given port with a brand-new temporary data directory,
 * and deletes that directory once the server has stopped. Used as Playwright's webServer.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '5055';
const repoRoot = path.resolve(import.meta.dirname, '..');

// WEB_DIST_DIR lets runs side by side test builds of their own.
const webDist = process.env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error(`${webDist} is missing: run \`npm run build\` before the end-to-end tests.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mealplanr-e2e-'));
// The TypeScript sources run directly (the production mode of `npm run serve`, without its compile step), so a
// test never meets a compiled server older than the code; apps/server/test/compiled-server.test.ts covers the compiled one.
// E2E_SERVER=compiled runs the suite against the compiled server instead (`npm run build:server` first).
const compiledServer = path.join(repoRoot, 'apps/server/dist/server.js');
if (process.env.E2E_SERVER === 'compiled' && !existsSync(compiledServer)) {
  console.error(`${compiledServer} is missing: run \`npm run build:server\` first.`);
  process.exit(1);
}
const serverArgs = process.env.E2E_SERVER === 'compiled' ? [compiledServer] : ['--import', 'tsx', 'apps/server/src/server.ts'];
const server = spawn(process.execPath, serverArgs, {
  cwd: repoRoot,
  stdio: 'inherit',
  // Every test signs up from this one address: the per-address registration limit would stop the run, so it is
  // raised here (the limit itself is tested against the API). Recipe imports may fetch pages the tests serve on
  // loopback, which the server otherwise refuses to fetch.
  env: { REGISTRATIONS_PER_IP_PER_HOUR: '1000000', IMPORT_ALLOW_NETWORKS: '127.0.0.1/32', ...process.env, NODE_ENV: 'production', PORT: port, DATA_DIR: dataDir },
});

// Playwright signals the whole process group; pass the signal on in case we are signalled alone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
