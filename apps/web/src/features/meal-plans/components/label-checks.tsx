import type { LabelCheck } from '@mealplanr/contracts/food-words';
import { ScanEyeIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { capitalize } from '../utils/format.ts';
import { labelCheckDetails, visibleLabelChecks } from '../utils/label-checks.ts';

/**
 * "Check the label: Thai curry paste — may contain crustaceans, fish; may hide shrimp paste, fish sauce".
 * Information, not an alarm: a quiet box with an icon and words, never colour alone. Nothing without checks.
 */
export function LabelChecks({ checks, language }: { checks: readonly LabelCheck[] | undefined; language: string }) {
  const { t } = useTranslation();
  const shown = visibleLabelChecks(checks);
  if (shown.length === 0) return null;
  const line = (check: LabelCheck) => (
    <>
      <span className="font-medium">{capitalize(check.name, language)}</span> — {labelCheckDetails(t, check)}
    </>
  );
  return (
    <div
      className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:border-sky-800/60 dark:bg-sky-950/30 dark:text-sky-100"
      data-testid="label-checks"
    >
      <ScanEyeIcon className="mt-0.5 size-4 shrink-0 text-sky-700 dark:text-sky-300" aria-hidden="true" />
      {shown.length === 1 ? (
        <p>
          <span className="font-semibold">{t('plans.meal.labelChecks')}:</span> {line(shown[0]!)}
        </p>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('plans.meal.labelChecks')}:</p>
          <ul className="flex flex-col gap-1">
            {shown.map((check) => (
              <li key={check.ingredientId}>{line(check)}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
