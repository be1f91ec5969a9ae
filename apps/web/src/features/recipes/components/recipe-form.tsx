import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { OWN_RECIPE_LIMITS as L, type ParseLinesBody } from '@mealplanr/contracts/recipes';
import { CircleAlertIcon } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ChoiceChips } from '../../../components/choice-chips.tsx';
import { FieldBox, fieldBoxAria, FieldError } from '../../../components/field-box.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cuisineOptions, mealTypeOptions, skillOptions } from '../../../lib/choice-options.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { formatInteger } from '../../meal-plans/utils/format.ts';
import { useParsedLines } from '../api/parse-lines.ts';
import { lineInputs, type RecipeFormValues, recipeFormSchema, splitLines } from '../utils/editor-form.ts';
import { LinePreview } from './line-preview.tsx';
import { TextArea } from './text-area.tsx';

/** Wait this long after the last key before reading the lines again. */
const PARSE_DELAY_MS = 400;

type Field = keyof RecipeFormValues;

/** The fields in the order they appear: the first with a problem gets the focus. */
const FIELD_ORDER: readonly Field[] = [
  'title',
  'description',
  'cuisine',
  'mealTypes',
  'servings',
  'activeMinutes',
  'totalMinutes',
  'linesText',
  'stepsText',
];

export interface RecipeFormProps {
  defaultValues: RecipeFormValues;
  onSubmit: (values: RecipeFormValues) => void;
  onCancel: () => void;
  saving: boolean;
  /** Why the last save failed, shown above the buttons (the form keeps every value). */
  saveError?: string;
  /** Shown above the fields (e.g. where an imported draft came from). */
  header?: ReactNode;
}

/**
 * Every field of an own recipe. Ingredient lines are typed as text, one per line; each is read by the server as
 * one types (debounced) and shown with what it was read as, so a line the catalog does not know can be mapped
 * by hand before saving. Validated with the contract's bounds; the messages say what to enter.
 */
