/**
 * Own recipes end to end, against the real server: a recipe written in the editor (ingredient lines typed as
 * text, one mapped by hand to a catalog ingredient), one imported from a web page served on loopback by this
 * test, the recipe page (servings scaled, favourite and never-suggest), a plan drawn from one's own recipes and
 * the grocery list made from it; the pages in Russian; and an accessibility scan of the new pages in both themes.
 *
 * The server must allow imports from 127.0.0.1 (`IMPORT_ALLOW_NETWORKS=127.0.0.1/32`, set by serve-fresh-server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import {
  chooseLanguage,
  DESKTOP_VIEWPORT,
  expect as baseExpect,
  expectNoSeriousA11yViolations,
  PHONE_VIEWPORT,
  setPreferences,
  signUp,
  test,
} from './fixtures.ts';

/** Screens here load their code and data on first visit, and the line preview waits for a pause in typing. */
const expect = baseExpect.configure({ timeout: 15_000 });

const WRITTEN = 'Red lentil soup with cumin';
const IMPORTED = 'Tomato and basil spaghetti';

/** A recipe page as sites publish them: schema.org Recipe data in JSON-LD. */
const RECIPE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${IMPORTED} | A cooking blog</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: IMPORTED,
  description: 'A quick summer pasta with fresh tomatoes.',
  recipeYield: '4 servings',
  prepTime: 'PT10M',
  totalTime: 'PT25M',
  recipeCuisine: 'Italian',
  recipeCategory: 'Dinner',
  recipeIngredient: ['400 g spaghetti', '4 tomatoes', '3 tbsp olive oil', '2 cloves garlic', '20 g basil'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Boil the spaghetti in salted water.' },
    { '@type': 'HowToStep', text: 'Soften the garlic in the olive oil, add the chopped tomatoes and cook 10 minutes.' },
    { '@type': 'HowToStep', text: 'Toss the pasta with the sauce and the basil.' },
  ],
})}</script></head>
<body><h1>${IMPORTED}</h1><p>Our favourite summer dinner.</p></body></html>`;

/** Serves the recipe page on 127.0.0.1 at a free port for the length of the file's tests. */
let site: Server;
let siteUrl: string;
test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/recipes/tomato-basil-spaghetti') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(RECIPE_PAGE);
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

/** The toast on screen (the notifications region holds at most one). */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true })).toBeVisible();
}

/** The scan opens a helper page; give ours its focus back, as a person's window would have it. */
async function scan(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  await page.bringToFront();
}

/** Picks an option of a labelled select (a Radix Select), as a person does. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Ticks a chip or radio card by its visible label. */
async function tick(scope: Locator, group: string, label: string): Promise<void> {
  await scope.getByRole('group', { name: group }).locator('label').filter({ hasText: new RegExp(`^${label}$`) }).click();
}

/** Writes the lentil soup in the editor and saves it; returns the recipe page's path. */
async function writeRecipe(page: Page): Promise<string> {
  await page.goto('/recipes');
  await page.getByRole('link', { name: 'New recipe' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New recipe');
  await page.getByLabel('Title').fill(WRITTEN);
  await page.getByLabel('Description').fill('Warming and cheap.');
  await choose(page, 'Cuisine', 'Middle Eastern');
  await tick(page.locator('form'), 'Good for', 'Lunch');
  await tick(page.locator('form'), 'Good for', 'Dinner');
  await page.getByLabel('Servings').fill('4');
  await page.getByLabel('Minutes of work').fill('15');
  await page.getByLabel('Minutes in all').fill('40');
  // Lines typed as text, one per line; the last one names nothing the catalog knows.
  await page
    .getByLabel('Ingredient lines')
    .fill('200 g red lentils\n1 onion, chopped\n2 tbsp olive oil\n1 tsp grandma’s zesty dust');
  await page.getByRole('textbox', { name: 'Steps' }).fill('Soften the onion in the oil.\nAdd the lentils and 1 l of water; simmer 25 minutes.');

  const preview = page.getByTestId('line-preview');
  const rows = preview.getByTestId('line-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toHaveAttribute('data-resolved', 'true');
  await expect(rows.nth(0).getByTestId('line-ingredient')).toHaveText(/red lentils/i);
  await expect(rows.nth(1)).toHaveAttribute('data-resolved', 'true');
  await expect(rows.nth(3)).toHaveAttribute('data-resolved', 'false');
  await expect(preview.getByTestId('unresolved-summary')).toContainText('1 line is not matched');
  await scan(page);

  // The unmatched line is mapped by hand to a catalog ingredient.
  const map = rows.nth(3).getByRole('combobox', { name: 'Ingredient for “1 tsp grandma’s zesty dust”' });
  await map.fill('cumin');
  await page.getByRole('option', { name: /ground cumin/i }).click();
  await expect(rows.nth(3)).toHaveAttribute('data-resolved', 'true');
  await expect(rows.nth(3)).toContainText('chosen by hand');
  await expect(preview.getByTestId('unresolved-summary')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
  await expectToast(page, 'Recipe saved');
  return new URL(page.url()).pathname;
}

/** Imports the spaghetti from the test's page, saves it; returns the recipe page's path. */
async function importRecipe(page: Page): Promise<string> {
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
  // An address that names no page: the site's error is explained, and the address stays to be corrected.
  await dialog.getByLabel('Web page address').fill(`${siteUrl}/recipes/missing`);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByTestId('import-error')).toHaveText('The site answered with an error. Check the address.');
  await expect(dialog.getByLabel('Web page address')).toHaveValue(`${siteUrl}/recipes/missing`);

  await dialog.getByLabel('Web page address').fill(`${siteUrl}/recipes/tomato-basil-spaghetti`);
  await dialog.getByRole('button', { name: 'Import' }).click();
  // The draft opens in the editor for review.
  await expect(page).toHaveURL(/\/recipes\/new$/);
  await expect(page.getByTestId('imported-notice')).toContainText(`${siteUrl}/recipes/tomato-basil-spaghetti`);
  await expect(page.getByLabel('Title')).toHaveValue(IMPORTED);
  await expect(page.getByLabel('Ingredient lines')).toHaveValue(/400 g spaghetti/);
  await expect(page.getByLabel('Servings')).toHaveValue('4');
  await expect(page.getByTestId('line-row')).toHaveCount(5);
  // The page named its cuisine and meal; both are kept.
  await expect(page.getByRole('combobox', { name: 'Cuisine', exact: true })).toHaveText('Italian');
  await expect(page.getByRole('group', { name: 'Good for' }).getByRole('checkbox', { name: 'Dinner' })).toBeChecked();
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page).toHaveURL(/\/recipes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMPORTED);
  return new URL(page.url()).pathname;
}

test.describe('own recipes', () => {
  // A page or text the server cannot read is answered 422, and a deleted recipe 404; the browser logs both as
  // failed requests.
  test.use({ viewport: DESKTOP_VIEWPORT, allowedConsoleErrors: [/status of (404|422)/] });

  test('write one, import one, mark them, plan with one’s own recipes and shop for them', async ({ page }) => {
    test.setTimeout(240_000); // the whole journey: two recipes, a plan and its grocery list
    await signUp(page);

    // The browser starts with the built-in recipes and an empty recipe box.
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Recipes' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recipes');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await page.getByTestId('source-filter').locator('label').filter({ hasText: /^Mine$/ }).click();
    await expect(page).toHaveURL(/\/recipes\?source=mine$/);
    await expect(page.getByRole('heading', { name: 'Your recipe box is empty' })).toBeVisible();

    const writtenPath = await writeRecipe(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WRITTEN);
    await expect(page.getByTestId('recipe-incomplete')).toHaveCount(0);
    // Amounts follow the servings: 200 g of lentils for 4, 100 g for 2.
    const lentils = page.getByTestId('recipe-ingredient').filter({ hasText: /red lentils/i });
    await expect(lentils.getByTestId('recipe-ingredient-amount')).toHaveText('200 g');
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await page.getByRole('button', { name: 'Fewer servings' }).click();
    await expect(page.getByTestId('servings-note')).toHaveText('Amounts for 2 servings (the recipe is written for 4).');
    await expect(lentils.getByTestId('recipe-ingredient-amount')).toHaveText('100 g');
    await expect(page.getByTestId('recipe-nutrition').locator('[data-nutrient="kcal"] td')).toHaveText(/^\d+ kcal$/);
    // Never suggest it: the plan below must then take the other one.
    const never = page.getByRole('button', { name: 'Never suggest' });
    await expect(never).toHaveAttribute('aria-pressed', 'false');
    await never.click();
    await expect(never).toHaveAttribute('aria-pressed', 'true');

    const importedPath = await importRecipe(page);
    const favourite = page.getByRole('button', { name: 'Favourite' });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true');

    // Both in the recipe box; favourites only finds the spaghetti.
    await page.goto('/recipes?source=mine');
    await expect(page.getByTestId('recipe-card')).toHaveCount(2);
    await page.getByLabel('Favourites only').click();
    await expect(page.getByTestId('recipe-card')).toHaveCount(1);
    await expect(page.getByTestId('recipe-card-title')).toHaveText(IMPORTED);
    // The search box asks the server: a word of the title finds it.
    await page.goto('/recipes');
    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('lentil soup with cumin');
    await expect(page).toHaveURL(/q=lentil/);
    await expect(page.getByTestId('recipe-card').filter({ hasText: WRITTEN })).toHaveCount(1);
    await page.getByTestId('recipe-card').filter({ hasText: WRITTEN }).click();
    await expect(page).toHaveURL(new RegExp(`${writtenPath}$`));

    // A plan drawn from one's own recipes, favourites preferred: one day, dinner only.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^(Create your first plan|Create new)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a meal plan' });
    await dialog.getByLabel('Plan length, days').fill('1');
    await tick(dialog, 'Meals each day', 'Breakfast');
    await tick(dialog, 'Meals each day', 'Lunch');
    await tick(dialog, 'Recipes from', 'My recipes');
    await expect(dialog.getByRole('radio', { name: 'My recipes' })).toBeChecked();
    await dialog.getByLabel('Prefer my favourites').click();
    await dialog.getByRole('button', { name: 'Create plan' }).click();
    await expect(page).toHaveURL(/\/meal-plans\/[0-9a-f-]{36}$/);
    const dinner = page.getByTestId('meal-card').filter({ has: page.getByTestId('meal-title').getByText(IMPORTED, { exact: true }) });
    await expect(dinner).toHaveCount(1);

    // Its grocery list holds the recipe's ingredients.
    const grocery = page.getByTestId('plan-grocery');
    await grocery.getByRole('button', { name: 'Create grocery list' }).click();
    await expectToast(page, 'Grocery list created');
    await grocery.getByRole('link', { name: 'Open grocery list' }).click();
    await expect(page).toHaveURL(/\/grocery-lists\?list=/);
    const main = page.locator('main');
    await expect(main.getByText(/olive oil/i).first()).toBeVisible();
    await expect(main.getByText(/garlic/i).first()).toBeVisible();

    // Deleting a recipe asks first, then leaves the recipe box.
    await page.goto(importedPath);
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(IMPORTED);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete recipe' }).click();
    await expect(page).toHaveURL(/\/recipes$/);
    await expectToast(page, 'Recipe deleted');
    await page.goto(importedPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This recipe does not exist, or it is not yours.');
  });

  test('a recipe that cannot be read says why, and pasted text becomes a draft', async ({ page }) => {
    test.slow();
    await signUp(page);
    await page.goto('/recipes');
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a recipe' });
    await dialog.getByLabel('Web page address').fill('ftp://example.org/recipe');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByTestId('import-error')).toHaveText(
      'This is not a web page address. It should start with http:// or https://.',
    );
    await dialog.getByRole('tab', { name: 'Paste the text' }).click();
    await dialog.getByLabel('Recipe text').fill(
      'Buttered toast\n\nIngredients\n2 slices bread\n10 g butter\n\nMethod\nToast the bread.\nSpread the butter.',
    );
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/recipes\/new$/);
    await expect(page.getByTestId('imported-notice')).toContainText('the pasted text');
    await expect(page.getByLabel('Title')).toHaveValue('Buttered toast');
    // The source named no cuisine: saving asks for one and loses nothing.
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await expect(page.getByText('Choose the cuisine closest to the recipe.')).toBeVisible();
    await expect(page.getByLabel('Ingredient lines')).toHaveValue('2 slices bread\n10 g butter');
  });

  test('the recipe pages in Russian', async ({ page }) => {
    test.slow();
    await signUp(page);
    await page.goto('/recipes');
    await chooseLanguage(page, 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Рецепты');
    await expect(page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name: 'Рецепты' })).toBeVisible();
    await expect(page.getByTestId('recipes-count')).toHaveText(/^\d+ рецепт(а|ов)?$/);
    // A built-in recipe, read in Russian.
    await page.getByTestId('recipe-card').first().click();
    await expect(page.getByRole('heading', { name: 'Ингредиенты' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Пищевая ценность порции' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Больше порций' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'В избранное' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('recipe-nutrition')).toContainText('ккал');
    // The editor, in Russian, and its messages.
    await page.goto('/recipes/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новый рецепт');
    await page.getByLabel('Строки ингредиентов').fill('200 г красной чечевицы\n1 луковица');
    await expect(page.getByTestId('line-row').first()).toHaveAttribute('data-resolved', 'true');
    await page.getByRole('button', { name: 'Сохранить рецепт' }).click();
    await expect(page.getByText('Дайте рецепту название (не длиннее 120 символов).')).toBeVisible();
    await expect(page.getByLabel('Название')).toBeFocused();
  });
});

for (const theme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP_VIEWPORT],
    ['phone', PHONE_VIEWPORT],
  ] as const) {
    test(`recipe pages have no serious axe violations, ${theme} theme, ${device}`, async ({ page }) => {
      test.slow(); // four scans
      await page.setViewportSize(viewport);
      await signUp(page);
      await page.goto('/recipes');
      await setPreferences(page, { theme });
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
      await scan(page);
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByRole('dialog', { name: 'Import a recipe' })).toBeVisible();
      await scan(page);
      await page.keyboard.press('Escape');
      await page.getByTestId('recipe-card').first().click();
      await expect(page.getByTestId('recipe-nutrition')).toBeVisible();
      await scan(page);
      await page.goto('/recipes/new');
      await page.getByLabel('Ingredient lines').fill('200 g red lentils\n1 tsp grandma’s zesty dust');
      await expect(page.getByTestId('line-row')).toHaveCount(2);
      await expect(page.getByTestId('line-row').nth(1)).toHaveAttribute('data-resolved', 'false');
      await scan(page);
    });
  }
}
