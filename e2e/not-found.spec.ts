import { chooseLanguage, expect, test } from './fixtures.ts';

test.describe('not-found page', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · MealPlanr');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan the week. Shop once. Eat well.');
  });

  test('an unknown shared list shows the list 404 text', async ({ page }) => {
    await page.goto('/list/unknown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grocery list not found');
    await expect(page.getByText('This list does not exist or is no longer shared.')).toBeVisible();
  });

  test('the 404 text is translated', async ({ page }) => {
    await page.goto('/list/unknown');
    await chooseLanguage(page, 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Список покупок не найден');
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
  });
});
