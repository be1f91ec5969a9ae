/**
 * The admin area end to end. It needs an admin, and admins come from ADMIN_EMAILS once their address is confirmed,
 * so this file starts its own fresh server (next to the shared one) with that variable set and SMTP_URL pointing at
 * a sink in this test, where the confirmation link is read; everything else is the real app.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { DESKTOP_VIEWPORT, expect, expectNoSeriousA11yViolations, PASSWORD, PHONE_VIEWPORT, type Person, setPreferences, signUp, test as base } from './fixtures.ts';

const ADMIN_EMAIL = 'chief@admin.example.org';
const repoRoot = path.resolve(import.meta.dirname, '..');
let sink: SmtpSink;

/** A fresh server with ADMIN_EMAILS set, on the port after the shared one, for this file's worker. */
const test = base.extend<object, { adminServer: string }>({
  adminServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even when nothing is used
    async ({}, use, workerInfo) => {
      const shared = new URL(String(workerInfo.project.use.baseURL ?? 'http://localhost:5055'));
      const port = Number(shared.port) + 1;
      const url = `http://localhost:${port}`;
      sink = await startSmtpSink();
      const server: ChildProcess = spawn('npx', ['tsx', 'e2e/serve-fresh-server.ts', String(port)], {
        cwd: repoRoot,
        env: { ...process.env, ADMIN_EMAILS: ADMIN_EMAIL, SMTP_URL: sink.url, LOG_LEVEL: 'warn' },
        detached: true, // its own process group, so stopping it stops npm, tsx and node together
        stdio: 'ignore',
      });
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the admin test server did not start on ${url}`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await use(url);
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await sink.close();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});
test.use({ baseURL: async ({ adminServer }, use) => use(adminServer) });

const MEMBER = { prefix: 'member', displayName: 'Mia Member' };

/** The one admin of this server (registering again after the first time just signs in). */
async function signInAsAdmin(page: Page): Promise<Person> {
  const admin = { username: 'chief', email: ADMIN_EMAIL, displayName: 'Chief Admin' };
  const registered = await page.request.post('/api/register', { data: { ...admin, password: PASSWORD } });
  if (registered.status() === 201) {
    // ADMIN_EMAILS trusts a confirmed address: the link of the verification e-mail makes this account the admin.
    const mail = await sink.next(ADMIN_EMAIL, /Confirm your e-mail address/, 20_000);
    const token = decodeURIComponent(mail.text.match(/\/verify-email#(\S+)/)![1]!);
    const confirmed = await page.request.post('/api/verify-email', { data: { token } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  } else {
    const login = await page.request.post('/api/login', { data: { username: admin.username, password: PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
  }
  const me = await (await page.request.get('/api/user')).json();
  expect(me.isAdmin).toBe(true);
  return admin;
}

/** Another person in their own browser context, with something in every table. */
async function memberWithData(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT });
  const page = await context.newPage();
  const person = await signUp(page, MEMBER);
  const ok = async (response: Promise<import('@playwright/test').APIResponse>) => {
    const r = await response;
    expect(r.ok(), await r.text()).toBe(true);
    return r.json();
  };
  await ok(
    page.request.put('/api/preferences', {
      data: {
        cuisines: ['french'],
        dietaryRestrictions: ['dairy_free'],
        cookingSkill: 'beginner',
        cookingTime: 'moderate',
        excludedIngredients: ['anchovies'],
        householdSize: 2,
        calorieTarget: null,
      },
    }),
  );
  await ok(page.request.post('/api/meal-plans', { data: { planDuration: 2, lang: 'en' } }));
  const list = await ok(page.request.post('/api/grocery-lists', { data: { title: `Picnic ${person.username}` } }));
  await ok(page.request.post(`/api/grocery-lists/${list.id}/items`, { data: { name: 'Strawberries' } }));
  return { context, page, person };
}

const toast = (page: Page) => page.locator('[data-slot="toast"]');

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function pickTable(page: Page, table: string) {
  await page.getByTestId('table-picker').click();
  await page.getByRole('option', { name: new RegExp(`^${table} `) }).click();
  await expect(page.getByTestId('table-picker')).toContainText(table);
}

test.describe('admin area on a large screen', () => {
  test.use({ viewport: DESKTOP_VIEWPORT, allowedConsoleErrors: [/status of 40[13]/] });

  test('overview, and every table browsed: sorted, searched and opened', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000); // six tables, each opened, and three accessibility scans
    const member = await memberWithData(browser, baseURL!);
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administration');
    for (const id of ['count-users', 'count-plans', 'count-lists', 'count-items', 'count-feedback']) {
      await expect(page.getByTestId(id)).toHaveText(/^\d+$/);
    }
    expect(Number(await page.getByTestId('count-users').textContent())).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('figure')).toHaveCount(2);
    await expect(page.getByRole('figure').first()).toContainText('Sign-ups per day');
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Database');
    const table = page.getByTestId('rows-table');
    await expect(table).toBeVisible();
    await expect(page.getByText('Read-only.')).toBeVisible();

    // Sort by username, both ways.
    const sortButton = table.getByRole('button', { name: /^username/ });
    await sortButton.click();
    await expect(table.getByRole('columnheader', { name: /username/ })).toHaveAttribute('aria-sort', 'ascending');
    await sortButton.click();
    await expect(table.getByRole('columnheader', { name: /username/ })).toHaveAttribute('aria-sort', 'descending');

    // Search, then open the row: every field, no secrets.
    await page.getByLabel('Search').fill(member.person.email);
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody tr')).toContainText(member.person.username);
    await table.locator('tbody tr').getByRole('button').click();
    const row = page.getByRole('dialog', { name: 'Row of users' });
    await expect(row).toContainText(member.person.email);
    await expect(row).toContainText('is_admin');
    await expect(row).not.toContainText(/password|token/i);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    // SQL in the search box is just text.
    await page.getByLabel('Search').fill("' or 1=1 --");
    await expect(page.getByText('No rows match your search.')).toBeVisible();

    for (const name of ['preferences', 'meal_plans', 'grocery_lists', 'grocery_list_items', 'feedback', 'users']) {
      await pickTable(page, name);
      await expect(page.getByLabel('Search')).toHaveValue('');
      if (name === 'feedback') {
        await expect(table.or(page.getByText('This table has no rows yet.'))).toBeVisible();
        continue;
      }
      await expect(table.locator('caption')).toHaveText(`Rows of ${name}`);
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await table.locator('tbody tr').first().getByRole('button').click();
      const opened = page.getByRole('dialog', { name: `Row of ${name}` });
      await expect(opened.locator('dl')).toBeVisible();
      if (name === 'meal_plans') await expect(opened.locator('pre').first()).toContainText('"planDuration": 2');
      if (name === 'grocery_lists') await expect(opened).not.toContainText('share_token_hash');
      await page.keyboard.press('Escape');
      await expect(opened).toBeHidden();
    }
    await member.context.close();
  });

  test('feedback a member sends appears in the inbox, filtered by type and satisfaction', async ({ page, browser, baseURL }) => {
    const memberContext = await browser.newContext({ baseURL: baseURL!, viewport: DESKTOP_VIEWPORT });
    const memberPage = await memberContext.newPage();
    const member = await signUp(memberPage, MEMBER);
    const message = `The swap button is hard to find on a phone (${randomBytes(3).toString('hex')}).`;
    await memberPage.goto('/profile');
    await memberPage.getByRole('button', { name: 'Send feedback' }).click();
    const dialog = memberPage.getByRole('dialog', { name: 'Send feedback' });
    await dialog.getByText('Bug', { exact: true }).click();
    await dialog.getByText('Dissatisfied', { exact: true }).click();
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(toast(memberPage)).toContainText('Feedback sent');
    await memberContext.close();

    await signInAsAdmin(page);
    await page.goto('/admin');
    await openTab(page, 'Feedback');
    const list = page.getByTestId('feedback-list');
    await expect(list).toContainText(message);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Bug', exact: true }).click();
    const item = list.getByRole('listitem').filter({ hasText: message });
    await expect(item).toContainText(`from ${member.username}`);
    await expect(item).toContainText('Dissatisfied');
    await page.getByRole('combobox', { name: 'Satisfaction' }).click();
    await page.getByRole('option', { name: 'Very satisfied', exact: true }).click();
    await expect(page.getByText(message)).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('disabling an account signs its owner out for good until re-enabled; both are in the audit log', async ({
    page,
    browser,
    baseURL,
  }) => {
    const memberContext = await browser.newContext({ baseURL: baseURL!, viewport: DESKTOP_VIEWPORT });
    const memberPage = await memberContext.newPage();
    const member = await signUp(memberPage, MEMBER);
    await memberPage.goto('/profile');
    await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText('Profile');

    const admin = await signInAsAdmin(page);
    await page.goto('/admin');
    await openTab(page, 'Users');
    // The admin's own row offers nothing that could lock them out.
    await page.getByLabel('Search users').fill(admin.email);
    const own = page.getByTestId('user-row').filter({ hasText: admin.email });
    await expect(own).toContainText('You');
    await expect(own.getByRole('button')).toHaveCount(0);

    await page.getByLabel('Search users').fill(member.email);
    const row = page.getByTestId('user-row').filter({ hasText: member.email });
    await row.getByRole('button', { name: 'Disable' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Disable the account of ${member.username}?` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(toast(page)).toContainText(`The account of ${member.username} is disabled`);
    await expect(row).toContainText('Disabled');

    // The member's open session is over, and signing in is refused with the spec's message.
    expect((await memberPage.request.get('/api/user')).status()).toBe(401);
    await memberPage.evaluate(() => localStorage.removeItem('mealplanr-user'));
    await memberPage.goto('/auth');
    await memberPage.locator('#login-username').fill(member.username);
    await memberPage.locator('#login-password').fill(PASSWORD);
    await memberPage.locator('form button[type="submit"]').click();
    await expect(toast(memberPage)).toContainText('This account has been disabled. Please contact support.');

    await row.getByRole('button', { name: 'Re-enable' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Re-enable' }).click();
    await expect(row).not.toContainText('Disabled');
    // The form clears the password after a failed sign-in.
    await memberPage.locator('#login-password').fill(PASSWORD);
    await memberPage.locator('form button[type="submit"]').click();
    await expect(memberPage).toHaveURL('/dashboard');
    await memberContext.close();

    await openTab(page, 'Audit log');
    const log = page.getByTestId('audit-list');
    await expect(log.getByRole('listitem').nth(0)).toContainText(`${admin.username} re-enabled the account of ${member.username}`);
    await expect(log.getByRole('listitem').nth(1)).toContainText(`${admin.username} disabled the account of ${member.username}`);
  });
});

test.describe('admin area on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('never scrolls sideways: wide tables scroll inside their box', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByTestId('count-users')).toBeVisible();
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await openTab(page, 'Database');
    await expect(page.getByTestId('rows-table')).toBeVisible();
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await expectNoSeriousA11yViolations(page);
  });

  for (const language of ['en', 'ru', 'be'] as const) {
    test(`every tab is in sight, and a wide table says it scrolls sideways (${language})`, async ({ page }) => {
      await signInAsAdmin(page);
      await page.goto('/admin');
      await setPreferences(page, { language });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(5);
      for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()))) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      }

      await page.getByTestId('admin-tab-database').click();
      await expect(page.getByTestId('rows-table')).toBeVisible();
      const box = page.getByTestId('scroll-box');
      await expect(box).toHaveAttribute('data-more-right', 'true');
      await expect(box).toHaveAttribute('data-more-left', 'false');
      await expect(page.getByTestId('scroll-hint')).toBeVisible();
      await page.getByTestId('rows-table').evaluate((table) => table.parentElement!.scrollTo({ left: table.scrollWidth }));
      await expect(box).toHaveAttribute('data-more-right', 'false');
      await expect(box).toHaveAttribute('data-more-left', 'true');
      await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
