/**
 * Accounts end to end on the default server (no Google, no admins): registration and sign-in through the forms,
 * logout, the error toasts in the three languages, throttling, protected routes and the admin gate.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, setPreferences, test } from './fixtures.ts';

const PASSWORD = 'Plum-Tomato-Basil-42';

function newPerson() {
  const suffix = randomBytes(4).toString('hex');
  return { username: `Cook_${suffix}`, email: `cook_${suffix}@example.org`, displayName: `Anna ${suffix}` };
}

async function registerThroughForm(page: Page, person: ReturnType<typeof newPerson>, password = PASSWORD) {
  await page.goto('/auth?mode=register');
  await page.getByLabel('Username', { exact: true }).fill(person.username);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Display name (optional)').fill(person.displayName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signInThroughForm(page: Page, login: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const toast = (page: Page) => page.getByRole('region', { name: /\(F8\)/ }).getByRole('listitem');

test.describe('accounts', () => {
  // Wrong passwords are expected here: Chromium logs their 401s.
  test.use({ allowedConsoleErrors: [/status of (400|401|403|409|429)/] });

  test('register → dashboard → logout → login → dashboard', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(toast(page)).toContainText('Registration successful');
    await expect(toast(page)).toContainText(`Welcome, ${person.displayName}! Your account has been created successfully`);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByTestId('user-menu')).toContainText(`Hi, ${person.displayName}`);

    await page.getByTestId('user-menu').click();
    for (const item of ['Profile', 'My meal plans', 'My grocery lists', 'Log out']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(toast(page)).toContainText('Logged out');
    expect(await page.evaluate(() => localStorage.getItem('mealplanr-user'))).toBeNull();
    // The session is over on the server, not only in this tab.
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');

    await page.goto('/auth');
    await signInThroughForm(page, person.email.toUpperCase(), PASSWORD);
    await expect(toast(page)).toContainText('Login successful');
    await expect(toast(page)).toContainText(`Welcome back, ${person.displayName}!`);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meal plans');
  });

  test('a wrong password gets the "Invalid username or password" toast and no session', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(page).toHaveURL('/dashboard');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth');
    await signInThroughForm(page, person.username, 'Not-The-Right-One-1');
    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid username or password');
    await expect(page).toHaveURL('/auth');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  });

  test('repeated failures are throttled with the spec message', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(page).toHaveURL('/dashboard');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answered = page.waitForResponse('**/api/login');
      await signInThroughForm(page, person.username, `wrong-${attempt}-password`);
      expect((await answered).status()).toBe(401);
      await expect(toast(page)).toContainText('Invalid username or password');
    }
    const answered = page.waitForResponse('**/api/login');
    await signInThroughForm(page, person.username, PASSWORD);
    expect((await answered).status()).toBe(429);
    await expect(toast(page)).toContainText('Too many unsuccessful login attempts. Please try again later.');
    await expect(page).toHaveURL('/auth');
  });

  test('registration shows the server’s reasons and the password rules while typing', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(page).toHaveURL('/dashboard');
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    await page.goto('/auth?mode=register');
    const rules = page.getByTestId('password-rules');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await expect(rules.locator('li').first()).toHaveAttribute('data-met', 'false');
    await password.fill('long enough now');
    await expect(rules.locator('li').first()).toHaveAttribute('data-met', 'true');

    await registerThroughForm(page, { ...newPerson(), email: person.email });
    await expect(toast(page)).toContainText('Registration failed');
    await expect(toast(page)).toContainText('This email is already registered. Please log in instead.');

    await registerThroughForm(page, newPerson(), 'password1');
    await expect(toast(page)).toContainText('This password is too common. Please choose a less predictable one.');
    await expect(page).toHaveURL(/\/auth/);
    await expectNoSeriousA11yViolations(page);
  });

  test('protected routes send visitors to / and signed-in people from / to /dashboard', async ({ page }) => {
    for (const path of ['/dashboard', '/meal-plans', '/grocery-lists', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
    }
    await expect(page.getByTestId('google-sign-in')).toHaveCount(0); // this server offers no Google sign-in
    await registerThroughForm(page, newPerson());
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/auth');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a reload paints the signed-in shell from the cached user at once', async ({ page }) => {
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(page).toHaveURL('/dashboard');
    const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('mealplanr-user') ?? 'null'));
    expect(cached.user.username).toBe(person.username);
    expect(Date.now() - cached.timestamp).toBeLessThan(60_000);
    // Hold the check back: the header must not wait for it.
    await page.route('**/api/user', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('user-menu')).toContainText(`Hi, ${person.displayName}`, { timeout: 1000 });
  });

  test('non-admins are sent from /admin to /admin-login, which refuses them clearly', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin-login');
    await expect(page.getByText('Secure area. Authorized personnel only.')).toBeVisible();
    const person = newPerson();
    await registerThroughForm(page, person);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin-login');
    await expect(page.getByTestId('admin-not-admin')).toContainText(person.displayName);
    await signInThroughForm(page, person.username, PASSWORD);
    await expect(page.getByTestId('admin-refused')).toHaveText('This account does not have administrator access.');
    await expect(page).toHaveURL('/admin-login');
    await expectNoSeriousA11yViolations(page);
  });
});

for (const [language, texts] of [
  ['ru', { tab: 'Регистрация', submit: 'Создать аккаунт', title: 'Регистрация прошла успешно', wrong: 'Неверное имя пользователя или пароль' }],
  ['be', { tab: 'Рэгістрацыя', submit: 'Стварыць акаўнт', title: 'Рэгістрацыя прайшла паспяхова', wrong: 'Няправільнае імя карыстальніка або пароль' }],
] as const) {
  test.describe(`accounts in ${language}`, () => {
    test.use({ allowedConsoleErrors: [/status of 401/] });

    test('registration and a failed sign-in speak the language', async ({ page }) => {
      const person = newPerson();
      await page.goto('/auth');
      await setPreferences(page, { language });
      await page.getByRole('tab', { name: texts.tab }).click();
      await page.locator('#register-username').fill(person.username);
      await page.locator('#register-email').fill(person.email);
      await page.locator('#register-password').fill(PASSWORD);
      await page.getByRole('button', { name: texts.submit }).click();
      await expect(toast(page)).toContainText(texts.title);
      await expect(page).toHaveURL('/dashboard');
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.removeItem('mealplanr-user'));
      await page.goto('/auth');
      await page.locator('#login-username').fill(person.username);
      await page.locator('#login-password').fill('wrong-password-1');
      await page.locator('form button[type="submit"]').click();
      await expect(toast(page)).toContainText(texts.wrong);
    });
  });
}
