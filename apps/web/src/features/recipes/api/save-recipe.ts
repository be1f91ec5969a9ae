/** `POST /api/recipes` (a new own recipe) and `PUT /api/recipes/:id` (replace one): the editor's save. */
import type { OwnRecipe, OwnRecipeInput } from '@mealplanr/contracts/recipes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { RECIPES_KEY, recipeUrl } from './recipe-keys.ts';

export interface SaveRecipeRequest {
  /** Missing for a new recipe. */
  id?: string;
  body: OwnRecipeInput;
}

export async function saveRecipe({ id, body }: SaveRecipeRequest): Promise<OwnRecipe> {
  const res = id ? await apiRequest('PUT', recipeUrl(id), body) : await apiRequest('POST', RECIPES_KEY, body);
  return (await res.json()) as OwnRecipe;
}

export function useSaveRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRecipe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RECIPES_KEY] }),
  });
}
