/**
 * Exclusions never leak: random plans whose exclusions are drawn from the food-word corpus (what people type,
 * written independently of the engine) contain none of the ingredients the corpus says those words mean — and
 * a swap keeps it so. The expected ingredients come from the corpus, not from the engine, so a word the engine
 * understands too narrowly shows up here as a leak.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKING_SKILLS, COOKING_TIMES, DIETARY_RESTRICTIONS, MEAL_TYPES } from '@mealplanr/contracts/enums';
import { questionnaireSchema } from '@mealplanr/contracts/meal-plans';
import { expectedRefs, readCorpus } from '../../catalog/test/food-words/corpus';
import { generatePlan } from '../src/generate-plan';
import { swapMeal } from '../src/swap-meal';
import type { GeneratedPlan } from '../src/types';
import { catalog, terms } from './fixtures';

/** Words a person means to exclude, with what they mean (typos and unknown words are not exclusions). */
const exclusions = readCorpus()
  .filter((c) => c.kind !== 'typo' && c.kind !== 'unknown')
  .map((c) => ({
    text: c.text,
    ids: new Set(expectedRefs(c, terms.words).flatMap(({ found }) => (found ? [...found.ids] : []))),
  }));

const leaks = (plan: GeneratedPlan, excluded: ReadonlyMap<string, string>) =>
  plan.days.flatMap((day) =>
    day.meals.flatMap((meal) =>
      catalog.recipeById
        .get(meal.recipeId)!
        .ingredients.filter((line) => excluded.has(line.id))
        .map((line) => `${meal.id} ${meal.recipeId}: ${line.id} (excluded by "${excluded.get(line.id)}")`),
    ),
  );

describe('exclusions from the corpus', { timeout: 240_000 }, () => {
  it('leave no excluded ingredient in any plan, before or after a swap', () => {
    let planned = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...exclusions), { minLength: 1, maxLength: 4, selector: (e) => e.text }),
        fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 1 }),
        fc.subarray([...MEAL_TYPES], { minLength: 1 }),
        fc.integer({ min: 1, max: 14 }),
        fc.constantFrom(...COOKING_SKILLS),
        fc.constantFrom(...COOKING_TIMES),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.nat(),
        (words, dietaryRestrictions, mealTypes, planDuration, cookingSkill, cookingTime, seed, pick) => {
          const questionnaire = questionnaireSchema.parse({
            excludeIngredients: words.map((w) => w.text),
            dietaryRestrictions,
            mealTypes,
            planDuration,
            cookingSkill,
            cookingTime,
          });
          // A word the engine does not understand is refused (422 unknown_exclusion): no plan is made with it.
          if (words.some((w) => terms.words.resolve(w.text).refs.length === 0)) return;
          const excluded = new Map<string, string>();
          for (const word of words) for (const id of word.ids) excluded.set(id, word.text);
          const request = { catalog, terms, questionnaire, startDate: '2025-03-14', seed };
          const result = generatePlan(request);
          if (!result.ok) return;
          planned++;
          expect(leaks(result.plan, excluded)).toEqual([]);
          const meals = result.plan.days.flatMap((d) => d.meals);
          const target = meals[pick % meals.length]!;
          const swapped = swapMeal({
            ...request,
            seed: seed ^ 1,
            meals: meals.map((m) => ({ id: m.id, dayIndex: m.dayIndex, mealType: m.mealType, recipeId: m.recipeId })),
            mealId: target.id,
          });
          if (swapped.ok) expect(leaks(swapped.plan, excluded)).toEqual([]);
        },
      ),
      { numRuns: 800 },
    );
    // Most random questionnaires must really plan, or the property proves little.
    expect(planned).toBeGreaterThan(400);
  });
});
