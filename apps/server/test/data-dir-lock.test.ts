import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');

function startServer(dataDir: string, port: number) {
  const child = spawn(tsx, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('MealPlanr is ready')) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before it was ready:\n${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

describe('the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-lock-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process on the same data directory with a clear error, and shuts down on SIGTERM', async () => {
    const first = startServer(dataDir, 5391);
    await first.ready;
    const health = (await fetch('http://127.0.0.1:5391/api/health').then((r) => r.json())) as { database: unknown };
    expect(health.database).toMatchObject({ kind: 'pglite', reachable: true });

    const second = startServer(dataDir, 5392);
    second.ready.catch(() => {}); // it is expected never to become ready
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another MealPlanr process`);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The lock is released on shutdown: the directory can be opened again, and the data survived.
    const third = startServer(dataDir, 5393);
    await third.ready;
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);
});
