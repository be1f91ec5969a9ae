/**
 * The plan page knows its grocery list: once a list is made from a plan, the page offers "Open grocery list"
 * after a reload too (and for a list made on another screen), never "Create grocery list" again.
 */
import { expect, expectNoSeriousA11yViolations, type Language, preferencesState, signUp, test } from './fixtures.ts';

const WORDS: Record<Language, { create: string; open: string; created: string }> = {
  en: { create: 'Create grocery list', open: 'Open grocery list', created: 'Grocery list created' },
  ru: { create: 'Создать список покупок', open: 'Открыть список покупок', created: 'Список покупок создан' },
  be: { create: 'Стварыць спіс пакупак', open: 'Адкрыць спіс пакупак', created: 'Спіс пакупак створаны' },
};

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`the plan's grocery list (${language})`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('after a reload the plan page offers to open its grocery list, not to create it again', async ({ page, baseURL }) => {
      const words = WORDS[language];
      await signUp(page, { prefix: 'planner', origin: baseURL! });
      const made = await page.request.post('/api/meal-plans', { headers: { Origin: baseURL! }, data: { planDuration: 2 } });
      expect(made.ok(), await made.text()).toBe(true);
      const plan = (await made.json()) as { id: string };

      await page.goto(`/meal-plans/${plan.id}`);
      const section = page.getByTestId('plan-grocery');
      await section.getByRole('button', { name: words.create }).click();
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: words.created })).toBeVisible();
      await expect(section.getByRole('link', { name: words.open })).toBeVisible();

      await page.reload();
      await expect(section.getByRole('link', { name: words.open })).toBeVisible();
      await expect(section.getByRole('button', { name: words.create })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.bringToFront();
      await section.getByRole('link', { name: words.open }).click();
      await expect(page).toHaveURL(/\/grocery-lists\?list=[0-9a-f-]{36}$/);
    });

    test('a list made from the plan on another screen is the one the plan page opens', async ({ page, baseURL }) => {
      await signUp(page, { prefix: 'planner', origin: baseURL! });
      const made = await page.request.post('/api/meal-plans', { headers: { Origin: baseURL! }, data: { planDuration: 2 } });
      const plan = (await made.json()) as { id: string };
      const fromPlan = await page.request.post(`/api/meal-plans/${plan.id}/grocery-list?lang=${language}`, {
        headers: { Origin: baseURL! },
      });
      const { list } = (await fromPlan.json()) as { list: { id: string } };

      await page.goto(`/meal-plans/${plan.id}`);
      const section = page.getByTestId('plan-grocery');
      await expect(section.getByRole('link', { name: WORDS[language].open })).toHaveAttribute(
        'href',
        `/grocery-lists?list=${list.id}`,
      );
      await expect(section.getByRole('button', { name: WORDS[language].create })).toHaveCount(0);
    });
  });
}
