/** What the planner returns. */
import type { Nutrition } from '@mealplanr/catalog/load';
import type { MealType } from '@mealplanr/contracts/enums';
import type { ResolvedTarget } from '@mealplanr/contracts/energy';
import type { Explanation, InfeasibleReason } from '@mealplanr/contracts/meal-plans';

export interface PlannedMeal {
  /**
   * Stable within the plan: `<date>-<mealType>`, e.g. `2025-03-14-breakfast`; an addition `<date>-addition-<n>`
   * (n from 1).
   */
  id: string;
  date: string;
  dayIndex: number;
  /** The meal's type; for an addition, `snack` (additions are snacks served with the day's meals). */
  mealType: MealType;
  recipeId: string;
  /**
   * Servings per person (0.5 up to what suits the dish, see `maxPortion`): quarter steps where they reach the
   * target, else 0.05 steps.
   */
  portion: number;
  /** A side, bread or snack added because the day's meals could not carry the target at sensible portions. */
  addition?: true;
  /** Per person as eaten (the recipe's per-serving figures × portion), rounded like labels. */
  nutrition: Nutrition;
}

export interface PlannedDay {
  date: string;
  meals: PlannedMeal[];
  /** Per person, the day's meals together. */
  nutrition: Nutrition;
  /** Within ±5 % of the calorie target (always known: a plan always has a target, see `GeneratedPlan.target`). */
  withinTarget: boolean | null;
}

export interface PlanMetrics {
  /** The objective's value (lower is better); comparable between plans of one questionnaire only. */
  cost: number;
  daysWithinTarget: number;
  /** Meals whose recipe already appeared less than 7 days before. */
  repeats: number;
  /** Meals not from the preferred cuisines. */
  otherCuisineMeals: number;
  /** Distinct ingredients to buy (pantry staples not counted). */
  distinctIngredients: number;
  /** Packages to buy for those (sold by weight: one each). */
  packages: number;
  /** Sides, breads and snacks added to reach the target. */
  additions: number;
  /** Egg-based meals (at least one egg a serving). */
  eggMeals: number;
}

export interface GeneratedPlan {
  startDate: string;
  endDate: string;
  seed: number;
  /** The daily target the plan was made for, and where it came from (given, estimated, or the reference intake). */
  target: ResolvedTarget;
  days: PlannedDay[];
  explanations: Explanation[];
  metrics: PlanMetrics;
}

export type PlanResult = { ok: true; plan: GeneratedPlan } | { ok: false; reason: InfeasibleReason };
