/**
 * Where the SQL migrations live, and whether a database already has all of them.
 *
 * drizzle's migrator reads and hashes every migration file and makes its schema and table "if not exists" before
 * it looks at what is applied — work repeated at every start although the schema is nearly always current. It
 * applies a migration when the newest row of its table is older than that migration's journal entry, so one query
 * and the journal tell the same: when they say the schema is current the migrator is not loaded at all.
 */
import fs from 'node:fs';
import path from 'node:path';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** The newest migration's time stamp in drizzle's journal (drizzle's `folderMillis`). */
export function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** The newest applied migration in drizzle's own table (its default name and schema). */
export const NEWEST_APPLIED_MIGRATION = 'select max(created_at) as newest from "drizzle"."__drizzle_migrations"';

/**
 * Whether every migration is applied, from the newest applied one as `NEWEST_APPLIED_MIGRATION` reads it
 * (`undefined` when that query failed: a new database has no migrations table yet).
 */
export function schemaIsCurrent(newestApplied: unknown): boolean {
  if (newestApplied === undefined || newestApplied === null) return false;
  return Number(newestApplied) >= newestMigration();
}
