/**
 * Offline, the list says so once: the "Offline — changes will sync" banner shows and the green "Live" dot
 * beside the progress goes away (the stream cannot be live without a network), in every language.
 */
import type { Page } from '@playwright/test';
import { type Language, expect, preferencesState, signUp, test } from './fixtures.ts';

const TEXT: Record<Language, { live: string; offline: string }> = {
  en: { live: 'Live', offline: 'Offline — changes will sync' },
  ru: { live: 'Обновляется', offline: 'Нет сети — изменения синхронизируются' },
  be: { live: 'Абнаўляецца', offline: 'Няма сеткі — змяненні сінхранізуюцца' },
};

async function newList(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post('/api/grocery-lists', { headers: { Origin: baseURL }, data: { title: 'Corner shop' } });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  const added = await page.request.post(`/api/grocery-lists/${id}/items`, { headers: { Origin: baseURL }, data: { name: 'bread' } });
  expect(added.ok()).toBe(true);
  return id;
}

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`offline list, ${language}`, () => {
    test.use({
      storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })),
      // The browser reports the failed requests of an offline page (the event stream, the refetch) in the console.
      allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/],
    });

    test('the green "Live" dot does not stay beside the offline banner', async ({ page, context, baseURL }) => {
      await signUp(page, { prefix: 'offline', origin: baseURL! });
      const id = await newList(page, baseURL!);
      await page.goto(`/grocery-lists?list=${id}`);
      const live = page.getByTestId('live-status');
      await expect(live).toHaveAttribute('data-status', 'live');
      await expect(live).toHaveText(TEXT[language].live);

      await context.setOffline(true);
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText(TEXT[language].offline);
      await expect(live).toHaveCount(0);
      await expect(page.locator('.bg-emerald-500')).toHaveCount(0);

      await context.setOffline(false);
      await expect(live).toHaveAttribute('data-status', 'live');
      await expect(banner.locator('p')).toHaveCount(0);
    });
  });
}
