/**
 * `GET /api/meal-plans/:id?lang=`: one plan with every meal, its totals and explanations, its catalog meals
 * read in the interface language (a plan made in another language follows a change of language).
 */
import type { Language } from '@mealplanr/contracts/enums';
import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { MEAL_PLANS_KEY } from './get-meal-plans.ts';

export const mealPlanUrl = (id: string) => `${MEAL_PLANS_KEY}/${encodeURIComponent(id)}`;

/** The plan's address with the language its meals are to be read in. */
export const mealPlanInLanguageUrl = (id: string, language: Language, path = '') =>
  `${mealPlanUrl(id)}${path}?lang=${language}`;

export async function getMealPlan(id: string, language: Language): Promise<MealPlan> {
  const res = await apiRequest('GET', mealPlanInLanguageUrl(id, language));
  return (await res.json()) as MealPlan;
}

/**
 * Keyed under the list's key, so invalidating the plans (e.g. at logout) covers every plan too; this prefix
 * covers the plan in every language.
 */
export const mealPlanQueryKey = (id: string) => [MEAL_PLANS_KEY, id] as const;
export const mealPlanInLanguageKey = (id: string, language: Language) => [...mealPlanQueryKey(id), language] as const;

export const mealPlanQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: mealPlanInLanguageKey(id, language),
    queryFn: () => getMealPlan(id, language),
    // After a change of language the plan stays on screen until it arrives in the new one.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === id ? previous : undefined),
  });

export function useMealPlan(id: string) {
  useTranslation(); // renders again when the language changes
  return useQuery(mealPlanQueryOptions(id, currentLanguage()));
}
