import { expect, signUp, test } from './fixtures.ts';

test.describe('landing page', () => {
  test('shows the slogan, the pitch and the ways to sign in or register', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('MealPlanr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan the week. Shop once. Eat well.');
    await expect(page.getByText(/plans meals that fit and turns them into one grocery list/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth?mode=register');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('sign in leads to the auth page without a full reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in or register');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('the skip link is the first stop for the keyboard and moves focus to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL('/');
  });
});

test.describe('presses before the app has run', () => {
  test('Escape takes back a menu button pressed before the app ran, even while the menu is still on its way', async ({ page }) => {
    // The app's code and the language menu's code arrive late, as on a slow link.
    const late = (ms: number) => async (route: import('@playwright/test').Route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    };
    await page.route('**/assets/index-*.js', late(1000));
    await page.route('**/assets/language-menu-*.js', late(1500));
    await page.goto('/');
    // Pressed on the drawn page: kept until the app has taken it over, then pressed again — the app then asks for
    // the menu's code, and Escape comes while that is still on its way.
    const menuAskedFor = page.waitForRequest(/\/assets\/language-menu-/);
    await page.getByTestId('language-switcher').click();
    await menuAskedFor;
    await expect(page.getByTestId('language-switcher')).toBeFocused();
    await page.keyboard.press('Escape');
    // The menu's code arrives after the Escape: the menu is there, closed.
    await expect(page.getByTestId('language-switcher')).toHaveAttribute('data-state', 'closed', { timeout: 10_000 });
    await expect(page.getByRole('menu')).toHaveCount(0);
  });
});

test.describe('content security policy', () => {
  test('the app runs under the server’s strict CSP without a single violation', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
      );
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Menus and tooltips add styles at run time; navigation swaps whole screens.
    await page.getByTestId('language-switcher').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('theme-toggle').hover();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in or register');
    await signUp(page);
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});
