/** Where the catalog's files are, resolved from this package so scripts work from any working directory. */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const PACKAGE_DIR = fileURLToPath(new URL('../', import.meta.url));
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DATA_DIR = join(PACKAGE_DIR, 'data');

export const dataPaths = (dataDir: string = DATA_DIR) => ({
  ingredientsDir: join(dataDir, 'ingredients'),
  recipesDir: join(dataDir, 'recipes'),
  facts: join(dataDir, 'ingredient-facts.json'),
  vocabulary: join(dataDir, 'ingredient-ids.txt'),
  foodGroups: join(dataDir, 'food-groups.json'),
});
