import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, readLockOwner } from '../src/db/data-dir-lock';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');

/**
 * The server from its sources in one process (`node --import tsx`, as the end-to-end tests run it), so a signal
 * reaches it as it would in production. The tsx command runs it as a child and relays signals, but kills the child
 * when it has not answered within 30 ms twice — which a busy machine, or the catalog being built just after the
 * start, can make it miss.
 */
function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
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

  it('takes over at once the lock of a server that was killed (kill -9), long before the lock looks stale', async () => {
    const crashed = startServer(dataDir, 5394);
    await crashed.ready;
    // The server process itself.
    const holder = readLockOwner(path.join(dataDir, '.lock'));
    expect(holder?.pid).toBeGreaterThan(0);
    process.kill(holder!.pid, 'SIGKILL');
    await crashed.exited;
    crashed.child.kill('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(true); // left behind

    // Keep its time stamp fresh, as if the holder still refreshed it: only the dead holder can tell it apart.
    const lockPath = path.join(dataDir, '.lock');
    const touch = setInterval(() => {
      const now = new Date();
      try {
        if (readLockOwner(lockPath)?.pid === holder!.pid) fs.utimesSync(lockPath, now, now);
      } catch {
        // taken over meanwhile
      }
    }, 250);
    try {
      const restarted = startServer(dataDir, 5395);
      await restarted.ready;
      expect(restarted.output()).not.toContain('is in use by another MealPlanr process');
      expect(readLockOwner(lockPath)?.pid).not.toBe(holder!.pid);
      const health = (await fetch('http://127.0.0.1:5395/api/health').then((r) => r.json())) as { database: unknown };
      expect(health.database).toMatchObject({ kind: 'pglite', reachable: true });
      restarted.child.kill('SIGTERM');
      expect(await restarted.exited).toBe(0);
    } finally {
      clearInterval(touch);
    }
  }, 90_000);
});

describe('the data-directory lock', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mealplanr-lock-owner-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A lock directory as a holder with this owner file would have left it, time stamp fresh. */
  const leaveLock = (dir: string, owner: Record<string, unknown>) => {
    fs.mkdirSync(path.join(dir, '.lock'));
    fs.writeFileSync(path.join(dir, '.lock', 'owner.json'), JSON.stringify({ host: os.hostname(), token: 'earlier', ...owner }));
  };
  const exitedPid = async () => {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.on('exit', resolve));
    return child.pid!;
  };
  const startTimeOf = (pid: number) => {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  };

  it('takes over a lock whose holder has exited', async () => {
    const dir = freshDir();
    leaveLock(dir, { pid: await exitedPid() });
    const release = await lockDataDir(dir);
    expect(readLockOwner(path.join(dir, '.lock'))).toMatchObject({ pid: process.pid, host: os.hostname() });
    await release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('refuses while the holder runs, and takes over from a process that merely got the same pid', async () => {
    const sleeper = spawn('sleep', ['30']);
    try {
      await new Promise((resolve) => sleeper.on('spawn', resolve));
      const pid = sleeper.pid!;
      const alive = freshDir();
      leaveLock(alive, { pid, startTime: fs.existsSync(`/proc/${pid}/stat`) ? startTimeOf(pid) : undefined });
      await expect(lockDataDir(alive)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(readLockOwner(path.join(alive, '.lock'))?.token).toBe('earlier'); // left as it was

      if (fs.existsSync(`/proc/${pid}/stat`)) {
        const reused = freshDir();
        leaveLock(reused, { pid, startTime: '1' });
        const release = await lockDataDir(reused);
        await release();
      }
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a lock in its own pid it does not hold (a restarted container), but not one it holds', async () => {
    const dir = freshDir();
    leaveLock(dir, { pid: process.pid });
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });

  it('leaves a fresh lock of another machine alone', async () => {
    const dir = freshDir();
    leaveLock(dir, { pid: await exitedPid(), host: 'another-machine' });
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
