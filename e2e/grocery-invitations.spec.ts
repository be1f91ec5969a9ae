/**
 * An e-mail invitation from start to finish: the owner invites an address from the share dialog, the message
 * really goes out over SMTP (to a sink in this test), and the invitee follows its link signed out, is asked to
 * sign in, accepts, and edits the list live with the owner until the owner removes them. The link works once;
 * a person signed in with another address is told so.
 *
 * The shared test server sends no mail, so this file starts a fresh server of its own with SMTP_URL pointing
 * at the sink (the same production server, configured as a self-hoster would).
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from '../apps/server/test/helpers/smtp-sink.ts';
import { PASSWORD, expect, signUp, test } from './fixtures.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

const PORT = Number(process.env.E2E_INVITATION_PORT ?? 5056);
const BASE_URL = `http://localhost:${PORT}`;

const MEMBER = { prefix: 'member', origin: BASE_URL };

let sink: SmtpSink;
let server: OwnServer | undefined;

/** The first link matching `pattern` in the messages to `address`. */
async function linkFor(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = sink.received
          .filter((received) => received.to.includes(address))
          .map((mail) => decodeQuotedPrintable(mail.raw).match(pattern)?.[0])
          .find(Boolean);
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

const invitationLinkFor = (address: string) => linkFor(address, /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/);

/** Confirms the address with the link of the verification e-mail (invitations need a confirmed address). */
async function confirmAddress(page: Page, address: string): Promise<void> {
  const link = await linkFor(address, /https?:\/\/\S+\/verify-email#\S+/);
  const token = decodeURIComponent(new URL(link).hash.slice(1));
  const confirmed = await page.request.post('/api/verify-email', { headers: { Origin: BASE_URL }, data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A toast by its text, found by its element: while a dialog is open the rest of the page is hidden from screen readers. */
const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text });
const item = (page: Page, name: string) => page.getByTestId('grocery-item').filter({ hasText: name });

test.describe('grocery list invitations', () => {
  test.use({ baseURL: BASE_URL });

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    sink = await startSmtpSink();
    server = await startOwnServer(PORT, { SMTP_URL: sink.url });
  });

  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  test.describe('the share dialog', () => {
    // Inviting oneself is answered 400, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('inviting by e-mail checks the address, sends the invitation and shows who has access', async ({ page }) => {
      const owner = await signUp(page, MEMBER);
      await confirmAddress(page, owner.email);
      const created = await page.request.post('/api/grocery-lists', { headers: { Origin: BASE_URL }, data: { title: 'Flat' } });
      const list = (await created.json()) as { id: string };
      await page.goto(`/grocery-lists?list=${list.id}`);
      await page.getByRole('button', { name: 'Share' }).click();
      const share = page.getByRole('dialog', { name: 'Share “Flat”' });
      const email = share.getByRole('textbox', { name: 'E-mail address' });
      const send = share.getByRole('button', { name: 'Send invitation' });

      await send.click();
      await expect(share.getByText('Please enter an email address.')).toBeVisible();
      await expect(email).toBeFocused();
      await email.fill('not-an-address');
      await send.click();
      await expect(share.getByText('Please enter a valid email address.')).toBeVisible();
      await email.fill(owner.email);
      await send.click();
      await expect(toast(page, 'This is your own address')).toBeVisible();

      await email.fill('flatmate@example.org');
      await send.click();
      await expect(toast(page, 'Invitation sent')).toBeVisible();
      await expect(email).toHaveValue('');
      const people = share.getByRole('list', { name: 'People with access' });
      await expect(people).toContainText(owner.email);
      await expect(people).toContainText('flatmate@example.org');
      await expect(people).toContainText('invited, until');

      await share.getByRole('button', { name: 'Withdraw the invitation to flatmate@example.org' }).click();
      await expect(toast(page, 'Invitation withdrawn')).toBeVisible();
      await expect(people).not.toContainText('flatmate@example.org');
      await expect(share).toContainText('Only you have access so far.');
    });
  });

  test('the invitee signs in, accepts, edits the list live, and loses it when removed', async ({ page, browser }) => {
    test.setTimeout(90_000); // three browsers, a real SMTP round trip, on a shared machine
    const owner = await signUp(page, MEMBER);
    await confirmAddress(page, owner.email);
    const created = await page.request.post('/api/grocery-lists', {
      headers: { Origin: BASE_URL },
      data: { title: 'Household' },
    });
    const list = (await created.json()) as { id: string };
    for (const name of ['milk', 'bread']) {
      await page.request.post(`/api/grocery-lists/${list.id}/items`, { headers: { Origin: BASE_URL }, data: { name } });
    }
    await page.goto(`/grocery-lists?list=${list.id}`);

    const inviteeEmail = `invitee_${randomBytes(4).toString('hex')}@example.org`;
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share “Household”' });
    await share.getByRole('textbox', { name: 'E-mail address' }).fill(inviteeEmail);
    await share.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, 'Invitation sent')).toBeVisible();
    const link = await invitationLinkFor(inviteeEmail);
    expect(link.startsWith(`${BASE_URL}/invitations/`)).toBe(true);
    await share.getByRole('button', { name: 'Close', exact: true }).click();

    // Signed out: the invitation says what it is for and asks to sign in first, coming back afterwards.
    const inviteeContext = await browser.newContext({ baseURL: BASE_URL });
    const invitee = await inviteeContext.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Invitation to a grocery list' })).toBeVisible();
    await expect(invitee.getByText(`${owner.username} invited you to the grocery list “Household”.`)).toBeVisible();
    await expect(invitee.getByText(`The invitation is for ${inviteeEmail}`)).toBeVisible();
    const invitationPath = new URL(link).pathname;
    await expect(invitee.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(invitationPath)}`,
    );

    // The invitee has no account yet: registering from the invitation brings them back to it.
    await invitee.getByRole('link', { name: 'Create an account' }).click();
    await expect(invitee).toHaveURL(`${BASE_URL}/auth?next=${encodeURIComponent(invitationPath)}&mode=register`);
    const inviteeAccount = { username: `member_${randomBytes(4).toString('hex')}`, email: inviteeEmail };
    await invitee.getByLabel('Username', { exact: true }).fill(inviteeAccount.username);
    await invitee.getByLabel('E-mail').fill(inviteeAccount.email);
    await invitee.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Create account' }).click();
    await expect(invitee).toHaveURL(link);

    // The address is not confirmed yet: the invitation waits for the link of the verification e-mail.
    await expect(invitee.getByTestId('verify-email-notice')).toBeVisible();
    await expect(invitee.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await invitee.goto(await linkFor(inviteeEmail, /https?:\/\/\S+\/verify-email#\S+/));
    await expect(invitee.getByRole('heading', { level: 1 })).toHaveText('Your e-mail address is confirmed');
    await invitee.goto(link);

    // Signed in with the invited, confirmed address: accept.
    await invitee.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(toast(invitee, 'You joined “Household”')).toBeVisible();
    await expect(invitee).toHaveURL(`${BASE_URL}/grocery-lists?list=${list.id}`);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Household' })).toBeVisible();
    await expect(invitee.getByText(`Shared by ${owner.username}`)).toBeVisible();
    await expect(invitee.getByRole('button', { name: 'Share' })).toHaveCount(0);

    // Both edit the list and see each other's changes without reloading.
    await item(invitee, 'milk').getByRole('checkbox').click();
    await expect(item(page, 'milk')).toHaveAttribute('data-checked', 'true');
    await page.getByRole('combobox', { name: 'Item name' }).fill('butter');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(item(invitee, 'butter')).toBeVisible();

    // The owner sees the new member; the link worked once only.
    await page.getByRole('button', { name: 'Share' }).click();
    const people = share.getByRole('list', { name: 'People with access' });
    await expect(people).toContainText(inviteeEmail);
    await expect(people).toContainText('can edit');
    const stranger = await browser.newContext({ baseURL: BASE_URL });
    const strangerPage = await stranger.newPage();
    await signUp(strangerPage, MEMBER);
    await strangerPage.goto(link);
    await expect(strangerPage.getByRole('heading', { level: 1, name: 'Invitation not found' })).toBeVisible();
    await stranger.close();

    // Removed by the owner: the invitee's open list closes and says why.
    await share.getByRole('button', { name: `Remove ${inviteeAccount.username}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Access removed')).toBeVisible();
    await expect(toast(invitee, 'You no longer have access to this list')).toBeVisible();
    await expect(invitee).toHaveURL(`${BASE_URL}/grocery-lists`);
    await expect(invitee.getByText('Household')).toHaveCount(0);
    await inviteeContext.close();
  });

  test('someone signed in with another address is told which address the invitation is for', async ({ page, browser }) => {
    const owner = await signUp(page, MEMBER);
    await confirmAddress(page, owner.email);
    const created = await page.request.post('/api/grocery-lists', { headers: { Origin: BASE_URL }, data: { title: 'Cabin' } });
    const list = (await created.json()) as { id: string };
    const invited = `friend_${randomBytes(4).toString('hex')}@example.org`;
    const invitation = await page.request.post(`/api/grocery-lists/${list.id}/invitations`, {
      headers: { Origin: BASE_URL },
      data: { email: invited },
    });
    expect(invitation.status()).toBe(201);
    const link = await invitationLinkFor(invited);

    const otherContext = await browser.newContext({ baseURL: BASE_URL });
    const other = await otherContext.newPage();
    const someoneElse = await signUp(other, MEMBER);
    await other.goto(link);
    await expect(other.getByText(`You are signed in as ${someoneElse.email}`)).toBeVisible();
    await expect(other.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    await otherContext.close();
  });
});
