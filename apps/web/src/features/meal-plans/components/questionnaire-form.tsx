import { zodResolver } from '@hookform/resolvers/zod';
import { energyEstimate, REFERENCE_INTAKE_KCAL } from '@mealplanr/contracts/energy';
import { PLAN_DATE_LIMITS, PLAN_RECIPE_SOURCES, QUESTIONNAIRE_LIMITS } from '@mealplanr/contracts/meal-plans';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { cookingTimeOptions, cuisineOptions, mealTypeOptions, restrictionOptions, skillOptions } from '../../../lib/choice-options.ts';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { FieldBox, fieldBoxAria } from '../../../components/field-box.tsx';
import { IngredientWordsInput, type IngredientWordsInputProps } from '../../../components/ingredient-words-input.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PersonalDataFields } from '../../../components/personal-data-fields.tsx';
import { RadioCards } from '../../profile/components/radio-cards.tsx';
import { refusedRemain, type UnknownWord } from '../../../lib/food-words.ts';
import { formatInteger } from '../utils/format.ts';
import {
  type QuestionnaireField,
  type QuestionnaireFormValues,
  questionnaireFormSchema,
} from '../utils/questionnaire-form.ts';

export interface QuestionnaireFormProps {
  defaultValues: QuestionnaireFormValues;
  onSubmit: (values: QuestionnaireFormValues) => void;
  onCancel: () => void;
  /** Shown above the questions (e.g. who writes the recipes, when there is a choice). */
  header?: ReactNode;
  /**
   * Exclusions the server refused as no food it knows when these answers were sent: their chips are marked,
   * with what they may have meant, and the field is focused.
   */
  refusedExclusions?: readonly UnknownWord[];
}

/** Fields whose problems the form explains (the others cannot be made invalid from the form). */
type CheckedField = Extract<
  QuestionnaireField,
  'planDuration' | 'householdSize' | 'calorieTarget' | 'person' | 'mealTypes' | 'includeIngredients' | 'excludeIngredients' | 'startDate'
>;

const FIELD_ORDER: readonly CheckedField[] = [
  'startDate',
  'planDuration',
  'householdSize',
  'calorieTarget',
  'person',
  'mealTypes',
  'includeIngredients',
  'excludeIngredients',
];

/**
 * The questionnaire: every field of the contract's schema, validated on the client by that same
 * schema; the messages say what to enter, in the interface language.
 */
