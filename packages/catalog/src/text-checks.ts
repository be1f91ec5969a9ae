/** The alphabet rule applied to everything the catalog and the web app show in Russian and Belarusian. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FoodGroup } from './food-groups';
import { letterProblems, type CyrillicLanguage } from './letter-rule';
import { REPO_ROOT } from './paths';
import type { IngredientSource, RecipeSource } from './schema';

const CYRILLIC: readonly CyrillicLanguage[] = ['ru', 'be'];

export function catalogLetterProblems(
  ingredients: readonly IngredientSource[],
  recipes: readonly RecipeSource[],
  groups: readonly FoodGroup[],
): string[] {
  return CYRILLIC.flatMap((lang) => [
    ...ingredients.flatMap((i) => letterProblems(i.names[lang], lang, `ingredient ${i.id} names`)),
    ...recipes.flatMap((r) => letterProblems(r[lang], lang, `recipe ${r.id}`)),
    ...groups.flatMap((g) => [
      ...letterProblems(g.words[lang], lang, `food group ${g.key} words`),
      ...(g.note ? letterProblems(g.note[lang], lang, `food group ${g.key} note`) : []),
    ]),
  ]);
}

/** The web app's translation files, `apps/web/src/locales/{ru,be}.json`, that exist so far. */
export function localeFiles(repoRoot: string = REPO_ROOT): { lang: CyrillicLanguage; path: string }[] {
  return CYRILLIC.map((lang) => ({ lang, path: join(repoRoot, 'apps/web/src/locales', `${lang}.json`) })).filter(
    (f) => existsSync(f.path),
  );
}

export function localeLetterProblems(repoRoot: string = REPO_ROOT): string[] {
  return localeFiles(repoRoot).flatMap(({ lang, path }) =>
    letterProblems(JSON.parse(readFileSync(path, 'utf8')), lang, `locales/${lang}.json`),
  );
}
