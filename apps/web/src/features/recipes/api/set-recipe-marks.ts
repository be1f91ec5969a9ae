/**
 * `PUT /api/recipes/:id/marks`: favourite or never-suggest, on a recipe of either source. The open recipe shows
 * the new mark at once; the browser is refreshed once the server has it.
 */
import type { RecipeDetails, RecipeMarks, RecipeMarksBody } from '@mealplanr/contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { recipeQueryKey } from './get-recipe.ts';
import { RECIPES_KEY, recipeUrl } from './recipe-keys.ts';

export interface SetRecipeMarksRequest {
  id: string;
  marks: RecipeMarksBody;
}

export async function setRecipeMarks({ id, marks }: SetRecipeMarksRequest): Promise<RecipeMarks> {
  const res = await apiRequest('PUT', `${recipeUrl(id)}/marks`, marks);
  return (await res.json()) as RecipeMarks;
}

export function useSetRecipeMarks() {
  const queryClient = useQueryClient();
  const applyMarks = (id: string, marks: Partial<RecipeMarks>) =>
    queryClient.setQueriesData<RecipeDetails>({ queryKey: recipeQueryKey(id) }, (recipe) =>
      recipe ? { ...recipe, ...marks } : recipe,
    );
  return useMutation({
    mutationFn: setRecipeMarks,
    onSuccess: (marks, { id }) => {
      applyMarks(id, marks);
      return queryClient.invalidateQueries({ queryKey: [RECIPES_KEY, 'browser'] });
    },
  });
}
