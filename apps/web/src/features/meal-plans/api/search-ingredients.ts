/** `GET /api/ingredients?q=&lang=`: up to ten ingredient suggestions in the interface language. */
import type { IngredientSuggestion } from '@mealplanr/contracts/meal-plans';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

/** Fewer letters than this match too much to be useful. */
export const MIN_QUERY_LENGTH = 2;

export const ingredientSearchUrl = (q: string, lang: string) =>
  `/api/ingredients?${new URLSearchParams({ q, lang }).toString()}`;

export async function searchIngredients(q: string, lang: string): Promise<IngredientSuggestion[]> {
  const res = await apiRequest('GET', ingredientSearchUrl(q, lang));
  const body = (await res.json()) as IngredientSuggestion[] | { items: IngredientSuggestion[] };
  return Array.isArray(body) ? body : body.items;
}

export const ingredientSearchQueryOptions = (q: string, lang: string) =>
  queryOptions({
    queryKey: [ingredientSearchUrl(q, lang)],
    queryFn: () => searchIngredients(q, lang),
    // The catalog changes only with a new release.
    staleTime: 5 * 60_000,
  });

export function useIngredientSearch(q: string, lang: string) {
  const query = q.trim();
  return useQuery({
    ...ingredientSearchQueryOptions(query, lang),
    enabled: query.length >= MIN_QUERY_LENGTH,
    // Keep the last suggestions on screen while the next letters are looked up.
    placeholderData: keepPreviousData,
  });
}
