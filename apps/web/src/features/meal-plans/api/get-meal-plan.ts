/** `GET /api/meal-plans/:id`: one plan with every meal, its totals and explanations. */
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { MEAL_PLANS_KEY } from './get-meal-plans.ts';

export const mealPlanUrl = (id: string) => `${MEAL_PLANS_KEY}/${encodeURIComponent(id)}`;

export async function getMealPlan(id: string): Promise<MealPlan> {
  const res = await apiRequest('GET', mealPlanUrl(id));
  return (await res.json()) as MealPlan;
}

/** Keyed under the list's key, so invalidating the plans (e.g. at logout) covers every plan too. */
export const mealPlanQueryKey = (id: string) => [MEAL_PLANS_KEY, id] as const;

export const mealPlanQueryOptions = (id: string) =>
  queryOptions({ queryKey: mealPlanQueryKey(id), queryFn: () => getMealPlan(id) });

export function useMealPlan(id: string) {
  return useQuery(mealPlanQueryOptions(id));
}
