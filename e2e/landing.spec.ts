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
