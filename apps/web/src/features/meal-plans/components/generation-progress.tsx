import { CheckIcon, CircleIcon, HourglassIcon, LoaderCircleIcon, RefreshCwIcon, XIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useRoute } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { cn } from '../../../lib/utils.ts';
import { useCancelMealPlan } from '../api/cancel-meal-plan.ts';
import { useMealPlanGenerators } from '../api/get-meal-plan-generators.ts';
import { useElapsedSeconds } from '../hooks/use-elapsed-seconds.ts';
import { GENERATION_TIMEOUT_MS, PROGRESS_STEPS, progressStep } from '../utils/generation.ts';
import { formatInteger } from '../utils/format.ts';

export interface GenerationProgressProps {
  /** When generation began (epoch ms): the counter and the time-out run from here. */
  startedAt: number;
  /** The generator's own step, when it reports one over the events stream. */
  serverStep?: string;
  /** The AI chef's recipes written so far, when it reports them. */
  recipes?: { done: number; total: number };
  /** Looks again whether the plan is there (offered after the time-out). */
  onRefresh: () => void;
  refreshing?: boolean;
  /**
   * The plan being generated in the background, which can then be cancelled; by default the plan of the page
   * (`/meal-plans/:id`). Unknown while the plan is still being asked for (the questionnaire's wait).
   */
  planId?: string;
}

/** After the server's own limit has passed, give its failure this long to arrive before offering a refresh. */
const LIMIT_GRACE_MS = 15_000;

/**
 * The wait while a plan is generated: where it is, a seconds counter, how long it may take and a way to cancel
 * a generation in the background (the AI chef's), and after the time-out the message that the plan may still be
 * processing with a way to refresh. The time-out is two minutes, or the AI chef's own limit
 * (`timeoutSeconds` of the server's generators) when that is longer.
 */
export function GenerationProgress({
  startedAt,
  serverStep,
  recipes,
  onRefresh,
  refreshing = false,
  planId,
}: GenerationProgressProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const seconds = useElapsedSeconds(startedAt);
  const [onPlanPage, params] = useRoute<{ id: string }>('/meal-plans/:id');
  const id = planId ?? (onPlanPage ? params.id : undefined);
  // The AI chef's limit applies to a plan generated in the background; the built-in planner answers at once.
  const limitSeconds = useMealPlanGenerators().data?.timeoutSeconds;
  const shownLimit = id ? limitSeconds : undefined;
  const timeoutMs = shownLimit ? Math.max(GENERATION_TIMEOUT_MS, shownLimit * 1000 + LIMIT_GRACE_MS) : GENERATION_TIMEOUT_MS;
  const timedOut = seconds * 1000 >= timeoutMs;
  const cancel = useCancelMealPlan();
  const onCancel = (planToCancel: string) =>
    cancel.mutate(planToCancel, {
      onError: (error) => toast({ variant: 'destructive', title: t('plans.generation.cancelFailed'), description: errorMessage(error) }),
    });

  if (timedOut) {
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="generation-timeout">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <HourglassIcon className="size-6" aria-hidden="true" />
        </span>
        <div role="alert" className="flex flex-col gap-2">
          <p className="text-lg font-semibold">{t('plans.generation.timeout.title')}</p>
          <p className="max-w-sm text-pretty text-muted-foreground">{t('plans.generation.timeout.description')}</p>
        </div>
        <Button onClick={onRefresh} disabled={refreshing}>
          {refreshing ? (
            <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCwIcon aria-hidden="true" />
          )}
          {t('plans.generation.timeout.refresh')}
        </Button>
      </div>
    );
  }

  const current = progressStep(seconds * 1000, serverStep);
  const currentIndex = PROGRESS_STEPS.indexOf(current);
  return (
    <div className="flex flex-col items-center gap-5 py-4" data-testid="generation-progress">
      <div className="flex flex-col items-center gap-2 text-center">
        <LoaderCircleIcon className="size-10 animate-spin text-primary" aria-hidden="true" />
        <p className="text-lg font-semibold">{t('plans.generation.title')}</p>
        {/* Only the step is announced; a counter read out every second would drown everything else. */}
        <p role="status" className="text-muted-foreground">
          {t(`plans.generation.steps.${current}`)}
        </p>
      </div>
      <ol className="flex w-full max-w-xs flex-col gap-2 text-sm" aria-hidden="true">
        {PROGRESS_STEPS.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li
              key={step}
              className={cn('flex items-center gap-2', done || active ? 'text-foreground' : 'text-muted-foreground')}
            >
              {done ? (
                <CheckIcon className="size-4 shrink-0 text-primary" />
              ) : active ? (
                <LoaderCircleIcon className="size-4 shrink-0 animate-spin text-primary" />
              ) : (
                <CircleIcon className="size-4 shrink-0 opacity-40" />
              )}
              {t(`plans.generation.steps.${step}`)}
            </li>
          );
        })}
      </ol>
      {recipes ? (
        <div className="flex w-full max-w-xs flex-col gap-1.5" data-testid="generation-recipes">
          <p className="text-center text-sm tabular-nums">
            {t('plans.generation.recipesWritten', {
              done: formatInteger(recipes.done, language),
              total: formatInteger(recipes.total, language),
            })}
          </p>
          <progress
            className="h-1.5 w-full overflow-hidden rounded-full bg-secondary accent-primary [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-secondary [&::-webkit-progress-value]:bg-primary"
            value={recipes.done}
            max={Math.max(1, recipes.total)}
            aria-label={t('plans.generation.recipesLabel')}
          />
        </div>
      ) : null}
      <div className="flex flex-col items-center gap-1 text-center text-sm text-muted-foreground">
        <p className="font-medium tabular-nums text-foreground" data-testid="generation-seconds">
          {t('plans.generation.elapsed', { seconds: formatInteger(seconds, language) })}
        </p>
        <p data-testid="generation-limit">
          {shownLimit
            ? t('plans.generation.limit', { count: Math.ceil(shownLimit / 60), minutes: formatInteger(Math.ceil(shownLimit / 60), language) })
            : t('plans.generation.hint')}
        </p>
      </div>
      {id ? (
        <Button
          variant="outline"
          busy={cancel.isPending}
          icon={<XIcon aria-hidden="true" />}
          onClick={() => onCancel(id)}
          data-testid="generation-cancel"
        >
          {cancel.isPending ? t('plans.generation.cancelling') : t('plans.generation.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
