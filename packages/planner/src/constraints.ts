/**
 * The hard constraints: a meal that breaks one is never planned, whatever else has to give.
 *
 * - Meal type: the recipe is written for that meal (breakfast, lunch, dinner, snack).
 * - Dietary restrictions: every one the person chose is among the recipe's derived diets; a keto recipe also has
 *   no high-carbohydrate ingredient (grains, flour, bread, sugar, dried fruit: see `HIGH_CARB` in `foods.ts`).
 * - Excluded ingredients: no ingredient of the recipe is in the excluded set (names, synonyms and families in
 *   English, Russian and Belarusian are expanded to ids first, see `terms.ts`).
 * - Skill: the recipe's difficulty is at most the person's cooking skill (beginner < intermediate < advanced).
 * - Time: the recipe's TOTAL minutes are at most the chosen band's maximum — quick ≤ 30, moderate ≤ 60,
 *   lengthy: any. A quick cook is never given a 90-minute dish, while someone with time may get a quick one.
 *
 * Portions cannot break a per-serving diet either: a keto, low-carb or low-sodium recipe is never scaled past the
 * point where the eaten portion would exceed that diet's per-serving limit (`maxPortion`). Nor do they go beyond
 * what suits the dish: a main course up to three servings, a light dish (under 300 kcal a serving, or a snack)
 * up to two, and no plate heavier than 1 kg (600 g for a light dish).
 */
import type { Recipe } from '@mealplanr/catalog/load';
import { DIET_THRESHOLDS } from '@mealplanr/catalog/diet-rules';
import type { Culprit, CulpritKind } from '@mealplanr/contracts/meal-plans';
import { HIGH_CARB } from './foods';
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

/** Portion factors per person: half a serving to three (see `DISH_PORTIONS` for what each dish allows). */
export const PORTION_LIMITS = { min: 0.5, max: 3 } as const;

/**
 * The largest portion per kind of dish, and the most one person's plate of it may weigh. A main course may be
 * scaled to three servings for a high target; a light dish — a side salad, a soup starter, a snack — to two.
 */
export const DISH_PORTIONS = {
  main: { maxFactor: 3, maxGrams: 1000 },
  light: { maxFactor: 2, maxGrams: 600 },
} as const;

/** A dish of a meal (not a snack) with at least this many kcal a serving is a main course. */
export const MAIN_DISH_MIN_KCAL = 300;

type PortionRecipe = Pick<Recipe, 'nutrition'> & Partial<Pick<Recipe, 'mealTypes' | 'ingredients'>>;

/**
 * A main course, or a light dish. A recipe known only by its figures is a light dish.
 *
 * @example dishKind({ nutrition: { kcal: 520, … }, mealTypes: ['dinner'] }) // 'main'
 * @example dishKind({ nutrition: { kcal: 180, … }, mealTypes: ['lunch'] }) // 'light'
 */
export function dishKind(recipe: PortionRecipe): keyof typeof DISH_PORTIONS {
  const meal = recipe.mealTypes?.some((t) => t !== 'snack') ?? false;
  return meal && recipe.nutrition.kcal >= MAIN_DISH_MIN_KCAL ? 'main' : 'light';
}

const skillRank = (skill: CookingSkill) => COOKING_SKILLS.indexOf(skill);

export interface HardConstraints {
  dietaryRestrictions: readonly DietaryRestriction[];
  /** Ingredient ids no meal may contain. */
  excludedIds: ReadonlySet<string>;
  /** For each excluded id, the words of the questionnaire that excluded it (to name a culprit). */
  excludedBy?: ReadonlyMap<string, readonly string[]>;
  cookingSkill: CookingSkill;
  cookingTime: CookingTime;
  /** Net carbohydrate per 100 g of the catalog's high-carbohydrate ingredients (`highCarbTable`), for keto. */
  highCarb?: ReadonlyMap<string, number>;
}

/** Whether the recipe has a high-carbohydrate ingredient that keto rules out. */
function hasHighCarb(recipe: Recipe, table: ReadonlyMap<string, number> | undefined): boolean {
  if (!table) return false;
  for (const line of recipe.ingredients) {
    const net = table.get(line.id);
    if (net !== undefined && (net * line.gramsPerServing) / 100 >= HIGH_CARB.netCarbsPerServing) return true;
  }
  return false;
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
    if (!recipe.diets.includes(r) || (r === 'keto' && hasHighCarb(recipe, c.highCarb))) {
      found.push({ kind: 'dietaryRestriction', value: r });
    }
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
  if (c.dietaryRestrictions.includes('keto') && hasHighCarb(recipe, c.highCarb)) return false;
  return true;
}

/**
 * The largest portion factor (per person) that suits the dish (`DISH_PORTIONS`: its kind, and the weight of the
 * plate when the ingredients are known) and still meets the per-serving limits of the chosen restrictions: net
 * carbohydrate for keto and low-carb, sodium for low-sodium. The fat shares of keto and low-fat do not change
 * with the portion. Never below one serving: a recipe that fits, fits as written.
 *
 * @example maxPortion({ nutrition: { sodiumMg: 400, … } }, ['low_sodium']) // 1.25 (500 mg / 400 mg)
 * @example maxPortion(dinnerOf550KcalAnd400Grams, []) // 2.5 (a main course, 1 kg / 400 g)
 */
export function maxPortion(recipe: PortionRecipe, restrictions: readonly DietaryRestriction[]): number {
  const dish = DISH_PORTIONS[dishKind(recipe)];
  let max: number = dish.maxFactor;
  if (recipe.ingredients) {
    let grams = 0;
    for (const line of recipe.ingredients) grams += line.gramsPerServing;
    if (grams > 0) max = Math.min(max, dish.maxGrams / grams);
  }
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
