/**
 * `GET /api/meal-plans`: the person's plans, to make a grocery list from one. Same key as the meal-plans
 * screen, so both share one cached answer.
 */
import type { MealPlanSummary } from '@mealplanr/contracts/meal-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const MEAL_PLANS_KEY = '/api/meal-plans';

export async function getMealPlans(): Promise<MealPlanSummary[]> {
  const res = await apiRequest('GET', MEAL_PLANS_KEY);
  return (await res.json()) as MealPlanSummary[];
}

export const mealPlansQueryOptions = () => queryOptions({ queryKey: [MEAL_PLANS_KEY], queryFn: getMealPlans });

export function useMealPlans(enabled = true) {
  return useQuery({ ...mealPlansQueryOptions(), enabled });
}
