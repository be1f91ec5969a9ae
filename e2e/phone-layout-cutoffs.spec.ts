/**
 * What a phone cut off or covered, in every language: a plan card's "Week of November 25" broke inside the date;
 * a meal's description was cut mid-sentence with no way to read the rest; toasts covered the header for seconds.
 * (The admin area's tabs and wide tables on a phone are checked in admin.spec.ts, which has an admin.)
 */
import type { Page } from '@playwright/test';
import { type Language, PHONE_VIEWPORT, expect, expectNoSeriousA11yViolations, preferencesState, signUp, test } from './fixtures.ts';

const CREATED: Record<Language, string> = { en: 'Grocery list created', ru: 'Список покупок создан', be: 'Спіс пакупак створаны' };

async function planOf(page: Page, baseURL: string): Promise<string> {
  const response = await page.request.post('/api/meal-plans', { headers: { Origin: baseURL }, data: { planDuration: 3 } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`on a phone, ${language}`, () => {
    test.use({ viewport: PHONE_VIEWPORT, storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('a plan card never breaks inside its "Week of" date', async ({ page, baseURL }) => {
      await signUp(page, { prefix: 'phone', origin: baseURL! });
      await planOf(page, baseURL!);
      await page.goto('/meal-plans');
      const heading = page.getByTestId('meal-plan-card').first().getByRole('heading', { level: 2 });
      await expect(heading).toBeVisible();
      // The date (the heading's last two words: month and day, or day and month) lies on one line.
      const lines = await heading.evaluate((element) => {
        const text = element.firstChild as Text;
        const words = [...text.data.matchAll(/\S+/g)];
        const from = words.at(-2)!.index;
        const range = document.createRange();
        range.setStart(text, from);
        range.setEnd(text, text.data.length);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      expect(await heading.innerText()).toMatch(/\S\u00a0\S+$/);
    });

    test('a meal description cut to two lines unfolds in full with the meal details', async ({ page, baseURL }) => {
      await signUp(page, { prefix: 'phone', origin: baseURL! });
      const id = await planOf(page, baseURL!);
      await page.goto(`/meal-plans/${id}`);
      await expect(page.getByTestId('meal-description').first()).toBeVisible();
      const index = await page
        .getByTestId('meal-description')
        .evaluateAll((elements) => elements.findIndex((element) => element.scrollHeight > element.clientHeight + 1));
      expect(index, 'some description is longer than two lines on a phone').toBeGreaterThanOrEqual(0);
      const description = page.getByTestId('meal-description').nth(index);
      const card = page.getByTestId('meal-card').filter({ has: description });
      await card.locator('button[aria-expanded]').first().click();
      await expect(card.locator('button[aria-expanded]').first()).toHaveAttribute('aria-expanded', 'true');
      expect(await description.evaluate((element) => element.scrollHeight > element.clientHeight + 1)).toBe(false);
      await expectNoSeriousA11yViolations(page);
    });

    test('a toast covers neither the header nor the bottom navigation', async ({ page, baseURL }) => {
      await signUp(page, { prefix: 'phone', origin: baseURL! });
      const id = await planOf(page, baseURL!);
      await page.goto(`/meal-plans/${id}`);
      await page.getByTestId('plan-grocery').getByRole('button').first().click();
      const toast = page.locator('[data-slot="toast"]').first();
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(CREATED[language]);
      const header = (await page.locator('header').first().boundingBox())!;
      await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThan(header.y + header.height);
      const box = (await toast.boundingBox())!;
      expect(box.y).toBeGreaterThan(PHONE_VIEWPORT.height / 2);
      // Nor the bottom navigation: it sits just above it.
      const nav = (await page.locator('[data-slot="bottom-nav"]').boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(nav.y);
    });
  });
}
