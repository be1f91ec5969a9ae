/**
 * A grocery list on paper and as text: printing gives a clean list by store section with boxes to tick (the app
 * around it left out, black on white in either theme), "Download as text" gives the same as a .txt file, and
 * "Send as text…" hands it to the system share sheet (Web Share API) where the browser has one — the menu does
 * not offer it where it has none. In every language.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type Language, expect, preferencesState, signUp, test } from './fixtures.ts';

const TEXT: Record<Language, { actions: string; print: string; download: string; send: string; produce: string; bakery: string; week: string }> = {
  en: {
    actions: 'List actions',
    print: 'Print',
    download: 'Download as text',
    send: 'Send as text…',
    produce: 'Fruit and vegetables',
    bakery: 'Bakery',
    week: 'Week of',
  },
  ru: {
    actions: 'Действия со списком',
    print: 'Распечатать',
    download: 'Скачать текстом',
    send: 'Отправить текстом…',
    produce: 'Овощи и фрукты',
    bakery: 'Хлеб и выпечка',
    week: 'Неделя:',
  },
  be: {
    actions: 'Дзеянні са спісам',
    print: 'Раздрукаваць',
    download: 'Спампаваць тэкстам',
    send: 'Адправіць тэкстам…',
    produce: 'Гародніна і садавіна',
    bakery: 'Хлеб і выпечка',
    week: 'Тыдзень:',
  },
};

async function marketList(page: Page, baseURL: string): Promise<string> {
  const headers = { Origin: baseURL };
  const made = await page.request.post('/api/grocery-lists', {
    headers,
    data: { title: 'Saturday market', weekStart: '2025-03-10', weekEnd: '2025-03-16' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { id } = (await made.json()) as { id: string };
  for (const data of [
    { name: 'tomatoes', quantity: 1, unit: 'kg', category: 'produce' },
    { name: 'basil', category: 'produce' },
    { name: 'rye bread', category: 'bakery', note: 'sliced' },
  ]) {
    const added = await page.request.post(`/api/grocery-lists/${id}/items`, { headers, data });
    expect(added.ok(), await added.text()).toBe(true);
  }
  return id;
}

const itemRow = (page: Page, name: string) => page.getByTestId('grocery-item').filter({ hasText: name });

for (const language of ['en', 'ru', 'be'] as const) {
  const text = TEXT[language];
  test.describe(`printable grocery list, ${language}`, () => {
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language, theme: 'dark' })) });

    test('printing gives a clean list by store section with boxes to tick', async ({ page, baseURL }) => {
      await page.addInitScript(() => {
        // The print dialog itself cannot be driven; what the browser does around it can.
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
          window.dispatchEvent(new Event('beforeprint'));
        };
      });
      await signUp(page, { prefix: 'printer', origin: baseURL! });
      const id = await marketList(page, baseURL!);
      await page.goto(`/grocery-lists?list=${id}`);
      await itemRow(page, 'basil').getByRole('checkbox').click();
      await expect(itemRow(page, 'basil')).toHaveAttribute('data-checked', 'true');

      // Not in the page until printing: its text is never there twice.
      const printable = page.locator('[data-printable-list]');
      await expect(printable).toHaveCount(0);
      await page.getByRole('button', { name: text.actions }).click();
      await page.getByRole('menuitem', { name: text.print }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

      await page.emulateMedia({ media: 'print' });
      await expect(printable).toBeVisible();
      await expect(page.locator('#root')).toBeHidden();
      await expect(printable.getByRole('heading', { level: 1 })).toHaveText('Saturday market');
      await expect(printable).toContainText(text.week);
      await expect(printable.getByRole('heading', { level: 2 })).toHaveText([text.produce, text.bakery]);
      await expect(printable.getByTestId('print-item')).toHaveCount(3);
      await expect(printable.getByTestId('print-box')).toHaveText(['', '✓', '']);
      await expect(printable.getByTestId('print-produce')).toContainText('tomatoes');
      await expect(printable.getByTestId('print-bakery')).toContainText('rye bread');
      await expect(printable.getByTestId('print-bakery')).toContainText('sliced');
      // Black on white even in the dark theme.
      expect(await printable.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');

      await page.emulateMedia({ media: 'screen' });
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
      await expect(printable).toHaveCount(0);
      await expect(page.locator('#root')).toBeVisible();
    });

    test('the list downloads as plain text, and goes to the system share sheet where there is one', async ({ page, baseURL }) => {
      await signUp(page, { prefix: 'sender', origin: baseURL! });
      const id = await marketList(page, baseURL!);
      await page.goto(`/grocery-lists?list=${id}`);
      await itemRow(page, 'basil').getByRole('checkbox').click();
      await expect(itemRow(page, 'basil')).toHaveAttribute('data-checked', 'true');

      // This Chromium has no share sheet: the menu offers the file only.
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await page.getByRole('button', { name: text.actions }).click();
      await expect(page.getByRole('menuitem', { name: text.send })).toHaveCount(0);
      const downloading = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: text.download }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('Saturday market.txt');
      const file = (await readFile((await download.path())!, 'utf8')).replace(/[\u2009\u202f]/g, ' ');
      const lines = file.split('\n');
      expect(lines[0]).toBe('Saturday market');
      expect(lines[1]).toContain(text.week);
      expect(lines).toContain(text.produce.toLocaleUpperCase(language));
      expect(lines).toContain(text.bakery.toLocaleUpperCase(language));
      expect(lines.filter((line) => line.startsWith('☐ tomatoes — 1 '))).toHaveLength(1);
      expect(lines).toContain('☑ basil');
      expect(lines).toContain('☐ rye bread (sliced)');

      // Where the browser has a share sheet, the same text goes to it.
      await page.addInitScript(() => {
        const shared: Array<{ title?: string; text?: string }> = [];
        (window as unknown as { shared: typeof shared }).shared = shared;
        Object.defineProperty(navigator, 'share', {
          configurable: true,
          value: (data: { title?: string; text?: string }) => {
            shared.push(data);
            return Promise.resolve();
          },
        });
      });
      await page.reload();
      await expect(itemRow(page, 'basil')).toHaveAttribute('data-checked', 'true');
      await page.getByRole('button', { name: text.actions }).click();
      await page.getByRole('menuitem', { name: text.send }).click();
      const shared = await page.evaluate(() => (window as unknown as { shared: Array<{ title: string; text: string }> }).shared);
      expect(shared).toHaveLength(1);
      expect(shared[0]!.title).toBe('Saturday market');
      expect(shared[0]!.text.replace(/[\u2009\u202f]/g, ' ')).toBe(file);
    });
  });
}
