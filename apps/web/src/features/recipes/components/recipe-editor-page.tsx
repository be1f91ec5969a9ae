import { DownloadIcon, InfoIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { BackLink } from '../../../components/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRecipe } from '../api/get-recipe.ts';
import { useImportRecipe } from '../api/import-recipe.ts';
import { useSaveRecipe } from '../api/save-recipe.ts';
import { emptyRecipeForm, formFromDraft, formFromRecipe, type RecipeFormValues, toRecipeBody } from '../utils/editor-form.ts';
import { importErrorText } from '../utils/import-error-text.ts';
import { type EditorHistoryState, type ImportedDraft, importedDraftIn } from '../utils/imported-draft.ts';
import { NEW_RECIPE_PATH, RECIPES_PATH, recipePath } from '../utils/paths.ts';
import { RecipeForm } from './recipe-form.tsx';

/** `/recipes/new`: a new recipe, empty or from an imported draft (carried in the history state). */
export function NewRecipePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('recipes.editor.newTitle'));
  const imported = importedDraftIn(useHistoryState<unknown>());
  const [, navigate] = useLocation();
  return (
    <EditorFrame title={t('recipes.editor.newTitle')} backHref={RECIPES_PATH}>
      <RecipeEditor
        // A second import (another recipe of the same page) starts the form afresh.
        key={imported ? `${imported.draft.title}|${imported.draft.ingredientLines.length}` : 'empty'}
        defaultValues={imported ? formFromDraft(imported.draft) : emptyRecipeForm(currentLanguage())}
        header={imported ? <ImportedNotice imported={imported} /> : undefined}
        onCancel={() => navigate(RECIPES_PATH)}
      />
    </EditorFrame>
  );
}

/** `/recipes/:id/edit`: one of the person's own recipes. */
export function EditRecipePage({ id }: { id: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('recipes.editor.editTitle'));
  const recipe = useRecipe(id);
  const [, navigate] = useLocation();
  if (recipe.isPending) {
    return (
      <EditorFrame title={t('recipes.editor.editTitle')} backHref={recipePath(id)}>
        <div className="h-64 animate-pulse rounded-xl border bg-muted/60" aria-busy="true" aria-label={t('common.loading')} />
      </EditorFrame>
    );
  }
  if (recipe.isError || recipe.data.source !== 'mine') {
    const missing = !recipe.isError || (recipe.error instanceof HttpError && recipe.error.status === 404);
    return (
      <EditorFrame title={t('recipes.editor.editTitle')} backHref={RECIPES_PATH}>
        <p role="alert" className="rounded-xl border border-dashed px-6 py-12 text-center">
          {missing ? t('recipes.details.notFound') : errorMessage(recipe.error)}
        </p>
      </EditorFrame>
    );
  }
  return (
    <EditorFrame title={t('recipes.editor.editTitle')} backHref={recipePath(id)}>
      <RecipeEditor id={id} defaultValues={formFromRecipe(recipe.data)} onCancel={() => navigate(recipePath(id))} />
    </EditorFrame>
  );
}

function EditorFrame({ title, backHref, children }: { title: string; backHref: string; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <BackLink href={backHref} className="focus-visible:outline-offset-2">
          {backHref === RECIPES_PATH ? t('recipes.details.back') : t('common.cancel')}
        </BackLink>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
      {children}
    </div>
  );
}

/** The form and its save: a failed save keeps every value on screen and says why. */
function RecipeEditor({
  id,
  defaultValues,
  header,
  onCancel,
}: {
  id?: string;
  defaultValues: RecipeFormValues;
  header?: React.ReactNode;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const save = useSaveRecipe();
  const [saveError, setSaveError] = useState<string>();
  return (
    <RecipeForm
      defaultValues={defaultValues}
      header={header}
      saving={save.isPending}
      saveError={saveError}
      onCancel={onCancel}
      onSubmit={(values) => {
        setSaveError(undefined);
        save.mutate(
          { id, body: toRecipeBody(values) },
          {
            onSuccess: (saved) => {
              toast({ title: t('recipes.editor.saved'), description: saved.title });
              // The editor's history entry (with any imported draft) gives way to the recipe.
              navigate(recipePath(saved.id), { replace: true });
            },
            onError: (error) => setSaveError(`${t('recipes.editor.saveFailed')} ${errorMessage(error)}`),
          },
        );
      }}
    />
  );
}

/** Where the draft came from, and the page's other recipes to import instead. */
function ImportedNotice({ imported }: { imported: ImportedDraft }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const again = useImportRecipe();
  const from = imported.from;
  const source = imported.draft.sourceUrl ?? (from.kind === 'url' ? from.url : t('recipes.editor.importedFromText'));
  const others = imported.otherRecipes ?? [];
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-800/60 dark:bg-sky-950/30 dark:text-sky-100"
      data-testid="imported-notice"
    >
      <p className="flex items-start gap-2">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{t('recipes.editor.importedNotice', { source })}</span>
      </p>
      {from.kind === 'url' && others.length > 0 ? (
        <div className="flex flex-col gap-1.5 pl-6">
          <p>{t('recipes.editor.otherRecipes', { count: others.length })}</p>
          <ul className="flex flex-wrap gap-1.5">
            {others.map((other) => (
              <li key={other.index}>
                <Button
                  variant="outline"
                  size="sm"
                  className="h-7 px-2 text-xs"
                  busy={again.isPending && again.variables.kind === 'url' && again.variables.recipeIndex === other.index}
                  disabled={again.isPending}
                  icon={<DownloadIcon aria-hidden="true" />}
                  onClick={() =>
                    again.mutate(
                      { kind: 'url', url: from.url, recipeIndex: other.index },
                      {
                        onSuccess: (result) => {
                          const state: EditorHistoryState = { imported: { ...result, from } };
                          navigate(NEW_RECIPE_PATH, { replace: true, state });
                        },
                      },
                    )
                  }
                >
                  {t('recipes.editor.importOther', { title: other.title })}
                </Button>
              </li>
            ))}
          </ul>
          {again.isError ? (
            <p role="alert" className="text-destructive dark:text-red-400">
              {importErrorText(t, again.error) ?? errorMessage(again.error)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
