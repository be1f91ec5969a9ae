/**
 * The profile end to end, against the real server: the account summary, dietary preferences that become the
 * questionnaire's defaults, feedback, a failed save, and deleting the account (after which signing in fails).
 */
import type { Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, expect, expectNoSeriousA11yViolations, PASSWORD, PHONE_VIEWPORT, preferencesState, signUp, test } from './fixtures.ts';

const PETRA = { prefix: 'petra', displayName: 'Petra Profile' };

/** The toast on screen (found by its element: while a modal dialog is open, it is hidden from the a11y tree). */
const toast = (page: Page) => page.locator('[data-slot="toast"]');

async function openPreferences(page: Page) {
  await page.getByRole('button', { name: 'Edit preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dietary preferences' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('profile on a large screen', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('shows the account and saves preferences that prefill the questionnaire', async ({ page }) => {
    const person = await signUp(page, PETRA);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    const account = page.getByRole('region', { name: 'Account', exact: true });
    await expect(account.getByTestId('profile-name')).toHaveText(person.displayName);
    await expect(account).toContainText(person.username);
    await expect(account).toContainText(person.email);
    await expect(account).toContainText('Password');
    await expect(account).toContainText(new Date().getFullYear().toString());
    await expect(page.getByTestId('preferences-summary')).toHaveCount(0); // nothing saved yet: an invitation instead
    await expectNoSeriousA11yViolations(page);

    const dialog = await openPreferences(page);
    await dialog.getByRole('group', { name: 'Cuisines' }).getByText('Italian', { exact: true }).click();
    await dialog.getByRole('group', { name: 'Cuisines' }).getByText('Indian', { exact: true }).click();
    await dialog.getByRole('group', { name: 'Dietary restrictions' }).getByText('Vegetarian', { exact: true }).click();
    await chooseOption(page, 'Cooking skill', 'Advanced');
    await chooseOption(page, 'Cooking time', 'Quick (15–30 min)');
    await dialog.getByRole('button', { name: 'More people' }).click();
    await dialog.getByRole('button', { name: 'More people' }).click();
    await expect(dialog.getByLabel('Household size')).toHaveValue('3');
    await dialog.getByLabel('Daily calorie target').fill('2200');
    const exclude = dialog.getByRole('combobox', { name: 'Excluded ingredients' });
    await exclude.fill('olives');
    await exclude.press('Enter');
    await exclude.fill('nuts');
    await exclude.press('Enter');
    // Each chip says what its word was understood as ("olives → black olives").
    await expect(dialog.getByRole('list', { name: 'Excluded ingredients' }).getByRole('listitem')).toHaveText([/^olives\b/, /^nuts\b/]);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page)).toContainText('Preferences saved');
    await expect(dialog).toBeHidden();
    const summary = page.getByTestId('preferences-summary');
    await expect(summary).toContainText('Italian and Indian');
    await expect(summary).toContainText('Vegetarian');
    await expect(summary).toContainText('Advanced');
    await expect(summary).toContainText('2,200 kcal a day');
    await expect(summary).toContainText('olives, nuts');

    // After a reload the dialog opens with what was saved.
    await page.reload();
    const again = await openPreferences(page);
    await expect(again.getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Mexican' })).not.toBeChecked();
    await expect(again.getByRole('group', { name: 'Dietary restrictions' }).getByRole('checkbox', { name: 'Vegetarian' })).toBeChecked();
    await expect(again.getByRole('combobox', { name: 'Cooking skill' })).toHaveText('Advanced');
    await expect(again.getByLabel('Household size')).toHaveValue('3');
    await expect(again.getByLabel('Daily calorie target')).toHaveValue('2200');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // The questionnaire starts from them.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^(Create your first plan|Create new)$/ }).click();
    const questionnaire = page.getByRole('dialog', { name: 'Create a meal plan' });
    await expect(questionnaire.getByLabel('People', { exact: true })).toHaveValue('3');
    await expect(questionnaire.getByLabel('Daily calorie target (optional)')).toHaveValue('2200');
    await expect(questionnaire.getByRole('group', { name: 'Cuisines you like' }).getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    await expect(questionnaire.getByRole('group', { name: 'Cuisines you like' }).getByRole('checkbox', { name: 'Indian' })).toBeChecked();
    await expect(
      questionnaire.getByRole('group', { name: 'Dietary restrictions' }).getByRole('checkbox', { name: 'Vegetarian' }),
    ).toBeChecked();
    await expect(questionnaire.getByRole('list', { name: 'Ingredients to avoid' })).toContainText('olives');
    await expect(questionnaire.getByRole('list', { name: 'Ingredients to avoid' })).toContainText('nuts');
  });

  test('explains a calorie target out of range and saves nothing', async ({ page }) => {
    await signUp(page, PETRA);
    await page.goto('/profile');
    const dialog = await openPreferences(page);
    await dialog.getByLabel('Daily calorie target').fill('90000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a whole number from 1,000 to 5,000, or leave it empty.')).toBeVisible();
    await expect(dialog.getByLabel('Daily calorie target')).toHaveAttribute('aria-invalid', 'true');
    const saved = await page.request.get('/api/preferences');
    expect((await saved.json()).updatedAt).toBeNull();
  });

  test.describe('when saving fails', () => {
    test.use({ allowedConsoleErrors: [/status of 503/] });

    test('asks to try again', async ({ page }) => {
      await signUp(page, PETRA);
      await page.goto('/profile');
      await page.route('**/api/preferences', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"Down"}}' })
          : route.continue(),
      );
      const dialog = await openPreferences(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page)).toContainText('Your preferences were not saved. Please try again.');
      // The open dialog says it too (outside it, everything is hidden from screen readers), and keeps the answers.
      await expect(dialog.getByRole('alert')).toContainText('Your preferences were not saved. Please try again.');
      await expect(dialog).toBeVisible();
    });
  });

  test('sends feedback, after explaining what is missing', async ({ page }) => {
    await signUp(page, PETRA);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Choose how satisfied you are.')).toBeVisible();
    await expect(dialog.getByText('Write between 5 and 2000 characters.')).toBeVisible();

    await dialog.getByText('Suggestion', { exact: true }).click();
    await dialog.getByText('Very satisfied', { exact: true }).click();
    await dialog.getByLabel('Message').fill('Please add a weekly budget to the grocery list.');
    await expect(dialog.getByText('47 / 2000')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(page)).toContainText('Feedback sent');
    await expect(dialog).toBeHidden();
  });

  test.describe('sign-in and security', () => {
    test.use({ allowedConsoleErrors: [/status of 40[13]/] });

    test('changes the password after checking the current one; other devices are signed out', async ({ page, browser, baseURL }) => {
      const person = await signUp(page, PETRA);
      // The same person signed in on another device.
      const phone = await browser.newContext({ baseURL });
      const login = await phone.request.post('/api/login', { data: { username: person.username, password: PASSWORD } });
      expect(login.status()).toBe(200);

      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Sign-in and security' });
      await section.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      const newPassword = 'Fennel-Orange-Olive-77';
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByText('Please fill in this field.')).toHaveCount(2);
      await dialog.getByLabel('Current password').fill('not-my-password');
      await dialog.getByLabel('New password').fill('short');
      await expect(dialog.getByTestId('password-rules').locator('[data-met="false"]')).toHaveCount(1);
      await dialog.getByLabel('New password').fill(newPassword);
      await expect(dialog.getByTestId('password-rules').locator('[data-met="false"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.bringToFront();
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByText('The password is not correct.')).toBeVisible();
      await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');

      await dialog.getByLabel('Current password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(toast(page)).toContainText('Password changed');
      await expect(dialog).toBeHidden();
      // This browser stays signed in; the other device is signed out; only the new password works.
      expect((await page.request.get('/api/user')).status()).toBe(200);
      expect((await phone.request.get('/api/user')).status()).toBe(401);
      await phone.close();
      const oldLogin = await page.request.post('/api/login', { data: { username: person.username, password: PASSWORD } });
      expect(oldLogin.status()).toBe(401);
      const newLogin = await page.request.post('/api/login', { data: { username: person.username, password: newPassword } });
      expect(newLogin.status()).toBe(200);
    });

    test('signs out on other devices, after asking', async ({ page, browser, baseURL }) => {
      const person = await signUp(page, PETRA);
      const laptop = await browser.newContext({ baseURL });
      const login = await laptop.request.post('/api/login', { data: { username: person.email, password: PASSWORD } });
      expect(login.status()).toBe(200);
      await page.goto('/profile');

      await page.getByRole('button', { name: 'Sign out on other devices' }).click();
      const question = page.getByRole('alertdialog', { name: 'Sign out on other devices?' });
      await expect(question).toContainText('You stay signed in here.');
      await question.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(toast(page)).toContainText('Signed out on other devices');
      await expect(toast(page)).toContainText('1 session ended.');
      expect((await laptop.request.get('/api/user')).status()).toBe(401);
      expect((await page.request.get('/api/user')).status()).toBe(200);
      await laptop.close();
    });
  });

  test.describe('deleting the account', () => {
    test.use({ allowedConsoleErrors: [/status of 40[13]/] });

    test('needs the right password, then signs out for good', async ({ page }) => {
      const person = await signUp(page, PETRA);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toContainText('your grocery lists, their share links and invitations');
      await expect(dialog).toContainText('Feedback you sent is kept, without your name.');
      await expectNoSeriousA11yViolations(page);

      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText('Enter your password.')).toBeVisible();
      await dialog.getByLabel('Enter your password to confirm').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText('The password is not correct.')).toBeVisible();
      await expect(dialog.getByLabel('Enter your password to confirm')).toHaveAttribute('aria-invalid', 'true');
      expect((await page.request.get('/api/user')).status()).toBe(200);

      await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(toast(page)).toContainText('Account deleted');
      await expect(page).toHaveURL('/');
      expect((await page.request.get('/api/user')).status()).toBe(401);
      expect(await page.evaluate(() => localStorage.getItem('mealplanr-user'))).toBeNull();

      // Signing in with it fails as for any unknown account.
      await page.goto('/auth');
      await page.locator('#login-username').fill(person.username);
      await page.locator('#login-password').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(toast(page)).toContainText('Invalid username or password');
      await expect(page).toHaveURL('/auth');
    });
  });
});

test.describe('profile on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('fits the screen, and the dialogs too', async ({ page }) => {
    await signUp(page, PETRA);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile');
    const widths = async () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await widths()).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await openPreferences(page);
    expect(await widths()).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoSeriousA11yViolations(page);
  });
});

for (const [language, texts] of [
  ['ru', { title: 'Профиль', edit: 'Изменить предпочтения', dialog: 'Пищевые предпочтения', save: 'Сохранить', saved: 'Предпочтения сохранены' }],
  ['be', { title: 'Профіль', edit: 'Змяніць перавагі', dialog: 'Харчовыя перавагі', save: 'Захаваць', saved: 'Перавагі захаваны' }],
] as const) {
  test.describe(`profile in ${language}`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('speaks the language', async ({ page }) => {
      await signUp(page, PETRA);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await page.getByRole('button', { name: texts.edit }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await dialog.getByRole('button', { name: texts.save }).click();
      await expect(toast(page)).toContainText(texts.saved);
    });
  });
}
