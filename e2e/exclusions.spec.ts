/**
 * Ingredients to avoid, end to end against the real food-word engine: a word becomes a chip only once it is
 * understood (a typo gets "did you mean" and no chip), a chip says what it stands for, a word kept unchecked
 * on purpose is marked and the plan says it was not checked, words saved before they were checked are refused
 * and fixed at the field, a plan excluding a group has none of its ingredients, and meals say which labels to
 * read. In the questionnaire and in the preferences, in English and Belarusian, on a phone and a desktop.
 */
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import type { Page } from '@playwright/test';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectNoSeriousA11yViolations,
  openQuestionnaire,
  PHONE_VIEWPORT,
  preferencesState,
  signUp,
  test,
} from './fixtures.ts';

interface PlanJson {
  id: string;
  explanations: Array<{ code: string; params: Record<string, unknown> }>;
  plan: Array<{
    meals: Array<{
      title: string;
      ingredients: Array<{ id: string }>;
      labelChecks?: Array<{ ingredientId: string; name: string; mayContain: string[]; animal: string[] }>;
    }>;
  }>;
}

/** What the catalog counts as each group: the ingredients a plan excluding it must not have. */
const words = catalogIngredientIndex().words;
const membersOf = (word: string) => new Set(words.resolve(word).ids);

async function planJson(page: Page): Promise<PlanJson> {
  await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  return (await (await page.request.get(`/api/meal-plans/${id}`)).json()) as PlanJson;
}

/** The ingredients of the plan's meals that belong to `excluded`, as "meal: ingredient". */
const leaks = (plan: PlanJson, excluded: ReadonlySet<string>) =>
  plan.plan.flatMap((day) =>
    day.meals.flatMap((meal) => meal.ingredients.filter((i) => excluded.has(i.id)).map((i) => `${meal.title}: ${i.id}`)),
  );

