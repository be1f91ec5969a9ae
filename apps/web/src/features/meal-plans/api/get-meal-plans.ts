/** `GET /api/meal-plans`: the signed-in person's plans, newest first. */
import type { MealPlanSummary } from '@mealplanr/contracts/meal-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** Logout invalidates this key (and, as a prefix, every plan's details under it). */
export const MEAL_PLANS_KEY = '/api/meal-plans';

export async function getMealPlans(): Promise<MealPlanSummary[]> {
  const res = await apiRequest('GET', MEAL_PLANS_KEY);
  return (await res.json()) as MealPlanSummary[];
}

export const mealPlansQueryOptions = () =>
  queryOptions({ queryKey: [MEAL_PLANS_KEY], queryFn: getMealPlans });

export function useMealPlans() {
  return useQuery(mealPlansQueryOptions());
}
