import type { Explanation } from '@mealplanr/contracts/meal-plans';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { explanationText } from '../utils/explanation-text.ts';

/** What the planner had to give up or could not honour, in the interface language. */
export function PlanExplanations({ explanations }: { explanations: readonly Explanation[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (explanations.length === 0) return null;
  return (
    <section
      aria-labelledby="plan-explanations"
      className="flex gap-3 rounded-xl border border-sky-300/60 bg-sky-50 p-4 text-sky-950 dark:border-sky-400/30 dark:bg-sky-400/10 dark:text-sky-100"
      data-testid="plan-explanations"
    >
      <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <h2 id="plan-explanations" className="font-semibold">
          {t('plans.explanations.title')}
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm leading-relaxed">
          {explanations.map((explanation, index) => (
            <li key={`${explanation.code}-${index}`}>{explanationText(t, explanation, language)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
