/**
 * An imported recipe on its way to the editor: the draft travels in the browser history's state of the
 * `/recipes/new` entry, so it survives a reload of the editor and is gone once the person leaves it.
 */
import type { RecipeDraft, RecipeImportResult } from '@mealplanr/contracts/recipe-import';

export interface ImportedDraft {
  draft: RecipeDraft;
  otherRecipes?: RecipeImportResult['otherRecipes'];
  /** Where it came from: the page's address as typed (to ask it for another of its recipes), or pasted text. */
  from: { kind: 'url'; url: string } | { kind: 'text' };
}

/** The history state the editor reads an imported draft from. */
export interface EditorHistoryState {
  imported?: ImportedDraft;
}

/** Whether a history state holds an imported draft (anything else there is ignored). */
export function importedDraftIn(state: unknown): ImportedDraft | undefined {
  if (typeof state !== 'object' || state === null || !('imported' in state)) return undefined;
  const imported = (state as EditorHistoryState).imported;
  return imported && typeof imported.draft?.title === 'string' && Array.isArray(imported.draft.ingredientLines)
    ? imported
    : undefined;
}
