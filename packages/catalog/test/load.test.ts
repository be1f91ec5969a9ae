import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { dietsFor, timeBand } from '../src/derive';
import { assembleCatalog, getRecipe, loadCatalog, localizeRecipe, recipesForMealType } from '../src/load';
import { factsFor, INGREDIENTS, OMELETTE, recipe, writeDataDir } from './builders';

const facts = factsFor(INGREDIENTS);
const located = <T>(file: string, items: readonly T[]) => items.map((value) => ({ file, value }));

describe('derived recipe data', () => {
  const { catalog, problems } = assembleCatalog(
    located('test.json', INGREDIENTS),
    located('test-1.json', [OMELETTE]),
    facts,
  );
  const omelette = getRecipe(catalog, OMELETTE.id);

  it('computes nutrition per serving from the USDA figures, household weights and edible portions', () => {
    expect(problems).toEqual([]);
    // 4 large eggs (200 g: USDA piece weights are of the edible part), 100 g spinach as bought (72 g eaten: SR21
    // records 28% refuse, stems and roots), 1 tbsp olive oil (13.5 g), 1/4 tsp salt (1.5 g), for 2 servings.
    const n = omelette.nutrition;
    expect(n.kcal).toBe(211); // (286 + 16.56 + 119.34) / 2
    expect(n.proteinG).toBeCloseTo(13.61, 1);
    expect(n.fatG).toBeCloseTo(16.83, 1);
    expect(n.carbsG).toBeCloseTo(2.08, 1);
    expect(n.fibreG).toBeCloseTo(0.79, 1);
    expect(n.sugarsG).toBeCloseTo(0.92, 1);
    expect(n.satFatG).toBeCloseTo(4.05, 1);
    expect(n.sodiumMg).toBe(459); // salt 581 mg + eggs 280 mg + spinach 56.9 mg, halved
    // The amounts stay as bought: the grocery list buys 100 g of spinach for the two.
    expect(omelette.ingredients.map((i) => i.gramsPerServing)).toEqual([100, 50, 6.8, 0.8]);
  });

  it('unions the flags, derives allergens, diets and the time band', () => {
    expect(omelette.flags).toEqual(['animal', 'egg']);
    expect(omelette.allergens).toEqual(['egg']);
    expect(omelette.timeBand).toBe('quick');
    expect(omelette.diets).toEqual([
      'gluten_free',
      'dairy_free',
      'nut_free',
      'vegetarian',
      'keto',
      'paleo',
      'low_carb',
      'low_sodium',
    ]);
  });

  it('indexes recipes by id and by meal type', () => {
    expect(recipesForMealType(catalog, 'breakfast').map((r) => r.id)).toEqual([OMELETTE.id]);
    expect(recipesForMealType(catalog, 'dinner')).toEqual([]);
    expect(catalog.ingredientById.get('egg')?.measures.piece).toBe(50);
  });

  it('localizes a recipe with its ingredient names and derived figures', () => {
    const ru = localizeRecipe(omelette, 'ru');
    expect(ru.title).toBe('Омлет со шпинатом');
    expect(ru.language).toBe('ru');
    expect(ru.ingredients[0]).toEqual({ id: 'egg', name: 'яйцо', amount: 4, unit: 'piece', gramsPerServing: 100 });
    expect(ru.nutrition).toEqual(omelette.nutrition);
    expect(localizeRecipe(omelette, 'be').steps[0]).toBe('Узбейце яйкі.');
  });

  it('reports a recipe with an unknown ingredient or pieces of an ingredient without a piece weight', () => {
    const bad = [
      recipe({ id: 'uses-unknown', ingredients: [{ id: 'egg', amount: 2, unit: 'piece' }, { id: 'unicorn', amount: 1, unit: 'g' }] }),
      recipe({ id: 'spinach-pieces', ingredients: [{ id: 'egg', amount: 2, unit: 'piece' }, { id: 'spinach', amount: 3, unit: 'piece' }] }),
    ];
    const result = assembleCatalog(located('test.json', INGREDIENTS), located('bad-1.json', bad), facts);
    expect(result.catalog.recipes).toEqual([]);
    expect(result.problems).toEqual([
      { file: 'recipes/bad-1.json', id: 'uses-unknown', message: 'unknown ingredient id(s): unicorn' },
      {
        file: 'recipes/bad-1.json',
        id: 'spinach-pieces',
        message: 'spinach (3 piece): measured in pieces but has no piece weight',
      },
    ]);
    expect(result.unknownIngredients.get('unicorn')).toEqual(['uses-unknown']);
  });
});

describe('rules', () => {
  it('bands cooking time by total minutes: quick ≤ 30, moderate ≤ 60, lengthy beyond', () => {
    expect([15, 30, 31, 60, 61, 240].map(timeBand)).toEqual([
      'quick',
      'quick',
      'moderate',
      'moderate',
      'lengthy',
      'lengthy',
    ]);
  });

  it('applies the nutrient thresholds of keto, low-carb, low-fat and low-sodium per serving', () => {
    const base = { kcal: 500, proteinG: 20, fatG: 10, carbsG: 80, fibreG: 10, sugarsG: 5, sodiumMg: 600, satFatG: 2 };
    expect(dietsFor(['grain', 'gluten'], base)).toEqual(['dairy_free', 'nut_free', 'vegetarian', 'vegan', 'low_fat']);
    const keto = { ...base, fatG: 40, carbsG: 15, fibreG: 4, sodiumMg: 500 };
    expect(dietsFor(['dairy', 'animal'], keto)).toEqual([
      'gluten_free',
      'nut_free',
      'vegetarian',
      'keto',
      'low_carb',
      'low_sodium',
    ]);
  });
});

describe('loadCatalog', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('loads a data directory once and returns the same catalog afterwards', () => {
    const dir = writeDataDir(INGREDIENTS, [OMELETTE]);
    dirs.push(dir);
    const first = loadCatalog(dir);
    expect(first.recipes.map((r) => r.id)).toEqual([OMELETTE.id]);
    expect(loadCatalog(dir)).toBe(first);
  });

  it('fails loudly naming the file and the recipe', () => {
    const broken = { ...OMELETTE, id: 'broken-omelette', ingredients: [{ id: 'dragon-egg', amount: 1, unit: 'piece' }, ...OMELETTE.ingredients] };
    const invalid = { ...OMELETTE, id: 'no-steps', en: { ...OMELETTE.en, steps: [] } };
    const dir = writeDataDir(INGREDIENTS, [broken, invalid]);
    dirs.push(dir);
    expect(() => loadCatalog(dir)).toThrow(/recipes\/test-1\.json \[broken-omelette\]: unknown ingredient id\(s\): dragon-egg/);
    expect(() => loadCatalog(dir)).toThrow(/recipes\/test-1\.json \[no-steps\]: en\.steps/);
  });
});
