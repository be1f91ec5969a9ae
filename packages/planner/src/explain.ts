/**
 * Everything the plan had to give up, in structured form (code + params) with an English message. Only soft
 * objectives are ever relaxed; the hard constraints hold for every meal by construction. Each note gives the
 * real reason with its count: a repeat says whether the fitting recipes ran out or only some reach the calorie
 * window, a missed day says how much the chosen meals can hold.
 */
import { energyEstimate, lowTargetReason } from '@mealplanr/contracts/energy';
import { dayNutrientGoals, type Explanation, type NutrientGoalKey } from '@mealplanr/contracts/meal-plans';
import type { MealType } from '@mealplanr/contracts/enums';
import { repeatsByType } from './build-plan';
import {
  additionsUsed,
  calorieDefault,
  caloriesMissed,
  cuisineRelaxed,
  eggMeals,
  includeUnused,
  nutrientMissed,
  proteinLow,
  repeatsUsed,
  targetLow,
  termUnknown,
  type UnreachableTarget,
} from './messages';
import type { PlanState } from './plan-state';
import { weekWithoutRepeats } from './search';
import { distinctTotal, highestKcal, lowestKcal } from './problem';
import { CALORIE_TOLERANCE } from './portions';
import type { PlannedDay } from './types';
import { REPEAT_WINDOW_DAYS } from './weights';

/** Goals reported as `nutrient_missed` (protein below the goal keeps its own `protein_low`). */
const MISSED_GOALS: readonly NutrientGoalKey[] = ['sodium', 'sat_fat', 'fibre', 'protein_high', 'keto_net_carbs', 'low_carb_share'];

/**
 * The explanations of a finished plan.
 *
 * @example explain(state, days) // [{ code: 'cuisine_relaxed', params: { mealType: 'breakfast', … }, message: 'Only 5 …' }]
 */
