/** The catalog's data as committed: complete, valid, consistent with its own words, and plausible. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPaths } from '../src/paths';
import { readFoodGroups } from '../src/food-groups';
import { checkVocabulary, duplicateDisplayNames } from '../src/ingredient-checks';
import { loadCatalog } from '../src/load';
import { contradictionProblems, healthProblems, plausibilityProblems } from '../src/recipe-checks';
import { formatProblem, readIngredientSources, readRecipeSources } from '../src/sources';
import { readVocabulary } from '../src/vocabulary';

const vocabulary = readVocabulary();
const ingredientSet = readIngredientSources();
const recipeSet = readRecipeSources();

describe('source files', () => {
  it('every ingredient entry matches the schema and has a unique id', () => {
    expect(ingredientSet.problems.map(formatProblem)).toEqual([]);
  });

  it('every recipe entry matches the schema and has a unique id', () => {
    expect(recipeSet.problems.map(formatProblem)).toEqual([]);
  });

  it('the ingredient table holds every vocabulary id once and nothing else', () => {
    const check = checkVocabulary(
      vocabulary,
      ingredientSet.items.map((i) => i.value),
    );
    expect({ missing: check.missing, unknown: check.unknown }).toEqual({ missing: [], unknown: [] });
    expect(new Set(vocabulary.map((v) => v.id)).size).toBe(vocabulary.length);
  });

  it('no two ingredients share a display name in one language', () => {
    expect(duplicateDisplayNames(ingredientSet.items.map((i) => i.value))).toEqual([]);
  });

  it('food groups name only vocabulary ids', () => {
    const known = new Set(vocabulary.map((v) => v.id));
    const unknown = readFoodGroups().flatMap((f) => f.ids.filter((id) => !known.has(id)));
    expect(unknown).toEqual([]);
  });
});

describe('the loaded catalog', () => {
  // Throws, naming file and recipe, on an unknown ingredient id or a unit that cannot be converted.
  const catalog = (() => {
    try {
      return loadCatalog();
    } catch (e) {
      return e as Error;
    }
  })();
  const loaded = () => {
    if (catalog instanceof Error) throw catalog;
    return catalog;
  };

  it('loads: every recipe ingredient is known and every amount converts to grams', () => {
    expect(catalog instanceof Error ? catalog.message : 'loaded').toBe('loaded');
  });

  it('is as large as the design asks (≥ 250 ingredients, ≥ 300 recipes)', () => {
    expect(loaded().ingredients.length).toBeGreaterThanOrEqual(250);
    expect(loaded().recipes.length).toBeGreaterThanOrEqual(300);
  });

  it('every recipe has plausible energy per serving for its meal types and plausible amounts', () => {
    const problems = loaded().recipes.flatMap((r) => plausibilityProblems(r).map((p) => `${r.file} [${r.id}]: ${p}`));
    expect(problems).toEqual([]);
  });

  it('no title or description contradicts the derived flags and diets', () => {
    const c = loaded();
    const problems = c.recipes.flatMap((r) =>
      contradictionProblems(r, c.ingredientById).map((p) => `${r.file} [${r.id}]: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('every recipe at or above a health-warning threshold says why in its healthNote, and no other has one', () => {
    const notes = new Map(recipeSet.items.map((r) => [r.value.id, r.value.healthNote]));
    const problems = loaded().recipes.flatMap((r) =>
      healthProblems(r, notes.get(r.id)).map((p) => `${r.file} [${r.id}]: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('every recipe derives figures, and vegan recipes carry no animal flag', () => {
    for (const r of loaded().recipes) {
      expect(Number.isFinite(r.nutrition.kcal)).toBe(true);
      if (r.diets.includes('vegan')) expect(r.flags).not.toContain('animal');
      if (r.diets.includes('gluten_free')) expect(r.allergens).not.toContain('gluten');
    }
  });
});

describe('allergens', () => {
  const ingredients = ingredientSet.items.map((i) => i.value);
  /** Each diet flag with the allergens that mean it (any one of them). */
  const FLAG_ALLERGENS = {
    dairy: ['milk'],
    egg: ['egg'],
    gluten: ['wheat', 'rye', 'barley', 'oats'],
    tree_nut: ['almond', 'hazelnut', 'walnut', 'cashew', 'pecan', 'brazil_nut', 'pistachio', 'macadamia', 'pine_nut'],
    peanut: ['peanut'],
    soy: ['soy'],
    sesame: ['sesame'],
    fish: ['fish'],
    shellfish: ['crustaceans', 'molluscs'],
  } as const;

  it('agree with the diet flags both ways', () => {
    const problems: string[] = [];
    for (const ingredient of ingredients) {
      for (const [flag, allergens] of Object.entries(FLAG_ALLERGENS)) {
        const flagged = ingredient.flags.includes(flag as keyof typeof FLAG_ALLERGENS);
        const declared = allergens.some((a) => ingredient.allergens.includes(a));
        if (flagged !== declared) problems.push(`${ingredient.id}: flag ${flag} ${flagged ? 'without' : 'missing for'} ${allergens.join('/')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('are stated on every ingredient, even when none, and a label check never repeats them', () => {
    const unstated = readdirSync(dataPaths().ingredientsDir)
      .flatMap((file) => JSON.parse(readFileSync(join(dataPaths().ingredientsDir, file), 'utf8')) as Record<string, unknown>[])
      .filter((entry) => !Array.isArray(entry.allergens))
      .map((entry) => entry.id);
    expect(unstated).toEqual([]);
    const raw = ingredientSet.items.map((i) => i.value);
    const repeated = raw.filter((i) => i.labelCheck?.mayContain.some((a) => i.allergens.includes(a))).map((i) => i.id);
    expect(repeated).toEqual([]);
  });

  it('leave coconut out of the tree nuts', () => {
    const coconut = ingredients.filter((i) => i.id.startsWith('coconut'));
    expect(coconut.length).toBeGreaterThan(0);
    for (const i of coconut) expect(i.flags).not.toContain('tree_nut');
  });
});
