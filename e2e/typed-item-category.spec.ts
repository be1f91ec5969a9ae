/**
 * Items typed by hand are filed by the catalog's food words: "sparkling water" lands under Drinks, not Other,
 * in every language, and keeps the name as typed.
 */
import { expect, type Language, preferencesState, signUp, test } from './fixtures.ts';

const CASES: Record<Language, { itemName: string; add: string; typed: string; drinks: string }> = {
  en: { itemName: 'Item name', add: 'Add', typed: 'sparkling water', drinks: 'Drinks' },
  ru: { itemName: 'Название позиции', add: 'Добавить', typed: 'минеральная вода', drinks: 'Напитки' },
  be: { itemName: 'Назва пазіцыі', add: 'Дадаць', typed: 'газаваная вада', drinks: 'Напоі' },
};

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`a typed item's section (${language})`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('"sparkling water" typed by hand lands under Drinks, not Other', async ({ page, baseURL }) => {
      const words = CASES[language];
      await signUp(page, { prefix: 'shopper', origin: baseURL! });
      const created = await page.request.post('/api/grocery-lists', { headers: { Origin: baseURL! }, data: { title: 'Party' } });
      const list = (await created.json()) as { id: string };
      await page.goto(`/grocery-lists?list=${list.id}`);

      const name = page.getByRole('combobox', { name: words.itemName });
      for (const typed of [words.typed, 'sparkling water']) {
        await name.fill(typed);
        await page.getByRole('button', { name: words.add, exact: true }).click();
        await expect(name).toHaveValue('');
      }
      const drinks = page.getByTestId('category-beverages');
      await expect(drinks.getByRole('heading')).toContainText(words.drinks);
      await expect(drinks.getByTestId('grocery-item')).toHaveCount(2);
      await expect(drinks.getByTestId('grocery-item').filter({ hasText: words.typed })).toHaveCount(language === 'en' ? 2 : 1);
      await expect(page.getByTestId('category-other')).toHaveCount(0);
    });
  });
}
