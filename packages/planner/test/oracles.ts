/**
 * Independent checks of a plan, written from the rules rather than from the planner's code: what every meal
 * must satisfy, which recipes could fill each meal, whether the calorie window can be met at all and whether
 * a week without repeats exists (a bipartite matching of meals to recipes).
 */
import type { Catalog, Recipe } from '@mealplanr/catalog/load';
import type { MealType } from '@mealplanr/contracts/enums';
import type { Questionnaire } from '@mealplanr/contracts/meal-plans';
import type { IngredientTerms } from '../src/terms';
import type { GeneratedPlan } from '../src/types';

const SKILL = { beginner: 0, intermediate: 1, advanced: 2 } as const;
const MAX_MINUTES = { quick: 30, moderate: 60, lengthy: Infinity } as const;

export function excludedIds(q: Questionnaire, terms: IngredientTerms, catalog: Catalog): Set<string> {
  const ids = new Set<string>();
  for (const word of q.excludeIngredients) {
    for (const id of terms.expandExclusion(word)) ids.add(id);
    if (catalog.ingredientById.has(word)) ids.add(word);
  }
  return ids;
}

export function recipeFits(r: Recipe, type: MealType, q: Questionnaire, excluded: ReadonlySet<string>): boolean {
  return (
    r.mealTypes.includes(type) &&
    q.dietaryRestrictions.every((d) => r.diets.includes(d)) &&
    r.ingredients.every((i) => !excluded.has(i.id)) &&
    SKILL[r.difficulty] <= SKILL[q.cookingSkill] &&
    r.totalMinutes <= MAX_MINUTES[q.cookingTime]
  );
}

/** Largest portion at which the per-serving diet limits still hold (exact, before rounding to portion steps). */
export function portionCap(r: Recipe, q: Questionnaire): number {
  const net = Math.max(0, r.nutrition.carbsG - r.nutrition.fibreG);
  let cap = 2;
  if (q.dietaryRestrictions.includes('keto') && net > 0) cap = Math.min(cap, 12 / net);
  if (q.dietaryRestrictions.includes('low_carb') && net > 0) cap = Math.min(cap, 25 / net);
  if (q.dietaryRestrictions.includes('low_sodium') && r.nutrition.sodiumMg > 0) cap = Math.min(cap, 500 / r.nutrition.sodiumMg);
  return Math.max(1, cap);
}

/** Every broken hard rule in the plan, as readable strings (empty: none). */
export function hardViolations(
  plan: GeneratedPlan,
  q: Questionnaire,
  catalog: Catalog,
  terms: IngredientTerms,
): string[] {
  const excluded = excludedIds(q, terms, catalog);
  const problems: string[] = [];
  for (const day of plan.days) {
    for (const meal of day.meals) {
      const r = catalog.recipeById.get(meal.recipeId);
      if (!r) {
        problems.push(`${meal.id}: unknown recipe ${meal.recipeId}`);
        continue;
      }
      if (!recipeFits(r, meal.mealType, q, excluded)) problems.push(`${meal.id}: ${r.id} breaks a hard constraint`);
      if (meal.portion < 0.5 || meal.portion > 2) problems.push(`${meal.id}: portion ${meal.portion}`);
      if (meal.portion > portionCap(r, q) + 1e-9) problems.push(`${meal.id}: portion ${meal.portion} breaks a diet limit`);
    }
  }
  return problems;
}

export function pools(q: Questionnaire, catalog: Catalog, terms: IngredientTerms): Recipe[][] {
  const excluded = excludedIds(q, terms, catalog);
  return q.mealTypes.map((t) => catalog.recipes.filter((r) => recipeFits(r, t, q, excluded)));
}

type Interval = [number, number];

function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const iv of sorted) {
    const last = out[out.length - 1];
    if (last && iv[0] <= last[1] + 1) last[1] = Math.max(last[1], iv[1]);
    else out.push([iv[0], iv[1]]);
  }
  return out;
}

/**
 * Whether some choice of recipes and portions puts a day inside `window` (a share of the target): the day's
 * reachable kcal are the sums of each meal's [0.5 × kcal, cap × kcal] over its candidates.
 */
export function caloriesReachable(q: Questionnaire, candidatePools: Recipe[][], window = 0.04): boolean {
  if (q.calorieTarget === null) return true;
  let reach: Interval[] = [[0, 0]];
  for (const pool of candidatePools) {
    // Portions come in 0.05 steps, so the largest one is the cap rounded down to a step.
    const meal = merge(pool.map((r) => [0.5 * r.nutrition.kcal, (Math.floor(portionCap(r, q) * 20 + 1e-9) / 20) * r.nutrition.kcal]));
    reach = merge(reach.flatMap(([a, b]) => meal.map(([c, d]): Interval => [a + c, b + d])));
  }
  const lo = q.calorieTarget * (1 - window);
  const hi = q.calorieTarget * (1 + window);
  return reach.some(([a, b]) => a <= hi && b >= lo);
}

/** Whether a week (or the whole plan, if shorter) can be filled without using any recipe twice. */
export function repeatFreePossible(q: Questionnaire, candidatePools: Recipe[][]): boolean {
  const days = Math.min(q.planDuration, 7);
  const slots: string[][] = [];
  for (let d = 0; d < days; d++) for (const pool of candidatePools) slots.push(pool.map((r) => r.id));
  const owner = new Map<string, number>();
  const tryAssign = (slot: number, seen: Set<string>): boolean => {
    for (const id of slots[slot]!) {
      if (seen.has(id)) continue;
      seen.add(id);
      const current = owner.get(id);
      if (current === undefined || tryAssign(current, seen)) {
        owner.set(id, slot);
        return true;
      }
    }
    return false;
  };
  return slots.every((_, slot) => tryAssign(slot, new Set()));
}

/** Meals whose recipe already appeared less than 7 days before. */
export function repeats(plan: GeneratedPlan): number {
  let n = 0;
  const last = new Map<string, number>();
  plan.days.forEach((day, d) => {
    for (const meal of day.meals) {
      const seen = last.get(meal.recipeId);
      if (seen !== undefined && d - seen < 7) n++;
      last.set(meal.recipeId, d);
    }
  });
  return n;
}
