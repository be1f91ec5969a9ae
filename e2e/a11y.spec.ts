import {
  DESKTOP_VIEWPORT,
  PHONE_VIEWPORT,
  expect,
  expectNoSeriousA11yViolations,
  setPreferences,
  signUp,
  test,
} from './fixtures.ts';

const PUBLIC_PAGES = ['/', '/auth', '/admin-login', '/no-such-page', '/list/unknown', '/invitations/unknown'];
const SIGNED_IN_PAGES = ['/dashboard', '/grocery-lists', '/profile'];

for (const theme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    test.describe(`accessibility, ${theme} theme, ${device}`, () => {
      test.use({ viewport });

      for (const path of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
        test(`${path} has no serious or critical axe violations`, async ({ page }) => {
          if (SIGNED_IN_PAGES.includes(path)) await signUp(page);
          await page.goto(path);
          await setPreferences(page, { theme });
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        });
      }
    });
  }
}
