/**
 * Meal plans end to end, against the real server and the built-in planner: the questionnaire (with an
 * exclusion picked from the ingredient suggestions and a dietary restriction), the plan in the list, its
 * details, swapping a meal, the calendar export, the grocery list from the plan, deleting; validation
 * messages; a questionnaire nothing fits; and the wait screen of a slow generation.
 */
import type { Locator, Page } from '@playwright/test';
import {
  chooseLanguage,
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
  status: string;
  plan: Array<{ date: string; meals: Array<{ id: string; recipeId: string; title: string; ingredients: Array<{ id: string }> }> }>;
}

/** The toast on screen (the notifications region holds at most one). */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })).toBeVisible();
}

/**
 * The accessibility scan opens and closes a helper page, which leaves ours without focus; a toast's timer
 * counts only while the window has focus, so give it back as a person's window would have it.
 */
async function scan(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await page.bringToFront();
}

/** Ticks or unticks a chip by its visible label, as a person clicks it. */
async function toggleChip(dialog: Locator, group: string, label: string): Promise<void> {
  await dialog.getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

test.describe('meal plans on a large screen', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('create a plan with an exclusion and a restriction, open it, swap a meal, export, make a grocery list, delete it', async ({
    page,
  }) => {
    test.slow(); // the whole journey, with three accessibility scans
    await signUp(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meal plans');
    await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
    await scan(page);

    const dialog = await openQuestionnaire(page);
    await dialog.getByLabel('Plan length, days').fill('3');
    await dialog.getByLabel('People', { exact: true }).fill('2');
    await dialog.getByLabel('Daily calorie target (optional)').fill('2000');
    await toggleChip(dialog, 'Dietary restrictions', 'Vegetarian');
    await expect(
      dialog.getByRole('group', { name: 'Dietary restrictions' }).getByRole('checkbox', { name: 'Vegetarian' }),
    ).toBeChecked();

    // The exclusion comes from the ingredient suggestions.
    const exclude = dialog.getByRole('combobox', { name: 'Ingredients to avoid' });
    await exclude.fill('mushr');
    await dialog.getByRole('option', { name: /^button mushrooms/ }).click();
    await expect(dialog.getByRole('list', { name: 'Ingredients to avoid' })).toContainText('button mushrooms');
    await expect(exclude).toHaveValue('');
    await scan(page);

    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
    await expectToast(page, 'Meal plan saved');
    const planId = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Week of /);
    await expect(page.getByTestId('plan-day')).toHaveCount(3);
    await expect(page.getByTestId('meal-card')).toHaveCount(9);
    await expect(page.getByTestId('day-totals').first()).toContainText('of 2,000 kcal');

    // What the page shows keeps the hard constraints: no mushrooms, every recipe vegetarian.
    const plan = (await (await page.request.get(`/api/meal-plans/${planId}`)).json()) as PlanJson;
    const meals = plan.plan.flatMap((day) => day.meals);
    expect(meals).toHaveLength(9);
    for (const meal of meals) {
      expect(meal.ingredients.map((i) => i.id)).not.toContain('mushroom');
      const recipe = (await (await page.request.get(`/api/recipes/${meal.recipeId}`)).json()) as { diets: string[] };
      expect(recipe.diets, meal.title).toContain('vegetarian');
    }

    // Ingredients and steps open on demand.
    const firstMeal = page.getByTestId('meal-card').first();
    await firstMeal.getByRole('button', { name: 'Ingredients and steps' }).click();
    await expect(firstMeal.getByRole('heading', { name: 'Steps' })).toBeVisible();
    await expect(firstMeal.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(firstMeal.getByRole('button', { name: 'Hide ingredients and steps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Swap: a spinner, then another meal in the same slot.
    const before = await firstMeal.getByTestId('meal-title').textContent();
    await firstMeal.getByRole('button', { name: `Swap ${before}` }).click();
    await expectToast(page, 'Meal swapped');
    await expect(firstMeal.getByTestId('meal-title')).not.toHaveText(before!);

    // Calendar export.
    const calendar = page.getByRole('link', { name: 'Export to calendar' });
    const href = await calendar.getAttribute('href');
    expect(href).toBe(`/api/meal-plans/${planId}/calendar.ics?lang=en`);
    const ics = await page.request.get(href!);
    expect(ics.status()).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');

    // Grocery list from the plan: created once, reused afterwards.
    const grocery = page.getByTestId('plan-grocery');
    await expect(grocery.getByRole('list', { name: 'Ingredients of this plan' }).getByRole('listitem').first()).toBeVisible();
    await grocery.getByRole('button', { name: 'Create grocery list' }).click();
    await expectToast(page, 'Grocery list created');
    await expect(grocery.getByRole('link', { name: 'Open grocery list' })).toHaveAttribute('href', /\/grocery-lists\?list=/);
    // After a reload the page knows the list exists: it offers to open it, not to make another.
    await page.reload();
    await expect(page.getByTestId('plan-grocery').getByRole('link', { name: 'Open grocery list' })).toHaveAttribute(
      'href',
      /\/grocery-lists\?list=/,
    );
    await expect(page.getByTestId('plan-grocery').getByRole('button', { name: 'Create grocery list' })).toHaveCount(0);
    await scan(page);

    // The plan is in the list with its week, days and meals per day.
    await page.getByRole('link', { name: 'All meal plans' }).click();
    await expect(page).toHaveURL('/meal-plans');
    const card = page.getByTestId('meal-plan-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(/Week of /);
    await expect(card).toContainText('3 days');
    await expect(card).toContainText('3 meals a day');
    await expect(card).toContainText('2 people');
    await expect(card).toContainText('2,000 kcal a day');

    // Delete, after confirming.
    await card.click();
    await expect(page).toHaveURL(`/meal-plans/${planId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this meal plan?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete plan' }).click();
    await expectToast(page, 'Meal plan deleted');
    await expect(page).toHaveURL('/meal-plans');
    await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
    expect((await page.request.get(`/api/meal-plans/${planId}`)).status()).toBe(404);
  });

  test.describe('a questionnaire nothing fits', () => {
    // The browser reports the 422 answer in its console; here it is the point of the test.
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('says generation failed and which choice to loosen, and keeps the answers', async ({ page }) => {
      await signUp(page);
      const dialog = await openQuestionnaire(page);
      // Keto and low-fat at once: at least half of the energy from fat and at most 30 % — true of no recipe,
      // however the catalog grows.
      await toggleChip(dialog, 'Dietary restrictions', 'Keto');
      await toggleChip(dialog, 'Dietary restrictions', 'Low-fat');
      await dialog.getByRole('button', { name: 'Create plan' }).click();

      const failure = dialog.getByTestId('generation-failure');
      await expect(failure.getByRole('alert')).toContainText('Failed to generate meal plan. Please try again.');
      await expect(failure).toContainText(/(Breakfast|Lunch|Dinner): no recipe fits all your choices together\./);
      await expect(failure.getByRole('listitem').first()).toHaveText(
        /^(Without .*: \d+ recipes? would fit|Several of your choices together rule out every recipe; loosen some of them\.)$/,
      );
      // The same answers would fail the same way: only changing them is offered.
      await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);

      await dialog.getByRole('button', { name: 'Change answers' }).click();
      await expect(
        dialog.getByRole('group', { name: 'Dietary restrictions' }).getByRole('checkbox', { name: 'Keto' }),
      ).toBeChecked();
      expect(await (await page.request.get('/api/meal-plans')).json()).toEqual([]);
    });
  });

  test.describe('an answer lost on its way back', () => {
    // The browser reports the dropped connection in its console; here it is the point of the test.
    test.use({ allowedConsoleErrors: [/net::ERR_FAILED/] });

    test('"Try again" sends the same key and opens the plan already made, never a second one', async ({ page }) => {
      await signUp(page);
      const keys: string[] = [];
      let dropAnswer = true;
      await page.route('**/api/meal-plans', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        keys.push((await route.request().headerValue('idempotency-key')) ?? '');
        if (!dropAnswer) return route.fallback();
        // The server makes the plan; the answer never reaches the page.
        dropAnswer = false;
        await route.fetch();
        await route.abort('failed');
      });

      const dialog = await openQuestionnaire(page);
      await dialog.getByLabel('Plan length, days').fill('2');
      await dialog.getByRole('button', { name: 'Create plan' }).click();
      await expect(dialog.getByTestId('generation-failure').getByRole('alert')).toBeVisible();
      await dialog.getByRole('button', { name: 'Try again' }).click();

      await expect(page).toHaveURL(/\/meal-plans\/[^/]+$/);
      await expectToast(page, 'Meal plan saved');
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[\x21-\x7e]{8,128}$/);
      expect(keys[1]).toBe(keys[0]);
      const plans = (await (await page.request.get('/api/meal-plans')).json()) as Array<{ id: string }>;
      expect(plans).toHaveLength(1);
      expect(page.url()).toContain(plans[0]!.id);
    });
  });

  test('a slow generation shows progress and a seconds counter, then the time-out message with a refresh', async ({
    page,
  }) => {
    await signUp(page);
    await page.clock.install();
    // Hold the request in the browser to stand in for a slow generator.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/meal-plans', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fallback();
    });

    const dialog = await openQuestionnaire(page);
    await dialog.getByLabel('Plan length, days').fill('2');
    await dialog.getByRole('button', { name: 'Create plan' }).click();

    const progress = dialog.getByTestId('generation-progress');
    await expect(progress).toContainText('Creating your meal plan');
    await expect(progress.getByRole('status')).toHaveText('Reading your preferences');
    await page.clock.fastForward(9_000);
    await expect(progress.getByTestId('generation-seconds')).toHaveText(/^Elapsed: (9|10) s$/);
    await expect(progress.getByRole('status')).toHaveText('Balancing calories and portions');

    await page.clock.fastForward('02:00');
    const timeout = dialog.getByTestId('generation-timeout');
    await expect(timeout).toContainText('Your meal plan may still be processing. Please wait a little, then refresh.');
    await timeout.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog).toBeHidden();

    // The plan arrives after all: the toast says so and the list shows it.
    release();
    await expectToast(page, 'Meal plan saved');
    await expect(page.getByTestId('meal-plan-card')).toHaveCount(1);
    await expect(page.getByTestId('meal-plan-card')).toContainText('2 days');
  });
});

test.describe('meal plans on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the questionnaire explains what is wrong and sends nothing until it is right', async ({ page }) => {
    await signUp(page);
    const dialog = await openQuestionnaire(page);
    await dialog.getByLabel('Plan length, days').fill('20');
    await dialog.getByLabel('People', { exact: true }).fill('');
    await dialog.getByLabel('Daily calorie target (optional)').fill('500');
    for (const meal of ['Breakfast', 'Lunch', 'Dinner']) await toggleChip(dialog, 'Meals each day', meal);
    await dialog.getByRole('button', { name: 'Create plan' }).click();

    await expect(dialog.getByRole('alert')).toHaveText('Please correct the fields marked below.');
    await expect(dialog.getByText('Enter a whole number of days from 1 to 14.')).toBeVisible();
    await expect(dialog.getByText('Enter a whole number of people from 1 to 12.')).toBeVisible();
    await expect(
      dialog.getByText('Enter a whole number of kcal from 1,000 to 5,000, or leave the field empty.'),
    ).toBeVisible();
    await expect(dialog.getByText('Choose at least one meal.')).toBeVisible();
    await expect(dialog.getByLabel('Plan length, days')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Plan length, days')).toBeFocused();

    // Fixing a field clears its message at once.
    await dialog.getByLabel('Plan length, days').fill('7');
    await expect(dialog.getByText('Enter a whole number of days from 1 to 14.')).toBeHidden();
    expect(await (await page.request.get('/api/meal-plans')).json()).toEqual([]);
  });

  test('saved preferences are the questionnaire’s starting point', async ({ page }) => {
    await signUp(page);
    const saved = await page.request.put('/api/preferences', {
      data: {
        cuisines: ['italian'],
        dietaryRestrictions: ['dairy_free'],
        cookingSkill: 'beginner',
        cookingTime: 'quick',
        excludedIngredients: ['peanuts'],
        householdSize: 4,
        calorieTarget: 1800,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const dialog = await openQuestionnaire(page);
    await expect(dialog.getByLabel('People', { exact: true })).toHaveValue('4');
    await expect(dialog.getByLabel('Daily calorie target (optional)')).toHaveValue('1800');
    await expect(dialog.getByRole('group', { name: 'Cuisines you like' }).getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    await expect(
      dialog.getByRole('group', { name: 'Dietary restrictions' }).getByRole('checkbox', { name: 'Dairy-free' }),
    ).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Cooking skill' })).toHaveText('Beginner');
    await expect(dialog.getByRole('combobox', { name: 'Time per meal' })).toHaveText('Quick (15–30 min)');
    await expect(dialog.getByRole('list', { name: 'Ingredients to avoid' })).toContainText('peanuts');
  });

  test('personal data give an estimate, a low target is warned about, and the plan shows its target, additions and nutrient goals', async ({
    page,
  }) => {
    await signUp(page);
    const dialog = await openQuestionnaire(page);
    // Without personal data an empty target means the reference intake.
    await expect(dialog.getByText('Leave empty to plan for the 2,000 kcal reference intake.')).toBeVisible();
    const person = dialog.getByTestId('questionnaire-person');
    await person.getByRole('combobox', { name: 'Sex' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await person.getByLabel('Age').fill('35');
    await person.getByLabel('Height, cm').fill('165');
    await person.getByLabel('Weight, kg').fill('62');
    await person.getByRole('combobox', { name: 'Activity level' }).click();
    await page.getByRole('option', { name: 'Light exercise 1–3 days a week' }).click();
    // Mifflin–St Jeor: 1,320 kcal resting × 1.375 = 1,820 kcal.
    await expect(dialog.getByTestId('questionnaire-estimate')).toContainText('Estimated need: 1,820 kcal a day — resting 1,320 kcal');
    await expect(dialog.getByText('Leave empty to plan for your estimated need, 1,820 kcal.')).toBeVisible();
    await dialog.getByLabel('Daily calorie target (optional)').fill('1250');
    await expect(dialog.getByTestId('questionnaire-low-target')).toContainText('below your resting need of about 1,320 kcal');
    await dialog.getByLabel('Daily calorie target (optional)').fill('');
    await expect(dialog.getByTestId('questionnaire-low-target')).toBeHidden();
    // An age out of bounds is named, and nothing is sent.
    await person.getByLabel('Age').fill('9');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(dialog.getByText('Enter a whole number of years from 18 to 100, or leave the field empty.')).toBeVisible();
    await expect(person.getByLabel('Age')).toBeFocused();
    await person.getByLabel('Age').fill('35');
    await dialog.getByLabel('Plan length, days').fill('2');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('list', { name: 'About this plan' })).toContainText('1,820 kcal a day (your estimate)');
    await expect(page.getByTestId('plan-explanations')).toContainText('the plan is made for your estimated need of 1,820 kcal a day');
    const goals = page.getByTestId('day-goals').first();
    for (const goal of ['sodium', 'sat_fat', 'fibre', 'protein']) await expect(goals.locator(`[data-goal="${goal}"]`)).toBeVisible();

    // Meals that cannot carry the target alone get additions, shown apart.
    const made = await page.request.post('/api/meal-plans', { data: { planDuration: 1, mealTypes: ['lunch', 'dinner'], calorieTarget: 4200 } });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto(`/meal-plans/${((await made.json()) as PlanJson).id}`);
    const additions = page.getByTestId('day-additions');
    await expect(additions.getByRole('heading', { name: 'Added to reach the target' })).toBeVisible();
    await expect(page.getByTestId('day-totals')).toContainText('On target');
    await scan(page);
  });
});

for (const [language, texts] of [
  ['ru', { title: 'Планы питания', empty: 'Планов питания пока нет', create: 'Создать первый план', dialog: 'Новый план питания', time: 'Быстро (15–30 мин)', restriction: 'Без глютена' }],
  ['be', { title: 'Планы харчавання', empty: 'Планаў харчавання пакуль няма', create: 'Стварыць першы план', dialog: 'Новы план харчавання', time: 'Хутка (15–30 хв)', restriction: 'Без глютэну' }],
] as const) {
  test.describe(`meal plans in ${language}`, () => {
    test.use({
      storageState: async ({ baseURL }, use) => use(preferencesState(baseURL ?? 'http://localhost:5055', { language })),
    });

    test('the list, the questionnaire and a plan speak the language', async ({ page }) => {
      await signUp(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      await expect(page.getByRole('heading', { name: texts.empty })).toBeVisible();
      await page.getByRole('button', { name: texts.create }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await expect(dialog.getByRole('checkbox', { name: texts.restriction })).toBeVisible();
      // Suggestions in the interface language, picked with the keyboard.
      const exclude = dialog.getByRole('combobox', { name: language === 'ru' ? 'Исключить ингредиенты' : 'Выключыць інгрэдыенты' });
      await exclude.fill(language === 'ru' ? 'шампин' : 'шампіньё');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      await exclude.press('ArrowDown');
      await expect(exclude).toHaveAttribute('aria-activedescendant', /.+/);
      await exclude.press('Enter');
      await expect(dialog.getByRole('list', { name: language === 'ru' ? 'Исключить ингредиенты' : 'Выключыць інгрэдыенты' })).toContainText(
        language === 'ru' ? 'шампиньоны' : 'шампіньёны',
      );
      await dialog.getByRole('combobox', { name: language === 'ru' ? 'Время на блюдо' : 'Час на страву' }).click();
      await expect(page.getByRole('option', { name: texts.time })).toBeVisible();
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: language === 'ru' ? 'Создать план' : 'Стварыць план' }).click();
      await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ru' ? /^Неделя с / : /^Тыдзень з /);
      // Meals are written in the interface language too.
      await expect(page.getByTestId('meal-card').first()).toContainText(language === 'ru' ? 'ккал' : 'ккал');
    });
  });
}

test.describe('a plan read after a change of language', () => {
  test('its meals follow the interface language; a swap and its grocery list answer in it too', async ({ page }) => {
    await signUp(page);
    const created = await page.request.post('/api/meal-plans', { data: { planDuration: 1, lang: 'en' } });
    expect(created.status()).toBe(201);
    const plan = (await created.json()) as PlanJson;
    const titlesIn = async (lang: string) => {
      const answer = (await (await page.request.get(`/api/meal-plans/${plan.id}?lang=${lang}`)).json()) as PlanJson;
      return answer.plan.flatMap((day) => day.meals.map((meal) => meal.title));
    };
    const english = await titlesIn('en');
    const russian = await titlesIn('ru');
    expect(russian).not.toEqual(english);

    await page.goto(`/meal-plans/${plan.id}`);
    const titles = page.getByTestId('meal-title');
    await expect(titles).toHaveText(english);
    await chooseLanguage(page, 'ru');
    await expect(titles).toHaveText(russian);
    await expect(page.getByRole('link', { name: 'Экспорт в календарь' })).toHaveAttribute('href', /calendar\.ics\?lang=ru$/);

    const swapped = page.waitForResponse((response) => response.url().includes('/swap?lang=ru'));
    await page.getByTestId('meal-card').first().getByRole('button', { name: /^Заменить/ }).click();
    expect((await swapped).status()).toBe(200);
    await expect(titles.first()).not.toHaveText(russian[0]!);
    expect(await titles.first().textContent()).toMatch(/[А-Яа-яЁё]/);

    // The grocery list made now is named in Russian too.
    const made = page.waitForResponse((response) => response.url().endsWith('/grocery-list?lang=ru'));
    await page.getByRole('button', { name: 'Создать список покупок' }).click();
    const { list } = (await (await made).json()) as { list: { title: string } };
    expect(list.title).toMatch(/^Покупки /);
    await expect(page.getByRole('link', { name: 'Открыть список покупок' })).toBeVisible();
  });
});

test.describe('meal plans in the dark theme on a phone', () => {
  test.use({
    viewport: PHONE_VIEWPORT,
    storageState: async ({ baseURL }, use) => use(preferencesState(baseURL ?? 'http://localhost:5055', { theme: 'dark' })),
    // The questionnaire nothing fits is answered 422, which the browser reports in its console.
    allowedConsoleErrors: [/status of 422/],
  });

  test('the list, the questionnaire with its messages, the failure and a plan have no serious accessibility problems', async ({
    page,
  }) => {
    test.slow(); // five accessibility scans
    await signUp(page);
    const created = await page.request.post('/api/meal-plans', {
      data: { planDuration: 2, calorieTarget: 2100, mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'] },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as PlanJson;

    await page.goto('/dashboard');
    await expect(page.getByTestId('meal-plan-card')).toHaveCount(1);
    await scan(page);

    const dialog = await openQuestionnaire(page);
    await dialog.getByLabel('Plan length, days').fill('0');
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(dialog.getByText('Enter a whole number of days from 1 to 14.')).toBeVisible();
    await scan(page);

    await dialog.getByLabel('Plan length, days').fill('1');
    for (const restriction of ['Keto', 'Low-fat']) await toggleChip(dialog, 'Dietary restrictions', restriction);
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(dialog.getByTestId('generation-failure')).toBeVisible();
    await scan(page);
    await page.keyboard.press('Escape');

    await page.goto(`/meal-plans/${id}`);
    await page.getByTestId('meal-card').first().getByRole('button', { name: 'Ingredients and steps' }).click();
    await scan(page);
  });
});
