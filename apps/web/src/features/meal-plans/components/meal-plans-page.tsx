import { CalendarPlusIcon, PlusIcon, RotateCcwIcon, SaladIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMealPlans } from '../api/get-meal-plans.ts';
import { MealPlanCard } from './meal-plan-card.tsx';
import { QuestionnaireDialog } from './questionnaire-dialog.tsx';

/** `/dashboard` and `/meal-plans`: the person's plans and "Create new". */
export function MealPlansPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('plans.list.title'));
  const plans = useMealPlans();
  const [creating, setCreating] = useState(false);
  const hasPlans = (plans.data?.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('plans.list.title')}</h1>
          <p className="text-muted-foreground">{t('plans.list.subtitle')}</p>
        </div>
        {hasPlans ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('plans.list.createNew')}
          </Button>
        ) : null}
      </div>

      {plans.isPending ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((index) => (
            <li key={index} className="h-40 animate-pulse rounded-xl border bg-muted/60" />
          ))}
        </ul>
      ) : plans.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center"
        >
          <p className="font-medium">{t('plans.list.loadFailed')}</p>
          <p className="text-sm text-muted-foreground">{errorMessage(plans.error)}</p>
          <Button variant="outline" onClick={() => void plans.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('plans.list.retry')}
          </Button>
        </div>
      ) : hasPlans ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('plans.list.listLabel')}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <MealPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState onCreate={() => setCreating(true)} />
      )}

      <QuestionnaireDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function EmptyState({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-card/60 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-secondary text-primary">
        <SaladIcon className="size-7" aria-hidden="true" />
      </span>
      <h2 className="text-lg font-semibold">{t('plans.list.empty.title')}</h2>
      <p className="max-w-md text-pretty text-muted-foreground">{t('plans.list.empty.description')}</p>
      <Button size="lg" onClick={onCreate}>
        <CalendarPlusIcon aria-hidden="true" />
        {t('plans.list.empty.action')}
      </Button>
    </div>
  );
}
