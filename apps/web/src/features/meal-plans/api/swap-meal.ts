/** `POST /api/meal-plans/:id/meals/:mealId/swap`: another recipe for one slot, the rest of the plan kept. */
import type { Language } from '@mealplanr/contracts/enums';
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { mealPlanInLanguageKey, mealPlanInLanguageUrl, mealPlanQueryKey } from './get-meal-plan.ts';

export interface SwapMealVariables {
  planId: string;
  mealId: string;
  /** The language the answer's meals are read in (the interface language). */
  language: Language;
}

export async function swapMeal({ planId, mealId, language }: SwapMealVariables): Promise<MealPlan> {
  const res = await apiRequest('POST', mealPlanInLanguageUrl(planId, language, `/meals/${encodeURIComponent(mealId)}/swap`));
  return (await res.json()) as MealPlan;
}

export function useSwapMeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: swapMeal,
    onSuccess: (plan, { planId, language }) => {
      queryClient.setQueryData(mealPlanInLanguageKey(planId, language), plan);
      // The plan in other languages seen before is out of date now.
      void queryClient.invalidateQueries({
        queryKey: mealPlanQueryKey(planId),
        predicate: (query) => query.queryKey[2] !== language,
      });
    },
  });
}