export function RecipeForm({ defaultValues, onSubmit, onCancel, saving, saveError, header }: RecipeFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const n = (value: number) => formatInteger(value, language);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const linesText = useWatch({ control, name: 'linesText' });
  const overrides = useWatch({ control, name: 'overrides' });
  const recipeLanguage = useWatch({ control, name: 'language' });
  const servings = useWatch({ control, name: 'servings' });
  const lines = splitLines(linesText);
  // Debounced as text: a string stays equal from one render to the next, an object built here would not.
  const bodyText = useDebounced(
    JSON.stringify({
      language: recipeLanguage,
      servings: Number.isInteger(servings) && servings >= L.servings.min && servings <= L.servings.max ? servings : undefined,
      lines: lineInputs(linesText, overrides)
        .filter((line) => line.text.length <= L.lineText)
        .slice(0, L.lines),
    }),
    PARSE_DELAY_MS,
  );
  const body = useMemo(() => JSON.parse(bodyText) as ParseLinesBody, [bodyText]);
  const parsed = useParsedLines(body);

  const message = (field: Field): string | undefined => {
    const code = (errors[field] as { message?: string } | undefined)?.message;
    if (!code) return undefined;
    switch (code) {
      case 'title':
        return t('recipes.editor.errors.title', { max: n(L.title) });
      case 'description':
        return t('recipes.editor.errors.description', { max: n(L.description) });
      case 'cuisine':
        return t('recipes.editor.errors.cuisine');
      case 'mealTypes':
        return t('recipes.editor.errors.mealTypes');
      case 'servings':
        return t('recipes.editor.errors.servings', { min: n(L.servings.min), max: n(L.servings.max) });
      case 'activeOverTotal':
        return t('recipes.editor.errors.activeOverTotal');
      case 'lines':
        return t('recipes.editor.errors.lines', { max: n(L.lines) });
      case 'lineText':
        return t('recipes.editor.errors.lineText', { max: n(L.lineText) });
      case 'steps':
        return t('recipes.editor.errors.steps', { max: n(L.steps), length: n(L.stepText) });
      default:
        return t('recipes.editor.errors.minutes', { min: n(L.minutes.min), max: n(L.minutes.max) });
    }
  };
  const invalid = FIELD_ORDER.filter((field) => errors[field]);

  const focusField = (field: Field) => {
    const box = document.querySelector(`[data-field="${field}"]`);
    (box?.querySelector<HTMLElement>('input, textarea') ?? box?.querySelector<HTMLElement>('button'))?.focus();
  };
  const onInvalid = (found: FieldErrors<RecipeFormValues>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) focusField(first);
  };

  const numberOptions = {
    setValueAs: (raw: unknown) => (raw === '' || raw === null || raw === undefined ? Number.NaN : Number(raw)),
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      className="flex flex-col gap-8"
      data-testid="recipe-form"
    >
      {header}
      {isSubmitted && invalid.length > 0 ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
          {t('recipes.editor.errors.summary')}
        </p>
      ) : null}

      <Section title={t('recipes.editor.sections.about')}>
        <FieldBox field="title" label={t('recipes.editor.title')} htmlFor="recipe-title" error={message('title')}>
          <Input
            id="recipe-title"
            maxLength={L.title}
            autoComplete="off"
            {...fieldBoxAria('recipe-title', { hasHint: false, invalid: !!errors.title })}
            {...register('title')}
          />
        </FieldBox>
        <FieldBox
          field="description"
          label={t('recipes.editor.description')}
          htmlFor="recipe-description"
          hint={t('recipes.editor.descriptionHint')}
          error={message('description')}
        >
          <TextArea
            id="recipe-description"
            rows={3}
            maxLength={L.description}
            {...fieldBoxAria('recipe-description', { hasHint: true, invalid: !!errors.description })}
            {...register('description')}
          />
        </FieldBox>
        <div className="grid gap-4 sm:grid-cols-3">
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <SelectField
                  id="recipe-language"
                  label={t('recipes.editor.language')}
                  options={LANGUAGES.map((value) => ({ value, label: t(`recipes.editor.languages.${value}`) }))}
                  value={field.value}
                  onChange={(value) => value && field.onChange(value)}
                  onBlur={field.onBlur}
                />
              </div>
            )}
          />
          <Controller
            control={control}
            name="cuisine"
            render={({ field }) => (
              <div className="flex flex-col gap-2" data-field="cuisine">
                <SelectField
                  id="recipe-cuisine"
                  label={t('recipes.editor.cuisine')}
                  noneLabel={field.value === null ? t('recipes.editor.chooseCuisine') : undefined}
                  options={cuisineOptions(t)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
                <FieldError id="recipe-cuisine-error" text={message('cuisine')} />
              </div>
            )}
          />
          <Controller
            control={control}
            name="difficulty"
            render={({ field }) => (
              <SelectField
                id="recipe-difficulty"
                label={t('recipes.editor.difficulty')}
                options={skillOptions(t)}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
              />
            )}
          />
        </div>
        <Controller
          control={control}
          name="mealTypes"
          render={({ field }) => (
            <ChoiceChips
              name="mealTypes"
              legend={t('recipes.editor.mealTypes')}
              hint={t('recipes.editor.mealTypesHint')}
              options={mealTypeOptions(t)}
              selected={field.value}
              onChange={field.onChange}
              error={message('mealTypes')}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          {(['servings', 'activeMinutes', 'totalMinutes'] as const).map((field) => (
            <FieldBox key={field} field={field} label={t(`recipes.editor.${field}`)} htmlFor={`recipe-${field}`} error={message(field)}>
              <Input
                id={`recipe-${field}`}
                type="number"
                inputMode="numeric"
                min={field === 'servings' ? L.servings.min : L.minutes.min}
                max={field === 'servings' ? L.servings.max : L.minutes.max}
                step={1}
                {...fieldBoxAria(`recipe-${field}`, { hasHint: false, invalid: !!errors[field] })}
                {...register(field, numberOptions)}
              />
            </FieldBox>
          ))}
        </div>
      </Section>

      <Section title={t('recipes.editor.sections.ingredients')}>
        <FieldBox
          field="linesText"
          label={t('recipes.editor.lines')}
          htmlFor="recipe-lines"
          hint={t('recipes.editor.linesHint')}
          error={message('linesText')}
        >
          <TextArea
            id="recipe-lines"
            rows={Math.min(14, Math.max(5, lines.length + 1))}
            spellCheck={false}
            {...fieldBoxAria('recipe-lines', { hasHint: true, invalid: !!errors.linesText })}
            data-testid="recipe-lines"
            {...register('linesText')}
          />
        </FieldBox>
        {lines.length > 0 ? (
          <LinePreview
            lines={lines}
            answer={parsed.data}
            reading={parsed.isFetching}
            failed={parsed.isError}
            recipeLanguage={recipeLanguage}
            onMap={(text, ingredientId) => {
              const next = { ...overrides };
              const { ingredientId: _dropped, ...rest } = next[text] ?? {};
              next[text] = ingredientId ? { ...rest, ingredientId } : rest;
              if (Object.keys(next[text]).length === 0) delete next[text];
              setValue('overrides', next, { shouldDirty: true });
            }}
          />
        ) : null}
      </Section>

      <Section title={t('recipes.editor.sections.steps')}>
        <FieldBox
          field="stepsText"
          label={t('recipes.editor.steps')}
          htmlFor="recipe-steps"
          hint={t('recipes.editor.stepsHint')}
          error={message('stepsText')}
        >
          <TextArea
            id="recipe-steps"
            rows={8}
            {...fieldBoxAria('recipe-steps', { hasHint: true, invalid: !!errors.stepsText })}
            data-testid="recipe-steps"
            {...register('stepsText')}
          />
        </FieldBox>
      </Section>

      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex flex-col gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:bottom-0">
        {saveError ? (
          <p role="alert" className="flex items-start gap-2 text-sm text-destructive dark:text-red-400" data-testid="save-error">
            <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {saveError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={saving} data-testid="save-recipe">
            {t('recipes.editor.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="flex flex-col gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}
