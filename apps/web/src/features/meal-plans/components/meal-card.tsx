import type { Meal } from '@mealplanr/contracts/meal-plans';
import { ChevronDownIcon, ClockIcon, FlameIcon, RefreshCwIcon, ScanEyeIcon, SparklesIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { amountText } from '../utils/amount-text.ts';
import { capitalize, formatInteger } from '../utils/format.ts';
import { visibleLabelChecks } from '../utils/label-checks.ts';
import { LabelChecks } from './label-checks.tsx';

export interface MealCardProps {
  meal: Meal;
  householdSize: number;
  onSwap: () => void;
  swapping: boolean;
  /** Another swap in this plan is running: the plan is about to change, so wait for it. */
  swapDisabled: boolean;
}

/**
 * One meal: what it is, kcal and minutes at a glance, and which ingredients' labels to read; ingredients and
 * steps on demand; a swap button.
 */
export function MealCard({ meal, householdSize, onSwap, swapping, swapDisabled }: MealCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  const labelChecked = new Set(visibleLabelChecks(meal.labelChecks).map((check) => check.ingredientId));

  return (
    <article
      aria-labelledby={titleId}
      aria-busy={swapping || undefined}
      className={cn(
        'relative flex flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-xs transition-opacity',
        swapping && 'opacity-60',
      )}
      data-testid="meal-card"
      data-meal-type={meal.mealType}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-primary uppercase">
            {t(`plans.mealTypes.${meal.mealType}`)}
            {meal.source === 'llm' ? (
              <span
                className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 font-medium tracking-normal text-secondary-foreground normal-case"
                data-testid="meal-ai-chef"
              >
                <SparklesIcon className="size-3" aria-hidden="true" />
                {t('plans.meal.aiChef')}
              </span>
            ) : null}
          </p>
          <h3 id={titleId} className="leading-snug font-semibold text-pretty" data-testid="meal-title">
            {meal.title}
          </h3>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onSwap}
          disabled={swapDisabled}
          busy={swapping}
          icon={<RefreshCwIcon aria-hidden="true" />}
          aria-label={t('plans.meal.swapLabel', { title: meal.title })}
          className="-mt-1 -mr-2 shrink-0 text-muted-foreground"
        >
          <span aria-hidden="true">{swapping ? t('plans.meal.swapping') : t('plans.meal.swap')}</span>
        </Button>
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="inline-flex items-center gap-1.5">
          <FlameIcon className="size-4 text-orange-600 dark:text-orange-400" aria-hidden="true" />
          {meal.nutritionEstimated
            ? t('plans.meal.kcalEstimated', { kcal: formatInteger(meal.kcal, language) })
            : t('plans.meal.kcal', { kcal: formatInteger(meal.kcal, language) })}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" aria-hidden="true" />
          {t('plans.meal.minutes', { minutes: formatInteger(meal.totalMinutes, language) })}
        </li>
        <li>{t(`plans.cuisines.${meal.cuisine}`)}</li>
      </ul>

      {/* Two lines while folded; the details button below unfolds the whole description with the rest. */}
      {meal.description ? (
        <p className={cn('text-sm text-muted-foreground', !expanded && 'line-clamp-2')} data-testid="meal-description">
          {meal.description}
        </p>
      ) : null}

      <LabelChecks checks={meal.labelChecks} language={language} />

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((value) => !value)}
        className={cn(
          'inline-flex w-fit cursor-pointer items-center gap-1 rounded-md text-sm font-medium text-primary',
          'underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        {expanded ? t('plans.meal.hideDetails') : t('plans.meal.showDetails')}
        <ChevronDownIcon className={cn('size-4 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
      </button>

      <div id={detailsId} hidden={!expanded} className="flex flex-col gap-4 border-t pt-3">
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{t('plans.meal.ingredients')}</h4>
          <p className="text-xs text-muted-foreground">
            {t('plans.meal.servings', { count: householdSize })}
          </p>
          <ul className="flex flex-col gap-1 text-sm">
            {meal.ingredients.map((ingredient, index) => (
              <li key={`${ingredient.id}-${index}`} className="flex justify-between gap-3 border-b border-dashed pb-1">
                <span>
                  {capitalize(ingredient.name, language)}
                  {ingredient.unmapped ? (
                    <span className="ml-1.5 text-xs text-muted-foreground">{t('plans.meal.unmapped')}</span>
                  ) : null}
                  {labelChecked.has(ingredient.id) ? (
                    <span className="ml-1.5 inline-flex items-center gap-1 align-middle text-xs text-sky-800 dark:text-sky-300">
                      <ScanEyeIcon className="size-3.5" aria-hidden="true" />
                      {t('plans.meal.labelCheckTag')}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 text-muted-foreground tabular-nums">
                  {amountText(t, ingredient.amount, ingredient.unit, language)}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold">{t('plans.meal.steps')}</h4>
          <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm leading-relaxed">
            {meal.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
        <p className="text-xs text-muted-foreground">
          {t('plans.meal.nutrition', {
            protein: formatInteger(meal.nutrition.proteinG, language),
            fat: formatInteger(meal.nutrition.fatG, language),
            carbs: formatInteger(meal.nutrition.carbsG, language),
          })}
        </p>
      </div>
    </article>
  );
}
