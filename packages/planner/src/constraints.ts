/**
 * The hard constraints: a meal that breaks one is never planned, whatever else has to give.
 *
 * - Meal type: the recipe is written for that meal (breakfast, lunch, dinner, snack).
 * - Dietary restrictions: every one the person chose is among the recipe's derived diets.
 * - Excluded ingredients: no ingredient of the recipe is in the excluded set (names, synonyms and families in
 *   English, Russian and Belarusian are expanded to ids first, see `terms.ts`).
 * - Skill: the recipe's difficulty is at most the person's cooking skill (beginner < intermediate < advanced).
 * - Time: the recipe's TOTAL minutes are at most the chosen band's maximum — quick ≤ 30, moderate ≤ 60,
 *   lengthy: any. A quick cook is never given a 90-minute dish, while someone with time may get a quick one.
 *
 * Portions cannot break a per-serving diet either: a keto, low-carb or low-sodium recipe is never scaled past the
 * point where the eaten portion would exceed that diet's per-serving limit (`maxPortion`).
 */
import type { Recipe } from '@mealplanr/catalog/load';
import { DIET_THRESHOLDS } from '@mealplanr/catalog/diet-rules';
import type { Culprit, CulpritKind } from '@mealplanr/contracts/meal-plans';
import {
  COOKING_SKILLS,
  type CookingSkill,
  type CookingTime,
  type DietaryRestriction,
  type MealType,
} from '@mealplanr/contracts/enums';

/** Longest total time, in minutes, of each cooking-time band (spec: 15–30, 30–60, 60+). */
export const TIME_BAND_MAX_MINUTES: Readonly<Record<CookingTime, number>> = {
  quick: 30,
  moderate: 60,
  lengthy: Number.POSITIVE_INFINITY,
};

/** Portion factors per person: half a serving to two servings. */
export const PORTION_LIMITS = { min: 0.5, max: 2 } as const;

const skillRank = (skill: CookingSkill) => COOKING_SKILLS.indexOf(skill);

export interface HardConstraints {
  dietaryRestrictions: readonly DietaryRestriction[];
  /** Ingredient ids no meal may contain. */
  excludedIds: ReadonlySet<string>;
  /** For each excluded id, the words of the questionnaire that excluded it (to name a culprit). */
  excludedBy?: ReadonlyMap<string, readonly string[]>;
  cookingSkill: CookingSkill;
  cookingTime: CookingTime;
}

/** One broken hard constraint. */
export interface Violation {
  kind: CulpritKind;
  value: string;
}

/**
 * Every hard constraint `recipe` breaks as a `mealType` meal; empty when it may be planned.
 *
 * @example violations(pancakes, 'breakfast', { dietaryRestrictions: ['vegan'], excludedIds: new Set(),
 *   cookingSkill: 'beginner', cookingTime: 'quick' }) // [{ kind: 'dietaryRestriction', value: 'vegan' }]
 */
export function violations(recipe: Recipe, mealType: MealType, c: HardConstraints): Violation[] {
  const found: Violation[] = [];
  if (!recipe.mealTypes.includes(mealType)) found.push({ kind: 'mealType', value: mealType });
  for (const r of c.dietaryRestrictions) {
    if (!recipe.diets.includes(r)) found.push({ kind: 'dietaryRestriction', value: r });
  }
  const terms = new Set<string>();
  for (const ingredient of recipe.ingredients) {
    if (!c.excludedIds.has(ingredient.id)) continue;
    for (const term of c.excludedBy?.get(ingredient.id) ?? [ingredient.id]) terms.add(term);
  }
  for (const term of terms) found.push({ kind: 'excludeIngredient', value: term });
  if (skillRank(recipe.difficulty) > skillRank(c.cookingSkill)) found.push({ kind: 'cookingSkill', value: c.cookingSkill });
  if (recipe.totalMinutes > TIME_BAND_MAX_MINUTES[c.cookingTime]) found.push({ kind: 'cookingTime', value: c.cookingTime });
  return found;
}

