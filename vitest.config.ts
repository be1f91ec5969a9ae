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
  },
});
