import { FEEDBACK_TYPES, SATISFACTION_LEVELS, type FeedbackType, type Satisfaction } from '@mealplanr/contracts/enums';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN } from '@mealplanr/contracts/feedback';
import {
  AngryIcon,
  FrownIcon,
  LaughIcon,
  LightbulbIcon,
  type LucideIcon,
  MehIcon,
  MessageCircleIcon,
  SmileIcon,
  BugIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { HttpError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { cn } from '../../../lib/utils.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { FormAlert } from './form-alert.tsx';
import { RadioCards } from './radio-cards.tsx';

const TYPE_ICONS: Record<FeedbackType, LucideIcon> = {
  suggestion: LightbulbIcon,
  bug: BugIcon,
  general: MessageCircleIcon,
};

const SATISFACTION_ICONS: Record<Satisfaction, LucideIcon> = {
  very_satisfied: LaughIcon,
  satisfied: SmileIcon,
  neutral: MehIcon,
  dissatisfied: FrownIcon,
  very_dissatisfied: AngryIcon,
};

interface FeedbackFormValues {
  message: string;
  type: FeedbackType | undefined;
  satisfaction: Satisfaction | undefined;
}

export interface FeedbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The feedback dialog: message, type and satisfaction; "Feedback sent". */
export function FeedbackDialog({ open, onOpenChange }: FeedbackDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.feedback.title')}
      description={t('profile.feedback.description')}
      className="max-w-xl"
      data-testid="feedback-dialog"
    >
      <FeedbackForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FeedbackFormValues>({
    defaultValues: { message: '', type: 'general', satisfaction: undefined },
  });
  const length = useWatch({ control, name: 'message' }).trim().length;

  const onSubmit = (values: FeedbackFormValues) => {
    if (!values.type || !values.satisfaction) return;
    setFailure(undefined);
    send.mutate(
      { message: values.message, type: values.type, satisfaction: values.satisfaction },
      {
        onSuccess: () => {
          toast({ title: t('profile.feedback.sent'), description: t('profile.feedback.thanks') });
          onDone();
        },
        onError: (error) => {
          const limited = error instanceof HttpError && error.code === 'feedback_rate_limited';
          const description = limited ? t('profile.feedback.rateLimited') : errorMessage(error);
          setFailure(`${t('profile.feedback.failed')} ${description}`);
          toast({ variant: 'destructive', title: t('profile.feedback.failed'), description });
        },
      },
    );
  };

  const messageError = errors.message
    ? t('profile.feedback.errors.message', { min: FEEDBACK_MESSAGE_MIN, max: FEEDBACK_MESSAGE_MAX })
    : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <Controller
        control={control}
        name="type"
        rules={{ required: true }}
        render={({ field }) => (
          <RadioCards
            legend={t('profile.feedback.type')}
            name="feedback-type"
            options={FEEDBACK_TYPES.map((value) => ({
              value,
              label: t(`profile.feedbackType.${value}`),
              icon: TYPE_ICONS[value],
            }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="satisfaction"
        rules={{ required: true }}
        render={({ field, fieldState }) => (
          <RadioCards
            legend={t('profile.feedback.satisfaction')}
            name="feedback-satisfaction"
            columns="grid-cols-3 sm:grid-cols-5"
            options={SATISFACTION_LEVELS.map((value) => ({
              value,
              label: t(`profile.satisfaction.${value}`),
              icon: SATISFACTION_ICONS[value],
            }))}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error ? t('profile.feedback.errors.satisfaction') : undefined}
          />
        )}
      />
      <div className="flex flex-col gap-2" data-field="message">
        <Label htmlFor="feedback-message">{t('profile.feedback.message')}</Label>
        <textarea
          id="feedback-message"
          rows={5}
          maxLength={FEEDBACK_MESSAGE_MAX}
          placeholder={t('profile.feedback.messagePlaceholder')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`feedback-message-count${messageError ? ' feedback-message-error' : ''}`}
          className={cn(
            'w-full min-w-0 resize-y rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs md:text-sm',
            'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring',
            'aria-invalid:border-destructive',
          )}
          {...register('message', {
            validate: (text) => text.trim().length >= FEEDBACK_MESSAGE_MIN && text.trim().length <= FEEDBACK_MESSAGE_MAX,
          })}
        />
        <div className="flex justify-between gap-4 text-sm">
          {messageError ? (
            <p id="feedback-message-error" className="font-medium text-destructive">
              {messageError}
            </p>
          ) : (
            <span />
          )}
          <span id="feedback-message-count" className="shrink-0 text-muted-foreground tabular-nums">
            {t('profile.feedback.count', { chars: length, max: FEEDBACK_MESSAGE_MAX })}
          </span>
        </div>
      </div>
      <FormAlert>{failure}</FormAlert>
      <FormDialogFooter
        submitLabel={t('profile.feedback.send')}
        onCancel={onDone}
        pending={send.isPending}
        // Stay open until sent: a failure is said in the dialog, next to the message it keeps.
        cancelDisabled={send.isPending}
      />
    </form>
  );
}
