/**
 * `GET /api/ingredients?q=&lang=`: up to ten ingredient suggestions in the interface language. Suggestions are
 * a convenience: when the server has none (or no such endpoint), any typed word can still be added.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';

export interface IngredientSuggestion {
  id: string;
  /** Display name in the requested language. */
  name: string;
}

/** Fewer letters than this match too much to be useful. */
export const MIN_SUGGESTION_QUERY = 2;

const url = (q: string, lang: string) => `/api/ingredients?${new URLSearchParams({ q, lang }).toString()}`;

export async function searchIngredients(q: string, lang: string): Promise<IngredientSuggestion[]> {
  const res = await apiRequest('GET', url(q, lang));
  const body = (await res.json()) as IngredientSuggestion[] | { items: IngredientSuggestion[] };
  return Array.isArray(body) ? body : body.items;
}

export const ingredientSearchQueryOptions = (q: string, lang: string) =>
  queryOptions({
    queryKey: [url(q, lang)],
    queryFn: () => searchIngredients(q, lang),
    // The catalog changes only with a new release.
    staleTime: 5 * 60_000,
  });

export function useIngredientSuggestions(q: string, lang: string) {
  const query = q.trim();
  return useQuery({
    ...ingredientSearchQueryOptions(query, lang),
    enabled: query.length >= MIN_SUGGESTION_QUERY,
    placeholderData: keepPreviousData,
  });
}
