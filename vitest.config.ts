import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/{src,test,scripts}/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
