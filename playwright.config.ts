import { defineConfig, devices } from '@playwright/test';

/** The real server (API + built SPA on one port), started fresh for the run by e2e/serve-fresh-server.ts. */
/** E2E_PORT lets runs side by side (each with its own server) use ports of their own. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5055);
// localhost, not 127.0.0.1: the server's default public origin is http://localhost:<port>, and mutations
// must come from that origin (CSRF check).
const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Two shared cores: one worker keeps timings stable.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    colorScheme: 'light',
    // The offline service worker would answer requests that tests intercept with page.route(); the one test
    // of working offline turns it back on.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          // Debian's Chromium (apt-get install chromium): no browser download needed.
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx tsx e2e/serve-fresh-server.ts ${E2E_PORT}`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
