/** `POST /api/meal-plans/:id/cancel`: stops a generation in progress; the plan ends failed as cancelled. */
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { MEAL_PLANS_KEY } from './get-meal-plans.ts';

export async function cancelMealPlan(id: string): Promise<MealPlan> {
  const res = await apiRequest('POST', `${MEAL_PLANS_KEY}/${encodeURIComponent(id)}/cancel`);
  return (await res.json()) as MealPlan;
}

export function useCancelMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMealPlan,
    // Cancelled, or finished meanwhile (409): either way the plan has changed. Every plan's query is keyed
    // under the list's key, so this refreshes the plan and the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [MEAL_PLANS_KEY] }),
  });
}
