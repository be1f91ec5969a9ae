/**
 * PGlite has no cross-process locking: two processes on one data directory would silently lose writes.
 * So the embedded mode holds an exclusive lock on the directory for as long as the server runs.
 */
import fs from 'node:fs';
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

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // `stale`/`update`: a crashed process's lock is taken over after 10 s instead of blocking forever.
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 10_000, update: 2_000, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
