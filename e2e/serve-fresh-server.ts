/**
 * Starts the production server (`npm run serve`) on the given port with a brand-new temporary data directory,
 * and deletes that directory once the server has stopped. Used as Playwright's webServer.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '5055';
const repoRoot = path.resolve(import.meta.dirname, '..');

if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'mealplanr-e2e-'));
const server = spawn('npm', ['run', 'serve'], {
  cwd: repoRoot,
  stdio: 'inherit',
  // Every test signs up from this one address: the per-address registration limit would stop the run, so it is
  // raised here (the limit itself is tested against the API).
  env: { REGISTRATIONS_PER_IP_PER_HOUR: '1000000', ...process.env, PORT: port, DATA_DIR: dataDir },
});

// Playwright signals the whole process group; pass the signal on in case we are signalled alone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
