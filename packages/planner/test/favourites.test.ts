import { describe, expect, it } from 'vitest';
import type { QuestionnaireInput } from '@mealplanr/contracts/meal-plans';
import { generatePlan } from '../src/generate-plan';
import { swapMeal } from '../src/swap-meal';
import type { GeneratedPlan } from '../src/types';
import { WEIGHTS } from '../src/weights';
import { catalog, questionnaire, request, terms } from './fixtures';
import { hardViolations } from './oracles';

const input = {
  planDuration: 7,
  calorieTarget: 2000,
  mealTypes: ['breakfast', 'lunch', 'dinner'],
} satisfies QuestionnaireInput;

/** Every fifth recipe of each meal type: a spread of favourites, none of them special otherwise. */
const favouriteIds = new Set(
  (['breakfast', 'lunch', 'dinner'] as const).flatMap((t) => catalog.recipesByMealType[t].filter((_, i) => i % 5 === 0).map((r) => r.id)),
);

function plan(extra: QuestionnaireInput, seed: number): GeneratedPlan {
  const result = generatePlan({ ...request({ ...input, ...extra }, seed), favouriteIds });
  if (!result.ok) throw new Error(result.reason.message);
  return result.plan;
}

const favouriteMeals = (p: GeneratedPlan) => p.days.flatMap((d) => d.meals).filter((m) => favouriteIds.has(m.recipeId)).length;

describe('preferring favourites', () => {
  const seeds = [1, 2, 3, 4, 5, 6];

  it('plans favourites more often when asked to, and exactly as before when not', () => {
    let without = 0;
    let withPreference = 0;
    for (const seed of seeds) {
      const plain = plan({}, seed);
      // Favourites mean nothing unless the person asks for them: the same plan as with no favourites at all.
      const unmarked = generatePlan(request(input, seed));
      if (!unmarked.ok) throw new Error(unmarked.reason.message);
      expect(plain.days).toEqual(unmarked.plan.days);
      without += favouriteMeals(plain);
      withPreference += favouriteMeals(plan({ preferFavourites: true }, seed));
    }
    const meals = seeds.length * 7 * 3;
    console.info(
      `favourite meals over ${seeds.length} plans of ${meals / seeds.length} meals: ${without} without the preference, ${withPreference} with it ` +
        `(favourites are ${favouriteIds.size} of ${catalog.recipes.length} recipes)`,
    );
    expect(withPreference).toBeGreaterThan(without * 1.5);
  });

  it('never trades a hard constraint, the calorie window or variety for a favourite', () => {
    const strict = { dietaryRestrictions: ['vegetarian'], excludeIngredients: ['nuts'], preferFavourites: true } satisfies QuestionnaireInput;
    for (const seed of [1, 2]) {
      const p = plan(strict, seed);
      expect(hardViolations(p, questionnaire({ ...input, ...strict }), catalog, terms)).toEqual([]);
      expect(p.metrics.repeats).toBe(0);
      expect(p.metrics.daysWithinTarget).toBe(7);
    }
  });

  it('is a small weight: below a repeat within the week, a nutrient goal and a cuisine preference', () => {
    expect(WEIGHTS.favouriteUse).toBeLessThan(WEIGHTS.repeat);
    expect(WEIGHTS.favouriteUse).toBeLessThan(WEIGHTS.sodiumDay);
    expect(WEIGHTS.favouriteUse).toBeLessThan(WEIGHTS.cuisineMiss);
  });

  it('leans towards favourites when a meal is swapped', () => {
    const base = plan({ preferFavourites: true }, 3);
    const meals = base.days.flatMap((d) => d.meals);
    let favourites = 0;
    let plainFavourites = 0;
    const q = { ...input, preferFavourites: true };
    for (const [i, meal] of meals.entries()) {
      const swapped = swapMeal({ ...request(q, 100 + i), favouriteIds, meals, mealId: meal.id });
      const plain = swapMeal({ ...request(input, 100 + i), meals, mealId: meal.id });
      if (!swapped.ok || !plain.ok) throw new Error('a swap failed');
      if (favouriteIds.has(swapped.meal.recipeId)) favourites++;
      if (favouriteIds.has(plain.meal.recipeId)) plainFavourites++;
    }
    expect(favourites).toBeGreaterThan(plainFavourites);
  });
});
