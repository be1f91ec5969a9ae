/**
 * The built-in planner: a multi-day meal plan from the catalog and the questionnaire.
 */
import { buildPlan } from './build-plan';
import { PlanState } from './plan-state';
import { prepareProblem, type PlanRequest } from './problem';
import { createRandom } from './prng';
import {
  anneal,
  construct,
  DEFAULT_SEARCH,
  descend,
  removeRepeats,
  repairRepeats,
  swapSharedMeals,
  type SearchOptions,
} from './search';
import type { PlanResult } from './types';

export type { PlanRequest } from './problem';

/**
 * Plans `questionnaire.planDuration` days of `questionnaire.mealTypes` from `startDate`.
 *
 * Never breaks a hard constraint (see `constraints.ts`); balances the soft objectives (calorie window,
 * included ingredients, preferred cuisines, no repeats within 7 days, ingredient reuse, protein) and explains
 * in `plan.explanations` whatever it had to relax. When some meal type has no fitting recipe at all the result
 * is `{ ok: false, reason }` with the constraints to blame. Pure and deterministic: same input and seed, same
 * plan.
 *
 * @example
 * const result = generatePlan({
 *   catalog: loadCatalog(),
 *   terms: catalogIngredientIndex(),
 *   questionnaire: questionnaireSchema.parse({ planDuration: 7, calorieTarget: 2000, excludeIngredients: ['nuts'] }),
 *   startDate: '2025-03-14',
 *   seed: 42,
 * });
 * if (result.ok) result.plan.days[0].meals[0] // { id: '2025-03-14-breakfast', recipeId: …, portion: 1.25, … }
 * else result.reason.message // "No breakfast fits all your choices. Without the keto restriction there would be 12 recipes."
 */
export function generatePlan(request: PlanRequest, search: SearchOptions = DEFAULT_SEARCH): PlanResult {
  const prepared = prepareProblem(request);
  if (!prepared.ok) return prepared;
  const state = new PlanState(prepared.problem);
  const random = createRandom(request.seed);
  construct(state, random);
  anneal(state, random, search);
  descend(state, search);
  swapSharedMeals(state);
  removeRepeats(state, search);
  repairRepeats(state);
  return { ok: true, plan: buildPlan(state, request.seed) };
}
