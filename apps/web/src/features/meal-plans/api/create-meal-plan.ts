/**
 * `POST /api/meal-plans`: generates and saves a plan from the questionnaire. The answer is the plan; a slow
 * generator answers while it is still `generating` and reports the rest through the events stream.
 */
import type { CreateMealPlanBody, MealPlan } from '@mealplanr/contracts/meal-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestWithKey } from '../../../lib/idempotency.ts';
import { mealPlanInLanguageKey } from './get-meal-plan.ts';
import { MEAL_PLANS_KEY } from './get-meal-plans.ts';

export interface CreateMealPlanRequest {
  body: CreateMealPlanBody;
  /** The same for a retry of the same attempt, so a lost answer never leads to two plans. */
  idempotencyKey: string;
}

export async function createMealPlan({ body, idempotencyKey }: CreateMealPlanRequest): Promise<MealPlan> {
  const res = await requestWithKey('POST', MEAL_PLANS_KEY, idempotencyKey, body);
  return (await res.json()) as MealPlan;
}

export function useCreateMealPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMealPlan,
    onSuccess: (plan) => {
      // Made in the interface language: this is the plan as the details page asks for it.
      queryClient.setQueryData(mealPlanInLanguageKey(plan.id, plan.language), plan);
      return queryClient.invalidateQueries({ queryKey: [MEAL_PLANS_KEY], exact: true });
    },
  });
}
