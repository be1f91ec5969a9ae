/**
 * A visitor's pages log no failed request: the app learns that nobody is signed in from GET /api/session
 * (200, user null) instead of GET /api/user's 401, which the browser logs as an error on every page.
 * Checked with a console listener of its own that lets nothing through, in every language.
 */
import { type Language, expect, preferencesState, signUp, test } from './fixtures.ts';

const SIGNED_OUT_PAGES = ['/', '/auth', '/admin-login', '/forgot-password', '/no-such-page'];
const HEADINGS: Record<Language, RegExp> = { en: /./, ru: /[а-яё]/i, be: /[а-яёіў]/i };

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`signed out, ${language}`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('no signed-out page logs a failed "who is signed in?" request in the console', async ({ page }) => {
      const errors: string[] = [];
      const unauthorized: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('response', (response) => {
        if (response.status() === 401) unauthorized.push(response.url());
      });
      const sessionAnswers: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/session') sessionAnswers.push(response.status());
      });

      for (const path of SIGNED_OUT_PAGES) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADINGS[language]);
      }
      // A page only for the signed-in sends the visitor to the start page, quietly too.
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      expect(sessionAnswers.length).toBeGreaterThan(0);
      expect(sessionAnswers.every((status) => status === 200)).toBe(true);
      expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null });
      expect(unauthorized).toEqual([]);
      expect(errors).toEqual([]);
    });

    test('signed in, the same question gives the user; signing out logs no failed request either', async ({ page, baseURL }) => {
      const person = await signUp(page, { prefix: 'quiet', origin: baseURL! });
      const unauthorized: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 401) unauthorized.push(response.url());
      });
      const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/session');
      await page.goto('/dashboard');
      expect(((await (await asked).json()) as { user: { username: string } }).user.username).toBe(person.username);
      await expect(page.getByTestId('user-menu')).toBeVisible();

      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await expect(page).toHaveURL('/');
      const again = await page.request.get('/api/session');
      expect(await again.json()).toEqual({ user: null });
      // Signing out asks nothing more as nobody: the screen left behind does not refetch its data.
      expect(unauthorized).toEqual([]);
    });
  });
}