for (const [size, viewport] of [
  ['desktop', DESKTOP_VIEWPORT],
  ['phone', PHONE_VIEWPORT],
] as const) {
  test.describe(`exclusions on a ${size}`, () => {
    test.use({ viewport });

    test('a typo gets “did you mean” and no chip; a resolved word says what it stands for; a word kept unchecked is said to be unchecked', async ({
      page,
    }) => {
      test.slow(); // a plan is made, with an accessibility scan
      await signUp(page);
      const dialog = await openQuestionnaire(page);
      await dialog.getByLabel('Plan length, days').fill('2');
      const exclude = dialog.getByRole('combobox', { name: 'Ingredients to avoid' });
      const chips = dialog.getByRole('list', { name: 'Ingredients to avoid' }).getByRole('listitem');
      await expect(dialog.getByTestId('exclude-ingredients')).toContainText('coconut is not a tree nut');

      // A typo: no chip, but what it may have meant, right under the box; the typed text stays.
      await exclude.fill('shelfish');
      await exclude.press('Enter');
      const unknown = dialog.getByTestId('typed-unknown');
      await expect(unknown).toContainText('We don’t know “shelfish”. Did you mean: Shellfish');
      await expect(chips).toHaveCount(0);
      await expect(exclude).toHaveValue('shelfish');
      // Its buttons follow the box (and its "Add" button) in Tab order; picking one makes the chip.
      await exclude.press('Tab');
      await page.keyboard.press('Tab');
      await expect(unknown.getByRole('button', { name: 'Shellfish' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(chips).toHaveText([/^Shellfish \(\d+\)$/]);
      await expect(exclude).toHaveValue('');
      await expect(exclude).toBeFocused();
      await expect(unknown).toHaveCount(0);

      // A group typed in full: a chip saying what it stands for, and what to know about it under the field.
      await exclude.fill('tree nuts');
      await exclude.press('Enter');
      await expect(chips.nth(1)).toHaveText(/^tree nuts → stands for Tree nuts \(\d+\)$/);
      await expect(dialog.getByTestId('exclusion-notes')).toContainText('Coconut is not counted as a tree nut');

      // A word nobody knows, kept on purpose: an amber chip that says it is not checked.
      await exclude.fill('kryptonite');
      await dialog.getByRole('button', { name: 'Add “kryptonite”' }).click();
      await expect(dialog.getByTestId('typed-unknown')).toContainText('We don’t know “kryptonite”. Check the spelling.');
      await expect(chips).toHaveCount(2);
      await dialog.getByRole('button', { name: 'Keep “kryptonite” unchecked' }).click();
      const kept = chips.filter({ hasText: 'kryptonite' });
      await expect(kept).toHaveAttribute('data-state', 'unchecked');
      await expect(kept).toHaveText(/^kryptonite · , not checked$/);
      await expect(kept.getByRole('button', { name: 'Remove kryptonite' })).toBeVisible();
      await expect(dialog.getByTestId('exclude-ingredients')).toContainText('Words kept unchecked are not looked for in the meals');
      await expectNoSeriousA11yViolations(page);

      const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/meal-plans');
      await dialog.getByRole('button', { name: 'Create plan' }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body.excludeIngredients).toEqual(['Shellfish', 'tree nuts', 'kryptonite']);
      expect(body.allowUncheckedExclusions).toBe(true);
      expect(body).not.toHaveProperty('uncheckedExclusions');

      // The plan says plainly what it did not check, and leaves out what it understood.
      const plan = await planJson(page);
      await expect(page.getByTestId('plan-explanations')).toContainText(
        '“kryptonite” is not a food we know, so it was not checked: meals may contain it.',
      );
      expect(leaks(plan, new Set([...membersOf('shellfish'), ...membersOf('tree nuts')]))).toEqual([]);
    });
  });
}

test.describe('exclusions on a desktop', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('a plan excluding shellfish has none, even when asked to use shrimp; its meals say which labels to check', async ({
    page,
  }) => {
    test.slow(); // a plan of four days
    await signUp(page);
    const dialog = await openQuestionnaire(page);
    await dialog.getByLabel('Plan length, days').fill('4');
    const exclude = dialog.getByRole('combobox', { name: 'Ingredients to avoid' });
    await exclude.fill('shellfish');
    await exclude.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Ingredients to avoid' })).toContainText(/shellfish → stands for Shellfish \(\d+\)/);
    const include = dialog.getByRole('combobox', { name: 'Ingredients to use' });
    // Ingredients to use are taken as typed (Enter adds the word itself unless a suggestion is highlighted).
    for (const word of ['shrimp', 'mussels', 'squid']) {
      await include.fill(word);
      await include.press('Enter');
    }
    await expect(dialog.getByRole('list', { name: 'Ingredients to use' }).getByRole('listitem')).toHaveText(['shrimp', 'mussels', 'squid']);
    await dialog.getByRole('button', { name: 'Create plan' }).click();

    const plan = await planJson(page);
    const shellfish = membersOf('shellfish');
    expect(shellfish).toContain('shrimp');
    expect(leaks(plan, shellfish)).toEqual([]);

    // "Check the label" on a meal whose ingredient often hides something, read from the plan itself.
    const meal = plan.plan.flatMap((day) => day.meals).find((m) => (m.labelChecks ?? []).length > 0);
    expect(meal, 'some meal of the plan has a label to check').toBeDefined();
    const card = page.getByTestId('meal-card').filter({ has: page.getByRole('heading', { name: meal!.title, exact: true }) }).first();
    const checks = card.getByTestId('label-checks');
    await expect(checks).toContainText('Check the label:');
    const first = meal!.labelChecks![0]!;
    await expect(checks).toContainText(new RegExp(`${first.name} — may (contain|hide) `, 'i'));
    await card.getByRole('button', { name: 'Ingredients and steps' }).click();
    await expect(card.getByRole('listitem').filter({ hasText: 'check the label' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('words saved before they were checked', () => {
    // The browser reports the 422 answer in its console; here it is the point of the test.
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('are marked at the field with what they may mean, and a plan is made once they are settled', async ({ page }) => {
      await signUp(page);
      const saved = await page.request.put('/api/preferences', {
        data: {
          cuisines: [],
          dietaryRestrictions: [],
          cookingSkill: null,
          cookingTime: null,
          excludedIngredients: ['mushrooms', 'shelfish'],
          householdSize: 1,
          calorieTarget: null,
          allowUncheckedExclusions: true,
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const dialog = await openQuestionnaire(page);
      await dialog.getByLabel('Plan length, days').fill('1');
      const chips = dialog.getByRole('list', { name: 'Ingredients to avoid' }).getByRole('listitem');
      await expect(chips.filter({ hasText: 'shelfish' })).toHaveAttribute('data-state', 'unknown');

      // Sent as it is, the server refuses it: back at the answers, the field says why and has the focus.
      await dialog.getByRole('button', { name: 'Create plan' }).click();
      await expect(dialog.getByText('Some words are not a food we know. Choose what you meant, or keep them unchecked.')).toBeVisible();
      const exclude = dialog.getByRole('combobox', { name: 'Ingredients to avoid' });
      await expect(exclude).toBeFocused();
      await expect(exclude).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel('Plan length, days')).toHaveValue('1');
      const message = dialog.getByTestId('chip-unknown');
      await expect(message).toContainText('We don’t know “shelfish”. Did you mean: Shellfish');

      // The chip becomes the word that was meant, in its place; nothing else is lost.
      await message.getByRole('button', { name: 'Shellfish' }).click();
      await expect(chips).toHaveText([/^mushrooms → stands for Mushrooms \(\d+\)/, /^Shellfish \(\d+\)$/]);
      await expect(exclude).not.toHaveAttribute('aria-invalid');
      await dialog.getByRole('button', { name: 'Create plan' }).click();
      const plan = await planJson(page);
      expect(leaks(plan, new Set([...membersOf('shellfish'), ...membersOf('mushrooms')]))).toEqual([]);
    });
  });

  test('a word typed on while the last one is checked loses nothing: both become chips, in the order typed', async ({
    page,
  }) => {
    await signUp(page);
    // A slow answer for the first word.
    await page.route('**/api/food-words/resolve?text=olives*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const dialog = await openQuestionnaire(page);
    const exclude = dialog.getByRole('combobox', { name: 'Ingredients to avoid' });
    await exclude.fill('olives');
    await exclude.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: 'Checking “olives”…' })).toBeAttached();
    await expect(exclude).toHaveAttribute('aria-busy', 'true');
    await exclude.fill('shellfish');
    await exclude.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Ingredients to avoid' }).getByRole('listitem');
    await expect(chips).toHaveText([/^olives → stands for /, /^shellfish → stands for Shellfish \(\d+\)$/]);
    await expect(exclude).toHaveValue('');
    await expect(exclude).not.toHaveAttribute('aria-busy');
  });

  test('preferences keep a word unchecked only when asked to, and say so', async ({ page }) => {
    await signUp(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dietary preferences' });
    const exclude = dialog.getByRole('combobox', { name: 'Excluded ingredients' });
    await exclude.fill('nuts');
    await exclude.press('Enter');
    const chips = dialog.getByRole('list', { name: 'Excluded ingredients' }).getByRole('listitem');
    await expect(chips).toHaveText([/^nuts → stands for Nuts \(\d+\)$/]);
    await expect(dialog.getByTestId('exclusion-notes')).toContainText('Coconut is not counted as a nut');
    await exclude.fill('zzzz');
    await exclude.press('Enter');
    await dialog.getByRole('button', { name: 'Keep “zzzz” unchecked' }).click();
    await expect(chips.filter({ hasText: 'zzzz' })).toHaveAttribute('data-state', 'unchecked');

    const sent = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/preferences');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.excludedIngredients).toEqual(['nuts', 'zzzz']);
    expect(body.allowUncheckedExclusions).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('preferences-summary')).toContainText('nuts, zzzz');
  });
});

test.describe('exclusions in Belarusian on a phone, in the dark theme', () => {
  test.use({
    viewport: PHONE_VIEWPORT,
    storageState: async ({ baseURL }, use) =>
      use(preferencesState(baseURL ?? 'http://localhost:5055', { language: 'be', theme: 'dark' })),
  });

  test('a group word, a typo and a word kept unchecked speak Belarusian and stay readable', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Стварыць першы план' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новы план харчавання' });
    const exclude = dialog.getByRole('combobox', { name: 'Выключыць інгрэдыенты' });
    await exclude.fill('арэхі');
    await exclude.press('Enter');
    await expect(dialog.getByRole('list', { name: 'Выключыць інгрэдыенты' })).toContainText(/арэхі → азначае Арэхі \(\d+\)/);
    await expect(dialog.getByTestId('exclusion-notes')).toContainText('Какос');
    await exclude.fill('shelfish');
    await exclude.press('Enter');
    await expect(dialog.getByTestId('typed-unknown')).toContainText('Нам невядома «shelfish». Магчыма, вы мелі на ўвазе:');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Пакінуць «shelfish» без праверкі' }).click();
    const kept = dialog.getByRole('list', { name: 'Выключыць інгрэдыенты' }).getByRole('listitem').filter({ hasText: 'shelfish' });
    await expect(kept).toHaveText(/^shelfish · , не правяраецца$/);
    await expectNoSeriousA11yViolations(page);
  });
});
