import { QUESTIONNAIRE_DEFAULTS } from '@mealplanr/contracts/meal-plans';
import { DEFAULT_PREFERENCES } from '@mealplanr/contracts/preferences';
import { describe, expect, it } from 'vitest';
import { localIsoDay, questionnaireDefaults, questionnaireFormSchema, toCreateBody } from './questionnaire-form.ts';

describe('questionnaireDefaults', () => {
  it('starts from the contract’s defaults without saved preferences', () => {
    const values = questionnaireDefaults(null, '2025-03-03');
    expect(values).toEqual({ ...QUESTIONNAIRE_DEFAULTS, startDate: '2025-03-03', uncheckedExclusions: [] });
    expect(questionnaireFormSchema.safeParse(values).success).toBe(true);
  });

  it('fills in what the person saved, keeping the defaults where they saved nothing', () => {
    const values = questionnaireDefaults(
      {
        ...DEFAULT_PREFERENCES,
        cuisines: ['italian'],
        dietaryRestrictions: ['vegan'],
        cookingSkill: 'beginner',
        excludedIngredients: ['mushrooms'],
        householdSize: 3,
        calorieTarget: 1800,
        updatedAt: '2025-03-01T10:00:00.000Z',
      },
      '2025-03-03',
    );
    expect(values).toMatchObject({
      cuisines: ['italian'],
      dietaryRestrictions: ['vegan'],
      cookingSkill: 'beginner',
      cookingTime: QUESTIONNAIRE_DEFAULTS.cookingTime,
      excludeIngredients: ['mushrooms'],
      householdSize: 3,
      calorieTarget: 1800,
    });
  });
});

describe('questionnaireFormSchema', () => {
  const valid = questionnaireDefaults(null, '2025-03-03');

  it('rejects answers outside the bounds, per field', () => {
    const result = questionnaireFormSchema.safeParse({
      ...valid,
      planDuration: 15,
      householdSize: 0,
      calorieTarget: 900,
      mealTypes: [],
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['planDuration', 'householdSize', 'calorieTarget', 'mealTypes']));
  });

  it('accepts no calorie target', () => {
    expect(questionnaireFormSchema.safeParse({ ...valid, calorieTarget: null }).success).toBe(true);
  });

  it('rejects an empty number field (NaN) and a day that does not exist', () => {
    expect(questionnaireFormSchema.safeParse({ ...valid, planDuration: Number.NaN }).success).toBe(false);
    expect(questionnaireFormSchema.safeParse({ ...valid, startDate: '2025-02-30' }).success).toBe(false);
  });
});

describe('toCreateBody', () => {
  it('puts the meals in the order of a day and adds the language', () => {
    const body = toCreateBody({ ...questionnaireDefaults(null, '2025-03-03'), mealTypes: ['snack', 'dinner', 'breakfast'] }, 'be');
    expect(body.mealTypes).toEqual(['breakfast', 'dinner', 'snack']);
    expect(body.lang).toBe('be');
    expect(body.startDate).toBe('2025-03-03');
    expect(body).not.toHaveProperty('uncheckedExclusions');
    expect(body).not.toHaveProperty('allowUncheckedExclusions');
  });

  it('allows unchecked exclusions only while a word kept unchecked is still excluded', () => {
    const values = { ...questionnaireDefaults(null, '2025-03-03'), excludeIngredients: ['Shellfish', 'shelfish'] };
    const body = toCreateBody({ ...values, uncheckedExclusions: ['shelfish'] }, 'en');
    expect(body.allowUncheckedExclusions).toBe(true);
    expect(body.excludeIngredients).toEqual(['Shellfish', 'shelfish']);
    expect(body).not.toHaveProperty('uncheckedExclusions');
    // The unchecked word was removed since: nothing unchecked is sent.
    const after = toCreateBody({ ...values, excludeIngredients: ['Shellfish'], uncheckedExclusions: ['shelfish'] }, 'en');
    expect(after).not.toHaveProperty('allowUncheckedExclusions');
  });
});

describe('localIsoDay', () => {
  it('is the local calendar day, not the UTC one', () => {
    expect(localIsoDay(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
  });
});
