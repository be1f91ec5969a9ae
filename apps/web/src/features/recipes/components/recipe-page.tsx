import type { RecipeDetails } from '@mealplanr/contracts/recipes';
import { ChefHatIcon, ClockIcon, PencilIcon, PrinterIcon, RotateCcwIcon, Trash2Icon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link, useLocation } from 'wouter';
import { BackLink } from '../../../components/back-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LabelChecks } from '../../meal-plans/components/label-checks.tsx';
import { formatInteger, formatList } from '../../meal-plans/utils/format.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';
import { useRecipe } from '../api/get-recipe.ts';
import { recipeAllergenName } from '../utils/allergen-text.ts';
import { recipeEditPath, RECIPES_PATH } from '../utils/paths.ts';
import { clampServings } from '../utils/scale-servings.ts';
import { NutritionTable } from './nutrition-table.tsx';
import { RecipeIngredients } from './recipe-ingredients.tsx';
import { RecipeMarksToggles } from './recipe-marks.tsx';
import { ServingsStepper } from './servings-stepper.tsx';

/** `/recipes/:id`: one recipe of either source, to read, cook (amounts for any servings), mark and print. */
export function RecipePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const recipe = useRecipe(id);
  useDocumentTitle(recipe.data?.title ?? t('recipes.browser.title'));

  if (recipe.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('common.loading')}>
        <div className="h-8 w-2/3 animate-pulse rounded bg-muted" />
        <div className="h-40 animate-pulse rounded-xl border bg-muted/60" />
      </div>
    );
  }
  if (recipe.isError) {
    const missing = recipe.error instanceof HttpError && recipe.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <BackToRecipes />
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
          <h1 className="text-lg font-semibold">{missing ? t('recipes.details.notFound') : t('recipes.details.loadFailed')}</h1>
          {missing ? null : (
            <>
              <p className="text-sm text-muted-foreground">{errorMessage(recipe.error)}</p>
              <Button variant="outline" onClick={() => void recipe.refetch()} icon={<RotateCcwIcon aria-hidden="true" />}>
                {t('recipes.browser.retry')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }
  return <RecipeView key={recipe.data.id} recipe={recipe.data} />;
}

function BackToRecipes() {
  const { t } = useTranslation();
  return (
    <BackLink href={RECIPES_PATH} className="focus-visible:outline-offset-2 print:hidden">
      {t('recipes.details.back')}
    </BackLink>
  );
}

function RecipeView({ recipe }: { recipe: RecipeDetails }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [servings, setServings] = useState(() => clampServings(recipe.servings));
  const mine = recipe.source === 'mine';
  const unresolved = recipe.lines
    ? recipe.lines.filter((line) => !line.resolved).length
    : recipe.ingredients.filter((ingredient) => ingredient.id === null).length;
  // An own recipe is shown in the language it was written in: say so, for screen readers' pronunciation.
  const textLang = recipe.language !== language ? recipe.language : undefined;

  return (
    <article className="flex flex-col gap-6" data-testid="recipe-page" data-recipe-card="">
      <BackToRecipes />
      <header className="flex flex-col gap-3">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-primary uppercase">
          {mine ? t('recipes.details.mine') : t('recipes.details.builtin')}
          <span aria-hidden="true">·</span>
          {t(`plans.cuisines.${recipe.cuisine}`)}
          <span aria-hidden="true">·</span>
          {formatList(recipe.mealTypes.map((type) => t(`plans.mealTypes.${type}`)), language)}
        </p>
        <h1 lang={textLang} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {recipe.title}
        </h1>
        {recipe.description ? (
          <p lang={textLang} className="max-w-prose text-pretty whitespace-pre-line text-muted-foreground">
            {recipe.description}
          </p>
        ) : null}
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-label={t('recipes.details.facts')}>
          <li className="inline-flex items-center gap-1.5">
            <ClockIcon className="size-4" aria-hidden="true" />
            {t('recipes.details.activeMinutes', { minutes: formatInteger(recipe.activeMinutes, language) })}
          </li>
          <li>{t('recipes.details.totalMinutes', { minutes: formatInteger(recipe.totalMinutes, language) })}</li>
          <li className="inline-flex items-center gap-1.5">
            <ChefHatIcon className="size-4" aria-hidden="true" />
            {t('recipes.details.difficulty', { skill: t(`plans.skills.${recipe.difficulty}`) })}
          </li>
        </ul>
        <RecipeMarksToggles recipeId={recipe.id} marks={{ favourite: recipe.favourite, neverSuggest: recipe.neverSuggest }} />
        {mine ? <OwnRecipeActions recipe={recipe} /> : null}
        <div className="print:hidden">
          <Button variant="ghost" size="sm" icon={<PrinterIcon aria-hidden="true" />} onClick={() => window.print()}>
            {t('recipes.details.print')}
          </Button>
        </div>
      </header>

      {recipe.incomplete ? (
        <p
          role="note"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100"
          data-testid="recipe-incomplete"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('recipes.details.incomplete', { count: Math.max(unresolved, 1) })}
        </p>
      ) : null}

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="recipe-ingredients-heading" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="recipe-ingredients-heading" className="text-lg font-semibold">
                {t('recipes.details.ingredients')}
              </h2>
              <ServingsStepper value={servings} onChange={setServings} />
            </div>
            <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="servings-note">
              {t('recipes.details.scaledNote', { count: servings, original: formatInteger(recipe.servings, language) })}
            </p>
            <div lang={textLang}>
              <RecipeIngredients
                ingredients={recipe.ingredients}
                recipeServings={recipe.servings}
                servings={servings}
                recipeLanguage={recipe.language}
              />
            </div>
          </section>
          <section aria-labelledby="recipe-steps-heading" className="flex flex-col gap-3">
            <h2 id="recipe-steps-heading" className="text-lg font-semibold">
              {t('recipes.details.steps')}
            </h2>
            {recipe.steps.length > 0 ? (
              <ol lang={textLang} className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed">
                {recipe.steps.map((step, index) => (
                  <li key={index} className="whitespace-pre-line">
                    {step}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">{t('recipes.details.noSteps')}</p>
            )}
          </section>
        </div>

        <aside className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground">
          <section aria-labelledby="recipe-nutrition-heading" className="flex flex-col gap-2">
            <h2 id="recipe-nutrition-heading" className="font-semibold">
              {t('recipes.details.nutrition')}
            </h2>
            <NutritionTable nutrition={recipe.nutrition} />
          </section>
          <section className="flex flex-col gap-1 text-sm">
            <h2 className="font-semibold">{t('recipes.details.diets')}</h2>
            <p className="text-muted-foreground" data-testid="recipe-diets">
              {recipe.diets.length > 0
                ? formatList(recipe.diets.map((diet) => t(`plans.restrictions.${diet}`)), language)
                : t('recipes.details.noDiets')}
            </p>
          </section>
          <section className="flex flex-col gap-1 text-sm">
            <h2 className="font-semibold">{t('recipes.details.allergens')}</h2>
            <p className="text-muted-foreground" data-testid="recipe-allergens">
              {recipe.allergens.length > 0
                ? formatList(recipe.allergens.map((code) => recipeAllergenName(t, code)), language)
                : t('recipes.details.noAllergens')}
            </p>
          </section>
          <LabelChecks checks={recipe.labelChecks} language={recipe.language} />
        </aside>
      </div>
    </article>
  );
}

/** Edit and Delete, for the person's own recipes. */
function OwnRecipeActions({ recipe }: { recipe: RecipeDetails }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteRecipe();
  return (
    <div className="flex flex-wrap gap-2 print:hidden" role="group" aria-label={t('recipes.details.actions')}>
      <Button asChild variant="outline" size="sm">
        <Link href={recipeEditPath(recipe.id)}>
          <PencilIcon aria-hidden="true" />
          {t('recipes.details.edit')}
        </Link>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button variant="outline" size="sm" icon={<Trash2Icon aria-hidden="true" />} data-testid="delete-recipe">
            {t('recipes.details.delete')}
          </Button>
        }
        title={t('recipes.details.deleteTitle')}
        description={t('recipes.details.deleteDescription', { title: recipe.title })}
        confirmLabel={t('recipes.details.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(recipe.id).then(
            () => {
              setConfirming(false);
              toast({ title: t('recipes.details.deleted'), description: recipe.title });
              navigate(RECIPES_PATH);
            },
            (error: unknown) => {
              setConfirming(false);
              toast({ variant: 'destructive', title: t('recipes.details.deleteFailed'), description: errorMessage(error) });
            },
          )
        }
      />
    </div>
  );
}
