import type { Language } from '@mealplanr/contracts/enums';
import type { MealPlan, MealPlanGenerator } from '@mealplanr/contracts/meal-plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation } from 'wouter';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { readUnknownExclusions, type UnknownWord } from '../../../lib/food-words.ts';
import { isLanguage } from '../../../lib/i18n.ts';
import { useAttemptKey } from '../../../lib/idempotency.ts';
import { useCreateMealPlan } from '../api/create-meal-plan.ts';
import { useMealPlanGenerators } from '../api/get-meal-plan-generators.ts';
import { MEAL_PLANS_KEY } from '../api/get-meal-plans.ts';
import { usePreferences } from '../../profile/api/get-preferences.ts';
import { mealPlanPath } from '../utils/paths.ts';
import { readInfeasibleReason } from '../utils/infeasible-reason.ts';
import { type QuestionnaireFormValues, localIsoDay, questionnaireDefaults, toCreateBody } from '../utils/questionnaire-form.ts';
import { GenerationFailure, type FailureDetails } from './generation-failure.tsx';
import { GenerationProgress } from './generation-progress.tsx';
import { GeneratorChoice } from './generator-choice.tsx';
import { QuestionnaireForm } from './questionnaire-form.tsx';

type Phase =
  /** `refused`: exclusions the server did not know when the answers were last sent. */
  | { name: 'form'; refused?: UnknownWord[] }
  | { name: 'generating'; startedAt: number }
  | { name: 'failed'; details: FailureDetails };

export interface QuestionnaireDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Create new": the questionnaire, then the wait while the plan is generated, then the plan (or why it could
 * not be made). Generation goes on if the dialog is closed meanwhile; the toast still tells how it ended.
 */
export function QuestionnaireDialog({ open, onOpenChange }: QuestionnaireDialogProps) {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const preferences = usePreferences();
  const create = useCreateMealPlan();
  const generators = useMealPlanGenerators();
  const chefOffered = generators.data?.generators.includes('llm') ?? false;
  // Who writes the recipes; the AI chef only when the server offers it.
  const [chosenGenerator, setGenerator] = useState<MealPlanGenerator | null>(null);
  const generator: MealPlanGenerator = chefOffered ? (chosenGenerator ?? generators.data?.default ?? 'builtin') : 'builtin';
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  // The answers of the last attempt, so "change answers" and "try again" start from them.
  const [lastValues, setLastValues] = useState<QuestionnaireFormValues | null>(null);
  // Kept while an attempt's answer never arrived (the network failed): sending the same answers again reuses
  // it, and the server answers the plan it may already have made.
  const attemptKey = useAttemptKey();
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  // A dialog opened again after a failed attempt starts from the form (keeping the answers); one opened while
  // a plan is still being generated shows the wait again. Adjusted while rendering, as React recommends.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && phase.name === 'failed') setPhase({ name: 'form' });
  }

  const finish = (plan: MealPlan) => {
    if (plan.status === 'failed') {
      fail({ kind: 'plan', planError: plan.error });
      return;
    }
    if (plan.status === 'ready') toast({ title: t('plans.generation.saved') });
    setPhase({ name: 'form' });
    setLastValues(null);
    // Someone who closed the dialog meanwhile has moved on; the toast is enough for them.
    if (openRef.current) {
      onOpenChange(false);
      navigate(mealPlanPath(plan.id));
    }
  };

  const fail = (details: FailureDetails) => {
    setPhase({ name: 'failed', details });
    if (!openRef.current) {
      toast({ variant: 'destructive', title: t('plans.generation.failed') });
    }
  };

  const submit = (values: QuestionnaireFormValues) => {
    setLastValues(values);
    setPhase({ name: 'generating', startedAt: Date.now() });
    const language = i18n.resolvedLanguage;
    const body = toCreateBody(values, (language && isLanguage(language) ? language : 'en') as Language);
    const request = generator === 'llm' ? { ...body, generator } : body;
    create.mutate({ body: request, idempotencyKey: attemptKey.keyFor(JSON.stringify(request)) }, {
      onSuccess: (plan) => {
        attemptKey.settle();
        finish(plan);
      },
      onError: (error) => {
        // An answer from the server settles the attempt (a failed plan stays failed under its key).
        if (error instanceof HttpError) attemptKey.settle();
        // Exclusions that are no food we know: back to the answers, the words marked with what they may mean.
        const unknown = readUnknownExclusions(error);
        if (unknown) {
          setPhase({ name: 'form', refused: unknown });
          if (!openRef.current) {
            toast({ variant: 'destructive', title: t('plans.generation.failed'), description: errorMessage(error) });
          }
          return;
        }
        const reason = readInfeasibleReason(error);
        if (reason) fail({ kind: 'infeasible', reason });
        else if (error instanceof HttpError && error.status < 500 && error.code !== undefined)
          fail({ kind: 'rejected', message: errorMessage(error) });
        else fail({ kind: 'error', message: errorMessage(error) });
      },
    });
  };

  const refresh = () => {
    // The plan, once saved, appears in the list (as ready or still generating); show that list.
    void queryClient.invalidateQueries({ queryKey: [MEAL_PLANS_KEY], exact: true });
    onOpenChange(false);
  };

  const defaults = lastValues ?? questionnaireDefaults(preferences.data, localIsoDay());

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl" data-testid="questionnaire-dialog">
        <DialogHeader>
          <DialogTitle>{t('plans.questionnaire.title')}</DialogTitle>
          <DialogDescription>
            {preferences.data?.updatedAt
              ? t('plans.questionnaire.descriptionWithPreferences')
              : t('plans.questionnaire.description')}
          </DialogDescription>
        </DialogHeader>
        {phase.name === 'generating' ? (
          <GenerationProgress startedAt={phase.startedAt} onRefresh={refresh} />
        ) : phase.name === 'failed' ? (
          <GenerationFailure
            details={phase.details}
            onChangeAnswers={() => setPhase({ name: 'form' })}
            // The same answers fail the same way when nothing fits them: then only changing them helps.
            onRetry={
              lastValues && (phase.details.kind === 'error' || phase.details.kind === 'plan')
                ? () => submit(lastValues)
                : undefined
            }
          />
        ) : preferences.isPending ? (
          <PageSpinner />
        ) : (
          <QuestionnaireForm
            defaultValues={defaults}
            onSubmit={submit}
            onCancel={() => onOpenChange(false)}
            refusedExclusions={phase.name === 'form' ? phase.refused : undefined}
            header={chefOffered ? <GeneratorChoice value={generator} onChange={setGenerator} /> : undefined}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
