/**
 * Test data: the real catalog with its ingredient index (what the server plans from), and a tiny hand-made
 * catalog whose figures are chosen so the expected answers can be worked out by hand.
 */
import type { Catalog, Ingredient, Recipe } from '@mealplanr/catalog/load';
import { loadCatalog } from '@mealplanr/catalog/load';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { ZERO_NUTRITION } from '@mealplanr/catalog/derive';
import { MEAL_TYPES, type MealType } from '@mealplanr/contracts/enums';
import { questionnaireSchema, type Questionnaire, type QuestionnaireInput } from '@mealplanr/contracts/meal-plans';
import type { PlanRequest } from '../src/problem';

export const catalog = loadCatalog();
export const terms = catalogIngredientIndex();

export const questionnaire = (input: QuestionnaireInput = {}): Questionnaire => questionnaireSchema.parse(input);

export const request = (input: QuestionnaireInput = {}, seed = 1, startDate = '2025-03-14'): PlanRequest => ({
  catalog,
  terms,
  questionnaire: questionnaire(input),
  startDate,
  seed,
});

// ── A hand-made catalog ─────────────────────────────────────────────────────────────────────────────────

export function ingredient(id: string, overrides: Partial<Ingredient> = {}): Ingredient {
  return {
    id,
    ndb: '00000',
    usdaDescription: id,
    category: 'produce',
    flags: [],
    allergens: [],
    names: { en: [id], ru: [id], be: [id] },
    name: { en: id, ru: id, be: id },
    liquid: false,
    measures: {},
    purchase: { kind: 'weight' },
    shelfLifeDays: 7,
    pantry: false,
    per100g: { ...ZERO_NUTRITION },
    ...overrides,
  };
}

export function recipe(
  id: string,
  lines: readonly [ingredientId: string, gramsPerServing: number][],
  overrides: Partial<Recipe> = {},
): Recipe {
  return {
    id,
    cuisine: 'italian',
    mealTypes: ['dinner'],
    difficulty: 'beginner',
    activeMinutes: 20,
    totalMinutes: 20,
    servings: 2,
    ingredients: lines.map(([iid, grams]) => ({
      id: iid,
      amount: grams * 2,
      unit: 'g' as const,
      name: { en: iid, ru: iid, be: iid },
      gramsPerServing: grams,
    })),
    text: {
      en: { title: id, description: `${id} description`, steps: ['one', 'two'] },
      ru: { title: id, description: `${id} описание`, steps: ['раз', 'два'] },
      be: { title: id, description: `${id} апісанне`, steps: ['адзін', 'два'] },
    },
    nutrition: { ...ZERO_NUTRITION, kcal: 500, proteinG: 25 },
    flags: [],
    diets: [],
    allergens: [],
    timeBand: 'quick',
    file: 'test.json',
    ...overrides,
  };
}

export function makeCatalog(ingredients: readonly Ingredient[], recipes: readonly Recipe[]): Catalog {
  return {
    ingredients,
    recipes,
    ingredientById: new Map(ingredients.map((i) => [i.id, i])),
    recipeById: new Map(recipes.map((r) => [r.id, r])),
    recipesByMealType: Object.fromEntries(
      MEAL_TYPES.map((t) => [t, recipes.filter((r) => r.mealTypes.includes(t))]),
    ) as Record<MealType, Recipe[]>,
  };
}

/** Words are ids in the hand-made catalog. */
export const idTerms = (c: Catalog) => ({
  expandExclusion: (text: string) => new Set(c.ingredientById.has(text) ? [text] : []),
});
