/**
 * Grocery lists end to end, against the real server: a list from a meal plan (created, then reused), checking
 * and "clear checked"; a list from scratch with the ingredient autocomplete, editing, removing, renaming and
 * deleting; changes made elsewhere arriving live; a stale edit rebased after a 409; checks made offline
 * queued and sent once the network is back.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signUp, test } from './fixtures.ts';

interface ItemJson {
  id: string;
  name: string;
  checked: boolean;
  version: number;
}
interface ListJson {
  id: string;
  title: string;
  itemCount: number;
  groups: Array<{ category: string; items: ItemJson[] }>;
  probablyAtHome: ItemJson[];
}

const itemsOf = (list: ListJson) => [...list.groups.flatMap((group) => group.items), ...list.probablyAtHome];

async function api<T>(page: Page, baseURL: string, method: string, url: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(url, { method, headers: { Origin: baseURL }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A list with the given items, made through the API. */
async function listWith(page: Page, baseURL: string, title: string, names: string[]): Promise<ListJson> {
  const list = await api<ListJson>(page, baseURL, 'POST', '/api/grocery-lists', { title });
  for (const name of names) await api(page, baseURL, 'POST', `/api/grocery-lists/${list.id}/items`, { name });
  return api<ListJson>(page, baseURL, 'GET', `/api/grocery-lists/${list.id}`);
}

/** A toast by its text, found by its element: while a dialog is open the rest of the page is hidden from screen readers. */
const toast = (page: Page, text: string) => page.locator('[data-slot="toast"]').filter({ hasText: text });
const item = (page: Page, name: string) => page.getByTestId('grocery-item').filter({ hasText: name });

