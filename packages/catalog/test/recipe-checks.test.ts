import { describe, expect, it } from 'vitest';
import { assembleCatalog, type Recipe } from '../src/load';
import {
  contradictionProblems,
  healthProblems,
  healthWarnings,
  HEALTH_THRESHOLDS,
  plausibilityProblems,
} from '../src/recipe-checks';
import type { RecipeSource } from '../src/schema';
import { factsFor, INGREDIENTS, OMELETTE, recipe } from './builders';

const facts = factsFor(INGREDIENTS);

function derive(source: RecipeSource): { recipe: Recipe; problems: string[] } {
  const { catalog } = assembleCatalog(
    INGREDIENTS.map((value) => ({ file: 'test.json', value })),
    [{ file: 'test-1.json', value: source }],
    facts,
  );
  const derived = catalog.recipeById.get(source.id);
  if (!derived) throw new Error(`${source.id} did not derive`);
  return { recipe: derived, problems: contradictionProblems(derived, catalog.ingredientById) };
}

const titled = (lang: 'en' | 'ru' | 'be', title: string, extra: Partial<RecipeSource> = {}) =>
  derive({ ...OMELETTE, ...extra, [lang]: { ...OMELETTE[lang], title } });

describe('contradiction checks', () => {
  it('accepts a recipe whose words agree with its ingredients', () => {
    expect(derive(OMELETTE).problems).toEqual([]);
    expect(titled('en', 'Keto spinach omelette').problems).toEqual([]);
    expect(titled('en', 'Gluten-free egg scramble').problems).toEqual([]);
  });

  it('flags "vegan" in any language on a dish with an animal ingredient', () => {
    expect(titled('en', 'Vegan spinach omelette').problems).toEqual([
      'text (en) says vegan but it has egg',
    ]);
    expect(titled('ru', 'Веганский омлет').problems).toEqual(['text (ru) says vegan but it has egg']);
    expect(titled('be', 'Веганскі амлет').problems).toEqual(['text (be) says vegan but it has egg']);
  });

  it('flags a dish named after an ingredient it does not contain', () => {
    expect(titled('en', 'Chicken and spinach omelette').problems).toEqual([
      'title (en) says chicken but no ingredient is poultry',
    ]);
    expect(titled('ru', 'Омлет с лососем').problems).toEqual(['title (ru) says fish but no ingredient is fish']);
  });

  it('knows set phrases that name no ingredient ("fish-fragrant" eggplant has no fish)', () => {
    const { problems } = derive({
      ...OMELETTE,
      en: { ...OMELETTE.en, title: 'Fish-fragrant omelette' },
      ru: { ...OMELETTE.ru, title: 'Омлет «с ароматом рыбы»' },
      be: { ...OMELETTE.be, title: 'Амлет «з водарам рыбы»' },
    });
    expect(problems).toEqual([]);
    expect(titled('be', 'Амлет з рыбай').problems).toEqual(['title (be) says fish but no ingredient is fish']);
  });

  it('flags the vegan cuisine holding an animal ingredient', () => {
    expect(derive({ ...OMELETTE, cuisine: 'vegan' }).problems).toEqual([
      'in the vegan cuisine but has animal ingredient(s): egg',
    ]);
  });

  it('flags nutrient claims the figures do not meet', () => {
    const toast = recipe({
      id: 'test-toast',
      ingredients: [
        { id: 'bread-white', amount: 4, unit: 'piece' },
        { id: 'olive-oil', amount: 1, unit: 'tsp' },
      ],
      en: { title: 'Keto toast', description: 'Crisp toast for breakfast.', steps: ['Toast the bread.', 'Drizzle and serve.'] },
      ru: { ...OMELETTE.ru, title: 'Хрустящие тосты' },
      be: { ...OMELETTE.be, title: 'Хрумсткія грэнкі' },
    });
    const [problem, ...rest] = derive(toast).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^text \(en\) says keto but it does not meet the keto rules \(per serving: \d+ kcal, [\d.]+ g net carbs/);
  });

  it('reads whole words: "eggplant" is no egg claim', () => {
    const { problems } = derive({
      ...OMELETTE,
      id: 'test-spinach-salad',
      ingredients: OMELETTE.ingredients.filter((i) => i.id !== 'egg'),
      en: { ...OMELETTE.en, title: 'Eggplant-style spinach' },
      ru: { ...OMELETTE.ru, title: 'Шпинат с маслом' },
      be: { ...OMELETTE.be, title: 'Шпінат з алеем' },
    });
    expect(problems).toEqual([]);
  });
});

