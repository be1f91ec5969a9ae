import type { MealPlanSummary } from '@mealplanr/contracts/meal-plans';
import { useTranslation } from '../../../lib/use-translation.ts';

export interface PlanFactsProps {
  plan: Pick<MealPlanSummary, 'days' | 'mealsPerDay' | 'householdSize'>;
  /** The calorie target as the place words it; null shows no chip for it. */
  target: string | null;
  /** The list's accessible name, where the list needs one. */
  label?: string;
}

/** A plan's size as chips: days, meals per day, people, then the calorie target (on the plan card and the plan's page). */
export function PlanFacts({ plan, target, label }: PlanFactsProps) {
  const { t } = useTranslation();
  const facts = [
    t('plans.summary.days', { count: plan.days }),
    t('plans.summary.mealsPerDay', { count: plan.mealsPerDay }),
    t('plans.summary.people', { count: plan.householdSize }),
    target,
  ].filter((fact): fact is string => fact !== null);
  return (
    <ul className="flex flex-wrap gap-1.5 text-xs" aria-label={label}>
      {facts.map((fact) => (
        <li key={fact} className="rounded-full bg-muted px-2.5 py-1 text-muted-foreground">
          {fact}
        </li>
      ))}
    </ul>
  );
}
