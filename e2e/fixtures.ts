/**
 * Shared end-to-end fixtures and helpers. Import `test` and `expect` from here, not from @playwright/test:
 * every test then fails on an unexpected console error or uncaught page error (CSP violations included).
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, type Locator, type Page, test as base, expect } from '@playwright/test';

export type Theme = 'light' | 'dark';
export type Language = 'en' | 'ru' | 'be';

export const THEME_STORAGE_KEY = 'mealplanr-theme';
export const LANGUAGE_STORAGE_KEY = 'mealplanr-language';
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ru: 'Русский', be: 'Беларуская' };

/** The password of every account the tests register (it passes the server's password policy). */
export const PASSWORD = 'Plum-Tomato-Basil-42';

export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

/**
 * Answers by which the app learns something, not failures; Chromium logs them as console errors anyway:
 * a dead share or invitation link is 404 (its own not-found page). "Who is signed in?" asks GET /api/session,
 * which answers visitors with 200, so no 401 is expected on any page.
 */
function isExpectedHttpError(text: string, url: string): boolean {
  const path = new URL(url, 'http://x').pathname;
  if (/status of 404/.test(text)) return path.startsWith('/api/shared/') || path.startsWith('/api/invitations/');
  return false;
}

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
        if (isExpectedHttpError(text, message.location().url)) return;
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

export interface Person {
  username: string;
  email: string;
  /** As given at registration; without one, the app shows the username. */
  displayName: string;
}

/**
 * Registers a fresh account through the API (with `PASSWORD`); the page's browser context keeps the session
 * cookie, so the next page load is signed in. Pass `origin` when the context's base URL is not the server's.
 */
export async function signUp(
  page: Page,
  options: { prefix?: string; email?: string; displayName?: string; origin?: string } = {},
): Promise<Person> {
  const username = `${options.prefix ?? 'cook'}_${randomBytes(4).toString('hex')}`;
  const email = options.email ?? `${username}@example.org`;
  const response = await page.request.post('/api/register', {
    ...(options.origin ? { headers: { Origin: options.origin } } : {}),
    data: { username, email, password: PASSWORD, ...(options.displayName ? { displayName: options.displayName } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, email, displayName: options.displayName ?? username };
}

/** Opens the meal-plan questionnaire from the plans page (signed in, in English) and waits until it can be sent. */
export async function openQuestionnaire(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^(Create your first plan|Create new)$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a meal plan' });
  await expect(dialog.getByRole('button', { name: 'Create plan' })).toBeVisible();
  return dialog;
}
