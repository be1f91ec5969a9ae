/**
 * `POST /api/meal-plans`: generates and saves a plan from the questionnaire. The answer is the plan; a slow
 * generator answers while it is still `generating` and reports the rest through the events stream.
 */
import type { CreateMealPlanBody, MealPlan } from '@mealplanr/contracts/meal-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { mealPlanQueryKey } from './get-meal-plan.ts';
import { MEAL_PLANS_KEY } from './get-meal-plans.ts';

export async function createMealPlan(body: CreateMealPlanBody): Promise<MealPlan> {
  const res = await apiRequest('POST', MEAL_PLANS_KEY, body);
  return (await res.json()) as MealPlan;
}

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMealPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(mealPlanQueryKey(plan.id), plan);
      return queryClient.invalidateQueries({ queryKey: [MEAL_PLANS_KEY], exact: true });
    },
  });
}
