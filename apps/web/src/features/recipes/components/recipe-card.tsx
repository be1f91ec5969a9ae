import type { RecipeSummary } from '@mealplanr/contracts/recipes';
import { BookUserIcon, ClockIcon, FlameIcon, HeartIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { cn } from '../../../lib/utils.ts';
import { formatInteger } from '../../meal-plans/utils/format.ts';
import { recipePath } from '../utils/paths.ts';

/** One recipe in the browser: title, cuisine and meals, kcal and minutes, its marks; the whole card opens it. */
export function RecipeCard({ recipe }: { recipe: RecipeSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const textLang = recipe.language !== language ? recipe.language : undefined;
  return (
    <Link
      href={recipePath(recipe.id)}
      className={cn(
        'flex h-full flex-col gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-colors',
        'hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
      data-testid="recipe-card"
      data-source={recipe.source}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold tracking-wide text-primary uppercase">
        {t(`plans.cuisines.${recipe.cuisine}`)}
        {recipe.source === 'mine' ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 font-medium tracking-normal text-secondary-foreground normal-case">
            <BookUserIcon className="size-3" aria-hidden="true" />
            {t('recipes.card.mine')}
          </span>
        ) : null}
        {recipe.favourite ? (
          <span className="inline-flex items-center gap-1 font-medium tracking-normal text-rose-700 normal-case dark:text-rose-300">
            <HeartIcon className="size-3.5 fill-current" aria-hidden="true" />
            {t('recipes.card.favourite')}
          </span>
        ) : null}
      </p>
      <h2 lang={textLang} className="leading-snug font-semibold text-pretty" data-testid="recipe-card-title">
        {recipe.title}
      </h2>
      {recipe.description ? (
        <p lang={textLang} className="line-clamp-2 text-sm text-muted-foreground">
          {recipe.description}
        </p>
      ) : null}
      <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <FlameIcon className="size-4 text-orange-600 dark:text-orange-400" aria-hidden="true" />
          {t('recipes.card.kcal', { kcal: formatInteger(recipe.kcal, language) })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" aria-hidden="true" />
          {t('recipes.card.minutes', { minutes: formatInteger(recipe.totalMinutes, language) })}
        </li>
        <li>{t(`plans.skills.${recipe.difficulty}`)}</li>
      </ul>
      {recipe.incomplete ? (
        <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-950 dark:bg-amber-400/15 dark:text-amber-100">
          <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
          {t('recipes.card.incomplete')}
        </p>
      ) : null}
    </Link>
  );
}
