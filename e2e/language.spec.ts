import { LANGUAGE_STORAGE_KEY, chooseLanguage, expect, preferencesState, signUp, test } from './fixtures.ts';

const SLOGANS = {
  en: 'Plan the week. Shop once. Eat well.',
  ru: 'Спланируйте неделю. Купите всё за один раз. Ешьте с удовольствием.',
  be: 'Сплануйце тыдзень. Купіце ўсё за адзін раз. Ешце з задавальненнем.',
};

test.describe('languages', () => {
  test('switching to Russian and then Belarusian translates the page and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await chooseLanguage(page, 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.ru);
    await expect(page.getByRole('link', { name: 'Войти' })).toBeVisible();
    await expect(page.getByTestId('language-switcher')).toHaveAccessibleName('Язык: Русский');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('ru');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.ru);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await chooseLanguage(page, 'be');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.be);
    await expect(page.getByRole('link', { name: 'Увайсці' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.be);
    await expect(page.locator('html')).toHaveAttribute('lang', 'be');
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe('be');

    await chooseLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.en);
  });

  test('the menu lists each language under its own name and marks the current one', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    const items = page.getByRole('menuitemradio');
    await expect(items).toHaveText(['English', 'Русский', 'Беларуская']);
    await expect(items.nth(0)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-switcher')).toBeFocused();
  });

  test.describe('for a browser set to Belarusian', () => {
    test.use({ locale: 'be-BY' });

    test('the first visit is in Belarusian', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.be);
      await expect(page.locator('html')).toHaveAttribute('lang', 'be');
    });
  });

  test.describe('for a browser set to an unsupported language', () => {
    test.use({ locale: 'de-DE' });

    test('English is the fallback', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SLOGANS.en);
    });
  });

  test.describe('a stored choice', () => {
    test.use({
      locale: 'be-BY',
      storageState: async ({ baseURL }, use) => use(preferencesState(baseURL ?? 'http://localhost:5055', { language: 'ru' })),
    });

    test('wins over the browser language', async ({ page }) => {
      await signUp(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Планы питания');
      await expect(page).toHaveTitle('Планы питания · MealPlanr');
    });
  });
});
