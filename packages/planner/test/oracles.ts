/**
 * Independent checks of a plan, written from the rules (the README's "What it promises") rather than from the
 * planner's code: what every meal must satisfy, which recipes could fill each meal and each addition, how far a
 * portion may go, whether the calorie window can be met at all, whether a week without repeats exists (a
 * bipartite matching of meals to recipes), what a day's nutrient goals say, and whether a recipe is egg-based.
 */
import type { Catalog, Recipe } from '@mealplanr/catalog/load';
import type { MealType } from '@mealplanr/contracts/enums';
import { resolveCalorieTarget } from '@mealplanr/contracts/energy';
import type { Questionnaire } from '@mealplanr/contracts/meal-plans';
import type { IngredientTerms } from '../src/terms';
import type { GeneratedPlan, PlannedDay } from '../src/types';

const SKILL = { beginner: 0, intermediate: 1, advanced: 2 } as const;
const MAX_MINUTES = { quick: 30, moderate: 60, lengthy: Infinity } as const;
/** Additions a day at most, when the questionnaire allows them. */
export const MAX_ADDITIONS = 3;
/** The window the planner aims for (the promise is 5 %; rounding for people needs a little room). */
const WINDOW = 0.0475;

export function excludedIds(q: Questionnaire, terms: IngredientTerms, catalog: Catalog): Set<string> {
  const ids = new Set<string>();
  for (const word of q.excludeIngredients) {
    for (const id of terms.expandExclusion(word)) ids.add(id);
    if (catalog.ingredientById.has(word)) ids.add(word);
  }
  return ids;
}

/** Keto: no ingredient with ≥ 40 g net carbohydrate per 100 g that brings ≥ 2 g to a serving. */
export function highCarbLines(r: Recipe, catalog: Catalog): string[] {
  return r.ingredients
    .filter((line) => {
      const per100 = catalog.ingredientById.get(line.id)?.per100g;
      if (!per100) return false;
      const net = per100.carbsG - per100.fibreG;
      return net >= 40 && (net * line.gramsPerServing) / 100 >= 2;
    })
    .map((line) => line.id);
}

export function recipeFits(
  r: Recipe,
  type: MealType,
  q: Questionnaire,
  excluded: ReadonlySet<string>,
  catalog: Catalog,
): boolean {
  return (
    r.mealTypes.includes(type) &&
    q.dietaryRestrictions.every((d) => r.diets.includes(d)) &&
    r.ingredients.every((i) => !excluded.has(i.id)) &&
    SKILL[r.difficulty] <= SKILL[q.cookingSkill] &&
    r.totalMinutes <= MAX_MINUTES[q.cookingTime] &&
    (!q.dietaryRestrictions.includes('keto') || highCarbLines(r, catalog).length === 0)
  );
}

/**
 * Largest portion (exact, before rounding to portion steps): a main course (a meal dish of ≥ 300 kcal) up to 3
 * servings and 1 kg a plate, a light dish up to 2 and 600 g; the per-serving diet limits; never below 1.
 */
export function portionCap(r: Recipe, q: Questionnaire): number {
  const main = r.mealTypes.some((t) => t !== 'snack') && r.nutrition.kcal >= 300;
  const grams = r.ingredients.reduce((sum, i) => sum + i.gramsPerServing, 0);
  let cap = Math.min(main ? 3 : 2, (main ? 1000 : 600) / grams);
  const net = Math.max(0, r.nutrition.carbsG - r.nutrition.fibreG);
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
    const additions = day.meals.filter((m) => m.addition).length;
    if (additions > 0 && q.allowAdditions === false) problems.push(`${day.date}: additions although not allowed`);
    if (additions > MAX_ADDITIONS) problems.push(`${day.date}: ${additions} additions`);
    for (const meal of day.meals) {
      const r = catalog.recipeById.get(meal.recipeId);
      if (!r) {
        problems.push(`${meal.id}: unknown recipe ${meal.recipeId}`);
        continue;
      }
      if (!recipeFits(r, meal.mealType, q, excluded, catalog)) problems.push(`${meal.id}: ${r.id} breaks a hard constraint`);
      if (!meal.addition && !q.mealTypes.includes(meal.mealType)) problems.push(`${meal.id}: a meal type not chosen`);
      if (meal.portion < 0.5) problems.push(`${meal.id}: portion ${meal.portion}`);
      if (meal.portion > portionCap(r, q) + 1e-9) problems.push(`${meal.id}: portion ${meal.portion} beyond what suits ${r.id}`);
    }
  }
  return problems;
}

export function pools(q: Questionnaire, catalog: Catalog, terms: IngredientTerms): Recipe[][] {
  const excluded = excludedIds(q, terms, catalog);
  return q.mealTypes.map((t) => catalog.recipes.filter((r) => recipeFits(r, t, q, excluded, catalog)));
}