test.describe('grocery lists', () => {
  test('a meal plan becomes a grocery list; checked items sink, clear checked removes them, and the list is reused', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await signUp(page, { prefix: 'shopper', origin: baseURL! });
    await api(page, baseURL!, 'POST', '/api/meal-plans', { planDuration: 3 });

    await page.goto('/grocery-lists');
    await expect(page.getByRole('heading', { level: 1, name: 'Grocery lists' })).toBeVisible();
    await page.getByRole('button', { name: 'Create a grocery list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New grocery list' });
    await dialog.getByRole('tab', { name: 'From a meal plan' }).click();
    await dialog.getByRole('button', { name: 'Create list from plan' }).click();
    await expect(dialog.getByText('Please choose a meal plan.')).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Create list from plan' }).click();
    await expect(toast(page, 'Grocery list created')).toBeVisible();
    await expect(page).toHaveURL(/\/grocery-lists\?list=[0-9a-f-]{36}$/);
    const listUrl = page.url();

    // Items from a plan are grouped by store section and say which meals they are for.
    const sections = page.locator('section[data-testid^="category-"]');
    await expect(sections.first()).toBeVisible();
    await expect(page.getByTestId('grocery-item').first()).toContainText('For: ');
    const total = await page.getByTestId('grocery-item').count();
    expect(total).toBeGreaterThan(3);

    // Checking the first item of a section sinks it to the bottom of that section.
    const section = sections.first();
    const first = section.getByTestId('grocery-item').first();
    const firstName = (await first.locator('label').innerText()).trim();
    await first.getByRole('checkbox').click();
    const sectionItems = section.getByTestId('grocery-item');
    await expect(sectionItems.last()).toHaveAttribute('data-checked', 'true');
    await expect(sectionItems.last()).toContainText(firstName);
    await expect(page.getByTestId('list-progress')).toHaveText(`1 of ${total} checked`);

    const second = page.locator('[data-testid="grocery-item"][data-checked="false"]').first();
    await second.getByRole('checkbox').click();
    await expect(page.getByTestId('list-progress')).toHaveText(`2 of ${total} checked`);

    // The checks reached the server: a reload shows them.
    await page.reload();
    await expect(page.getByTestId('list-progress')).toHaveText(`2 of ${total} checked`);

    await page.getByRole('button', { name: 'Clear checked (2)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove checked items?' });
    await expect(confirm).toContainText('2 checked items will be removed from the list.');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, '2 checked items removed')).toBeVisible();
    await expect(page.getByTestId('grocery-item')).toHaveCount(total - 2);
    await expect(page.getByTestId('list-progress')).toHaveText(`0 of ${total - 2} checked`);

    // The same plan again: the existing list is reused.
    await page.getByRole('link', { name: 'All lists' }).click();
    await expect(page.getByRole('heading', { name: 'My lists' })).toBeVisible();
    await expect(page.getByTestId('grocery-list-card')).toHaveCount(1);
    await expect(page.getByTestId('grocery-list-card')).toContainText('Made from a meal plan');
    await page.getByRole('button', { name: 'New list' }).click();
    await dialog.getByRole('tab', { name: 'From a meal plan' }).click();
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Create list from plan' }).click();
    await expect(toast(page, 'Using existing grocery list')).toBeVisible();
    await expect(page).toHaveURL(listUrl);
    await expect(page.getByTestId('grocery-item')).toHaveCount(total - 2);
  });

  test('the list the meal plan screen links to opens directly, and the screens pass an accessibility check', async ({ page, baseURL }) => {
    await signUp(page, { prefix: 'shopper', origin: baseURL! });
    const plan = await api<{ id: string }>(page, baseURL!, 'POST', '/api/meal-plans', { planDuration: 2 });
    const { list } = await api<{ list: ListJson }>(page, baseURL!, 'POST', `/api/meal-plans/${plan.id}/grocery-list`);
    await page.goto(`/grocery-lists?list=${list.id}`);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    await expect(page.getByTestId('grocery-item')).toHaveCount(itemsOf(list).length);
    await expect(page).toHaveTitle(`${list.title} · MealPlanr`);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'More details' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: `Share “${list.title}”` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/grocery-lists');
    await expect(page.getByTestId('grocery-list-card')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a list from scratch: add with suggestions, edit, remove, rename and delete', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await signUp(page, { prefix: 'shopper', origin: baseURL! });
    await page.goto('/grocery-lists');
    await page.getByRole('button', { name: 'Create a grocery list' }).click();
    const dialog = page.getByRole('dialog', { name: 'New grocery list' });
    await dialog.getByRole('button', { name: 'Create list', exact: true }).click();
    await expect(dialog.getByText('Please enter a title.')).toBeVisible();
    await dialog.getByLabel('Title').fill('Saturday market');
    await dialog.getByLabel('Week starts').fill('2025-03-16');
    await dialog.getByLabel('Week ends').fill('2025-03-10');
    await dialog.getByRole('button', { name: 'Create list', exact: true }).click();
    await expect(dialog.getByText('The week cannot end before it starts.')).toBeVisible();
    await dialog.getByLabel('Week starts').fill('2025-03-10');
    await dialog.getByLabel('Week ends').fill('2025-03-16');
    await dialog.getByRole('button', { name: 'Create list', exact: true }).click();
    await expect(toast(page, 'Grocery list created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Saturday market' })).toBeVisible();
    await expect(page.getByText(/Week of March 10\s?–\s?16/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This list is empty' })).toBeVisible();

    const name = page.getByRole('combobox', { name: 'Item name' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Please enter a name.')).toBeVisible();

    // A suggestion from the catalog brings its store section, still editable; the add carries an idempotency key.
    await name.fill('tomat');
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
    await name.press('ArrowDown');
    await name.press('Enter');
    await expect(name).not.toHaveValue('tomat');
    await page.getByRole('button', { name: 'More details' }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Fruit and vegetables');
    const added = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/items'));
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await added).headers()['idempotency-key']).toMatch(/^[\x21-\x7e]{8,128}$/);
    await expect(page.getByTestId('category-produce').getByTestId('grocery-item')).toHaveCount(1);
    await expect(name).toHaveValue('');

    // Quantity, unit and note; a name in Russian is filed under its section too.
    await name.fill('Milk');
    await page.getByLabel('Quantity').fill('2');
    await page.getByLabel('Unit').fill('l');
    await page.getByLabel('Note').fill('lactose-free');
    // While the server has not answered, the button says it is busy and cannot be pressed twice.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/items', async (route) => {
      await held;
      await route.fallback();
    });
    const addButton = page.getByRole('button', { name: 'Add', exact: true });
    await addButton.click();
    await expect(addButton).toHaveAttribute('aria-busy', 'true');
    await expect(addButton).toBeDisabled();
    release();
    await page.unroute('**/items');
    await expect(addButton).not.toHaveAttribute('aria-busy');
    await expect(item(page, 'Milk')).toContainText('2 l');
    await expect(item(page, 'Milk')).toContainText('lactose-free');
    await expect(page.getByTestId('category-dairy')).toContainText('Milk');
    await name.fill('хлеб');
    await name.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByTestId('category-bakery')).toContainText('хлеб');

    // Edit.
    await page.getByRole('button', { name: 'Actions for Milk' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit item' });
    await edit.getByLabel('Quantity').fill('0');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Must be more than 0.')).toBeVisible();
    await edit.getByLabel('Quantity').fill('3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(item(page, 'Milk')).toContainText('3 l');

    // Remove.
    await page.getByRole('button', { name: 'Actions for хлеб' }).click();
    await page.getByRole('menuitem', { name: 'Remove' }).click();
    await expect(toast(page, '“хлеб” removed')).toBeVisible();
    await expect(page.getByTestId('category-bakery')).toHaveCount(0);

    // Rename.
    await page.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename list' });
    await rename.getByLabel('Title').fill('Sunday market');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday market' })).toBeVisible();

    // Delete, after confirming.
    await page.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete list' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Sunday market”?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday market' })).toBeVisible();
    await page.getByRole('button', { name: 'List actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete list' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'List deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/grocery-lists$/);
    await expect(page.getByRole('heading', { name: 'No grocery lists yet' })).toBeVisible();
  });

  test('changes made elsewhere arrive without a reload', async ({ page, baseURL }) => {
    await signUp(page, { prefix: 'shopper', origin: baseURL! });
    const list = await listWith(page, baseURL!, 'Shared kitchen', ['apples']);
    await page.goto(`/grocery-lists?list=${list.id}`);
    await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');

    const { item: pears } = await api<{ item: ItemJson }>(page, baseURL!, 'POST', `/api/grocery-lists/${list.id}/items`, {
      name: 'pears',
    });
    await expect(item(page, 'pears')).toBeVisible();
    await api(page, baseURL!, 'PATCH', `/api/grocery-lists/${list.id}/items/${pears.id}`, { version: pears.version, checked: true });
    await expect(item(page, 'pears')).toHaveAttribute('data-checked', 'true');
    await api(page, baseURL!, 'PATCH', `/api/grocery-lists/${list.id}`, { title: 'Family kitchen' });
    await expect(page.getByRole('heading', { level: 1, name: 'Family kitchen' })).toBeVisible();
    await api(page, baseURL!, 'POST', `/api/grocery-lists/${list.id}/clear-checked`);
    await expect(item(page, 'pears')).toHaveCount(0);

    // Deleted elsewhere: the screen goes back to the overview and says why.
    await api(page, baseURL!, 'DELETE', `/api/grocery-lists/${list.id}`);
    await expect(toast(page, 'This list was deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/grocery-lists$/);
  });

  test.describe('conflicts', () => {
    // The browser logs every 409 answer; here one is expected.
    test.use({ allowedConsoleErrors: [/status of 409/] });

    test('a check made against an outdated item is reapplied on the current one (409)', async ({ page, baseURL }) => {
      await signUp(page, { prefix: 'shopper', origin: baseURL! });
      const list = await listWith(page, baseURL!, 'Conflicts', ['lemons']);
      const [lemons] = itemsOf(list);
      // Without live updates this screen keeps the old version of the item.
      await page.route('**/events*', (route) =>
        route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 600000\n\n' }),
      );
      await page.goto(`/grocery-lists?list=${list.id}`);
      await expect(item(page, 'lemons')).toBeVisible();
      await api(page, baseURL!, 'PATCH', `/api/grocery-lists/${list.id}/items/${lemons!.id}`, {
        version: lemons!.version,
        name: 'limes',
      });

      const conflict = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.status() === 409);
      await item(page, 'lemons').getByRole('checkbox').click();
      await conflict;
      await expect(item(page, 'limes')).toHaveAttribute('data-checked', 'true');
      const stored = await api<ListJson>(page, baseURL!, 'GET', `/api/grocery-lists/${list.id}`);
      expect(itemsOf(stored).map(({ name, checked }) => ({ name, checked }))).toEqual([{ name: 'limes', checked: true }]);
    });
  });

  test.describe('offline', () => {
    // The browser reports the failed requests of an offline page (the event stream, the refetch) in the console.
    test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/] });

    test('checks made offline are kept and sent once the network is back', async ({ page, context, baseURL }) => {
      await signUp(page, { prefix: 'shopper', origin: baseURL! });
      const list = await listWith(page, baseURL!, 'In the shop', ['oranges', 'yoghurt', 'rice']);
      const stored = async () =>
        itemsOf(await api<ListJson>(page, baseURL!, 'GET', `/api/grocery-lists/${list.id}`))
          .filter((entry) => entry.checked)
          .map((entry) => entry.name)
          .sort();
      await page.goto(`/grocery-lists?list=${list.id}`);
      await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');

      await context.setOffline(true);
      await item(page, 'oranges').getByRole('checkbox').click();
      const banner = page.getByTestId('offline-banner');
      await expect(banner).toContainText('Offline — changes will sync');
      await expect(banner).toContainText('1 change waiting.');
      await expect(item(page, 'oranges')).toHaveAttribute('data-checked', 'true');
      await item(page, 'yoghurt').getByRole('checkbox').click();
      await expect(banner).toContainText('2 changes waiting.');
      expect(await stored()).toEqual([]);

      await context.setOffline(false);
      await expect.poll(stored).toEqual(['oranges', 'yoghurt']);
      await expect(banner).not.toContainText('Offline');
      await expect(page.getByTestId('list-progress')).toHaveText('2 of 3 checked');

      // The queue outlives the page: a check made offline is sent by the next visit.
      await context.setOffline(true);
      await item(page, 'rice').getByRole('checkbox').click();
      await expect(banner).toContainText('1 change waiting.');
      await page.close();
      await context.setOffline(false);
      const again = await context.newPage();
      await again.goto(`/grocery-lists?list=${list.id}`);
      await expect.poll(stored).toEqual(['oranges', 'rice', 'yoghurt']);
      await expect(again.getByTestId('list-progress')).toHaveText('3 of 3 checked');
    });

    test.describe('with the service worker', () => {
      test.use({ serviceWorkers: 'allow' });

      test('a list seen online opens again after a reload without a network, and checks still sync', async ({
        page,
        context,
        baseURL,
      }) => {
        await signUp(page, { prefix: 'shopper', origin: baseURL! });
        const list = await listWith(page, baseURL!, 'No signal', ['flour', 'eggs']);
        await page.goto(`/grocery-lists?list=${list.id}`);
        await page.evaluate(() => navigator.serviceWorker.ready);
        // Once the worker controls the page, one visit online keeps the app and the list for later.
        await page.reload();
        await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
        await expect(item(page, 'flour')).toBeVisible();

        await context.setOffline(true);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'No signal' })).toBeVisible();
        await item(page, 'eggs').getByRole('checkbox').click();
        await expect(page.getByTestId('offline-banner')).toContainText('1 change waiting.');

        await context.setOffline(false);
        await expect
          .poll(async () => itemsOf(await api<ListJson>(page, baseURL!, 'GET', `/api/grocery-lists/${list.id}`)).filter((entry) => entry.checked).map((entry) => entry.name))
          .toEqual(['eggs']);

        // Signing out forgets the lists kept for offline use.
        await page.request.post('/api/logout', { headers: { Origin: baseURL! } });
        await page.goto('/');
        await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('mealplanr-api'))).toBe(false);
      });
    });
  });
});
