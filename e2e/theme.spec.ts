import { currentTheme, expect, test, toggleTheme } from './fixtures.ts';

test.describe('theme', () => {
  test('the toggle switches the theme and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    expect(await currentTheme(page)).toBe('light');
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to dark theme');

    await toggleTheme(page);
    expect(await page.evaluate(() => localStorage.getItem('mealplanr-theme'))).toBe('dark');
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to light theme');

    await page.reload();
    expect(await currentTheme(page)).toBe('dark');

    await toggleTheme(page);
    await page.reload();
    expect(await currentTheme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('mealplanr-theme'))).toBe('light');
  });

  test.describe('before the app has run', () => {
    // The app bundle is blocked below, so whatever theme the page shows was applied by the inline theme
    // script in <head>, i.e. before the first paint: no light flash for a dark-theme user.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a stored dark theme is on <html> and painted without the app', async ({ page }) => {
      await page.goto('/');
      await toggleTheme(page);
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      expect(await currentTheme(page)).toBe('dark');
      // The front page arrives drawn (rendered at build time); the app really did not run: the toasts' region,
      // which it adds after its first render, is not there.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(relativeLuminance(background)).toBeLessThan(0.05);
    });
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('follows the system when nothing is stored, and a stored choice wins', async ({ page }) => {
      await page.goto('/');
      expect(await currentTheme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('mealplanr-theme'))).toBeNull();
      await toggleTheme(page);
      await page.reload();
      expect(await currentTheme(page)).toBe('light');
    });
  });
});

/** Relative luminance (0 = black, 1 = white) of a computed colour such as "rgb(16, 21, 18)" or "oklch(…)". */
function relativeLuminance(color: string): number {
  const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/.exec(color);
  if (rgb) {
    const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }
  const oklch = /oklch\(([\d.]+)/.exec(color);
  if (oklch) return Number(oklch[1]) ** 3; // OKLab lightness is roughly the cube root of luminance
  throw new Error(`Unexpected colour format: ${color}`);
}
