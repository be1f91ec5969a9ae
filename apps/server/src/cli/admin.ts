/**
 * Entry of `npm run admin -- …` (see admin-command.ts). Uses the server's configuration (DATABASE_URL or
 * DATA_DIR). With the embedded database, stop the server first: only one process may open it.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { runAdminCommand } from './admin-command';

async function main(): Promise<number> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const result = await runAdminCommand(database.db, process.argv.slice(2));
    (result.exitCode === 0 ? console.log : console.error)(result.output);
    return result.exitCode;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof DataDirLockedError) {
      console.error(`${error.message}\nStop the server first (the embedded database allows one process), then run this again.`);
    } else console.error('The admin command failed:', error);
    process.exit(1);
  },
);
