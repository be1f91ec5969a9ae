/**
 * The grocery list already made from a plan, if any: read from `GET /api/grocery-lists` (each of your lists
 * says which plan it was made from), so the plan page offers "Open grocery list" after a reload too, not
 * "Create grocery list" again.
 */
import type { GroceryListIndex, GroceryListSummary } from '@mealplanr/contracts/grocery-lists';
import { useQuery } from '@tanstack/react-query';
import { groceryListsQueryOptions } from '../../grocery-lists/api/get-grocery-lists.ts';

/** Your own list made from this plan (a list shared with you is someone else's copy). */
export function planGroceryList(index: GroceryListIndex, planId: string): GroceryListSummary | undefined {
  return index.owned.find((list) => list.mealPlanId === planId);
}

export function usePlanGroceryList(planId: string) {
  return useQuery({
    ...groceryListsQueryOptions(),
    select: (index) => planGroceryList(index, planId) ?? null,
  });
}
