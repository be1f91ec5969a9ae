/**
 * The amounts and "For:" lines of checked items stay readable: at least 4.5:1 against the list's surface in
 * the light and the dark theme (they were faded to 3.3:1 and 4.4:1), measured directly and by axe.
 */
import type { Page } from '@playwright/test';
import { type Language, expect, expectNoSeriousA11yViolations, preferencesState, signUp, test } from './fixtures.ts';

/** The contrast ratio of each checked item's detail lines against the first opaque background behind them. */
async function checkedDetailContrasts(page: Page): Promise<Array<{ text: string; ratio: number }>> {
  return page.locator('[data-testid="grocery-item"][data-checked="true"] [id$="-details"] > span').evaluateAll((spans) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (oklch included) as sRGB 0–255 and alpha 0–1, read back from a canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    return spans.map((span) => {
      let background: [number, number, number, number] = [255, 255, 255, 1];
      for (let node: Element | null = span; node; node = node.parentElement) {
        const color = rgba(getComputedStyle(node).backgroundColor);
        if (color[3] > 0.99) {
          background = color;
          break;
        }
      }
      let opacity = 1;
      for (let node: Element | null = span; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      const [r, g, b, a] = rgba(getComputedStyle(span).color);
      const alpha = a * opacity;
      const text = [r, g, b].map((value, index) => value * alpha + background[index]! * (1 - alpha));
      const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x);
      return { text: span.textContent ?? '', ratio: (light! + 0.05) / (dark! + 0.05) };
    });
  });
}

for (const theme of ['light', 'dark'] as const) {
  for (const language of ['en', 'ru', 'be'] as const satisfies readonly Language[]) {
    test.describe(`checked items, ${theme} theme, ${language}`, () => {
      test.use({ storageState: async ({ baseURL }, use) => use(preferencesState(baseURL!, { theme, language })) });

      test('amounts and "For:" lines of checked items have at least 4.5:1 contrast', async ({ page, baseURL }) => {
        await signUp(page, { prefix: 'contrast', origin: baseURL! });
        const headers = { Origin: baseURL! };
        const plan = await page.request.post('/api/meal-plans', { headers, data: { planDuration: 2 } });
        expect(plan.ok(), await plan.text()).toBe(true);
        const { id: planId } = (await plan.json()) as { id: string };
        const made = await page.request.post(`/api/meal-plans/${planId}/grocery-list`, { headers });
        expect(made.ok(), await made.text()).toBe(true);
        const { list } = (await made.json()) as { list: { id: string } };

        await page.goto(`/grocery-lists?list=${list.id}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const items = page.getByTestId('grocery-item');
        await expect(items.first()).toBeVisible();
        for (const index of [0, 1, 2]) {
          await page.locator('[data-testid="grocery-item"][data-checked="false"]').first().getByRole('checkbox').click();
          await expect(page.locator('[data-testid="grocery-item"][data-checked="true"]')).toHaveCount(index + 1);
        }

        const contrasts = await checkedDetailContrasts(page);
        expect(contrasts.length).toBeGreaterThan(2);
        for (const { text, ratio } of contrasts) expect(ratio, `contrast of “${text}”`).toBeGreaterThanOrEqual(4.5);
        await expectNoSeriousA11yViolations(page);
      });
    });
  }
}
