/**
 * The plan's grocery preview says what the list will say: the amounts are the list's, rounded to what one buys
 * ("30 pieces", "2 cans (400 g)"), not the recipes' sums ("Egg 29.5 pieces", "Chili pepper 1.3 pieces"). In every
 * language.
 */
import type { Page } from '@playwright/test';
import { expect, preferencesState, signUp, test } from './fixtures.ts';

const SHOW_ALL: Record<string, RegExp> = { en: /^Show all/, ru: /^Показать (все )?\d/, be: /^Паказаць (усе )?\d/ };

/** "name → amount" lines, lower-cased names (the preview capitalizes them), sorted. */
const normalize = (pairs: Array<[string, string]>, language: string) =>
  pairs.map(([name, amount]) => `${name.trim().toLocaleLowerCase(language)} → ${amount.trim()}`).sort();

async function previewLines(page: Page, language: string) {
  const section = page.getByTestId('plan-grocery');
  await expect(section.getByTestId('plan-grocery-item').first()).toBeVisible();
  const showAll = section.getByRole('button', { name: SHOW_ALL[language] });
  if (await showAll.count()) await showAll.click();
  const pairs = await section
    .getByTestId('plan-grocery-item')
    .evaluateAll((items) => items.map((item) => [item.children[0]!.textContent ?? '', item.children[1]!.textContent ?? ''] as [string, string]));
  return normalize(pairs, language);
}

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`plan grocery preview, ${language}`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('the preview rounds amounts exactly as the grocery list does', async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await signUp(page, { prefix: 'preview', origin: baseURL! });
      const made = await page.request.post('/api/meal-plans', { headers: { Origin: baseURL! }, data: { planDuration: 5 } });
      expect(made.ok(), await made.text()).toBe(true);
      const { id } = (await made.json()) as { id: string };
      await page.goto(`/meal-plans/${id}`);
      const preview = await previewLines(page, language);
      expect(preview.length).toBeGreaterThan(5);

      await page.getByTestId('plan-grocery').getByRole('button').first().click();
      await page.getByTestId('plan-grocery').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/grocery-lists\?list=/);
      const items = page.getByTestId('grocery-item');
      await expect(items.first()).toBeVisible();
      const pairs = await items.evaluateAll((rows) =>
        rows.map((row) => {
          const details = row.querySelector('[id$="-details"]');
          const amount = details?.querySelector('.tabular-nums')?.textContent ?? '';
          return [row.querySelector('label')?.textContent ?? '', amount] as [string, string];
        }),
      );
      expect(preview).toEqual(normalize(pairs, language));
    });
  });
}
