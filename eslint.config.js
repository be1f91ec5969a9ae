// One lint setup for the whole repository. Besides the usual rules it enforces the import boundaries of
// Import boundaries (docs/architecture.md#modules-and-layout): contracts depend on nothing of ours; the catalog on contracts; the planner is pure; the web app
// never sees the catalog, planner or server; web features never import each other; shared web code never
// imports features or the app.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const webFeatures = ['auth', 'meal-plans', 'grocery-lists', 'profile', 'admin', 'shared-list'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'playwright-report/**', 'test-results/**', 'apps/server/drizzle/**', '**/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['apps/web/**/*.{ts,tsx,js}'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Scripts, benchmarks, CLIs and tests report to the terminal.
    files: ['**/scripts/**', 'bench/**', '**/cli/**', '**/test/**', 'e2e/**', '**/*.test.{ts,tsx}', '**/*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  restrict(['packages/contracts/**'], [
    { group: ['@mealplanr/*', '**/apps/**', '**/packages/catalog/**', '**/packages/planner/**'], message: 'contracts depend on nothing of ours' },
  ]),
  restrict(['packages/catalog/**'], [
    { group: ['@mealplanr/planner*', '@mealplanr/server*', '@mealplanr/web*', '**/apps/**'], message: 'the catalog depends only on contracts' },
  ]),
  restrict(['packages/planner/src/**'], [
    { group: ['@mealplanr/server*', '@mealplanr/web*', '**/apps/**'], message: 'the planner is a library' },
    { group: ['node:*', 'fs', 'path', 'http', 'https', 'child_process'], message: 'the planner is pure: no I/O' },
  ]),
  restrict(['apps/server/**'], [{ group: ['@mealplanr/web*', '**/apps/web/**'], message: 'the server never imports the web app' }]),
  restrict(['apps/web/src/{components,lib,locales,testing}/**'], [
    { group: ['@mealplanr/catalog*', '@mealplanr/planner*', '@mealplanr/server*', '**/apps/server/**'], message: 'the catalog and server are not shipped to the browser' },
    { group: ['**/features/**', '**/app/**', '@/features/*', '@/app/*'], message: 'shared code never imports features or the app' },
  ]),
  ...webFeatures.map((feature) =>
    restrict([`apps/web/src/features/${feature}/**`], [
      { group: ['@mealplanr/catalog*', '@mealplanr/planner*', '@mealplanr/server*', '**/apps/server/**'], message: 'the catalog and server are not shipped to the browser' },
      {
        group: webFeatures.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `@/features/${f}/**`]),
        message: 'features never import each other: move shared code to components/ or lib/',
      },
      { group: ['**/app/**', '@/app/*'], message: 'features never import the app layer' },
    ]),
  ),
  restrict(['apps/web/src/app/**'], [
    { group: ['@mealplanr/catalog*', '@mealplanr/planner*', '@mealplanr/server*', '**/apps/server/**'], message: 'the catalog and server are not shipped to the browser' },
  ]),
);
