/**
 * A grocery list made from a plan keeps no language of its own: made in one language and read in another, its
 * catalog items, "For:" meal titles and generated title follow the reader's language — on the list page, after a
 * change of language, and behind the share link; what a person typed stays as typed.
 */
import type { GroceryItem, GroceryList } from '@mealplanr/contracts/grocery-lists';
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, expectNoSeriousA11yViolations, type Language, preferencesState, signUp, test } from './fixtures.ts';

const FOR: Record<Language, string> = { en: 'For:', ru: 'Для:', be: 'Для:' };
const MADE_IN: Record<Language, Language> = { en: 'ru', ru: 'en', be: 'en' };

const itemsOf = (list: GroceryList): GroceryItem[] => [...list.groups.flatMap((g) => g.items), ...list.probablyAtHome];

/** The list's rows whose name is exactly `name` (a "For:" line may mention it too). */
const rowsNamed = (page: Page, name: string) =>
  page.getByTestId('grocery-item').filter({ has: page.getByText(name, { exact: true }) });

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`a plan's grocery list read in ${language}`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('a grocery list made from a plan follows the viewer’s language', async ({ page, baseURL }) => {
      test.setTimeout(90_000); // three screens, a change of language and an accessibility scan
      const origin = { Origin: baseURL! };
      await signUp(page, { prefix: 'reader', origin: baseURL! });
      const made = await page.request.post('/api/meal-plans', { headers: origin, data: { planDuration: 1 } });
      expect(made.ok(), await made.text()).toBe(true);
      const plan = (await made.json()) as { id: string };
      const fromPlan = await page.request.post(`/api/meal-plans/${plan.id}/grocery-list?lang=${MADE_IN[language]}`, {
        headers: origin,
      });
      expect(fromPlan.ok(), await fromPlan.text()).toBe(true);
      const { list } = (await fromPlan.json()) as { list: GroceryList };
      const typed = await page.request.post(`/api/grocery-lists/${list.id}/items`, {
        headers: origin,
        data: { name: 'Grandma’s jam' },
      });
      expect(typed.ok(), await typed.text()).toBe(true);

      const planItem = itemsOf(list).find((item) => item.names && item.names[language] !== item.names[MADE_IN[language]])!;
      expect(planItem, 'a catalog item whose name differs between the two languages').toBeTruthy();
      const mealTitle = planItem.sources[0]!.titles![language];

      await page.goto(`/grocery-lists?list=${list.id}`);
      // The first list page of a fresh server waits for its first live-update stream: allow it longer.
      await expect(page.getByRole('heading', { level: 1, name: list.titles![language] })).toBeVisible({ timeout: 15_000 });
      const row = rowsNamed(page, planItem.names![language]);
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${FOR[language]} ${mealTitle}`);
      await expect(rowsNamed(page, planItem.name)).toHaveCount(0); // the language it was made in
      await expect(rowsNamed(page, 'Grandma’s jam')).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);

      // A change of language re-reads the list at once, without asking the server again.
      const other = MADE_IN[language];
      await chooseLanguage(page, other);
      await expect(rowsNamed(page, planItem.names![other])).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: list.titles![other] })).toBeVisible();
      await expect(rowsNamed(page, 'Grandma’s jam')).toHaveCount(1);
      await chooseLanguage(page, language);

      // The share link's visitor reads it in their language too.
      const link = await page.request.post(`/api/grocery-lists/${list.id}/share`, { headers: origin, data: { permission: 'view' } });
      const { shareId } = (await link.json()) as { shareId: string };
      await page.goto(`/list/${shareId}`);
      await expect(page.getByRole('heading', { level: 1, name: list.titles![language] })).toBeVisible();
      await expect(rowsNamed(page, planItem.names![language])).toHaveCount(1);
    });
  });
}
