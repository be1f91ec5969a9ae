/** What the planner returns. */
import type { Nutrition } from '@mealplanr/catalog/load';
import type { MealType } from '@mealplanr/contracts/enums';
import type { Explanation, InfeasibleReason } from '@mealplanr/contracts/meal-plans';

export interface PlannedMeal {
  /** Stable within the plan: `<date>-<mealType>`, e.g. `2025-03-14-breakfast`. */
  id: string;
  date: string;
  dayIndex: number;
  mealType: MealType;
  recipeId: string;
  /** Servings per person (0.5–2.0): quarter steps where they reach the target, else 0.05 steps. */
  portion: number;
  /** Per person as eaten (the recipe's per-serving figures × portion), rounded like labels. */
  nutrition: Nutrition;
}

export interface PlannedDay {
  date: string;
  meals: PlannedMeal[];
  /** Per person, the day's meals together. */
  nutrition: Nutrition;
  /** Within ±5 % of the calorie target; null without a target. */
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
}

export interface GeneratedPlan {
  startDate: string;
  endDate: string;
  seed: number;
  days: PlannedDay[];
  explanations: Explanation[];
  metrics: PlanMetrics;
}

export type PlanResult = { ok: true; plan: GeneratedPlan } | { ok: false; reason: InfeasibleReason };
