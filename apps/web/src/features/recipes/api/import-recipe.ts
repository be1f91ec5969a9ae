/**
 * `POST /api/recipes/import {url}` and `POST /api/recipes/import-text {text}`: a draft recipe read from a web
 * page or from pasted text, to review in the editor before saving. Nothing is stored.
 */
import { recipeImportErrorSchema, type ImportFailureReason, type RecipeImportResult } from '@mealplanr/contracts/recipe-import';
import { useMutation } from '@tanstack/react-query';
import { HttpError, apiRequest } from '../../../lib/api.ts';
import { RECIPES_KEY } from './recipe-keys.ts';

export type ImportRequest = { kind: 'url'; url: string; recipeIndex?: number } | { kind: 'text'; text: string };

export async function importRecipe(request: ImportRequest): Promise<RecipeImportResult> {
  const res =
    request.kind === 'url'
      ? await apiRequest('POST', `${RECIPES_KEY}/import`, { url: request.url, recipeIndex: request.recipeIndex })
      : await apiRequest('POST', `${RECIPES_KEY}/import-text`, { text: request.text });
  return (await res.json()) as RecipeImportResult;
}

/** Why an import failed, when the server said (422 `import_failed`); undefined for any other failure. */
export function importFailureReason(error: unknown): ImportFailureReason | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  try {
    const parsed = recipeImportErrorSchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data.error.reason : undefined;
  } catch {
    return undefined;
  }
}

export function useImportRecipe() {
  return useMutation({ mutationFn: importRecipe });
}
