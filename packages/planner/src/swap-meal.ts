/**
 * Swapping one meal of a plan for another: the rest of the plan stays as it is, the slot is re-optimised
 * against everything else (calories of that day, repeats, cuisines, ingredient reuse), under the same hard
 * constraints as at generation.
 */
import type { MealType } from '@mealplanr/contracts/enums';
import { additionNumber, buildPlan } from './build-plan';
import { noAlternativeReason, unknownMealReason, unknownRecipeReason } from './messages';
import { PlanState } from './plan-state';
import { prepareProblem, type PlanRequest } from './problem';
import { createRandom } from './prng';
import type { GeneratedPlan, PlannedMeal, PlanResult } from './types';
import { REPEAT_WINDOW_DAYS } from './weights';

export interface CurrentMeal {
  id: string;
  /** 0 for the plan's first day. */
  dayIndex: number;
  mealType: MealType;
  recipeId: string;
  /** An addition (a side, bread or snack; its id ends in `-addition-<n>`). */
  addition?: boolean;
}

export interface SwapRequest extends PlanRequest {
  /** Every meal of the plan as it is now. */
  meals: readonly CurrentMeal[];
  /** The meal to replace. */
  mealId: string;
  /** Recipes not to offer (e.g. what the slot had before), besides the current one; ignored if nothing else fits. */
  avoidRecipeIds?: readonly string[];
}

export type SwapResult = { ok: true; plan: GeneratedPlan; meal: PlannedMeal } | Extract<PlanResult, { ok: false }>;

/**
 * Candidates within this much of the best cost are equally good; the seed picks among up to three of them, so
 * swapping again offers something different rather than always the single top recipe.
 */
const SWAP_SLACK = 20;
const SWAP_CHOICES = 3;

/**
 * Replaces one meal. The other meals keep their recipes; portions of that day are solved again so the day
 * still lands within the calorie window. A recipe already in the plan less than a week away is offered only
 * when no other fits.
 *
 * @example
 * const result = swapMeal({ ...request, meals: plan.days.flatMap((d) => d.meals), mealId: '2025-03-14-dinner' });
 * if (result.ok) result.meal.recipeId // another dinner that fits every hard constraint
 */
export function swapMeal(request: SwapRequest): SwapResult {
  const isAddition = (m: CurrentMeal) => m.addition === true || additionNumber(m.id) !== undefined;
  // Each day's additions in the order of their numbers, so a plan keeps the additions it has.
  const additionsOfDay = new Map<number, CurrentMeal[]>();
  for (const meal of request.meals) {
    if (!isAddition(meal)) continue;
    additionsOfDay.set(meal.dayIndex, [...(additionsOfDay.get(meal.dayIndex) ?? []), meal]);
  }
  for (const list of additionsOfDay.values()) list.sort((a, b) => (additionNumber(a.id) ?? 0) - (additionNumber(b.id) ?? 0));
  const most = Math.max(0, ...[...additionsOfDay.values()].map((list) => list.length));

  const prepared = prepareProblem(request, request.meals.map((m) => m.recipeId), most);
  if (!prepared.ok) return prepared;
  const p = prepared.problem;
  const state = new PlanState(p);
  const { nTypes, perDay } = state;

  let target = -1;
  for (const meal of request.meals) {
    if (meal.dayIndex < 0 || meal.dayIndex >= p.days) continue;
    const position = isAddition(meal)
      ? nTypes + additionsOfDay.get(meal.dayIndex)!.indexOf(meal)
      : p.types.indexOf(meal.mealType);
    if (position < 0 || position >= perDay) continue;
    const c = p.candidateOf.get(meal.recipeId);
    if (c === undefined) return { ok: false, reason: unknownRecipeReason(meal.recipeId) };
    const slot = meal.dayIndex * perDay + position;
    state.set(slot, c);
    if (meal.id === request.mealId) target = slot;
  }
  if (target < 0) return { ok: false, reason: unknownMealReason(request.mealId) };

  const position = target % perDay;
  const day = state.dayOf(target);
  const pool = Array.from(p.slotPools[position]!);
  const current = state.rec[target]!;
  const avoid = new Set((request.avoidRecipeIds ?? []).map((id) => p.candidateOf.get(id)));
  let options = pool.filter((c) => c !== current && !avoid.has(c));
  if (options.length === 0) options = pool.filter((c) => c !== current);
  if (options.length === 0) {
    const mealType = position < nTypes ? p.types[position]! : 'snack';
    return { ok: false, reason: noAlternativeReason(mealType, pool.length, p.questionnaire) };
  }
  // Not a recipe the plan already has less than a week away, while another fits.
  const inWeek = (c: number) => {
    for (let d = Math.max(0, day - REPEAT_WINDOW_DAYS + 1); d <= Math.min(p.days - 1, day + REPEAT_WINDOW_DAYS - 1); d++) {
      if (state.uses[c * p.days + d]! > 0) return true;
    }
    return false;
  };
  const fresh = options.filter((c) => !inWeek(c));
  if (fresh.length > 0) options = fresh;

  const scored = options.map((c) => {
    state.set(target, c);
    return { c, cost: state.cost };
  });
  scored.sort((a, b) => a.cost - b.cost || a.c - b.c);
  const best = scored[0]!.cost;
  const near = scored.filter((s) => s.cost <= best + SWAP_SLACK).slice(0, SWAP_CHOICES);
  const chosen = near[createRandom(request.seed).int(near.length)]!;
  state.set(target, chosen.c);

  const plan = buildPlan(state, request.seed);
  const meal = plan.days[day]!.meals.find((m) => m.id === request.mealId)!;
  return { ok: true, plan, meal };
}
