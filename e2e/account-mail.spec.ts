/**
 * Confirming an e-mail address and resetting a forgotten password, end to end: the messages really go out over
 * SMTP to a sink in this test, and the person follows the links in them. This file starts a fresh server of its
 * own with SMTP_URL pointing at the sink (the shared test server sends no mail).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { expect, expectNoSeriousA11yViolations, PASSWORD, PHONE_VIEWPORT, test } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

const PORT = Number(process.env.E2E_ACCOUNT_MAIL_PORT ?? 5392);
const BASE_URL = `http://localhost:${PORT}`;
const NEW_PASSWORD = 'Fennel-Quince-Walnut-77';

let sink: SmtpSink;
let server: OwnServer | undefined;

/** Our link to `page` in the next message to `address` whose subject matches. */
async function linkFor(address: string, subject: RegExp, page: 'verify-email' | 'reset-password'): Promise<string> {
  const mail = await sink.next(address, subject, 20_000);
  const link = mail.text.match(new RegExp(`${BASE_URL}/${page}#\\S+`))?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

const toast = (page: Page) => page.locator('[data-slot="toast"]');
const person = () => {
  const suffix = randomBytes(4).toString('hex');
  return { username: `mail_${suffix}`, email: `mail_${suffix}@example.org` };
};

test.describe('account e-mails', () => {
  // Answers these tests provoke on purpose: 429 for "send again" within a minute, 400 for a used link.
  test.use({ baseURL: BASE_URL, allowedConsoleErrors: [/status of (400|429)/] });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const occupied = await fetch(`${BASE_URL}/api/health`).then(
      () => true,
      () => false,
    );
    if (occupied) throw new Error(`port ${PORT} is already in use: stop what runs there`);
    sink = await startSmtpSink();
    server = await startOwnServer(PORT, { SMTP_URL: sink.url, LOG_LEVEL: 'warn' });
  });

  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  test('a new account confirms its address with the link from the e-mail', async ({ page }) => {
    test.setTimeout(60_000);
    const someone = person();
    await page.goto('/auth?mode=register');
    await page.locator('#register-username').fill(someone.username);
    await page.locator('#register-email').fill(someone.email);
    await page.locator('#register-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Until the link is used: a notice with "send again" (which waits a minute after the first message).
    const notice = page.getByTestId('verify-email-notice');
    await expect(notice).toContainText('Confirm your e-mail address');
    await expect(notice).toContainText(someone.email);
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await expect(toast(page)).toContainText('A link was sent a moment ago');

    const link = await linkFor(someone.email, /Confirm your e-mail address/, 'verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');
    // The token leaves the address bar at once.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Open MealPlanr' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);

    // The link works once; opened again, it says the address is confirmed all the same.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');
  });

  test('"Forgot password?" e-mails a link that sets a new password once', async ({ page }) => {
    test.setTimeout(60_000);
    const someone = person();
    const registered = await page.request.post('/api/register', {
      headers: { Origin: BASE_URL },
      data: { ...someone, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill(someone.email.toUpperCase());
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('reset-requested')).toContainText('30 minutes');

    const link = await linkFor(someone.email, /Reset your MealPlanr password/, 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    // The policy is shown while typing, and enforced.
    const field = page.getByLabel('New password', { exact: true });
    await field.fill('short');
    await expect(page.getByTestId('password-rules').locator('[data-met="false"]').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.locator('#reset-password-new-error')).toBeVisible();
    await field.fill(NEW_PASSWORD);
    await expect(page.getByTestId('password-rules').locator('[data-met="false"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page)).toContainText('Password changed');

    await page.getByLabel('Username or e-mail').fill(someone.username);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The link came to the address, so the address counts as confirmed: no notice.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('verify-email-notice')).toHaveCount(0);

    // Used once, the link is dead.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link does not work');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });

  test.describe('on a phone, in Belarusian', () => {
    test.use({ viewport: PHONE_VIEWPORT, locale: 'be-BY' });

    test('the notice and the pages speak the interface language, and so do the e-mails', async ({ page }) => {
      test.setTimeout(60_000);
      const someone = person();
      await page.goto('/auth?mode=register');
      await expect(page.locator('html')).toHaveAttribute('lang', 'be');
      await page.locator('#register-username').fill(someone.username);
      await page.locator('#register-email').fill(someone.email);
      await page.locator('#register-password').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByTestId('verify-email-notice')).toContainText('Пацвердзіце адрас электроннай пошты');
      const link = await linkFor(someone.email, /Пацвердзіце адрас/, 'verify-email');
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Адрас электроннай пошты пацверджаны');

      await page.context().clearCookies();
      await page.goto('/forgot-password');
      await page.locator('#forgot-email').fill(someone.email);
      await page.locator('form button[type="submit"]').click();
      await expect(page.getByTestId('reset-requested')).toBeVisible();
      const reset = await sink.next(someone.email, /Скід пароля/, 20_000);
      expect(reset.text).toContain('30 хвілін');
    });
  });
});
