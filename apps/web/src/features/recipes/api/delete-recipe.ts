/** `DELETE /api/recipes/:id`: delete an own recipe (plans that used it keep their copy of the meal). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { recipeQueryKey } from './get-recipe.ts';
import { RECIPES_KEY, recipeUrl } from './recipe-keys.ts';

export async function deleteRecipe(id: string): Promise<void> {
  await apiRequest('DELETE', recipeUrl(id));
}

export function useDeleteRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipe,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: recipeQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] });
    },
  });
}
