/**
 * The share dialog on a phone: in every language its title, help text, buttons and the e-mail field fit
 * inside the dialog, with nothing cut off on the right (Russian and Belarusian words are longer than English).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, type Language, PHONE_VIEWPORT, preferencesState, signUp, test } from './fixtures.ts';

const SHARE: Record<Language, { share: string; createLink: string }> = {
  en: { share: 'Share', createLink: 'Create link' },
  ru: { share: 'Поделиться', createLink: 'Создать ссылку' },
  be: { share: 'Падзяліцца', createLink: 'Стварыць спасылку' },
};

/** Elements of the dialog whose right edge passes the dialog's inner right edge, and how far. */
async function overflowing(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const style = getComputedStyle(root);
    const right = box.right - parseFloat(style.borderRightWidth) + 0.5;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) problems.push(`dialog scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || element.closest('.sr-only')) continue;
      if (rect.right > right) problems.push(`${element.tagName.toLowerCase()} “${(element.textContent ?? '').slice(0, 40)}” ends at ${Math.round(rect.right)} > ${Math.round(right)}`);
    }
    return problems;
  });
}

async function openShareDialog(page: Page, baseURL: string, language: Language): Promise<Locator> {
  // A long address, as many people have: the owner's row under "People with access" shows it.
  const prefix = 'sharer_long_name';
  await signUp(page, { prefix, email: `${prefix}_${Date.now()}@household.example.org`, origin: baseURL });
  const response = await page.request.post('/api/grocery-lists', { headers: { Origin: baseURL }, data: { title: 'Weekend' } });
  const list = (await response.json()) as { id: string };
  await page.goto(`/grocery-lists?list=${list.id}`);
  await page.getByRole('button', { name: SHARE[language].share, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const language of ['en', 'ru', 'be'] as const) {
  test.describe(`share dialog on a phone (${language})`, () => {
    test.use({ viewport: PHONE_VIEWPORT });
    test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { language })) });

    test('the share dialog is no wider than the phone screen: nothing is cut off on the right', async ({ page, baseURL }) => {
      const dialog = await openShareDialog(page, baseURL!, language);
      await expect(dialog.getByRole('listitem')).toHaveCount(1); // the owner, under "People with access"
      expect(await overflowing(dialog)).toEqual([]);
      // With a link made, the link, "Copy", "Replace" and "Turn off" are all there too.
      await dialog.getByRole('button', { name: SHARE[language].createLink }).click();
      await expect(dialog.locator('input[readonly]')).toBeVisible();
      expect(await overflowing(dialog)).toEqual([]);
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
