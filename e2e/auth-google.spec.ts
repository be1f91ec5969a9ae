/**
 * Google sign-in (any OpenID Connect provider) and the admin gate, end to end. This file runs its own app server
 * configured with a real OpenID Connect provider on 127.0.0.1 (the `oidc-provider` package, standing in for
 * Google) and with ADMIN_EMAILS, next to the default server the other files use.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { startOidcProvider, type TestOidcProvider } from '../apps/server/test/helpers/auth-oidc-provider.ts';
import { startSmtpSink, type SmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { expect, test } from './fixtures.ts';

/** Apart from the default server's port, and checked to be free: a foreign server there would fake a pass. */
const PORT = 5391;
const ORIGIN = `http://localhost:${PORT}`;
const ADMIN_EMAIL = 'head.chef@example.org';
const PASSWORD = 'Plum-Tomato-Basil-42';

let provider: TestOidcProvider;
let server: ChildProcess;
/** Where the server's e-mail goes: the admin's address is confirmed with the link read here. */
let sink: SmtpSink;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const occupied = await fetch(`${ORIGIN}/api/health`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${PORT} is already in use: stop what runs there`);
  provider = await startOidcProvider({ redirectUris: [`${ORIGIN}/api/auth/callback/oidc`] });
  sink = await startSmtpSink();
  server = spawn('npx', ['tsx', 'e2e/serve-fresh-server.ts', String(PORT)], {
    cwd: path.resolve(import.meta.dirname, '..'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PUBLIC_URL: ORIGIN,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ISSUER: provider.issuer,
      ADMIN_EMAILS: ADMIN_EMAIL,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(`${ORIGIN}/api/health`, 120_000);
});

test.afterAll(async () => {
  if (server?.pid) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  await provider?.close();
  await sink?.close();
});

const toast = (page: Page) => page.getByRole('region', { name: /\(F8\)/ }).getByRole('listitem');

/** Clicks the Google button and plays the person in the provider's popup. */
async function signInWithPopup(page: Page, login: string, options: { cancel?: boolean; tamperState?: boolean } = {}) {
  const authorizationRequests: string[] = [];
  const collect = (request: Request) => {
    if (request.url().startsWith(`${provider.issuer}/auth?`)) authorizationRequests.push(request.url());
  };
  page.context().on('request', collect);
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('google-sign-in').click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').waitFor();
  page.context().off('request', collect);
  if (options.tamperState) {
    // Start again at the provider with a state we did not issue; it comes back to our callback unchanged.
    if (!authorizationRequests[0]) throw new Error('the popup did not go to the provider');
    const url = new URL(authorizationRequests[0]);
    url.searchParams.set('state', `${url.searchParams.get('state')}-tampered`);
    await popup.goto(url.toString());
  }
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('any password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  if (options.cancel) await popup.getByRole('link', { name: /Cancel/ }).click();
  else await popup.getByRole('button', { name: 'Continue' }).click();
  await popup.waitForEvent('close');
}

test('the landing page offers Google; the popup signs a new person up and lands on /dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('google-sign-in')).toHaveText('Sign in with Google');
  const login = `green.${randomBytes(3).toString('hex')}`;
  await signInWithPopup(page, login);
  await expect(toast(page)).toContainText('Welcome!');
  await expect(toast(page)).toContainText('Your account has been created successfully');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-menu')).toContainText(`Hi, Test ${login}`);

  // Signing in again is the same account, greeted as a returning person. The dashboard is left first — its parts
  // keep arriving after it is drawn and would ask the server with the cleared cookie (401s in the console) — and
  // what the app remembers is cleared on a page of the same site that runs no app.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth');
  await signInWithPopup(page, login);
  await expect(toast(page)).toContainText('You have successfully signed in with Google');
  await expect(page).toHaveURL('/dashboard');
});

test('a tampered state is refused and nobody is signed in', async ({ page }) => {
  await page.goto('/auth');
  await signInWithPopup(page, `mallory.${randomBytes(3).toString('hex')}`, { tamperState: true });
  await expect(toast(page)).toContainText('Google sign in failed');
  await expect(toast(page)).toContainText('Authentication Error: Unable to sign in with Google. Please try again later.');
  await expect(page).toHaveURL('/auth');
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('cancelling at the provider says so', async ({ page }) => {
  await page.goto('/auth');
  await signInWithPopup(page, 'undecided', { cancel: true });
  await expect(toast(page)).toContainText('Authentication canceled. Please try again when ready.');
  await expect(page).toHaveURL('/auth');
});

test('a blocked popup gets the spec message', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/auth');
  await page.getByTestId('google-sign-in').click();
  await expect(toast(page)).toContainText(
    'The authentication popup was blocked by your browser. Please allow popups for this site and try again.',
  );
});

test.describe('admin gate', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('an ADMIN_EMAILS account is admitted to /admin; /admin-login signs admins in', async ({ page }) => {
    const username = `head_${randomBytes(3).toString('hex')}`;
    const response = await page.request.post('/api/register', {
      data: { username, email: ADMIN_EMAIL, password: PASSWORD },
      headers: { origin: ORIGIN },
    });
    expect(response.status(), await response.text()).toBe(201);
    // ADMIN_EMAILS trusts the address once the link of the verification e-mail is used.
    expect((await response.json()).isAdmin).toBe(false);
    const mail = await sink.next(ADMIN_EMAIL, /Confirm your e-mail address/, 20_000);
    const token = decodeURIComponent(mail.text.match(/\/verify-email#(\S+)/)![1]!);
    const confirmed = await page.request.post('/api/verify-email', { data: { token }, headers: { origin: ORIGIN } });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
    expect((await (await page.request.get('/api/user')).json()).isAdmin).toBe(true);
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administration');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Administration' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/admin');
    await expect(page).toHaveURL('/admin-login');
    await page.getByLabel('Username or e-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administration');
  });
});
