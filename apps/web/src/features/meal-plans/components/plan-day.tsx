import type { MealPlanDay } from '@mealplanr/contracts/meal-plans';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { formatInteger, formatWeekdayDate } from '../utils/format.ts';
import { MealCard } from './meal-card.tsx';

export interface PlanDayProps {
  day: MealPlanDay;
  calorieTarget: number | null;
  householdSize: number;
  swappingMealId: string | undefined;
  onSwap: (mealId: string) => void;
}

/** One day of the plan: its meals in the order of the day and the day's totals against the target. */
export function PlanDay({ day, calorieTarget, householdSize, swappingMealId, onSwap }: PlanDayProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = `day-${day.date}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="plan-day">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={headingId} className="text-lg font-semibold first-letter:uppercase">
          {formatWeekdayDate(day.date, language)}
        </h2>
        <DayTotals day={day} calorieTarget={calorieTarget} />
      </div>
      <div className="grid items-start gap-3 md:grid-cols-2">
        {day.meals.map((meal) => (
          <MealCard
            key={meal.id}
            meal={meal}
            householdSize={householdSize}
            onSwap={() => onSwap(meal.id)}
            swapping={swappingMealId === meal.id}
            swapDisabled={swappingMealId !== undefined}
          />
        ))}
      </div>
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
