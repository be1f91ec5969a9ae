import type { InfeasibleReason } from '@mealplanr/contracts/meal-plans';
import { CircleAlertIcon, PencilIcon, RotateCcwIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { infeasibleText } from '../utils/explanation-text.ts';

/** How an attempt ended without a plan. */
export type FailureDetails =
  /** The generator gave up (the plan is stored as `failed`); `planError` is its own English note. */
  | { kind: 'plan'; planError: string | null }
  /** The answers rule out every recipe for some meal: say which choices to loosen. */
  | { kind: 'infeasible'; reason: InfeasibleReason }
  /** The server refused the request (e.g. validation): a translated reason. */
  | { kind: 'rejected'; message: string }
  /** No answer, or a server fault: the plan could not be saved. */
  | { kind: 'error'; message: string };

export interface GenerationFailureProps {
  details: FailureDetails;
  onChangeAnswers?: () => void;
  onRetry?: () => void;
}

export function GenerationFailure({ details, onChangeAnswers, onRetry }: GenerationFailureProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const title = details.kind === 'error' ? t('plans.generation.saveFailed') : t('plans.generation.failed');
  const reason = details.kind === 'infeasible' ? infeasibleText(t, details.reason, language) : undefined;
  return (
    <div className="flex flex-col gap-4" data-testid="generation-failure">
      <div role="alert" className="flex gap-3 rounded-lg border border-destructive/50 bg-destructive/10 p-4">
        <CircleAlertIcon className="mt-0.5 size-5 shrink-0 text-destructive dark:text-red-400" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-2">
          <p className="font-semibold">{title}</p>
          {reason ? (
            <>
              <p>{reason.summary}</p>
              {reason.suggestions.length > 0 ? (
                <>
                  <p className="text-sm text-muted-foreground">{t('plans.failure.suggestionsTitle')}</p>
                  <ul className="list-disc space-y-1 pl-5 text-sm">
                    {reason.suggestions.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          ) : null}
          {details.kind === 'plan' && details.planError ? (
            <p className="text-sm text-muted-foreground">{details.planError}</p>
          ) : null}
          {details.kind === 'rejected' || details.kind === 'error' ? <p className="text-sm">{details.message}</p> : null}
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onChangeAnswers ? (
          <Button variant="outline" onClick={onChangeAnswers}>
            <PencilIcon aria-hidden="true" />
            {t('plans.failure.changeAnswers')}
          </Button>
        ) : null}
        {onRetry ? (
          <Button onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t('plans.failure.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
