/**
 * Turns the search state into the plan people see: dated days, meals with their portions and nutrition,
 * metrics, and the explanations of everything that had to give.
 */
import type { Nutrition } from '@mealplanr/catalog/load';
import { roundNutrition, ZERO_NUTRITION } from '@mealplanr/catalog/derive';
import { addDays } from './dates';
import { explain } from './explain';
import type { PlanState } from './plan-state';
import { UNITS_PER_SERVING } from './portions';
import type { GeneratedPlan, PlanMetrics, PlannedDay, PlannedMeal } from './types';
import { REPEAT_WINDOW_DAYS } from './weights';

/** Where a day's kcal must land, as shown (rounded) to people. */
export const CALORIE_WINDOW = 0.05;

/**
 * A meal's id in its plan.
 *
 * @example mealId('2025-03-14', 'dinner') // '2025-03-14-dinner'
 */
export const mealId = (date: string, mealType: string) => `${date}-${mealType}`;

/**
 * The id of a day's n-th addition (from 1).
 *
 * @example additionId('2025-03-14', 1) // '2025-03-14-addition-1'
 */
export const additionId = (date: string, n: number) => `${date}-addition-${n}`;

/**
 * The number of an addition's id (1, 2 …); undefined for a meal's id.
 *
 * @example additionNumber('2025-03-14-addition-2') // 2
 */
export function additionNumber(id: string): number | undefined {
  const m = /-addition-(\d+)$/.exec(id);
  return m ? Number(m[1]) : undefined;
}

/**
 * Every figure of `n` times `factor`, unrounded.
 *
 * @example scaleNutrition(perServing, 1.5).kcal // 1.5 × perServing.kcal
 */
export function scaleNutrition(n: Nutrition, factor: number): Nutrition {
  const out = { ...ZERO_NUTRITION };
  for (const key of Object.keys(out) as (keyof Nutrition)[]) out[key] = n[key] * factor;
  return out;
}

/**
 * The figures of several meals added up, unrounded.
 *
 * @example sumNutrition([breakfast, lunch]).proteinG // breakfast.proteinG + lunch.proteinG
 */
export function sumNutrition(items: readonly Nutrition[]): Nutrition {
  const out = { ...ZERO_NUTRITION };
  for (const n of items) for (const key of Object.keys(out) as (keyof Nutrition)[]) out[key] += n[key];
  return out;
}

/**
 * Whether a day's kcal is within ±5 % of the target; null without a target.
 *
 * @example withinTarget(2090, 2000) // true
 * @example withinTarget(1890, 2000) // false
 */
export function withinTarget(kcal: number, target: number | null): boolean | null {
  return target === null ? null : Math.abs(kcal - target) / target <= CALORIE_WINDOW;
}

/**
 * The finished plan of a search state.
 *
 * @example buildPlan(state, 42).days[0].meals[0].id // '2025-03-14-breakfast'
 */
export function buildPlan(state: PlanState, seed: number): GeneratedPlan {
  const { p, nTypes, perDay } = state;
  const days: PlannedDay[] = [];
  for (let d = 0; d < p.days; d++) {
    const date = addDays(p.startDate, d);
    const meals: PlannedMeal[] = [];
    const raw: Nutrition[] = [];
    let added = 0;
    for (let t = 0; t < perDay; t++) {
      const slot = d * perDay + t;
      const c = state.rec[slot]!;
      if (c < 0) continue;
      const cand = p.candidates[c]!;
      const portion = state.units[slot]! / UNITS_PER_SERVING;
      const scaled = scaleNutrition(cand.recipe.nutrition, portion);
      raw.push(scaled);
      const addition = t >= nTypes;
      const mealType = addition ? 'snack' : p.types[t]!;
      meals.push({
        id: addition ? additionId(date, ++added) : mealId(date, mealType),
        date,
        dayIndex: d,
        mealType,
        recipeId: cand.recipe.id,
        portion,
        ...(addition ? { addition: true as const } : {}),
        nutrition: roundNutrition(scaled),
      });
    }
    const nutrition = roundNutrition(sumNutrition(raw));
    days.push({ date, meals, nutrition, withinTarget: withinTarget(nutrition.kcal, p.target) });
  }
  return {
    startDate: p.startDate,
    endDate: addDays(p.startDate, p.days - 1),
    seed,
    target: { ...p.targetInfo },
    days,
    explanations: explain(state, days),
    metrics: metricsOf(state, days),
  };
}

/**
 * Meals whose recipe already appeared less than a week before, per meal type index; additions count at index
 * `nTypes`.
 *
 * @example repeatsByType(plan.days, 3) // [0, 2, 0, 0]: two lunches repeat
 */
export function repeatsByType(days: readonly PlannedDay[], nTypes: number): number[] {
  const counts = new Array<number>(nTypes + 1).fill(0);
  const lastSeen = new Map<string, number>();
  days.forEach((day, d) => {
    day.meals.forEach((meal, t) => {
      const last = lastSeen.get(meal.recipeId);
      if (last !== undefined && d - last < REPEAT_WINDOW_DAYS) counts[meal.addition ? nTypes : Math.min(t, nTypes)]!++;
      lastSeen.set(meal.recipeId, d);
    });
  });
  return counts;
}

function metricsOf(state: PlanState, days: readonly PlannedDay[]): PlanMetrics {
  let distinct = 0;
  let packages = 0;
  state.need.forEach((grams, i) => {
    if (grams <= 0) return;
    distinct++;
    const pack = state.p.packageGrams[i]!;
    packages += pack > 0 ? Math.ceil(grams / pack - 1e-9) : 1;
  });
  const meals = days.flatMap((d) => d.meals);
  return {
    cost: Math.round(state.cost * 100) / 100,
    daysWithinTarget: days.filter((d) => d.withinTarget !== false).length,
    repeats: repeatsByType(days, state.nTypes).reduce((a, b) => a + b, 0),
    otherCuisineMeals: state.cuisineMisses,
    distinctIngredients: distinct,
    packages,
    additions: meals.filter((m) => m.addition).length,
    eggMeals: meals.filter((m) => state.p.candidates[state.p.candidateOf.get(m.recipeId)!]!.eggBased).length,
  };
}
