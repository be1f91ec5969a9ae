/**
 * Everything about a recipe that is computed rather than typed: nutrition per serving, the union of its
 * ingredients' flags, the diets it suits, its allergens and its cooking-time band.
 */
import {
  DIETARY_RESTRICTIONS,
  type CookingTime,
  type DietaryRestriction,
} from '@mealplanr/contracts/enums';
import { ALLERGEN_FLAGS, suits } from './diet-rules';
import { NUTRIENT_KEYS, type Nutrition } from './ingredient-facts';
import { DIET_FLAGS, type DietFlag } from './schema';

export type Allergen = (typeof ALLERGEN_FLAGS)[number];

/** Upper bounds (inclusive) of the cooking-time bands, on total minutes (spec: 15–30, 30–60, 60+). */
export const TIME_BANDS = { quickMaxMinutes: 30, moderateMaxMinutes: 60 } as const;

export function timeBand(totalMinutes: number): CookingTime {
  if (totalMinutes <= TIME_BANDS.quickMaxMinutes) return 'quick';
  if (totalMinutes <= TIME_BANDS.moderateMaxMinutes) return 'moderate';
  return 'lengthy';
}

export const ZERO_NUTRITION: Nutrition = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Nutrition;

/** Rounded the way people read labels: whole kcal and mg, grams to one decimal. */
export function roundNutrition(n: Nutrition): Nutrition {
  const r1 = (x: number) => Math.round(x * 10) / 10;
  return {
    kcal: Math.round(n.kcal),
    proteinG: r1(n.proteinG),
    fatG: r1(n.fatG),
    carbsG: r1(n.carbsG),
    fibreG: r1(n.fibreG),
    sugarsG: r1(n.sugarsG),
    sodiumMg: Math.round(n.sodiumMg),
    satFatG: r1(n.satFatG),
  };
}

/** Sum of `grams` of each ingredient at its per-100 g figures, unrounded. */
export function nutritionOf(items: readonly { grams: number; per100g: Nutrition }[]): Nutrition {
  const total = { ...ZERO_NUTRITION };
  for (const { grams, per100g } of items) {
    for (const k of NUTRIENT_KEYS) total[k] += (per100g[k] * grams) / 100;
  }
  return total;
}

/** Flags of all ingredients together, in DIET_FLAGS order. */
export function unionFlags(flagLists: readonly (readonly DietFlag[])[]): DietFlag[] {
  const all = new Set(flagLists.flat());
  return DIET_FLAGS.filter((f) => all.has(f));
}

/** The restrictions a recipe suits; the rules read the rounded figures people see. */
export function dietsFor(flags: readonly DietFlag[], perServing: Nutrition): DietaryRestriction[] {
  const set = new Set(flags);
  return DIETARY_RESTRICTIONS.filter((r) => suits(r, set, perServing));
}

export function allergensOf(flags: readonly DietFlag[]): Allergen[] {
  return ALLERGEN_FLAGS.filter((a) => flags.includes(a));
}
