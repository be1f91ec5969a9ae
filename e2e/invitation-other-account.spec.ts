/**
 * An invitation opened while signed in as someone else is no dead end: the page says which address it is for
 * and offers "Sign out and continue"; signed out, it offers to sign in (or register) and come back to it.
 * The invitation's preview is answered here (sending a real one needs a confirmed address and a mail server,
 * which the invitation journey's own test covers); signing out is the real thing.
 */
import { expect, expectNoSeriousA11yViolations, type Language, preferencesState, setPreferences, signUp, test } from './fixtures.ts';

const WORDS: Record<Language, { signOut: string; signedOut: string; signIn: string; register: string; signedInAs: string }> = {
  en: {
    signOut: 'Sign out and continue',
    signedOut: 'Signed out. Sign in with',
    signIn: 'Sign in to accept',
    register: 'Create an account',
    signedInAs: 'You are signed in as',
  },
  ru: {
    signOut: 'Выйти и продолжить',
    signedOut: 'Вы вышли. Войдите с адресом',
    signIn: 'Войти и принять',
    register: 'Зарегистрироваться',
    signedInAs: 'Вы вошли как',
  },
  be: {
    signOut: 'Выйсці і працягнуць',
    signedOut: 'Вы выйшлі. Увайдзіце з адрасам',
    signIn: 'Увайсці і прыняць',
    register: 'Зарэгістравацца',
    signedInAs: 'Вы ўвайшлі як',
  },
};

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`an invitation for someone else (${language})`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('an invitation opened while signed in as someone else offers to sign out and continue', async ({ page, baseURL }) => {
      const words = WORDS[language];
      const token = `tok${Date.now()}`;
      const invited = 'invited.friend@example.org';
      await page.route(`**/api/invitations/${token}`, (route) =>
        route.fulfill({
          json: {
            listTitle: 'Cabin weekend',
            invitedBy: 'Anna',
            email: invited,
            expiresAt: new Date(Date.now() + 6 * 86_400_000).toISOString(),
          },
        }),
      );
      const someoneElse = await signUp(page, { prefix: 'other', origin: baseURL! });
      await page.goto(`/invitations/${token}`);
      await expect(page.getByRole('alert')).toContainText(`${words.signedInAs} ${someoneElse.email}`);
      const signOut = page.getByRole('button', { name: words.signOut });
      await expect(signOut).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await setPreferences(page, { theme: 'dark' });
      await expect(signOut).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.bringToFront();

      await signOut.click();
      await expect(page.locator('[data-slot="toast"]').filter({ hasText: `${words.signedOut} ${invited}` })).toBeVisible();
      const next = encodeURIComponent(`/invitations/${token}`);
      await expect(page.getByRole('link', { name: words.signIn })).toHaveAttribute('href', `/auth?next=${next}`);
      await expect(page.getByRole('link', { name: words.register })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: someoneElse.email })).toHaveCount(0);
      // Really signed out: the server no longer knows this browser.
      expect((await page.request.get('/api/user')).status()).toBe(401);
      await page.getByRole('link', { name: words.signIn }).click();
      await expect(page).toHaveURL(`${baseURL}/auth?next=${next}`);
    });
  });
}
