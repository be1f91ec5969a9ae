import {
  CALORIE_TARGET_MAX,
  CALORIE_TARGET_MIN,
  EXCLUDED_INGREDIENT_MAX_LENGTH,
  EXCLUDED_INGREDIENTS_MAX,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  type Preferences,
} from '@mealplanr/contracts/preferences';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cookingTimeOptions, cuisineOptions, restrictionOptions, skillOptions } from '../../../lib/choice-options.ts';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog.tsx';
import { IngredientWordsInput } from '../../../components/ingredient-words-input.tsx';
import { PersonalDataFields } from '../../../components/personal-data-fields.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { readUnknownExclusions, refusedRemain, type UnknownWord } from '../../../lib/food-words.ts';
import { useSavePreferences } from '../api/save-preferences.ts';
import {
  isHouseholdSize,
  parseCalorieTarget,
  personIssues,
  type PreferencesFormValues,
  toFormValues,
  toInput,
} from '../lib/preferences-form.ts';
import { formatNumber } from '../lib/locale-format.ts';
import { FormAlert } from './form-alert.tsx';

export interface PreferencesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preferences: Preferences;
}

/** The dietary preferences dialog: the questionnaire's defaults, saved with "Preferences saved". */
export function PreferencesDialog({ open, onOpenChange, preferences }: PreferencesDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.preferences.title')}
      description={t('profile.preferences.description')}
      className="max-w-2xl"
      data-testid="preferences-dialog"
    >
      {/* Mounted only while open, so every opening starts from the saved values. */}
      <PreferencesForm preferences={preferences} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function PreferencesForm({ preferences, onDone }: { preferences: Preferences; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSavePreferences();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  // Excluded words the server refused as no food it knows (422 unknown_exclusion), until they are fixed.
  const [refused, setRefused] = useState<UnknownWord[]>([]);
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage ?? 'en');
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<PreferencesFormValues>({ defaultValues: toFormValues(preferences), mode: 'onSubmit' });

  const onSubmit = (values: PreferencesFormValues) => {
    setFailure(undefined);
    save.mutate(toInput(values), {
      onSuccess: () => {
        toast({ title: t('profile.preferences.saved') });
        onDone();
      },
      onError: (error) => {
        const unknown = readUnknownExclusions(error);
        if (unknown) {
          // Nothing is lost: the chips stay, marked, with what they may have meant; the field is focused.
          setRefused(unknown);
          document.querySelector<HTMLElement>('[data-field="excludedIngredients"] input')?.focus();
          return;
        }
        setFailure(`${t('profile.preferences.saveFailed')} ${errorMessage(error)}`);
        toast({ variant: 'destructive', title: t('profile.preferences.saveFailed'), description: errorMessage(error) });
      },
    });
  };

  const household = useWatch({ control, name: 'householdSize' });
  const calorieText = useWatch({ control, name: 'calorieTarget' });
  const typedTarget = parseCalorieTarget(calorieText ?? '');
  // A refused word stays a problem until it is replaced, removed or kept unchecked.
  const excluded = useWatch({ control, name: 'excludedIngredients' });
  const kept = useWatch({ control, name: 'uncheckedExclusions' });
  const stillRefused = refusedRemain(refused, excluded, kept);
  const stepHousehold = (delta: number) => {
    const next = Math.min(HOUSEHOLD_SIZE_MAX, Math.max(HOUSEHOLD_SIZE_MIN, (Number(household) || 1) + delta));
    setValue('householdSize', next, { shouldValidate: true, shouldDirty: true });
  };
  const calorieError = errors.calorieTarget
    ? t('profile.preferences.errors.calorieTarget', { min: number(CALORIE_TARGET_MIN), max: number(CALORIE_TARGET_MAX) })
    : undefined;
  const householdError = errors.householdSize
    ? t('profile.preferences.errors.householdSize', { min: HOUSEHOLD_SIZE_MIN, max: HOUSEHOLD_SIZE_MAX })
    : undefined;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-6">
      <Controller
        control={control}
        name="cuisines"
        render={({ field }) => (
          <ChoiceChips
            legend={t('profile.preferences.cuisines')}
            hint={t('profile.preferences.cuisinesHint')}
            name="cuisines"
            options={cuisineOptions(t)}
            selected={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="dietaryRestrictions"
        render={({ field }) => (
          <ChoiceChips
            legend={t('profile.preferences.restrictions')}
            name="dietaryRestrictions"
            options={restrictionOptions(t)}
            selected={field.value}
            onChange={field.onChange}
          />
        )}
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <Controller
          control={control}
          name="cookingSkill"
          render={({ field }) => (
            <SelectField
              id="preferences-skill"
              label={t('profile.preferences.skill')}
              noneLabel={t('profile.preferences.noPreference')}
              options={skillOptions(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="cookingTime"
          render={({ field }) => (
            <SelectField
              id="preferences-time"
              label={t('profile.preferences.time')}
              noneLabel={t('profile.preferences.noPreference')}
              options={cookingTimeOptions(t)}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />

        <div className="flex flex-col gap-2" data-field="householdSize">
          <Label htmlFor="preferences-household">{t('profile.preferences.household')}</Label>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => stepHousehold(-1)}
              disabled={Number(household) <= HOUSEHOLD_SIZE_MIN}
              aria-label={t('profile.preferences.householdFewer')}
            >
              <MinusIcon aria-hidden="true" />
            </Button>
            <Input
              id="preferences-household"
              type="number"
              inputMode="numeric"
              min={HOUSEHOLD_SIZE_MIN}
              max={HOUSEHOLD_SIZE_MAX}
              step={1}
              className="w-20 text-center"
              aria-invalid={householdError ? true : undefined}
              aria-describedby={householdError ? 'preferences-household-error' : undefined}
              {...register('householdSize', { valueAsNumber: true, validate: isHouseholdSize })}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => stepHousehold(1)}
              disabled={Number(household) >= HOUSEHOLD_SIZE_MAX}
              aria-label={t('profile.preferences.householdMore')}
            >
              <PlusIcon aria-hidden="true" />
            </Button>
          </div>
          {householdError ? (
            <p id="preferences-household-error" className="text-sm font-medium text-destructive">
              {householdError}
            </p>
          ) : null}
        </div>

        <div className="flex flex-col gap-2" data-field="calorieTarget">
          <Label htmlFor="preferences-calories">{t('profile.preferences.calories')}</Label>
          <Input
            id="preferences-calories"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('profile.preferences.caloriesPlaceholder')}
            aria-invalid={calorieError ? true : undefined}
            aria-describedby={`preferences-calories-hint${calorieError ? ' preferences-calories-error' : ''}`}
            {...register('calorieTarget', { validate: (text) => !Number.isNaN(parseCalorieTarget(text)) })}
          />
          <p id="preferences-calories-hint" className="text-sm text-muted-foreground">
            {t('profile.preferences.caloriesHint', { min: number(CALORIE_TARGET_MIN), max: number(CALORIE_TARGET_MAX) })}
          </p>
          {calorieError ? (
            <p id="preferences-calories-error" className="text-sm font-medium text-destructive">
              {calorieError}
            </p>
          ) : null}
        </div>
      </div>

      <Controller
        control={control}
        name="person"
        rules={{ validate: (person) => Object.keys(personIssues(person)).length === 0 }}
        render={({ field, fieldState }) => {
          const issues = fieldState.error ? personIssues(field.value) : {};
          return (
            <PersonalDataFields
              idPrefix="preferences"
              value={field.value}
              onChange={field.onChange}
              invalid={{ age: issues.age, heightCm: issues.heightCm, weightKg: issues.weightKg }}
              calorieTarget={typeof typedTarget === 'number' && !Number.isNaN(typedTarget) ? typedTarget : null}
            />
          );
        }}
      />

      <Controller
        control={control}
        name="uncheckedExclusions"
        render={({ field: unchecked }) => (
      <Controller
        control={control}
        name="excludedIngredients"
        render={({ field }) => (
          <IngredientWordsInput
            check={{ unchecked: unchecked.value, onUncheckedChange: unchecked.onChange, refused }}
            tone="exclude"
            label={t('profile.preferences.excluded')}
            hint={t('profile.preferences.excludedHint')}
            placeholder={t('profile.preferences.ingredientPlaceholder')}
            fullPlaceholder={t('profile.preferences.ingredientsFull', { max: EXCLUDED_INGREDIENTS_MAX })}
            removeLabel={(name) => t('profile.preferences.removeIngredient', { name })}
            value={field.value}
            onChange={field.onChange}
            max={EXCLUDED_INGREDIENTS_MAX}
            maxWordLength={EXCLUDED_INGREDIENT_MAX_LENGTH}
            error={stillRefused ? t('exclusions.refused') : undefined}
            data-field="excludedIngredients"
          />
        )}
      />
        )}
      />

      <FormAlert>{failure}</FormAlert>
      <FormDialogFooter
        submitLabel={t('profile.preferences.save')}
        onCancel={onDone}
        pending={save.isPending}
        // The dialog stays until the save has answered, so a failure is said where the answers still are.
        cancelDisabled={save.isPending}
      />
    </form>
  );
}
