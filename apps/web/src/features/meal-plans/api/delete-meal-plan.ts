/** `DELETE /api/meal-plans/:id`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { mealPlanQueryKey, mealPlanUrl } from './get-meal-plan.ts';
import { MEAL_PLANS_KEY } from './get-meal-plans.ts';

export async function deleteMealPlan(id: string): Promise<void> {
  await apiRequest('DELETE', mealPlanUrl(id));
}

export function useDeleteMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMealPlan,
    onSuccess: (_data, id) => {
      // Drop the plan's own data first so nothing refetches a plan that is gone.
      queryClient.removeQueries({ queryKey: mealPlanQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: [MEAL_PLANS_KEY], exact: true });
    },
  });
}
