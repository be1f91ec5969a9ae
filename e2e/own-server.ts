/**
 * A fresh production server of a spec's own (e2e/serve-fresh-server.ts), for tests that need settings the shared
 * one has not (an SMTP sink, admin addresses …): started on its port, awaited until healthy, stopped with all
 * its processes (npm, tsx and node share one process group).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from './fixtures.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface OwnServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the server on `port` with `env` added to this process's environment; resolves once /api/health answers. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const url = `http://localhost:${port}`;
  const server = spawn('npx', ['tsx', 'e2e/serve-fresh-server.ts', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(() => fetch(`${url}/api/health`).then((r) => r.ok, () => false), { timeout: 120_000, intervals: [1000] })
    .toBe(true);
  return {
    url,
    async stop() {
      if (!server.pid || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    },
  };
}
