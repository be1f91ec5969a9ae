/** `POST /api/meal-plans/:id/meals/:mealId/swap`: another recipe for one slot, the rest of the plan kept. */
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { mealPlanQueryKey, mealPlanUrl } from './get-meal-plan.ts';

export interface SwapMealVariables {
  planId: string;
  mealId: string;
}

export async function swapMeal({ planId, mealId }: SwapMealVariables): Promise<MealPlan> {
  const res = await apiRequest('POST', `${mealPlanUrl(planId)}/meals/${encodeURIComponent(mealId)}/swap`);
  return (await res.json()) as MealPlan;
}

export function useSwapMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapMeal,
    onSuccess: (plan, { planId }) => {
      queryClient.setQueryData(mealPlanQueryKey(planId), plan);
    },
  });
}
