import type { MealPlanSummary } from '@mealplanr/contracts/meal-plans';
import { CalendarDaysIcon, ChevronRightIcon, CircleAlertIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { cn } from '../../../lib/utils.ts';
import { formatDayRange, formatInteger, formatMonthDay } from '../utils/format.ts';
import { mealPlanPath } from '../utils/paths.ts';
import { PlanFacts } from './plan-facts.tsx';
import { IconTile } from './icon-tile.tsx';

/** One plan in the list: week-of label, dates, days, meals per day; the whole card opens the plan. */
export function MealPlanCard({ plan }: { plan: MealPlanSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const target =
    plan.calorieTarget === null ? null : t('plans.summary.target', { kcal: formatInteger(plan.calorieTarget, language) });

  return (
    <Link
      href={mealPlanPath(plan.id)}
      className={cn(
        'group flex h-full flex-col gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-xs transition-colors',
        'hover:border-primary/50 hover:bg-accent/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
      data-testid="meal-plan-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <IconTile>
            <CalendarDaysIcon className="size-5" aria-hidden="true" />
          </IconTile>
          <div className="flex min-w-0 flex-col gap-0.5">
            {/* The date keeps together ("November 25" never breaks between month and day); no-break spaces do that. */}
            <h2 className="font-semibold">
              {t('plans.weekOf', { date: formatMonthDay(plan.startDate, language).replace(/ /g, '\u00a0') })}
            </h2>
            <p className="text-sm text-muted-foreground">{formatDayRange(plan.startDate, plan.endDate, language)}</p>
          </div>
        </div>
        <ChevronRightIcon
          className="mt-2 size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </div>
      <PlanFacts plan={plan} target={target} />
      <p className="text-sm text-muted-foreground">
        {plan.mealTypes.map((type) => t(`plans.mealTypes.${type}`)).join(' · ')}
      </p>
      {plan.status !== 'ready' ? <StatusBadge status={plan.status} /> : null}
    </Link>
  );
}

function StatusBadge({ status }: { status: 'generating' | 'failed' }) {
  const { t } = useTranslation();
  return status === 'generating' ? (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-secondary px-2.5 py-1 text-xs font-medium text-secondary-foreground">
      <LoaderCircleIcon className="size-3.5 animate-spin" aria-hidden="true" />
      {t('plans.status.generating')}
    </p>
  ) : (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-destructive/10 px-2.5 py-1 text-xs font-medium text-destructive dark:text-red-300">
      <CircleAlertIcon className="size-3.5" aria-hidden="true" />
      {t('plans.status.failed')}
    </p>
  );
}
