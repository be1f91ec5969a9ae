import { describe, expect, it } from 'vitest';
import { generatePlan } from '../src/generate-plan';
import { swapMeal, type CurrentMeal } from '../src/swap-meal';
import type { GeneratedPlan } from '../src/types';
import { catalog, idTerms, ingredient, makeCatalog, questionnaire, recipe, request, terms } from './fixtures';
import { hardViolations } from './oracles';
import type { QuestionnaireInput } from '@mealplanr/contracts/meal-plans';

const input = {
  planDuration: 7,
  calorieTarget: 2000,
  mealTypes: ['breakfast', 'lunch', 'dinner', 'snack'],
  excludeIngredients: ['nuts'],
  cookingTime: 'quick',
} satisfies QuestionnaireInput;

function generated(): GeneratedPlan {
  const result = generatePlan(request(input, 5));
  if (!result.ok) throw new Error(result.reason.message);
  return result.plan;
}

const current = (plan: GeneratedPlan): CurrentMeal[] => plan.days.flatMap((d) => d.meals);

describe('swapMeal', () => {
  const plan = generated();
  const target = plan.days[2]!.meals[2]!; // the third day's dinner

  it('replaces only that meal, with another recipe of the same meal type', () => {
    const result = swapMeal({ ...request(input, 9), meals: current(plan), mealId: target.id });
    if (!result.ok) throw new Error(result.reason.message);
    expect(result.meal.id).toBe(target.id);
    expect(result.meal.mealType).toBe('dinner');
    expect(result.meal.recipeId).not.toBe(target.recipeId);
    expect(catalog.recipeById.get(result.meal.recipeId)!.mealTypes).toContain('dinner');
    const before = current(plan).map((m) => m.recipeId);
    const after = current(result.plan).map((m) => m.recipeId);
    expect(after.filter((id, i) => id !== before[i])).toEqual([result.meal.recipeId]);
  });

  it('keeps every hard constraint, the calorie window of that day and the week without repeats', () => {
    for (const seed of [1, 2, 3, 4]) {
      const result = swapMeal({ ...request(input, seed), meals: current(plan), mealId: target.id });
      if (!result.ok) throw new Error(result.reason.message);
      expect(hardViolations(result.plan, questionnaire(input), catalog, terms)).toEqual([]);
      expect(result.plan.days[2]!.withinTarget).toBe(true);
      expect(result.plan.metrics.repeats).toBe(0);
    }
  });

  it('does not offer the recipes to avoid when others fit', () => {
    const first = swapMeal({ ...request(input, 1), meals: current(plan), mealId: target.id });
    if (!first.ok) throw new Error(first.reason.message);
    const second = swapMeal({
      ...request(input, 1),
      meals: current(first.plan),
      mealId: target.id,
      avoidRecipeIds: [target.recipeId],
    });
    if (!second.ok) throw new Error(second.reason.message);
    expect(second.meal.recipeId).not.toBe(target.recipeId);
    expect(second.meal.recipeId).not.toBe(first.meal.recipeId);
  });

  it('is deterministic for a seed', () => {
    const a = swapMeal({ ...request(input, 3), meals: current(plan), mealId: target.id });
    const b = swapMeal({ ...request(input, 3), meals: current(plan), mealId: target.id });
    expect(a).toEqual(b);
  });

  it('says so for a meal that is not in the plan', () => {
    const result = swapMeal({ ...request(input, 1), meals: current(plan), mealId: '1999-01-01-dinner' });
    expect(result).toMatchObject({ ok: false, reason: { code: 'unknown_meal', params: { mealId: '1999-01-01-dinner' } } });
  });

  it('returns a typed result when no other recipe fits', () => {
    const small = makeCatalog(
      [ingredient('rice'), ingredient('bean')],
      [recipe('rice-and-beans', [['rice', 80], ['bean', 100]]), recipe('rice-bowl', [['rice', 80]], { difficulty: 'advanced' })],
    );
    const q = questionnaire({ planDuration: 1, mealTypes: ['dinner'], cookingSkill: 'beginner' });
    const meals = [{ id: '2025-03-14-dinner', dayIndex: 0, mealType: 'dinner' as const, recipeId: 'rice-and-beans' }];
    const result = swapMeal({ catalog: small, terms: idTerms(small), questionnaire: q, startDate: '2025-03-14', seed: 1, meals, mealId: meals[0]!.id });
    expect(result).toMatchObject({ ok: false, reason: { code: 'no_alternative', params: { mealType: 'dinner', available: 1 } } });
  });
});
