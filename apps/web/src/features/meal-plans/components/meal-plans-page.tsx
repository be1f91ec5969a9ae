import { CalendarPlusIcon, PlusIcon, SaladIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CardGridSkeleton, EmptyState, LoadFailed, PageHeading } from '../../../components/page-states.tsx';
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
      <PageHeading title={t('plans.list.title')} subtitle={t('plans.list.subtitle')}>
        {hasPlans ? (
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('plans.list.createNew')}
          </Button>
        ) : null}
      </PageHeading>

      {plans.isPending ? (
        <CardGridSkeleton count={3} cardClassName="h-40" />
      ) : plans.isError ? (
        <LoadFailed
          title={t('plans.list.loadFailed')}
          detail={errorMessage(plans.error)}
          retryLabel={t('plans.list.retry')}
          onRetry={() => void plans.refetch()}
        />
      ) : hasPlans ? (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('plans.list.listLabel')}>
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <MealPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      ) : (
        <NoPlansYet onCreate={() => setCreating(true)} />
      )}

      <QuestionnaireDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function NoPlansYet({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SaladIcon className="size-7" aria-hidden="true" />}
      title={t('plans.list.empty.title')}
      description={t('plans.list.empty.description')}
    >
      <Button size="lg" onClick={onCreate}>
        <CalendarPlusIcon aria-hidden="true" />
        {t('plans.list.empty.action')}
      </Button>
    </EmptyState>
  );
}
