/**
 * Shared end-to-end fixtures and helpers. Import `test` and `expect` from here, not from @playwright/test:
 * every test then fails on an unexpected console error or uncaught page error (CSP violations included).
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, type Page, test as base, expect } from '@playwright/test';

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'ru' | 'be';

export const THEME_STORAGE_KEY = 'mealplanr-theme';
export const LANGUAGE_STORAGE_KEY = 'mealplanr-language';
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', be: 'Беларуская' };

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

interface Fixtures {
  /** Console errors matching one of these are expected by the test and do not fail it. */
  allowedConsoleErrors: RegExp[];
  /** Collects console errors and page errors; the test fails if any unexpected one appeared. */
  failOnConsoleErrors: void;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // "Who is signed in?" answers 401 for visitors (spec §4: that is how the app learns it); Chromium logs it.
        if (/status of 401/.test(text) && new URL(message.location().url, 'http://x').pathname === '/api/user') return;
        if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'unexpected errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A storage state with the theme and/or language already chosen, for `test.use({ storageState: … })`.
 * The page then starts exactly as it would for a returning visitor.
 */
export function preferencesState(
  baseURL: string,
  preferences: { theme?: Theme; language?: Language },
): Exclude<BrowserContextOptions['storageState'], string | undefined> {
  const localStorage: Array<{ name: string; value: string }> = [];
  if (preferences.theme) localStorage.push({ name: THEME_STORAGE_KEY, value: preferences.theme });
  if (preferences.language) localStorage.push({ name: LANGUAGE_STORAGE_KEY, value: preferences.language });
  return { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage }] };
}

/** Sets the theme and/or language in storage and reloads, as a returning visitor would arrive. */
export async function setPreferences(page: Page, preferences: { theme?: Theme; language?: Language }): Promise<void> {
  await page.evaluate(
    ({ theme, language, themeKey, languageKey }) => {
      if (theme) window.localStorage.setItem(themeKey, theme);
      if (language) window.localStorage.setItem(languageKey, language);
    },
    { ...preferences, themeKey: THEME_STORAGE_KEY, languageKey: LANGUAGE_STORAGE_KEY },
  );
  await page.reload();
}

/** Picks a language through the header's language menu, like a user. */
export async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_NAMES[language] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The theme currently applied to the page. */
export async function currentTheme(page: Page): Promise<Theme> {
  const dark = await page.locator('html').evaluate((html) => html.classList.contains('dark'));
  return dark ? 'dark' : 'light';
}

/** Clicks the header's theme toggle and waits until the other theme is applied. */
export async function toggleTheme(page: Page): Promise<Theme> {
  const before = await currentTheme(page);
  await page.getByTestId('theme-toggle').click();
  const after: Theme = before === 'dark' ? 'light' : 'dark';
  await expect.poll(() => currentTheme(page)).toBe(after);
  return after;
}

/** Runs axe (WCAG 2.x A/AA + best practices) and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')} — ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}
