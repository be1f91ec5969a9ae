import { CalendarRangeIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { useMealPlans } from '../../meal-plans/api/get-meal-plans.ts';
import { weekRangeText } from '../utils/calendar-text.ts';

/** The person's finished meal plans as radio choices, newest first. */
export function PlanPicker({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (planId: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const plans = useMealPlans();
  const ready = (plans.data ?? []).filter((plan) => plan.status === 'ready');

  if (plans.isPending) return <Spinner label={t('grocery.create.plansLoading')} />;
  if (plans.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p>{t('grocery.create.plansLoadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
          <RotateCcwIcon aria-hidden="true" />
          {t('grocery.index.retry')}
        </Button>
      </div>
    );
  }
  if (ready.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm">
        <p className="text-muted-foreground">{t('grocery.create.noPlans')}</p>
        <Button asChild variant="outline" size="sm">
          <Link href="/meal-plans">{t('grocery.create.goToPlans')}</Link>
        </Button>
      </div>
    );
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'plan-picker-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('grocery.create.choosePlan')}</legend>
      <div className="flex max-h-72 flex-col gap-2 overflow-y-auto p-0.5">
        {ready.map((plan) => {
          const checked = value === plan.id;
          return (
            <label
              key={plan.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring hover:bg-accent',
                checked && 'border-primary bg-secondary',
              )}
            >
              <input
                type="radio"
                name="meal-plan"
                value={plan.id}
                checked={checked}
                onChange={() => onChange(plan.id)}
                className="size-4 accent-primary"
              />
              <CalendarRangeIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="flex flex-col">
                <span className="font-medium">
                  {t('grocery.card.weekOf', { range: weekRangeText(t, plan.startDate, plan.endDate, language) })}
                </span>
                <span className="text-muted-foreground">
                  {t('grocery.create.planDays', { count: plan.days })} ·{' '}
                  {t('grocery.create.planPeople', { count: plan.householdSize })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="plan-picker-error" role="alert" className="text-sm text-destructive dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