/** Snacks that may be added to a day (none when the questionnaire does not allow additions). */
export function additionPool(q: Questionnaire, catalog: Catalog, terms: IngredientTerms): Recipe[] {
  if (q.allowAdditions === false) return [];
  const excluded = excludedIds(q, terms, catalog);
  return catalog.recipes.filter((r) => recipeFits(r, 'snack', q, excluded, catalog));
}

/** The daily target a plan of `q` must meet: the one given, the person's estimate, or 2,000 kcal. */
export const targetOf = (q: Questionnaire) => resolveCalorieTarget(q.calorieTarget, q.person).kcal;

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

/** kcal one recipe can bring: half a serving to its cap rounded down to a 0.05 step. */
const span = (r: Recipe, q: Questionnaire): Interval => [
  0.5 * r.nutrition.kcal,
  (Math.floor(portionCap(r, q) * 20 + 1e-9) / 20) * r.nutrition.kcal,
];

/** Every kcal total a day can reach: each meal from its pool, and up to `MAX_ADDITIONS` additions. */
export function dayReach(q: Questionnaire, candidatePools: Recipe[][], additions: Recipe[] = []): Interval[] {
  let reach: Interval[] = [[0, 0]];
  const slots = candidatePools.map((pool) => merge(pool.map((r) => span(r, q))));
  if (additions.length > 0) {
    const extra = merge([[0, 0], ...additions.map((r) => span(r, q))]);
    for (let k = 0; k < MAX_ADDITIONS; k++) slots.push(extra);
  }
  for (const options of slots) reach = merge(reach.flatMap(([a, b]) => options.map(([c, d]): Interval => [a + c, b + d])));
  return reach;
}

/**
 * The best total of `value` with a different recipe in each slot (slots may stay empty): recipes tried from the
 * best down, each kept if all kept ones still fit into distinct slots (a matching, found by augmenting paths).
 */
export function bestDistinct(slots: Recipe[][], value: (r: Recipe) => number, best: 'max' | 'min'): number {
  return distinctWithCount(slots, value, best).total;
}

/** `bestDistinct`, with how many slots different recipes could fill. */
export function distinctWithCount(slots: Recipe[][], value: (r: Recipe) => number, best: 'max' | 'min'): { total: number; filled: number } {
  const byId = new Map<string, Recipe>();
  for (const pool of slots) for (const r of pool) byId.set(r.id, r);
  const recipes = [...byId.values()].sort((a, b) => (best === 'max' ? value(b) - value(a) : value(a) - value(b)));
  const holder: (string | undefined)[] = slots.map(() => undefined);
  const fits = (id: string, seen: Set<number>): boolean => {
    for (let s = 0; s < slots.length; s++) {
      if (seen.has(s) || !slots[s]!.some((r) => r.id === id)) continue;
      seen.add(s);
      if (holder[s] === undefined || fits(holder[s]!, seen)) {
        holder[s] = id;
        return true;
      }
    }
    return false;
  };
  let total = 0;
  let filled = 0;
  for (const r of recipes) {
    if (fits(r.id, new Set())) {
      total += value(r);
      filled++;
    }
  }
  return { total, filled };
}

/**
 * Whether some choice of recipes and portions puts a day inside `window` (a share of the target): the day's
 * reachable kcal are the sums of each meal's [0.5 × kcal, cap × kcal] over its candidates, with up to three
 * additions when they are allowed, and a day's dishes are all different (so the richest day has the richest
 * distinct recipes, the lightest the lightest) — unless the meal types share their only recipes, and a day must
 * have one twice.
 */
export function caloriesReachable(q: Questionnaire, candidatePools: Recipe[][], additions: Recipe[] = [], window = 0.04): boolean {
  const target = targetOf(q);
  const lo = target * (1 - window);
  const hi = target * (1 + window);
  const all = [...candidatePools, ...(additions.length > 0 ? Array<Recipe[]>(MAX_ADDITIONS).fill(additions) : [])];
  const some = dayReach(q, candidatePools, additions).some(([a, b]) => a <= hi && b >= lo);
  const lightest = distinctWithCount(candidatePools, (r) => span(r, q)[0], 'min');
  if (lightest.filled < candidatePools.length) {
    // A day must have a recipe twice: each meal on its own, the additions still different from each other.
    const meals = candidatePools.reduce((sum, pool) => sum + Math.max(...pool.map((r) => span(r, q)[1])), 0);
    const extras = additions.length > 0 ? bestDistinct(Array<Recipe[]>(MAX_ADDITIONS).fill(additions), (r) => span(r, q)[1], 'max') : 0;
    return some && meals + extras >= lo;
  }
  return some && bestDistinct(all, (r) => span(r, q)[1], 'max') >= lo && lightest.total <= hi;
}

