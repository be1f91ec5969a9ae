/**
 * The service worker downloads the whole app when it installs, so a screen never opened online (its code never
 * fetched by the page) still opens without a network, in every language.
 */
import { expect, test } from './fixtures.ts';

test.describe('offline, a screen never opened online', () => {
  test.use({
    serviceWorkers: 'allow',
    // The browser reports the requests an offline page fails to make (who is signed in, the Google check).
    allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/],
  });

  test('the sign-in page and the Russian translation open from the cache', async ({ page, context }) => {
    const screenChunks: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname;
      if (/^\/assets\/(auth-page|forgot-password-page|ru)-[\w-]+\.js$/.test(file)) screenChunks.push(file);
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // The page itself asked for none of them: only the worker's installation downloaded them.
    expect(screenChunks).toEqual([]);

    await context.setOffline(true);
    await page.goto('/auth');
    await expect(page.getByLabel('Username or e-mail')).toBeVisible();

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // A language never chosen online: its translation is precached too.
    await page.evaluate(() => window.localStorage.setItem('mealplanr-language', 'ru'));
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByLabel('Имя пользователя или e-mail')).toBeVisible();
  });
});
