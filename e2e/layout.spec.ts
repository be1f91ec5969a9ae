import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, chooseLanguage, expect, signUp, test } from './fixtures.ts';

test.describe('signed-in layout on a large screen', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });
  test.beforeEach(({ page }) => signUp(page));

  test('has a sticky header, a side navigation and no bottom bar', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toHaveCount(1); // the bottom bar is hidden, not just covered
    await expect(nav.getByRole('link')).toHaveText(['Meal plans', 'Grocery lists', 'Recipes', 'Profile']);
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    await expect(page.getByRole('banner').getByText('MealPlanr')).toBeVisible();
  });

  test('marks the current item by exact path; meal plans covers /dashboard and /meal-plans', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const path of ['/dashboard', '/meal-plans']) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: 'Meal plans' })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: 'Grocery lists' })).not.toHaveAttribute('aria-current');
    }
    await nav.getByRole('link', { name: 'Grocery lists' }).click();
    await expect(page).toHaveURL('/grocery-lists');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grocery lists');
    await expect(nav.getByRole('link', { name: 'Grocery lists' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Meal plans' })).not.toHaveAttribute('aria-current');
  });
});

test.describe('signed-in layout on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });
  test.beforeEach(({ page }) => signUp(page));

  test('has a bottom bar with first-word labels for meal plans and grocery lists', async ({ page }) => {
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).toHaveCount(1); // the side navigation is hidden
    await expect(nav.getByRole('link')).toHaveText(['Meal', 'Grocery', 'Recipes', 'Profile']);
    await expect(nav.getByRole('link', { name: 'Meal plans' })).toBeVisible(); // full name for screen readers
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    const box = await nav.boundingBox();
    expect(box && box.y + box.height).toBe(PHONE_VIEWPORT.height);
  });

  test('shortens the labels in Russian and Belarusian too', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation');
    await chooseLanguage(page, 'ru');
    await expect(nav.getByRole('link')).toHaveText(['Планы', 'Списки', 'Рецепты', 'Профиль']);
    await chooseLanguage(page, 'be');
    await expect(nav.getByRole('link')).toHaveText(['Планы', 'Спісы', 'Рэцэпты', 'Профіль']);
  });
});

test.describe('every route of the product', () => {
  const signedOut: Array<[string, string]> = [
    ['/', 'Plan the week. Shop once. Eat well.'],
    ['/auth', 'Sign in or register'],
    ['/admin-login', 'Admin sign-in'],
    ['/list/some-share-id', 'Grocery list not found'],
    ['/invitations/some-token', 'Invitation not found'],
    ['/settings', 'Page not found'],
    // Protected routes send visitors to the landing page, the admin area to its own sign-in.
    ['/dashboard', 'Plan the week. Shop once. Eat well.'],
    ['/admin', 'Admin sign-in'],
  ];
  for (const [path, heading] of signedOut) {
    test(`${path} shows "${heading}" to a visitor`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  const signedIn: Array<[string, string]> = [
    ['/dashboard', 'Meal plans'],
    ['/meal-plans', 'Meal plans'],
    ['/grocery-lists', 'Grocery lists'],
    ['/recipes', 'Recipes'],
    ['/recipes/new', 'New recipe'],
    ['/profile', 'Profile'],
    ['/', 'Meal plans'], // straight on to the dashboard
    ['/admin', 'Admin sign-in'], // members are not admins
  ];
  for (const [path, heading] of signedIn) {
    test(`${path} shows "${heading}" when signed in`, async ({ page }) => {
      await signUp(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

test.describe('notifications', () => {
  test('F8 moves focus to the notifications region', async ({ page }) => {
    await page.goto('/dashboard');
    await page.keyboard.press('F8');
    // Radix focuses the toast list inside the labelled region.
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')).toBeFocused();
  });
});

test.describe('tooltips', () => {
  test('open after a pause on hover, not at once', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('theme-toggle').hover();
    await page.waitForTimeout(300);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(page.getByRole('tooltip')).toHaveText('Switch to dark theme', { timeout: 3_000 });
  });
});
