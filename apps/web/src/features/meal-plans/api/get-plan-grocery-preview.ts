/**
 * `GET /api/meal-plans/:id/grocery-preview?lang=`: what the plan's grocery list will hold, rounded to what one
 * buys exactly as the list will be ("30 pieces", "2 cans (400 g)"), for the plan page's preview.
 */
import type { GroceryPreviewItem } from '@mealplanr/contracts/grocery-lists';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { mealPlanQueryKey, mealPlanUrl } from './get-meal-plan.ts';

export type { GroceryPreviewItem };

export function usePlanGroceryPreview(planId: string, language: string) {
  return useQuery({
    queryKey: [...mealPlanQueryKey(planId), 'grocery-preview', language],
    queryFn: async () => {
      const res = await apiRequest('GET', `${mealPlanUrl(planId)}/grocery-preview?lang=${encodeURIComponent(language)}`);
      return ((await res.json()) as { items: GroceryPreviewItem[] }).items;
    },
    staleTime: 5 * 60_000,
  });
}
