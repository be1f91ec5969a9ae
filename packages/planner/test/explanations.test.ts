/**
 * Explanations and infeasibility on a hand-made catalog, where the counts behind each message are known.
 */
import { describe, expect, it } from 'vitest';
import type { Recipe } from '@mealplanr/catalog/load';
import { generatePlan } from '../src/generate-plan';
import { idTerms, ingredient, makeCatalog, questionnaire, recipe } from './fixtures';
import type { QuestionnaireInput } from '@mealplanr/contracts/meal-plans';

const ingredients = ['egg', 'milk', 'bean', 'rice', 'tomato', 'tofu', 'oats', 'apple'].map((id) => ingredient(id));

const vegan = { diets: ['vegan', 'vegetarian'] } as const;
const breakfasts: Recipe[] = [
  ...[1, 2, 3, 4, 5].map((n) =>
    recipe(`mexican-vegan-${n}`, [['bean', 100], ['tomato', 50]], { ...vegan, cuisine: 'mexican', mealTypes: ['breakfast'] }),
  ),
  recipe('italian-vegan-1', [['oats', 60], ['apple', 100]], { ...vegan, mealTypes: ['breakfast'] }),
  recipe('italian-vegan-2', [['tofu', 100], ['rice', 60]], { ...vegan, mealTypes: ['breakfast'] }),
  recipe('omelette', [['egg', 100], ['milk', 50]], { mealTypes: ['breakfast'], cuisine: 'mexican' }),
  recipe('slow-porridge', [['oats', 80], ['milk', 200]], { ...vegan, mealTypes: ['breakfast'], cuisine: 'mexican', totalMinutes: 45 }),
];
const dinners: Recipe[] = [
  recipe('rice-and-beans', [['rice', 80], ['bean', 100]], vegan),
  recipe('tofu-stir-fry', [['tofu', 150], ['rice', 80]], vegan),
  recipe('tomato-rice', [['tomato', 150], ['rice', 80]], vegan),
  recipe('egg-fried-rice', [['egg', 100], ['rice', 80]], { difficulty: 'advanced' }),
];
const catalog = makeCatalog(ingredients, [...breakfasts, ...dinners]);
const terms = idTerms(catalog);
const generate = (input: QuestionnaireInput, seed = 1) =>
  generatePlan({ catalog, terms, questionnaire: questionnaire(input), startDate: '2025-03-14', seed });

