/**
 * `GET /api/recipes/:id?lang=`: one recipe of either source. A built-in recipe comes in the interface language;
 * an own recipe as it was written.
 */
import type { Language } from '@mealplanr/contracts/enums';
import type { RecipeDetails } from '@mealplanr/contracts/recipes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { apiRequest } from '../../../lib/api.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { RECIPES_KEY, recipeUrl } from './recipe-keys.ts';

export async function getRecipe(id: string, language: Language): Promise<RecipeDetails> {
  const res = await apiRequest('GET', `${recipeUrl(id)}?lang=${language}`);
  return (await res.json()) as RecipeDetails;
}

export const recipeQueryKey = (id: string) => [RECIPES_KEY, 'one', id] as const;

export const recipeQueryOptions = (id: string, language: Language) =>
  queryOptions({
    queryKey: [...recipeQueryKey(id), language],
    queryFn: () => getRecipe(id, language),
    // After a change of language the recipe stays on screen until it arrives in the new one.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });

export function useRecipe(id: string, options: { enabled?: boolean } = {}) {
  useTranslation(); // renders again when the language changes
  return useQuery({ ...recipeQueryOptions(id, currentLanguage()), enabled: options.enabled ?? true });
}