export function explain(state: PlanState, days: readonly PlannedDay[]): Explanation[] {
  const { p, nTypes } = state;
  const q = p.questionnaire;
  const out: Explanation[] = [];
  const candidateOfMeal = (recipeId: string) => p.candidates[p.candidateOf.get(recipeId)!]!;

  for (const t of p.excludeTerms) if (t.ids.size === 0) out.push(termUnknown(t.term, 'exclude'));
  for (const t of p.includeTerms) if (t.ids.size === 0) out.push(termUnknown(t.term, 'include'));

  const { kcal: target, source, restingKcal } = p.targetInfo;
  if (source !== 'given') {
    out.push(calorieDefault(target, source, restingKcal, source === 'estimate' ? (energyEstimate(q.person)?.activityLevel ?? null) : null));
  }
  const low = lowTargetReason(target, restingKcal);
  if (low) out.push(targetLow(target, low, restingKcal));

  if (q.cuisines.length > 0) {
    p.types.forEach((mealType, t) => {
      const pool = p.pools[t]!;
      const available = pool.filter((c) => p.candidates[c]!.preferred).length;
      const misses = days.filter((day) => !candidateOfMeal(day.meals[t]!.recipeId).preferred).length;
      if (misses > 0) out.push(cuisineRelaxed(q, mealType, available, misses, Math.min(p.days, REPEAT_WINDOW_DAYS)));
    });
  }

  const repeats = repeatsByType(days, nTypes);
  if (repeats.some((r) => r > 0)) {
    const [reason, energy] = repeatReason(state);
    repeats.forEach((count, t) => {
      if (count === 0) return;
      const addition = t >= nTypes;
      const available = addition ? p.additionPool.length : p.pools[t]!.length;
      out.push(repeatsUsed(q, addition ? 'snack' : p.types[t]!, available, count, reason, energy, addition));
    });
  }

  const missed = days.filter((d) => d.withinTarget === false);
  if (missed.length > 0) {
    const kcal = missed.map((d) => d.nutrition.kcal);
    const allowed = q.allowAdditions ?? true;
    const mealTypes = [...p.types] as MealType[];
    let why: UnreachableTarget | undefined;
    const range = { minKcal: Math.round(p.reach.min), maxKcal: Math.round(p.reach.max), mealTypes, additions: p.additions };
    if (!p.calorieReachable) {
      if (!allowed && p.reachableWithAdditions) why = { reason: 'additions_off', ...range };
      else if (target > p.reach.max) why = { reason: 'too_high', ...range };
      else if (target < p.reach.min) why = { reason: 'too_low', ...range };
    }
    out.push(caloriesMissed(target, missed.map((d) => d.date), Math.min(...kcal), Math.max(...kcal), why));
  }

  const withAdditions = days.filter((d) => d.meals.some((m) => m.addition));
  if (withAdditions.length > 0) {
    const count = withAdditions.reduce((n, d) => n + d.meals.filter((m) => m.addition).length, 0);
    out.push(additionsUsed(count, withAdditions.map((d) => d.date), target));
  }

  const unusedAvailable: string[] = [];
  const unusedMissing: string[] = [];
  p.includeTerms.forEach((term, g) => {
    if (term.ids.size === 0 || state.includeUses[g]! > 0) return;
    const offered = p.slotPools.some((pool) => pool.some((c) => (p.candidates[c]!.includeMask & (1 << g)) !== 0));
    (offered ? unusedAvailable : unusedMissing).push(term.term);
  });
  if (unusedMissing.length > 0) out.push(includeUnused(unusedMissing, 'not_available'));
  if (unusedAvailable.length > 0) out.push(includeUnused(unusedAvailable, 'balance'));

  // Nutrient goals, judged on the figures people see.
  const goals = days.map((d) => ({ date: d.date, results: dayNutrientGoals(d.nutrition, q.dietaryRestrictions) }));
  const proteinMisses = goals.flatMap((g) => g.results.filter((r) => r.goal === 'protein_low' && !r.met).map((r) => ({ date: g.date, r })));
  if (proteinMisses.length > 0) {
    out.push(proteinLow(proteinMisses.map((m) => m.date), Math.min(...proteinMisses.map((m) => m.r.value)), proteinMisses[0]!.r.limit));
  }
  for (const goal of MISSED_GOALS) {
    const misses = goals.flatMap((g) => g.results.filter((r) => r.goal === goal && !r.met).map((r) => ({ date: g.date, r })));
    if (misses.length === 0) continue;
    const values = misses.map((m) => m.r.value);
    const worst = misses[0]!.r.kind === 'max' ? Math.max(...values) : Math.min(...values);
    out.push(nutrientMissed(goal, misses.map((m) => m.date), worst, misses[0]!.r.limit));
  }

  // Days with more than one egg-based meal, and how few egg-free recipes those meals had.
  const eggDays: string[] = [];
  const eggTypes = new Set<MealType>();
  for (const day of days) {
    const eggy = day.meals.filter((m) => candidateOfMeal(m.recipeId).eggBased);
    if (eggy.length < 2) continue;
    eggDays.push(day.date);
    for (const m of eggy) eggTypes.add(m.mealType);
  }
  if (eggDays.length > 0) {
    const types = p.types.filter((t) => eggTypes.has(t));
    const pools = types.map((t) => p.pools[p.types.indexOf(t)]!);
    if (eggTypes.has('snack') && !p.types.includes('snack')) pools.push(p.additionPool);
    const eggFreeOf = (pool: Int32Array) => Array.from(pool).filter((c) => !p.candidates[c]!.eggBased);
    const eggFree = new Set(pools.flatMap(eggFreeOf)).size;
    const few = pools.some((pool) => eggFreeOf(pool).length < Math.min(p.days, REPEAT_WINDOW_DAYS));
    const types2 = [...eggTypes].sort((a, b) => MEAL_ORDER.indexOf(a) - MEAL_ORDER.indexOf(b));
    out.push(eggMeals(eggDays, types2, eggFree, few ? 'scarcity' : 'calories'));
  }
  return out;
}

/**
 * Why a plan repeats a recipe within a week: no week of its meals (and the additions it uses) can go without a
 * repeat; or none that reaches the calorie window, since the fitting recipes, each used once in a week, hold too
 * little (or too much) energy; otherwise the other goals.
 */
function repeatReason(
  state: PlanState,
): ['scarcity' | 'calories' | 'balance', { kcalPerDay: number; target: number; direction: 'short' | 'over' } | undefined] {
  const { p } = state;
  if (!weekWithoutRepeats(state)) return ['scarcity', undefined];
  const week = Math.min(p.days, REPEAT_WINDOW_DAYS);
  const meals = Array.from({ length: week }, () => p.pools).flat();
  const additions = Array.from({ length: week * p.additions }, () => p.additionPool);
  const most = distinctTotal([...meals, ...additions], highestKcal(p.candidates), 'max') / week;
  const least = distinctTotal(meals, lowestKcal(p.candidates), 'min') / week;
  const target = p.target;
  if (most < target * (1 - CALORIE_TOLERANCE)) return ['calories', { kcalPerDay: Math.round(most), target, direction: 'short' }];
  if (least > target * (1 + CALORIE_TOLERANCE)) return ['calories', { kcalPerDay: Math.round(least), target, direction: 'over' }];
  return ['balance', undefined];
}

const MEAL_ORDER: readonly MealType[] = ['breakfast', 'lunch', 'dinner', 'snack'];
