/**
 * `GET /api/ingredients?q=&lang=`: up to ten catalog ingredients matching what someone is typing, named in the
 * interface language (the match itself may be in English, Russian or Belarusian). Shared by every screen that
 * asks for ingredient words, so they all ask the same way and share one cache entry per query.
 */
import type { IngredientSuggestion } from '@mealplanr/contracts/meal-plans';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

export type { IngredientSuggestion };

/** Fewer letters than this match too much to be useful, so no request is made for them. */
export const MIN_SUGGESTION_QUERY = 2;

export const ingredientSuggestionsUrl = (q: string, lang: string) =>
  `/api/ingredients?${new URLSearchParams({ q, lang }).toString()}`;

export async function fetchIngredientSuggestions(q: string, lang: string): Promise<IngredientSuggestion[]> {
  const res = await apiRequest('GET', ingredientSuggestionsUrl(q, lang));
  return (await res.json()) as IngredientSuggestion[];
}

/**
 * Suggestions for `q` (trimmed); idle below MIN_SUGGESTION_QUERY letters. Suggestions are a convenience: when
 * the request fails there are simply none, and a typed word can still be used.
 */
export function useIngredientSuggestions(q: string, lang: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [ingredientSuggestionsUrl(query, lang)],
    queryFn: () => fetchIngredientSuggestions(query, lang),
    enabled: query.length >= MIN_SUGGESTION_QUERY,
    // The catalog changes only with a new release.
    staleTime: 5 * 60_000,
    // Keep the last suggestions on screen while the next letters are looked up.
    placeholderData: keepPreviousData,
  });
}