/**
 * Whether no week without repeats can reach the window: with each fitting recipe used once, the week's days
 * hold at most (or at least) too much on average. `slotsOfDays` holds each day's pools (meals and additions).
 */
export function repeatFreeWeekMissesWindow(q: Questionnaire, mealSlots: Recipe[][][], additionSlots: Recipe[][][]): boolean {
  const target = targetOf(q);
  const days = mealSlots.length;
  const most = bestDistinct([...mealSlots.flat(), ...additionSlots.flat()], (r) => span(r, q)[1], 'max') / days;
  const least = bestDistinct(mealSlots.flat(), (r) => span(r, q)[0], 'min') / days;
  return most < target * (1 - WINDOW) || least > target * (1 + WINDOW);
}

/**
 * Per slot of a day (the meals, then `additionSlots` additions), the recipes that can be part of a day inside
 * the window: their own span, with every other slot anywhere in its range, meets it.
 */
export function capablePools(q: Questionnaire, candidatePools: Recipe[][], additions: Recipe[], additionSlots: number): Recipe[][] {
  const target = targetOf(q);
  const lo = target * (1 - WINDOW);
  const hi = target * (1 + WINDOW);
  const slots = [...candidatePools, ...Array<Recipe[]>(additionSlots).fill(additions)];
  const ranges = slots.map((pool, s) => {
    const spans = pool.map((r) => span(r, q));
    const min = s >= candidatePools.length ? 0 : Math.min(...spans.map((x) => x[0]));
    return [min, Math.max(0, ...spans.map((x) => x[1]))] as const;
  });
  const totalMin = ranges.reduce((sum, [a]) => sum + a, 0);
  const totalMax = ranges.reduce((sum, [, b]) => sum + b, 0);
  return slots.map((pool, s) =>
    pool.filter((r) => {
      const [a, b] = span(r, q);
      return totalMin - ranges[s]![0] + a <= hi && totalMax - ranges[s]![1] + b >= lo;
    }),
  );
}

/**
 * Whether a week (or the whole plan, if shorter) can be filled without using any recipe twice: `slotsOfDay`
 * holds the pool of each meal of a day (and of each addition the plan uses on that day).
 */
export function repeatFreeWeek(slotsOfDays: Recipe[][][]): boolean {
  const slots: string[][] = slotsOfDays.slice(0, 7).flatMap((day) => day.map((pool) => pool.map((r) => r.id)));
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

/** Whether a week (or the whole plan, if shorter) of the chosen meals can be filled without using any recipe twice. */
export function repeatFreePossible(q: Questionnaire, candidatePools: Recipe[][]): boolean {
  return repeatFreeWeek(Array.from({ length: Math.min(q.planDuration, 7) }, () => candidatePools));
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

/** Grams of egg (eggs as sold, not mayonnaise or egg noodles) per serving; egg-based from 45 g (about one egg). */
export function eggBased(r: Recipe, catalog: Catalog): boolean {
  const grams = r.ingredients
    .filter((line) => {
      const i = catalog.ingredientById.get(line.id);
      return !!i && i.flags.includes('egg') && i.category === 'dairy';
    })
    .reduce((sum, line) => sum + line.gramsPerServing, 0);
  return grams >= 45;
}

export type Goal = 'sodium' | 'sat_fat' | 'fibre' | 'protein_low' | 'protein_high' | 'keto_net_carbs' | 'low_carb_share';

/**
 * The nutrient goals a day misses, from its (rounded) figures: sodium > 2,300 mg, saturated fat > 10 % of the
 * energy, fibre < 25 g, protein outside 10–35 %, keto > 50 g net carbohydrate, low-carb > 26 % of the energy from
 * net carbohydrate. Shares are compared as the whole percentages people see.
 */
export function missedGoals(day: PlannedDay, q: Questionnaire): Goal[] {
  const n = day.nutrition;
  const pct = (kcal: number) => (n.kcal > 0 ? Math.round((100 * kcal) / n.kcal) : 0);
  const net = Math.max(0, n.carbsG - n.fibreG);
  const out: Goal[] = [];
  if (Math.round(n.sodiumMg) > 2300) out.push('sodium');
  if (pct(n.satFatG * 9) > 10) out.push('sat_fat');
  if (Math.round(n.fibreG) < 25) out.push('fibre');
  if (pct(n.proteinG * 4) < 10) out.push('protein_low');
  if (pct(n.proteinG * 4) > 35) out.push('protein_high');
  if (q.dietaryRestrictions.includes('keto') && Math.round(net) > 50) out.push('keto_net_carbs');
  if (q.dietaryRestrictions.includes('low_carb') && pct(net * 4) > 26) out.push('low_carb_share');
  return out;
}
