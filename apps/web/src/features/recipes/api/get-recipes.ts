/**
 * `GET /api/recipes?…`: the recipe browser — built-in and own recipes matching the search words and filters,
 * a page at a time ("Show more" asks for the next one).
 */
import type { Language } from '@mealplanr/contracts/enums';
import { RECIPE_BROWSER_PAGE, type RecipeBrowserPage } from '@mealplanr/contracts/recipes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { type BrowserFilters, filtersToQuery } from '../utils/browser-filters.ts';
import { RECIPES_KEY } from './recipe-keys.ts';

export function recipeBrowserUrl(filters: BrowserFilters, language: Language, offset: number): string {
  const params = filtersToQuery(filters);
  params.set('lang', language);
  params.set('limit', String(RECIPE_BROWSER_PAGE.default));
  if (offset > 0) params.set('offset', String(offset));
  return `${RECIPES_KEY}?${params.toString()}`;
}

export async function getRecipes(filters: BrowserFilters, language: Language, offset: number): Promise<RecipeBrowserPage> {
  const res = await apiRequest('GET', recipeBrowserUrl(filters, language, offset));
  return (await res.json()) as RecipeBrowserPage;
}

export function useRecipes(filters: BrowserFilters) {
  useTranslation(); // asks again in the new language when it changes
  const language = currentLanguage();
  return useInfiniteQuery({
    queryKey: [RECIPES_KEY, 'browser', filters, language],
    queryFn: ({ pageParam }) => getRecipes(filters, language, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((sum, page) => sum + page.items.length, 0);
      return seen < last.total && last.items.length > 0 ? seen : undefined;
    },
    // The last results stay on screen while the next search runs.
    placeholderData: keepPreviousData,
  });
}
