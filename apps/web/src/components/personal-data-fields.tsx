import {
  ACTIVITY_FACTORS,
  ACTIVITY_LEVELS,
  energyEstimate,
  LOW_TARGET_KCAL,
  lowTargetReason,
  PERSONAL_LIMITS,
  REFERENCE_INTAKE_KCAL,
  restingKcal,
  SEXES,
  type PersonalData,
} from '@mealplanr/contracts/energy';
import { CalculatorIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { SelectField } from './select-field.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type NumberKey = 'age' | 'heightCm' | 'weightKg';

export interface PersonalDataFieldsProps {
  /** Prefix of the inputs' ids (`<prefix>-person-age` …). */
  idPrefix: string;
  value: PersonalData;
  /** Receives the data as typed: a number, null for an empty box, NaN for text that is no number. */
  onChange: (value: PersonalData) => void;
  /** Fields the form found out of bounds (their message is shown under them). */
  invalid?: Partial<Record<NumberKey, boolean>>;
  /**
   * The daily target typed next to these fields, if any: the warning below 1,200 kcal or the resting need is
   * about it, else about the estimate (or the reference intake) a plan without a target gets.
   */
  calorieTarget?: number | null;
}

/** A number box's text as a value: null when empty, NaN when it is not a number. */
export function parsePersonNumber(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return null;
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * Sex, age, height, weight and activity level, all optional, with the energy estimate they give (Mifflin–St Jeor
 * × activity factor) and a warning when the target falls below 1,200 kcal or the resting need. Shared by the
 * questionnaire and the preferences dialog.
 */
export function PersonalDataFields({ idPrefix, value, onChange, invalid = {}, calorieTarget = null }: PersonalDataFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // Browsers without Belarusian number data fall back to Russian, which writes numbers the same way.
  const n = (x: number, digits = 0) =>
    new Intl.NumberFormat(language === 'be' ? ['be', 'ru'] : [language], { maximumFractionDigits: digits }).format(x);
  // What is typed, so "72," can be on its way to "72,5"; the value holds the number.
  const [texts, setTexts] = useState<Record<NumberKey, string>>(() => ({
    age: value.age === null ? '' : String(value.age),
    heightCm: value.heightCm === null ? '' : String(value.heightCm),
    weightKg: value.weightKg === null ? '' : n(value.weightKg, 1).replace(/\s/g, ''),
  }));
  const estimate = energyEstimate(value);
  const resting = restingKcal(value);
  const effective = calorieTarget ?? estimate?.dailyKcal ?? REFERENCE_INTAKE_KCAL;
  const warning = lowTargetReason(effective, resting);
  const id = (key: string) => `${idPrefix}-person-${key}`;

  const numberBox = (key: NumberKey, unit: string) => {
    const limits = PERSONAL_LIMITS[key];
    const hintId = `${id(key)}-hint`;
    const errorId = `${id(key)}-error`;
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor={id(key)}>{t(`person.${key}.label`)}</Label>
        <Input
          id={id(key)}
          type="text"
          inputMode={key === 'weightKg' ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={texts[key]}
          aria-invalid={invalid[key] ? true : undefined}
          aria-describedby={`${hintId}${invalid[key] ? ` ${errorId}` : ''}`}
          onChange={(event) => {
            const text = event.target.value;
            setTexts({ ...texts, [key]: text });
            onChange({ ...value, [key]: parsePersonNumber(text) });
          }}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          {t(`person.${key}.hint`, { min: n(limits.min), max: n(limits.max), unit })}
        </p>
        {invalid[key] ? (
          <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
            {t(`person.${key}.error`, { min: n(limits.min), max: n(limits.max) })}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4" data-field="person" data-testid={`${idPrefix}-person`}>
      <legend className="px-1 text-sm font-medium">{t('person.legend')}</legend>
      <p className="-mt-2 text-sm text-muted-foreground">{t('person.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id={id('sex')}
          label={t('person.sex.label')}
          noneLabel={t('person.notGiven')}
          options={SEXES.map((sex) => ({ value: sex, label: t(`person.sex.${sex}`) }))}
          value={value.sex}
          onChange={(sex) => onChange({ ...value, sex })}
        />
        {numberBox('age', '')}
        {numberBox('heightCm', 'cm')}
        {numberBox('weightKg', 'kg')}
        <div className="sm:col-span-2">
          <SelectField
            id={id('activityLevel')}
            label={t('person.activityLevel.label')}
            noneLabel={t('person.notGiven')}
            options={ACTIVITY_LEVELS.map((level) => ({ value: level, label: t(`person.activityLevel.${level}`) }))}
            value={value.activityLevel}
            onChange={(activityLevel) => onChange({ ...value, activityLevel })}
          />
        </div>
      </div>
      <p className="flex items-start gap-2 text-sm" data-testid={`${idPrefix}-estimate`} aria-live="polite">
        <CalculatorIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {estimate
            ? t('person.estimate', {
                kcal: n(estimate.dailyKcal),
                resting: n(estimate.restingKcal),
                factor: n(ACTIVITY_FACTORS[estimate.activityLevel], 3),
                activity: t(`person.activityLevel.${estimate.activityLevel}`),
              })
            : t('person.noEstimate', { kcal: n(REFERENCE_INTAKE_KCAL) })}
        </span>
      </p>
      {warning ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950 dark:bg-amber-400/15 dark:text-amber-100"
          data-testid={`${idPrefix}-low-target`}
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {warning === 'below_floor'
              ? t('person.lowTarget.belowFloor', { kcal: n(effective), floor: n(LOW_TARGET_KCAL) })
              : t('person.lowTarget.belowResting', { kcal: n(effective), resting: n(resting ?? 0) })}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
}