/**
 * Whether `recipe` may be planned as a `mealType` meal under `c`.
 *
 * @example fitsHardConstraints(omelette, 'breakfast', constraints) // true
 */
export function fitsHardConstraints(recipe: Recipe, mealType: MealType, c: HardConstraints): boolean {
  if (!recipe.mealTypes.includes(mealType)) return false;
  if (skillRank(recipe.difficulty) > skillRank(c.cookingSkill)) return false;
  if (recipe.totalMinutes > TIME_BAND_MAX_MINUTES[c.cookingTime]) return false;
  for (const r of c.dietaryRestrictions) if (!recipe.diets.includes(r)) return false;
  for (const ingredient of recipe.ingredients) if (c.excludedIds.has(ingredient.id)) return false;
  return true;
}

/**
 * The largest portion factor (per person, ≤ 2) at which `recipe` still meets the per-serving limits of the
 * chosen restrictions: net carbohydrate for keto and low-carb, sodium for low-sodium. The fat shares of keto
 * and low-fat do not change with the portion.
 *
 * @example maxPortion({ nutrition: { sodiumMg: 400, … } }, ['low_sodium']) // 1.25 (500 mg / 400 mg)
 */
export function maxPortion(
  recipe: Pick<Recipe, 'nutrition'>,
  restrictions: readonly DietaryRestriction[],
): number {
  let max: number = PORTION_LIMITS.max;
  const n = recipe.nutrition;
  if (restrictions.includes('low_carb')) {
    const netCarbs = Math.max(0, n.carbsG - n.fibreG);
    if (netCarbs > 0) max = Math.min(max, DIET_THRESHOLDS.lowCarbMaxNetCarbsG / netCarbs);
  }
  if (restrictions.includes('keto')) {
    const netCarbs = Math.max(0, n.carbsG - n.fibreG);
    if (netCarbs > 0) max = Math.min(max, DIET_THRESHOLDS.ketoMaxNetCarbsG / netCarbs);
  }
  if (restrictions.includes('low_sodium') && n.sodiumMg > 0) {
    max = Math.min(max, DIET_THRESHOLDS.lowSodiumMaxMg / n.sodiumMg);
  }
  return Math.max(1, max);
}

/**
 * For a meal type without any fitting recipe: each constraint that, dropped alone, would leave recipes, with
 * how many. When no single constraint is to blame, every constraint that removes recipes is named (with the
 * recipes it alone would leave out), so the person sees what to loosen first.
 *
 * @example findCulprits(catalog.recipes, 'dinner', { dietaryRestrictions: ['keto', 'low_fat'], … })
 *   // [{ kind: 'dietaryRestriction', value: 'keto', wouldLeave: 40 }, { …, value: 'low_fat', wouldLeave: 19 }]
 */
export function findCulprits(
  recipes: readonly Recipe[],
  mealType: MealType,
  c: HardConstraints,
): Culprit[] {
  const ofType = recipes.filter((r) => r.mealTypes.includes(mealType));
  if (ofType.length === 0) return [{ kind: 'mealType', value: mealType, wouldLeave: 0 }];
  const key = (v: Violation) => `${v.kind}\u0000${v.value}`;
  const single = new Map<string, Culprit>();
  const seen = new Map<string, Violation>();
  for (const recipe of ofType) {
    const broken = violations(recipe, mealType, c);
    for (const v of broken) seen.set(key(v), v);
    if (broken.length === 1) {
      const v = broken[0]!;
      const current = single.get(key(v));
      single.set(key(v), { kind: v.kind, value: v.value, wouldLeave: (current?.wouldLeave ?? 0) + 1 });
    }
  }
  if (single.size > 0) return [...single.values()].sort((a, b) => b.wouldLeave - a.wouldLeave);
  return [...seen.values()].map((v) => ({ kind: v.kind, value: v.value, wouldLeave: 0 }));
}
