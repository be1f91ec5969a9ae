import type { DietaryRestriction } from '@mealplanr/contracts/enums';
import { dayNutrientGoals, type MealPlanDay, type NutrientGoalResult } from '@mealplanr/contracts/meal-plans';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cn } from '../../../lib/utils.ts';
import { formatInteger, formatWeekdayDate } from '../utils/format.ts';
import { MealCard } from './meal-card.tsx';

export interface PlanDayProps {
  day: MealPlanDay;
  calorieTarget: number | null;
  /** The plan's restrictions: keto and low-carb add their carbohydrate goal to the day's figures. */
  restrictions?: readonly DietaryRestriction[];
  householdSize: number;
  swappingMealId: string | undefined;
  onSwap: (mealId: string) => void;
}

/**
 * One day of the plan: its meals in the order of the day (then what was added to reach the target), the day's
 * totals against the target and its figures against the nutrient goals.
 */
export function PlanDay({ day, calorieTarget, restrictions = [], householdSize, swappingMealId, onSwap }: PlanDayProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = `day-${day.date}`;
  const meals = day.meals.filter((meal) => !meal.addition);
  const additions = day.meals.filter((meal) => meal.addition);
  const card = (meal: MealPlanDay['meals'][number]) => (
    <MealCard
      key={meal.id}
      meal={meal}
      householdSize={householdSize}
      onSwap={() => onSwap(meal.id)}
      swapping={swappingMealId === meal.id}
      swapDisabled={swappingMealId !== undefined}
    />
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="plan-day">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={headingId} className="text-lg font-semibold first-letter:uppercase">
          {formatWeekdayDate(day.date, language)}
        </h2>
        <DayTotals day={day} calorieTarget={calorieTarget} />
      </div>
      <div className="grid items-start gap-3 md:grid-cols-2">{meals.map(card)}</div>
      {additions.length > 0 ? (
        <div className="flex flex-col gap-2" data-testid="day-additions">
          <h3 className="text-sm font-medium text-muted-foreground">{t('plans.day.additions')}</h3>
          <div className="grid items-start gap-3 md:grid-cols-2">{additions.map(card)}</div>
        </div>
      ) : null}
      <DayGoals day={day} restrictions={restrictions} />
      <p className="text-xs text-muted-foreground sm:hidden">
        {t('plans.day.macros', {
          protein: formatInteger(day.nutrition.proteinG, language),
          fat: formatInteger(day.nutrition.fatG, language),
          carbs: formatInteger(day.nutrition.carbsG, language),
        })}
      </p>
    </section>
  );
}

/** "1,940 of 2,000 kcal" with a bar, and whether the day is within 5 % of the target. */
function DayTotals({ day, calorieTarget }: { day: MealPlanDay; calorieTarget: number | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const kcal = formatInteger(day.nutrition.kcal, language);
  const macros = t('plans.day.macros', {
    protein: formatInteger(day.nutrition.proteinG, language),
    fat: formatInteger(day.nutrition.fatG, language),
    carbs: formatInteger(day.nutrition.carbsG, language),
  });
  if (calorieTarget === null) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="day-totals">
        <span className="font-medium text-foreground">{t('plans.day.total', { kcal })}</span>
        <span className="hidden sm:inline"> · {macros}</span>
      </p>
    );
  }
  const share = day.nutrition.kcal / calorieTarget;
  const within = day.withinTarget ?? Math.abs(share - 1) <= 0.05;
  return (
    <div className="flex flex-col gap-1 sm:items-end" data-testid="day-totals">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <span className="font-medium">
          {t('plans.day.totalOfTarget', { kcal, target: formatInteger(calorieTarget, language) })}
        </span>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
            within
              ? 'bg-secondary text-secondary-foreground'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
          )}
        >
          {within ? (
            <CircleCheckIcon className="size-3.5" aria-hidden="true" />
          ) : (
            <TriangleAlertIcon className="size-3.5" aria-hidden="true" />
          )}
          {within ? t('plans.day.onTarget') : t('plans.day.offTarget')}
        </span>
      </p>
      {/* The bar is a picture of the numbers beside it; the numbers are what screen readers get. */}
      <div className="relative h-1.5 w-full overflow-hidden rounded-full bg-muted sm:w-56" aria-hidden="true">
        <div
          className={cn('h-full rounded-full', within ? 'bg-primary' : 'bg-amber-500')}
          style={{ width: `${Math.min(100, (share / 1.25) * 100)}%` }}
        />
        <div className="absolute inset-y-0 w-0.5 bg-foreground/60" style={{ left: `${100 / 1.25}%` }} />
      </div>
      <p className="hidden text-xs text-muted-foreground sm:block">{macros}</p>
    </div>
  );
}

/** The day's figures against the nutrient goals: each one met (✓) or missed (!), with its limit. */
function DayGoals({ day, restrictions }: { day: MealPlanDay; restrictions: readonly DietaryRestriction[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (day.meals.length === 0) return null;
  const results = dayNutrientGoals(day.nutrition, restrictions);
  // Protein has two goals (at least 10 %, at most 35 %): one item with its range.
  const protein = results.filter((r) => r.goal === 'protein_low' || r.goal === 'protein_high');
  const others = results.filter((r) => r.goal !== 'protein_low' && r.goal !== 'protein_high');
  const unit = (r: NutrientGoalResult) => t(`plans.goals.units.${r.unit === '%' ? 'percent' : r.unit}`);
  const amount = (value: number, r: NutrientGoalResult) => `${formatInteger(value, language)} ${unit(r)}`;
  const items = [
    ...others.map((r) => ({
      key: r.goal,
      label: t(`plans.goals.${r.goal as 'sodium' | 'sat_fat' | 'fibre' | 'keto_net_carbs' | 'low_carb_share'}`),
      value: amount(r.value, r),
      limit: r.kind === 'max' ? t('plans.goals.atMost', { limit: amount(r.limit, r) }) : t('plans.goals.atLeast', { limit: amount(r.limit, r) }),
      met: r.met,
    })),
    ...(protein.length === 2
      ? [
          {
            key: 'protein',
            label: t('plans.goals.protein'),
            value: amount(protein[0]!.value, protein[0]!),
            limit: `${t('plans.goals.range', { min: formatInteger(protein[0]!.limit, language), max: formatInteger(protein[1]!.limit, language) })} ${unit(protein[0]!)}`,
            met: protein[0]!.met && protein[1]!.met,
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-1.5" data-testid="day-goals">
      <h3 className="sr-only">{t('plans.goals.label')}</h3>
      <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={t('plans.goals.label')}>
        {items.map((item) => (
          <li
            key={item.key}
            data-goal={item.key}
            data-met={item.met}
            className={cn(
              'inline-flex flex-wrap items-center gap-x-1 rounded-md border px-2 py-0.5',
              item.met
                ? 'border-transparent bg-muted text-muted-foreground'
                : 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100',
            )}
          >
            {item.met ? (
              <CircleCheckIcon className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span className="font-medium text-foreground">{item.label}</span>
            <span>{item.value}</span>
            <span aria-hidden="true">·</span>
            <span>{item.limit}</span>
            <span className="sr-only">, {item.met ? t('plans.goals.met') : t('plans.goals.missed')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
