/**
 * The documented rules that decide whether a recipe suits each dietary restriction.
 * Ingredient-based restrictions read the ingredients' flags; nutrient-based ones read the recipe's
 * figures per serving. These thresholds are written here and nowhere else.
 */
import type { DietaryRestriction } from '@mealplanr/contracts/enums';
import type { DietFlag } from './schema';

export interface ServingNutrition {
  kcal: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  fibreG: number;
  sodiumMg: number;
}

/** Per-serving thresholds of the nutrient-based restrictions. */
export const DIET_THRESHOLDS = {
  /** keto: at most 12 g net carbohydrate (carbohydrate − fibre) and at least half of the energy from fat. */
  ketoMaxNetCarbsG: 12,
  ketoMinFatEnergyShare: 0.5,
  /** low-carb: at most 25 g net carbohydrate. */
  lowCarbMaxNetCarbsG: 25,
  /** low-fat: at most 30 % of the energy from fat. */
  lowFatMaxFatEnergyShare: 0.3,
  /** low-sodium: at most 500 mg sodium. */
  lowSodiumMaxMg: 500,
} as const;

/** Flags that exclude a recipe from an ingredient-based restriction when any ingredient carries them. */
export const FORBIDDEN_FLAGS: Partial<Record<DietaryRestriction, readonly DietFlag[]>> = {
  vegan: ['animal'],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish'],
  gluten_free: ['gluten'],
  dairy_free: ['dairy'],
  nut_free: ['tree_nut', 'peanut'],
  // Paleo: no grains, legumes (soy and peanuts included), dairy or added sugar.
  paleo: ['grain', 'legume', 'dairy', 'added_sugar'],
  keto: ['added_sugar'],
};

/** Flags reported to people as allergens. */
export const ALLERGEN_FLAGS = [
  'gluten',
  'dairy',
  'egg',
  'tree_nut',
  'peanut',
  'soy',
  'sesame',
  'fish',
  'shellfish',
] as const satisfies readonly DietFlag[];

const fatEnergyShare = (n: ServingNutrition) => (n.kcal > 0 ? (n.fatG * 9) / n.kcal : 0);
const netCarbs = (n: ServingNutrition) => Math.max(0, n.carbsG - n.fibreG);

/**
 * Whether a recipe with these ingredient flags and per-serving figures suits `restriction`.
 *
 * @example suits('vegan', new Set(['dairy', 'animal']), n) // false: dairy is animal
 */
export function suits(
  restriction: DietaryRestriction,
  flags: ReadonlySet<DietFlag>,
  n: ServingNutrition,
): boolean {
  const forbidden = FORBIDDEN_FLAGS[restriction] ?? [];
  if (forbidden.some((f) => flags.has(f))) return false;
  switch (restriction) {
    case 'keto':
      return (
        netCarbs(n) <= DIET_THRESHOLDS.ketoMaxNetCarbsG &&
        fatEnergyShare(n) >= DIET_THRESHOLDS.ketoMinFatEnergyShare
      );
    case 'low_carb':
      return netCarbs(n) <= DIET_THRESHOLDS.lowCarbMaxNetCarbsG;
    case 'low_fat':
      return fatEnergyShare(n) <= DIET_THRESHOLDS.lowFatMaxFatEnergyShare;
    case 'low_sodium':
      return n.sodiumMg <= DIET_THRESHOLDS.lowSodiumMaxMg;
    default:
      return true;
  }
}