export function QuestionnaireForm({ defaultValues, onSubmit, onCancel, header, refusedExclusions }: QuestionnaireFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<QuestionnaireFormValues>({
    resolver: zodResolver(questionnaireFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const n = (value: number) => formatInteger(value, language);
  const { planDuration, householdSize, calorieTarget } = QUESTIONNAIRE_LIMITS;
  const startOutOfRange = errors.startDate?.type === 'custom' || /1900|9999/.test(errors.startDate?.message ?? '');
  const messages: Record<CheckedField, string> = {
    startDate: startOutOfRange ? t('plans.questionnaire.errors.startDateRange') : t('plans.questionnaire.errors.startDate'),
    planDuration: t('plans.questionnaire.errors.planDuration', { min: n(planDuration.min), max: n(planDuration.max) }),
    householdSize: t('plans.questionnaire.errors.householdSize', {
      min: n(householdSize.min),
      max: n(householdSize.max),
    }),
    calorieTarget: t('plans.questionnaire.errors.calorieTarget', {
      min: n(calorieTarget.min),
      max: n(calorieTarget.max),
    }),
    person: t('plans.questionnaire.errors.person'),
    mealTypes: t('plans.questionnaire.errors.mealTypes'),
    includeIngredients: t('plans.questionnaire.errors.tooManyIngredients', {
      max: n(QUESTIONNAIRE_LIMITS.includeIngredients),
    }),
    excludeIngredients: t('plans.questionnaire.errors.tooManyIngredients', {
      max: n(QUESTIONNAIRE_LIMITS.excludeIngredients),
    }),
  };
  // Common to the two ingredient boxes below. Unlike the profile's box, these also offer an "Add “…”" button
  // and a searching spinner.
  const ingredientTexts: Pick<
    IngredientWordsInputProps,
    'removeLabel' | 'searchingLabel' | 'addTypedLabel' | 'maxWordLength'
  > = {
    removeLabel: (name) => t('plans.questionnaire.removeIngredient', { name }),
    searchingLabel: t('plans.questionnaire.searching'),
    addTypedLabel: (text) => t('plans.questionnaire.addTyped', { text }),
    maxWordLength: QUESTIONNAIRE_LIMITS.ingredientLength,
  };
  const errorOf = (field: CheckedField) => (errors[field] ? messages[field] : undefined);
  // A word the server refused stays a problem of the field until it is replaced, removed or kept unchecked.
  const excluded = useWatch({ control, name: 'excludeIngredients' });
  const unchecked = useWatch({ control, name: 'uncheckedExclusions' });
  const person = useWatch({ control, name: 'person' });
  const calorieTyped = useWatch({ control, name: 'calorieTarget' });
  const estimate = energyEstimate(person);
  const excludeError =
    errorOf('excludeIngredients') ?? (refusedRemain(refusedExclusions, excluded, unchecked) ? t('exclusions.refused') : undefined);
  const invalidFields = FIELD_ORDER.filter((field) => errors[field]);

  // Focus the first field with a problem, in the order they appear.
  // The box itself, not a chip's remove button before it; a field without one (choice chips) by its first button.
  const focusField = (field: CheckedField) => {
    const box = document.querySelector(`[data-field="${field}"]`);
    (box?.querySelector<HTMLElement>('input') ?? box?.querySelector<HTMLElement>('button'))?.focus();
  };
  const onInvalid = (found: FieldErrors<QuestionnaireFormValues>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first);
  };

  // Answers sent back by the server for unknown exclusions: the field says so (above) and gets the focus, as
  // for any other problem.
  const refusedCount = refusedExclusions?.length ?? 0;
  useEffect(() => {
    if (refusedCount > 0) focusField('excludeIngredients');
  }, [refusedCount]);

  const numberField = (
    field: 'planDuration' | 'householdSize' | 'calorieTarget',
    label: string,
    hint: string,
    min: number,
    max: number,
    extra?: { placeholder?: string; optional?: boolean },
  ) => {
    const id = `questionnaire-${field}`;
    const error = errorOf(field);
    return (
      <FieldBox field={field} label={label} htmlFor={id} hint={hint} error={error}>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          placeholder={extra?.placeholder}
          {...fieldBoxAria(id, { hasHint: true, invalid: !!error })}
          {...register(field, {
            setValueAs: (raw: unknown) => {
              if (raw === '' || raw === null || raw === undefined) return extra?.optional ? null : Number.NaN;
              return typeof raw === 'number' ? raw : Number(raw);
            },
          })}
        />
      </FieldBox>
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="flex flex-col gap-6"
      aria-label={t('plans.questionnaire.title')}
      data-testid="questionnaire"
    >
      {isSubmitted && invalidFields.length > 0 ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {t('plans.questionnaire.errors.summary')}
        </p>
      ) : null}

      {header}

      <Section title={t('plans.questionnaire.sections.plan')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FieldBox
            field="startDate"
            label={t('plans.questionnaire.startDate.label')}
            htmlFor="questionnaire-startDate"
            hint={t('plans.questionnaire.startDate.hint')}
            error={errorOf('startDate')}
          >
            <Input
              id="questionnaire-startDate"
              type="date"
              min={PLAN_DATE_LIMITS.first}
              max={PLAN_DATE_LIMITS.last}
              {...fieldBoxAria('questionnaire-startDate', { hasHint: true, invalid: !!errors.startDate })}
              {...register('startDate')}
            />
          </FieldBox>
          {numberField(
            'planDuration',
            t('plans.questionnaire.planDuration.label'),
            t('plans.questionnaire.planDuration.hint', { min: n(planDuration.min), max: n(planDuration.max) }),
            planDuration.min,
            planDuration.max,
          )}
          {numberField(
            'householdSize',
            t('plans.questionnaire.householdSize.label'),
            t('plans.questionnaire.householdSize.hint'),
            householdSize.min,
            householdSize.max,
          )}
          {numberField(
            'calorieTarget',
            t('plans.questionnaire.calorieTarget.label'),
            estimate
              ? t('plans.questionnaire.calorieTarget.hintEstimate', { min: n(calorieTarget.min), max: n(calorieTarget.max), kcal: n(estimate.dailyKcal) })
              : t('plans.questionnaire.calorieTarget.hintReference', { min: n(calorieTarget.min), max: n(calorieTarget.max), kcal: n(REFERENCE_INTAKE_KCAL) }),
            calorieTarget.min,
            calorieTarget.max,
            { placeholder: t('plans.questionnaire.calorieTarget.placeholder'), optional: true },
          )}
        </div>
        <Controller
          control={control}
          name="person"
          render={({ field }) => (
            <PersonalDataFields
              idPrefix="questionnaire"
              value={field.value}
              onChange={field.onChange}
              invalid={{
                age: !!errors.person?.age,
                heightCm: !!errors.person?.heightCm,
                weightKg: !!errors.person?.weightKg,
              }}
              calorieTarget={typeof calorieTyped === 'number' && Number.isFinite(calorieTyped) ? calorieTyped : null}
            />
          )}
        />
        <Controller
          control={control}
          name="allowAdditions"
          render={({ field }) => (
            <CheckboxField
              field="allowAdditions"
              label={t('plans.questionnaire.allowAdditions.label')}
              hint={t('plans.questionnaire.allowAdditions.hint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="mealTypes"
          render={({ field }) => (
            <ChoiceChips
              name="mealTypes"
              legend={t('plans.questionnaire.mealTypes.label')}
              hint={t('plans.questionnaire.mealTypes.hint')}
              options={mealTypeOptions(t)}
              selected={field.value}
              onChange={field.onChange}
              error={errorOf('mealTypes')}
            />
          )}
        />
      </Section>

      <Section title={t('plans.questionnaire.sections.cooking')}>
        {/* Where the recipes come from: the built-in catalog, the person's own recipe box, or both. */}
        <div className="flex flex-col gap-2">
          <Controller
            control={control}
            name="recipeSource"
            render={({ field }) => (
              <RadioCards
                name="recipeSource"
                legend={t('recipes.questionnaire.recipeSource')}
                options={PLAN_RECIPE_SOURCES.map((value) => ({ value, label: t(`recipes.questionnaire.recipeSources.${value}`) }))}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <p className="text-sm text-muted-foreground">{t('recipes.questionnaire.recipeSourceHint')}</p>
        </div>
        <Controller
          control={control}
          name="preferFavourites"
          render={({ field }) => (
            <CheckboxField
              field="preferFavourites"
              label={t('recipes.questionnaire.preferFavourites')}
              hint={t('recipes.questionnaire.preferFavouritesHint')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="cookingSkill"
            render={({ field }) => (
              <SelectField
                id="questionnaire-cookingSkill"
                label={t('plans.questionnaire.cookingSkill.label')}
                options={skillOptions(t)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          <Controller
            control={control}
            name="cookingTime"
            render={({ field }) => (
              <SelectField
                id="questionnaire-cookingTime"
                label={t('plans.questionnaire.cookingTime.label')}
                options={cookingTimeOptions(t)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="cuisines"
          render={({ field }) => (
            <ChoiceChips
              name="cuisines"
              legend={t('plans.questionnaire.cuisines.label')}
              hint={t('plans.questionnaire.cuisines.hint')}
              options={cuisineOptions(t)}
              selected={field.value}
              onChange={field.onChange}
            />
          )}
        />
      </Section>

      <Section title={t('plans.questionnaire.sections.diet')}>
        <Controller
          control={control}
          name="dietaryRestrictions"
          render={({ field }) => (
            <ChoiceChips
              name="dietaryRestrictions"
              legend={t('plans.questionnaire.dietaryRestrictions.label')}
              options={restrictionOptions(t)}
              selected={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="uncheckedExclusions"
          render={({ field: unchecked }) => (
        <Controller
          control={control}
          name="excludeIngredients"
          render={({ field }) => (
            <IngredientWordsInput
              {...ingredientTexts}
              check={{ unchecked: unchecked.value, onUncheckedChange: unchecked.onChange, refused: refusedExclusions }}
              tone="exclude"
              label={t('plans.questionnaire.exclude.label')}
              hint={t('plans.questionnaire.exclude.hint')}
              placeholder={t('plans.questionnaire.exclude.placeholder')}
              fullPlaceholder={t('plans.questionnaire.ingredientsFull', { max: QUESTIONNAIRE_LIMITS.excludeIngredients })}
              value={field.value}
              onChange={field.onChange}
              max={QUESTIONNAIRE_LIMITS.excludeIngredients}
              error={excludeError}
              data-field="excludeIngredients"
              data-testid="exclude-ingredients"
            />
          )}
        />
          )}
        />
        <Controller
          control={control}
          name="includeIngredients"
          render={({ field }) => (
            <IngredientWordsInput
              {...ingredientTexts}
              tone="include"
              label={t('plans.questionnaire.include.label')}
              hint={t('plans.questionnaire.include.hint')}
              placeholder={t('plans.questionnaire.include.placeholder')}
              fullPlaceholder={t('plans.questionnaire.ingredientsFull', { max: QUESTIONNAIRE_LIMITS.includeIngredients })}
              value={field.value}
              onChange={field.onChange}
              max={QUESTIONNAIRE_LIMITS.includeIngredients}
              error={errorOf('includeIngredients')}
              data-field="includeIngredients"
              data-testid="include-ingredients"
            />
          )}
        />
      </Section>

      <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex justify-end gap-2 border-t bg-card px-6 py-4">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('plans.questionnaire.submit')}</Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** A yes-or-no question: a checkbox, its label and a hint under the label. */
function CheckboxField({
  field,
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  field: QuestionnaireField;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = `questionnaire-${field}`;
  return (
    <div className="flex items-start gap-3" data-field={field}>
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
