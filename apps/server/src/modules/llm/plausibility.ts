/**
 * What a kitchen really cooks. A model may write "100 kg butter" or "717,000 kcal per serving"; such a recipe is
 * refused as `implausible` before its figures can reach a plan, the portion solver or a grocery list. The bounds
 * are generous — every recipe of the catalog stays well inside them — and written here and nowhere else.
 */
import type { RecipeUnit } from '@mealplanr/catalog/schema';
import { ML_PER_UNIT } from '@mealplanr/catalog/units';
import type { MealType } from '@mealplanr/contracts/enums';

export const PLAUSIBLE = {
  /** Servings of one recipe: as many as the largest household the questionnaire allows (12). */
  servings: { min: 1, max: 12 },
  /** Minutes, active and in total: within a day (overnight doughs and slow braises included). */
  minutes: { min: 1, max: 24 * 60 },
  /**
   * Grams (or millilitres) of one ingredient line: 5 kg or 5 l for the whole recipe and 1 kg per serving. The
   * catalog's largest line is 2.5 kg (a stock for 12) and its largest per serving 500 g; a pot on a home stove
   * holds about 10 l in all.
   */
  gramsPerLine: 5000,
  gramsPerServing: 1000,
  /**
   * Counts of the units that are not weights, for the whole recipe and per serving. Past these a recipe would
   * say grams or a larger unit (48 tsp are a cup); the catalog's largest are 4 tsp, 8 tbsp and 18 pieces in all,
   * 1 tsp, 2 tbsp and 6 pieces per serving.
   */
  counts: {
    tsp: { perRecipe: 24, perServing: 6 },
    tbsp: { perRecipe: 32, perServing: 8 },
    cup: { perRecipe: 20, perServing: 4 },
    piece: { perRecipe: 60, perServing: 12 },
  } satisfies Partial<Record<RecipeUnit, { perRecipe: number; perServing: number }>>,
  /**
   * Energy per serving, recomputed and as the model estimated it. At most 2,500 kcal: a whole day's energy in one
   * plate is no meal (the catalog's richest serving is under 800 kcal). At least a light meal of its type: about
   * a third to a half of the catalog's lightest recipe of that meal type (breakfast 170, lunch 270, dinner 278,
   * snack 72 kcal), so a cup of tea or a spoon of dressing is not taken for a meal.
   */
  kcalPerServing: {
    max: 2500,
    min: { breakfast: 80, lunch: 100, dinner: 100, snack: 25 } satisfies Record<MealType, number>,
  },
  /** Energy of the model's protein, fat and carbohydrate estimate (4, 9 and 4 kcal per gram): the same ceiling. */
  kcalPerGram: { proteinG: 4, fatG: 9, carbsG: 4 },
} as const;

/** One ingredient line as the check sees it: the written amount and, when known, its weight per serving. */
export interface PlausibilityLine {
  name: string;
  amount: number;
  unit: RecipeUnit;
  /** Grams per serving from the catalog's measures; undefined when the ingredient or its unit cannot be weighed. */
  gramsPerServing: number | undefined;
}

export interface PlausibilityInput {
  mealType: MealType;
  servings: number;
  activeMinutes: number;
  totalMinutes: number;
  lines: readonly PlausibilityLine[];
  /** Energy per serving: as recomputed (or estimated, when it cannot be), and the model's own estimate. */
  kcalPerServing: number;
  estimated: { kcal: number; proteinG: number; fatG: number; carbsG: number };
}

const round = (x: number) => Math.round(x * 10) / 10;

/**
 * Why a recipe is beyond what a kitchen cooks (English, for the log), or undefined when it is within every bound.
 *
 * @example implausibility({ …, lines: [{ name: 'butter', amount: 100_000, unit: 'g', gramsPerServing: 25_000 }] })
 *   // 'butter: 100000 g in all, more than 5000'
 */
export function implausibility(input: PlausibilityInput): string | undefined {
  const { servings } = input;
  if (!Number.isInteger(servings) || servings < PLAUSIBLE.servings.min || servings > PLAUSIBLE.servings.max) {
    return `${servings} servings, not ${PLAUSIBLE.servings.min}–${PLAUSIBLE.servings.max}`;
  }
  for (const [what, minutes] of [['active', input.activeMinutes], ['total', input.totalMinutes]] as const) {
    if (minutes < PLAUSIBLE.minutes.min || minutes > PLAUSIBLE.minutes.max) {
      return `${minutes} ${what} minutes, not ${PLAUSIBLE.minutes.min}–${PLAUSIBLE.minutes.max}`;
    }
  }
  for (const line of input.lines) {
    const problem = lineProblem(line, servings);
    if (problem) return `${line.name}: ${problem}`;
  }
  const { max, min } = PLAUSIBLE.kcalPerServing;
  for (const [what, kcal] of [['', input.kcalPerServing], [' (the model’s estimate)', input.estimated.kcal]] as const) {
    if (kcal > max) return `${round(kcal)} kcal per serving${what}, more than ${max}`;
    if (kcal < min[input.mealType]) return `${round(kcal)} kcal per serving${what}, less than ${min[input.mealType]} for a ${input.mealType}`;
  }
  const { kcalPerGram } = PLAUSIBLE;
  const macroKcal =
    input.estimated.proteinG * kcalPerGram.proteinG + input.estimated.fatG * kcalPerGram.fatG + input.estimated.carbsG * kcalPerGram.carbsG;
  if (macroKcal > max) return `the estimated protein, fat and carbohydrate make ${round(macroKcal)} kcal per serving, more than ${max}`;
  return undefined;
}

function lineProblem(line: PlausibilityLine, servings: number): string | undefined {
  const { amount, unit } = line;
  if (unit !== 'g' && unit !== 'ml') {
    const bound = PLAUSIBLE.counts[unit];
    if (amount > bound.perRecipe) return `${amount} ${unit} in all, more than ${bound.perRecipe}`;
    if (amount / servings > bound.perServing) return `${round(amount / servings)} ${unit} per serving, more than ${bound.perServing}`;
  }
  // Weight: the catalog's when known, else grams or millilitres as written (spoons and cups by volume).
  const perServing =
    line.gramsPerServing ?? (unit === 'piece' ? undefined : (unit === 'g' || unit === 'ml' ? amount : amount * ML_PER_UNIT[unit]) / servings);
  if (perServing === undefined) return undefined;
  const total = perServing * servings;
  const label = unit === 'ml' && line.gramsPerServing === undefined ? 'ml' : 'g';
  if (total > PLAUSIBLE.gramsPerLine) return `${round(total)} ${label} in all, more than ${PLAUSIBLE.gramsPerLine}`;
  if (perServing > PLAUSIBLE.gramsPerServing) return `${round(perServing)} ${label} per serving, more than ${PLAUSIBLE.gramsPerServing}`;
  return undefined;
}