describe('plausibility checks', () => {
  it('checks kcal per serving against every meal type of the recipe', () => {
    const { recipe: omelette } = derive(OMELETTE); // 211 kcal
    expect(plausibilityProblems(omelette)).toEqual([]);
    const asLunch = derive({ ...OMELETTE, mealTypes: ['breakfast', 'lunch'] }).recipe;
    expect(plausibilityProblems(asLunch)).toEqual(['211 kcal per serving is outside 250–950 for a lunch']);
  });

  it('flags an amount only a unit mistake explains', () => {
    const heap = derive({
      ...OMELETTE,
      ingredients: [...OMELETTE.ingredients.filter((i) => i.id !== 'spinach'), { id: 'spinach', amount: 2500, unit: 'g' }],
    }).recipe;
    expect(plausibilityProblems(heap)).toContain('spinach: 1250 g per serving (2500 g) is implausible');
  });
});

describe('health warnings', () => {
  // 2 tsp of salt over two servings: about 2,300 mg sodium each, well over the 1,200 mg threshold.
  const salty = recipe({
    id: 'test-salty-omelette',
    ingredients: [...OMELETTE.ingredients.filter((i) => i.id !== 'salt'), { id: 'salt', amount: 2, unit: 'tsp' }],
  });
  const note = 'Seasoned for a test: the salt is the point of this dish and it stays for the test.';

  it('fails a recipe over a threshold without a note, naming the figure, the kcal and the meal range', () => {
    const { recipe: r } = derive(salty);
    expect(r.nutrition.sodiumMg).toBeGreaterThanOrEqual(HEALTH_THRESHOLDS.sodiumMg);
    expect(healthWarnings(r)).toEqual([`${r.nutrition.sodiumMg} mg sodium (≥ 1,200 mg)`]);
    expect(healthProblems(r, undefined)).toEqual([
      `${r.nutrition.sodiumMg} mg sodium (≥ 1,200 mg) per serving without a healthNote saying why ` +
        `(${r.nutrition.kcal} kcal; breakfast 150–700)`,
    ]);
  });

  it('passes a recipe over a threshold with a note', () => {
    expect(healthProblems(derive({ ...salty, healthNote: note }).recipe, note)).toEqual([]);
  });

  it('passes a recipe under both thresholds without a note, and fails a note left on one', () => {
    const { recipe: r } = derive(OMELETTE);
    expect(r.nutrition.satFatG).toBeLessThan(HEALTH_THRESHOLDS.satFatG);
    expect(r.nutrition.sodiumMg).toBeLessThan(HEALTH_THRESHOLDS.sodiumMg);
    expect(healthWarnings(r)).toEqual([]);
    expect(healthProblems(r, undefined)).toEqual([]);
    expect(healthProblems(r, note)).toEqual([expect.stringMatching(/^has a healthNote but is under both thresholds/)]);
  });

  it('reads the thresholds inclusively on the rounded figures', () => {
    const at = (satFatG: number, sodiumMg: number) => ({ nutrition: { ...derive(OMELETTE).recipe.nutrition, satFatG, sodiumMg } });
    expect(healthWarnings(at(20, 1199))).toEqual(['20 g saturated fat (≥ 20 g)']);
    expect(healthWarnings(at(19.9, 1200))).toEqual(['1200 mg sodium (≥ 1,200 mg)']);
    expect(healthWarnings(at(19.9, 1199))).toEqual([]);
  });
});
