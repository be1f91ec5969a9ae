/**
 * Property tests over random questionnaires on the real catalog: the planner's promises, checked by
 * independent oracles (see `oracles.ts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COOKING_SKILLS,
  COOKING_TIMES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
} from '@mealplanr/contracts/enums';
import { questionnaireSchema, type Questionnaire } from '@mealplanr/contracts/meal-plans';
import { generatePlan } from '../src/generate-plan';
import { catalog, terms } from './fixtures';
import { caloriesReachable, hardViolations, pools, repeatFreePossible, repeats } from './oracles';

const WORDS = ['nuts', 'молоко', 'яйкі', 'fish', 'gluten', 'onion', 'чеснок', 'cheese', 'tomato', 'pork', 'мяса', 'rice'];
const INCLUDE = ['chicken breast', 'tomato', 'rice', 'нут', 'spinach', 'шпінат', 'salmon'];

const questionnaires: fc.Arbitrary<Questionnaire> = fc
  .record({
    cuisines: fc.subarray([...CUISINES], { maxLength: 3 }),
    cookingSkill: fc.constantFrom(...COOKING_SKILLS),
    cookingTime: fc.constantFrom(...COOKING_TIMES),
    planDuration: fc.integer({ min: 1, max: 14 }),
    includeIngredients: fc.subarray(INCLUDE, { maxLength: 2 }),
    excludeIngredients: fc.subarray(WORDS, { maxLength: 3 }),
    dietaryRestrictions: fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 2 }),
    calorieTarget: fc.option(fc.integer({ min: 1200, max: 3600 }), { nil: null }),
    householdSize: fc.integer({ min: 1, max: 12 }),
    mealTypes: fc.subarray([...MEAL_TYPES], { minLength: 1 }),
  })
  .map((q) => questionnaireSchema.parse(q));

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const plan = (q: Questionnaire, seed: number) =>
  generatePlan({ catalog, terms, questionnaire: q, startDate: '2025-03-14', seed });

// Generous time limits: each case plans up to 14 days, and CI machines are shared.
describe('planner properties', { timeout: 180_000 }, () => {
  it('never breaks a hard constraint, and is infeasible exactly when some meal has no fitting recipe', () => {
    fc.assert(
      fc.property(questionnaires, seeds, (q, seed) => {
        const result = plan(q, seed);
        const empty = pools(q, catalog, terms).some((pool) => pool.length === 0);
        expect(result.ok).toBe(!empty);
        if (result.ok) expect(hardViolations(result.plan, q, catalog, terms)).toEqual([]);
        else expect(result.reason.code).toBe('no_recipes');
      }),
      { numRuns: 120 },
    );
  });

  it('meets the calorie window on every day whenever it is reachable', () => {
    fc.assert(
      fc.property(
        questionnaires.filter((q) => q.calorieTarget !== null),
        seeds,
        (q, seed) => {
          const candidatePools = pools(q, catalog, terms);
          fc.pre(candidatePools.every((p) => p.length > 0) && caloriesReachable(q, candidatePools));
          const result = plan(q, seed);
          if (!result.ok) throw new Error(result.reason.message);
          expect(result.plan.days.filter((d) => !d.withinTarget).map((d) => d.nutrition.kcal)).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  // With a calorie target the window comes first: a recipe may come back if only it reaches the target.
  it('repeats no recipe within 7 days when the catalog allows', () => {
    fc.assert(
      fc.property(questionnaires.map((q) => ({ ...q, calorieTarget: null })), seeds, (q, seed) => {
        const candidatePools = pools(q, catalog, terms);
        fc.pre(candidatePools.every((p) => p.length > 0) && repeatFreePossible(q, candidatePools));
        const result = plan(q, seed);
        if (!result.ok) throw new Error(result.reason.message);
        expect(repeats(result.plan)).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('gives the same plan for the same seed', () => {
    fc.assert(
      fc.property(questionnaires, seeds, (q, seed) => {
        expect(plan(q, seed)).toEqual(plan(q, seed));
      }),
      { numRuns: 40 },
    );
  });
});
