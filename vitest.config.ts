import { defineConfig } from 'vitest/config';
import DatabaseLegReporter from './apps/server/test/helpers/database-leg-reporter.ts';

export default defineConfig({
  test: {
    include: [
      'packages/*/{src,test,scripts}/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./vitest.setup.ts'],
    // The usual output, then one line on whether the PostgreSQL leg ran.
    reporters: ['default', new DatabaseLegReporter()],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time. Vitest's default is one fewer than the cores, one on a 2-core machine; the server
    // suites spend much of their time waiting (on PostgreSQL, the embedded database's thread, timers), so two at
    // once took the whole run from about 10 minutes to under 7 on such a machine.
    maxWorkers: 2,
  },
});