describe('explanations', () => {
  it('says how few recipes of the chosen cuisines fit and how many meals came from others', () => {
    const result = generate({
      planDuration: 7,
      cuisines: ['mexican'],
      cookingTime: 'quick',
      dietaryRestrictions: ['vegan'],
      mealTypes: ['breakfast'],
    });
    if (!result.ok) throw new Error(result.reason.message);
    const relaxed = result.plan.explanations.find((e) => e.code === 'cuisine_relaxed');
    expect(relaxed).toEqual({
      code: 'cuisine_relaxed',
      params: { mealType: 'breakfast', cuisines: ['mexican'], available: 5, otherCuisineMeals: 2, reason: 'scarcity' },
      message: 'Only 5 quick vegan Mexican breakfasts exist; 2 meals from other cuisines were used.',
    });
    expect(result.plan.explanations.filter((e) => e.code === 'repeats_used')).toEqual([]);
  });

  it('says how many meals repeat when too few recipes fit a week', () => {
    const result = generate({ planDuration: 7, mealTypes: ['dinner'], dietaryRestrictions: ['vegan'] });
    if (!result.ok) throw new Error(result.reason.message);
    expect(result.plan.explanations).toContainEqual({
      code: 'repeats_used',
      params: { mealType: 'dinner', available: 3, repeats: 4, reason: 'scarcity' },
      message: 'Only 3 under-an-hour vegan dinners fit your choices, so 4 meals repeat within a week.',
    });
    // Even so, the same dinner never comes back on consecutive days.
    const ids = result.plan.days.map((d) => d.meals[0]!.recipeId);
    for (let d = 1; d < ids.length; d++) expect(ids[d]).not.toBe(ids[d - 1]);
  });

  it('says when an ingredient to include is in no recipe that fits', () => {
    const result = generate({ planDuration: 2, mealTypes: ['dinner'], includeIngredients: ['egg'] });
    if (!result.ok) throw new Error(result.reason.message);
    expect(result.plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'include_unused', params: { terms: ['egg'], reason: 'not_available' } }),
    );
  });

  it('says which days miss the calorie target when no portions can reach it, and how much the meals can hold', () => {
    // Dinners have 500 kcal and are main courses: at most 1,500 kcal at triple portions; the catalog has no
    // snacks to add.
    const result = generate({ planDuration: 2, mealTypes: ['dinner'], calorieTarget: 2000 });
    if (!result.ok) throw new Error(result.reason.message);
    expect(result.plan.days.every((d) => d.withinTarget === false)).toBe(true);
    expect(result.plan.days.every((d) => d.meals[0]!.portion === 3)).toBe(true);
    expect(result.plan.explanations).toContainEqual({
      code: 'calories_missed',
      params: {
        target: 2000,
        dates: ['2025-03-14', '2025-03-15'],
        lowest: 1500,
        highest: 1500,
        reason: 'too_high',
        minKcal: 250,
        maxKcal: 1500,
        mealTypes: ['dinner'],
        additions: 0,
      },
      message:
        '2 days miss the 2000 kcal target by more than 5 % (1500–1500 kcal): with dinner at the largest portions that suit them, a day holds at most 1,500 kcal; choose more meals a day to come closer to 2,000 kcal.',
    });
  });

  it('says when no target was given that the reference intake is used', () => {
    const result = generate({ planDuration: 1, mealTypes: ['breakfast', 'dinner'], dietaryRestrictions: ['vegan'] });
    if (!result.ok) throw new Error(result.reason.message);
    expect(result.plan.explanations).toContainEqual({
      code: 'calorie_default',
      params: { target: 2000, source: 'reference' },
      message:
        'No calorie target was given, so the plan uses the 2,000 kcal reference intake. Add your sex, age, height, weight and activity level to your preferences for a personal estimate.',
    });
  });

  it('says when two meals of a day are egg-based because nothing else fits', () => {
    // Two eggs a serving in the only breakfast and the only dinner: a day has two egg-based meals.
    const egg = ingredient('egg', { category: 'dairy', flags: ['animal', 'egg'] });
    const eggy = makeCatalog([egg, ...ingredients.filter((i) => i.id !== 'egg')], [
      recipe('omelette', [['egg', 100], ['milk', 50]], { mealTypes: ['breakfast'] }),
      recipe('egg-fried-rice', [['egg', 100], ['rice', 80]], { mealTypes: ['dinner'] }),
    ]);
    const result = generatePlan({
      catalog: eggy,
      terms: idTerms(eggy),
      questionnaire: questionnaire({ planDuration: 1, mealTypes: ['breakfast', 'dinner'], calorieTarget: 1000 }),
      startDate: '2025-03-14',
      seed: 1,
    });
    if (!result.ok) throw new Error(result.reason.message);
    expect(result.plan.explanations).toContainEqual(
      expect.objectContaining({ code: 'egg_meals', params: { dates: ['2025-03-14'], mealTypes: ['breakfast', 'dinner'], eggFree: 0, reason: 'scarcity' } }),
    );
  });
});

describe('infeasible questionnaires', () => {
  it('names the excluded word that leaves no recipe', () => {
    const result = generate({ mealTypes: ['dinner'], excludeIngredients: ['rice'] });
    expect(result).toEqual({
      ok: false,
      reason: expect.objectContaining({
        code: 'no_recipes',
        params: expect.objectContaining({
          mealType: 'dinner',
          culprits: [{ kind: 'excludeIngredient', value: 'rice', wouldLeave: 3 }],
        }),
        message: 'No dinner fits all your choices. Without excluding "rice" there would be 3 recipes.',
      }),
    });
  });

  it('names each constraint that alone rules out recipes, with what dropping it would leave', () => {
    const result = generate({ mealTypes: ['dinner'], excludeIngredients: ['bean', 'tofu', 'tomato'], cookingSkill: 'beginner' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason.params.culprits).toEqual([
      { kind: 'excludeIngredient', value: 'bean', wouldLeave: 1 },
      { kind: 'excludeIngredient', value: 'tofu', wouldLeave: 1 },
      { kind: 'excludeIngredient', value: 'tomato', wouldLeave: 1 },
      { kind: 'cookingSkill', value: 'beginner', wouldLeave: 1 },
    ]);
  });

  it('names every constraint involved when no single one is to blame', () => {
    // Each dinner breaks two rules: dropping one alone never helps.
    const result = generate({ mealTypes: ['dinner'], excludeIngredients: ['rice'], dietaryRestrictions: ['keto'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const culprits = result.reason.params.culprits as { kind: string; value: string; wouldLeave: number }[];
    expect(culprits.map((c) => `${c.kind}:${c.value}`).sort()).toEqual([
      'cookingSkill:intermediate',
      'dietaryRestriction:keto',
      'excludeIngredient:rice',
    ]);
    expect(culprits.every((c) => c.wouldLeave === 0)).toBe(true);
    expect(result.reason.message).toMatch(/^No dinner fits all your choices together: /);
  });

  it('says so when the catalog has no recipe of a meal type at all', () => {
    const result = generate({ mealTypes: ['breakfast', 'snack'] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toMatchObject({
      code: 'no_recipes',
      params: { mealType: 'snack', culprits: [{ kind: 'mealType', value: 'snack', wouldLeave: 0 }] },
      message: 'The catalog has no snack recipes yet.',
    });
  });
});
