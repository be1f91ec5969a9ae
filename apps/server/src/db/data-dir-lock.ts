/**
 * PGlite has no cross-process locking: two processes on one data directory would silently lose writes.
 * So the embedded mode holds an exclusive lock on the directory for as long as the server runs.
 *
 * The lock is a directory (`DATA_DIR/.lock`, made atomically by proper-lockfile, its time stamp refreshed every
 * 2 s) holding `owner.json`: which process on which machine holds it. A lock whose holder has died (killed, out of
 * memory, power cut) is taken over at once when that process is seen to be gone on this machine; otherwise — a
 * holder on another machine sharing the directory — once its time stamp is 10 s old.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(public readonly dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another MealPlanr process. ` +
        'Stop that process, or give this one its own DATA_DIR (or use PostgreSQL via DATABASE_URL to run several).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds a lock: enough to tell, on the same machine, whether that process still runs. */
export interface LockOwner {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux): a lock from before a reboot is always dead. */
  bootId: string | undefined;
  /** When the process started, in clock ticks since boot (Linux): tells a reused process id from the holder. */
  startTime: string | undefined;
  /** Tells this lock from one made in its place meanwhile. */
  token: string;
}

const OWNER_FILE = 'owner.json';
/** Lock directories this process holds, so that its own pid in an owner file is not mistaken for a dead one. */
const heldHere = new Set<string>();

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, '.lock');
  const owner: LockOwner = { ...identify(process.pid), token: crypto.randomUUID() };
  const take = async () => {
    // `stale`/`update`: a lock whose holder we cannot see (another machine) is taken over after 10 s.
    const release = await lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 10_000,
      update: 2_000,
      retries: 0,
      fs: lockFs(lockPath, owner),
    });
    heldHere.add(lockPath);
    return async () => {
      heldHere.delete(lockPath);
      await release();
    };
  };
  try {
    return await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!takeOverFromDeadHolder(lockPath)) throw new DataDirLockedError(dataDir);
    try {
      return await take();
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
}

/** The owner file of a lock directory, or undefined when there is none (yet) or it cannot be read. */
export function readLockOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(lockPath, OWNER_FILE), 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string' || typeof parsed.token !== 'string') return undefined;
    return parsed as LockOwner;
  } catch {
    return undefined;
  }
}

/**
 * Removes the lock when its holder is known to be gone; true when it did. The lock is first moved aside (an atomic
 * rename, so of two processes starting at once only one gets it) and removed only if it still is the dead
 * holder's; otherwise it is put back.
 */
function takeOverFromDeadHolder(lockPath: string): boolean {
  const owner = readLockOwner(lockPath);
  if (!owner || isAlive(owner, lockPath)) return false;
  const aside = `${lockPath}.dead-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch {
    return false; // someone else moved or removed it: try to lock as usual
  }
  if (readLockOwner(aside)?.token !== owner.token) {
    try {
      fs.renameSync(aside, lockPath); // a new holder's lock: give it back
    } catch {
      // It made yet another one meanwhile; this one is nobody's.
      fs.rmSync(aside, { recursive: true, force: true });
    }
    return false;
  }
  fs.rmSync(aside, { recursive: true, force: true });
  return true;
}

/** Whether the lock's holder may still run. Unsure (another machine, no way to look) counts as alive. */
function isAlive(owner: LockOwner, lockPath: string): boolean {
  if (owner.host !== os.hostname()) return true;
  const now = identify(owner.pid);
  if (owner.bootId && now.bootId && owner.bootId !== now.bootId) return false; // the machine has restarted
  // Our own pid: either we hold it, or a process before us had the same pid (a container's first process).
  if (owner.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // exists, someone else's
  }
  // A process with that pid runs; if it started at another time it is not the holder.
  return !(owner.startTime && now.startTime && owner.startTime !== now.startTime);
}

function identify(pid: number): Omit<LockOwner, 'token'> {
  return { pid, host: os.hostname(), bootId: readProc('/proc/sys/kernel/random/boot_id'), startTime: startTimeOf(pid) };
}

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may contain spaces and parentheses). */
function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/**
 * The file system proper-lockfile works through, with two changes for the lock directory: the owner file is
 * written into it as soon as it is made (before proper-lockfile stamps its time), and removing it removes the
 * owner file too.
 */
function lockFs(lockPath: string, owner: LockOwner): typeof fs {
  const remove = (target: fs.PathLike) => fs.rmSync(target, { recursive: true, force: true });
  return {
    ...fs,
    mkdir: ((target: fs.PathLike, callback: (error: NodeJS.ErrnoException | null) => void) => {
      fs.mkdir(target, (error) => {
        if (error || path.resolve(String(target)) !== path.resolve(lockPath)) return callback(error);
        try {
          fs.writeFileSync(path.join(String(target), OWNER_FILE), JSON.stringify(owner));
          callback(null);
        } catch (writeError) {
          remove(target);
          callback(writeError as NodeJS.ErrnoException);
        }
      });
    }) as typeof fs.mkdir,
    rmdir: ((target: fs.PathLike, callback: (error: NodeJS.ErrnoException | null) => void) => {
      fs.rm(target, { recursive: true, force: true }, (error) => callback(error));
    }) as typeof fs.rmdir,
    rmdirSync: ((target: fs.PathLike) => remove(target)) as typeof fs.rmdirSync,
  };
}
