import type { MealPlanEvent, MealPlanStatus } from '@mealplanr/contracts/meal-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { subscribeToMealPlanEvents } from '../api/meal-plan-events.ts';
import { mealPlanQueryKey } from '../api/get-meal-plan.ts';
import { MEAL_PLANS_KEY } from '../api/get-meal-plans.ts';

/** When the events stream is lost for good, look at the plan this often instead. */
const POLL_MS = 5_000;

/** The generator's latest report: its step and, for the AI chef, the recipes written so far of `total`. */
export type GenerationUpdate = Pick<MealPlanEvent, 'step' | 'done' | 'total'>;

/**
 * Follows a plan that is still `generating`: listens to its events stream for progress steps, reloads the
 * plan when the generator is done, and says how it ended ("Meal plan saved" or the failure).
 * Returns the generator's latest report (empty until it sends one).
 */
export function useGeneratingPlan(planId: string, status: MealPlanStatus | undefined): GenerationUpdate {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [update, setUpdate] = useState<GenerationUpdate>({});
  const previous = useRef(status);

  useEffect(() => {
    if (status !== 'generating') return;
    const reload = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mealPlanQueryKey(planId) }),
        queryClient.invalidateQueries({ queryKey: [MEAL_PLANS_KEY], exact: true }),
      ]);
    let poll: ReturnType<typeof setInterval> | undefined;
    const unsubscribe = subscribeToMealPlanEvents(
      planId,
      (event) => {
        if (event.step) setUpdate({ step: event.step, done: event.done, total: event.total });
        if (event.status !== 'generating') void reload();
      },
      () => {
        poll ??= setInterval(() => void reload(), POLL_MS);
      },
    );
    return () => {
      unsubscribe();
      if (poll) clearInterval(poll);
    };
  }, [planId, status, queryClient]);

  useEffect(() => {
    if (previous.current === 'generating' && status === 'ready') toast({ title: t('plans.generation.saved') });
    if (previous.current === 'generating' && status === 'failed') {
      toast({ variant: 'destructive', title: t('plans.generation.failed') });
    }
    previous.current = status;
  }, [status, t]);

  return update;
}
