/**
 * `POST /api/meal-plans/:id/grocery-list`: the plan's grocery list, made once and reused afterwards
 * (`reused: true` → "Using existing grocery list").
 */
import type { GroceryListFromPlanResult } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { mealPlanUrl } from './get-meal-plan.ts';

/** The grocery lists' cache key (their feature's list query); a new list must show up there. */
const GROCERY_LISTS_KEY = '/api/grocery-lists';

export async function createGroceryListFromPlan(planId: string): Promise<GroceryListFromPlanResult> {
  // Named in the interface language, whatever language the plan was made in.
  const res = await apiRequest('POST', `${mealPlanUrl(planId)}/grocery-list?lang=${currentLanguage()}`);
  return (await res.json()) as GroceryListFromPlanResult;
}

export function useCreateGroceryListFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroceryListFromPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] }),
  });
}
