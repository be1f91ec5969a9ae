import type { MealPlan } from '@mealplanr/contracts/meal-plans';
import { CalendarPlusIcon, DownloadIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'wouter';
import { BackLink } from '../../../components/back-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { mealPlanInLanguageUrl, useMealPlan } from '../api/get-meal-plan.ts';
import { useSwapMeal } from '../api/swap-meal.ts';
import { useGeneratingPlan } from '../hooks/use-generating-plan.ts';
import { infeasibleText } from '../utils/explanation-text.ts';
import { formatDayRange, formatInteger, formatMonthDay } from '../utils/format.ts';
import { readInfeasibleReason } from '../utils/infeasible-reason.ts';
import { MEAL_PLANS_PATH } from '../utils/paths.ts';
import { DeletePlanButton } from './delete-plan-button.tsx';
import { GenerationFailure } from './generation-failure.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { PlanDay } from './plan-day.tsx';
import { PlanExplanations } from './plan-explanations.tsx';
import { PlanFacts } from './plan-facts.tsx';
import { PlanGrocerySection } from './plan-grocery-section.tsx';

/** `/meal-plans/:id`: one plan, day by day, with its notes, grocery section and actions. */
export function MealPlanDetailsPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const query = useMealPlan(id);
  const plan = query.data;
  const title = plan ? t('plans.weekOf', { date: formatMonthDay(plan.startDate, language) }) : t('plans.details.title');
  useDocumentTitle(title);
  const progress = useGeneratingPlan(id, plan?.status);

  const back = <BackLink href={MEAL_PLANS_PATH}>{t('plans.details.back')}</BackLink>;

  if (query.isPending) return <PageSpinner />;


  if (query.isError) {
    const missing = query.error instanceof HttpError && query.error.status === 404;
    return (
      <div className="flex flex-col gap-6">
        {back}
        <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
          <h1 className="text-xl font-semibold">{missing ? t('plans.details.notFound') : t('plans.details.loadFailed')}</h1>
          <p className="text-sm text-muted-foreground">
            {missing ? t('plans.details.notFoundHint') : errorMessage(query.error)}
          </p>
          {missing ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              <RotateCcwIcon aria-hidden="true" />
              {t('plans.list.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const ready = query.data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <PlanHeader plan={ready} title={title} />
      {ready.status === 'generating' ? (
        <div className="rounded-xl border bg-card p-6">
          <GenerationProgress
            startedAt={Date.parse(ready.createdAt)}
            serverStep={progress.step}
            recipes={progress.total ? { done: progress.done ?? 0, total: progress.total } : undefined}
            onRefresh={() => void query.refetch()}
            refreshing={query.isFetching}
          />
        </div>
      ) : ready.status === 'failed' ? (
        <div className="flex flex-col gap-4">
          <GenerationFailure details={{ kind: 'plan', planError: ready.error }} />
          <Button asChild className="w-fit">
            <Link href={MEAL_PLANS_PATH}>
              <CalendarPlusIcon aria-hidden="true" />
              {t('plans.details.createAnother')}
            </Link>
          </Button>
        </div>
      ) : (
        <ReadyPlan plan={ready} />
      )}
    </div>
  );
}

function PlanHeader({ plan, title }: { plan: MealPlan; title: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const target =
    plan.calorieTarget === null
      ? t('plans.summary.noTarget')
      : plan.calorieTargetSource === 'estimate'
        ? t('plans.summary.targetEstimate', { kcal: formatInteger(plan.calorieTarget, language) })
        : plan.calorieTargetSource === 'reference'
          ? t('plans.summary.targetReference', { kcal: formatInteger(plan.calorieTarget, language) })
          : t('plans.summary.target', { kcal: formatInteger(plan.calorieTarget, language) });
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{formatDayRange(plan.startDate, plan.endDate, language)}</p>
        <PlanFacts plan={plan} target={target} label={t('plans.details.factsLabel')} />
      </div>
      <div className="flex flex-wrap gap-2">
        {plan.status === 'ready' ? (
          <Button asChild variant="outline">
            <a href={mealPlanInLanguageUrl(plan.id, currentLanguage(), '/calendar.ics')} download={`meal-plan-${plan.startDate}.ics`}>
              <DownloadIcon aria-hidden="true" />
              {t('plans.details.exportCalendar')}
            </a>
          </Button>
        ) : null}
        {plan.status === 'generating' ? null : <DeletePlanButton planId={plan.id} planName={title} />}
      </div>
    </header>
  );
}

function ReadyPlan({ plan }: { plan: MealPlan }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const swap = useSwapMeal();
  const swappingMealId = swap.isPending ? swap.variables.mealId : undefined;

  const onSwap = (mealId: string) => {
    swap.mutate(
      { planId: plan.id, mealId, language: currentLanguage() },
      {
        onSuccess: (updated) => {
          const meal = updated.plan.flatMap((day) => day.meals).find((m) => m.id === mealId);
          toast({ title: t('plans.meal.swapped'), description: meal?.title });
        },
        onError: (error) => {
          const reason = readInfeasibleReason(error);
          toast({
            variant: 'destructive',
            title: t('plans.meal.swapFailed'),
            description: reason ? infeasibleText(t, reason, language).summary : errorMessage(error),
          });
        },
      },
    );
  };

  return (
    <>
      <PlanExplanations explanations={plan.explanations} />
      <div className="flex flex-col gap-8">
        {plan.plan.map((day) => (
          <PlanDay
            key={day.date}
            day={day}
            calorieTarget={plan.calorieTarget}
            restrictions={plan.questionnaire.dietaryRestrictions}
            householdSize={plan.householdSize}
            swappingMealId={swappingMealId}
            onSwap={onSwap}
          />
        ))}
      </div>
      <PlanGrocerySection plan={plan} />
    </>
  );
}
