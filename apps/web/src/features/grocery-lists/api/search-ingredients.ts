/**
 * `GET /api/ingredients?q=&lang=`: ingredient names for the "add item" autocomplete, in the interface
 * language (a match may come from any of English, Russian or Belarusian), each with its store category.
 */
import type { IngredientSuggestion } from '@mealplanr/contracts/meal-plans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export type { IngredientSuggestion };

/** Fewer letters than this match too much to be useful. */
export const MIN_QUERY_LENGTH = 2;

export const ingredientSearchUrl = (q: string, lang: string) =>
  `/api/ingredients?${new URLSearchParams({ q, lang }).toString()}`;

export async function searchIngredients(q: string, lang: string): Promise<IngredientSuggestion[]> {
  const res = await apiRequest('GET', ingredientSearchUrl(q, lang));
  return (await res.json()) as IngredientSuggestion[];
}

export function useIngredientSearch(q: string, lang: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [ingredientSearchUrl(query, lang)],
    queryFn: () => searchIngredients(query, lang),
    // The catalog changes only with a new release.
    staleTime: 5 * 60_000,
    enabled: query.length >= MIN_QUERY_LENGTH,
    // Keep the last suggestions on screen while the next letters are looked up.
    placeholderData: keepPreviousData,
  });
}
