/**
 * `POST /api/meal-plans/:id/grocery-list`: the plan's grocery list, made once and reused afterwards
 * (`reused: true` → "Using existing grocery list").
 */
import type { GroceryListFromPlanResult } from '@mealplanr/contracts/grocery-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { GROCERY_LISTS_KEY } from './get-grocery-lists.ts';
import { groceryListQueryOptions } from './get-grocery-list.ts';
import { mealPlanUrl } from '../../meal-plans/api/get-meal-plan.ts';

export async function createGroceryListFromPlan(planId: string): Promise<GroceryListFromPlanResult> {
  // Named in the interface language, whatever language the plan was made in.
  const res = await apiRequest('POST', `${mealPlanUrl(planId)}/grocery-list?lang=${currentLanguage()}`);
  return (await res.json()) as GroceryListFromPlanResult;
}

export function useCreateGroceryListFromPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroceryListFromPlan,
    onSuccess: ({ list }) => {
      queryClient.setQueryData(groceryListQueryOptions(list.id).queryKey, list);
      return queryClient.invalidateQueries({ queryKey: [GROCERY_LISTS_KEY] });
    },
  });
}
