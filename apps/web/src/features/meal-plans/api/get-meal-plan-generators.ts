/**
 * `GET /api/meal-plans/generators`: who can write a plan on this server. The AI chef (`llm`) is listed only when
 * the server has a model configured; otherwise the questionnaire offers no choice.
 */
import type { MealPlanGenerators } from '@mealplanr/contracts/meal-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export const MEAL_PLAN_GENERATORS_KEY = '/api/meal-plans/generators';

/** What an older server (without the endpoint) offers: the built-in planner only. */
const BUILTIN_ONLY: MealPlanGenerators = { generators: ['builtin'], default: 'builtin' };

export async function getMealPlanGenerators(): Promise<MealPlanGenerators> {
  try {
    const res = await apiRequest('GET', MEAL_PLAN_GENERATORS_KEY);
    return (await res.json()) as MealPlanGenerators;
  } catch {
    // Not knowing is the same as not offered: the built-in planner always works.
    return BUILTIN_ONLY;
  }
}

export const mealPlanGeneratorsQueryOptions = () =>
  // Configuration changes only with a server restart.
  queryOptions({ queryKey: [MEAL_PLAN_GENERATORS_KEY], queryFn: getMealPlanGenerators, staleTime: 5 * 60_000 });

export function useMealPlanGenerators() {
  return useQuery(mealPlanGeneratorsQueryOptions());
}
