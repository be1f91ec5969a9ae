import { NO_PERSONAL_DATA } from '@mealplanr/contracts/energy';
import { QUESTIONNAIRE_DEFAULTS } from '@mealplanr/contracts/meal-plans';
import { DEFAULT_PREFERENCES } from '@mealplanr/contracts/preferences';
import { describe, expect, it } from 'vitest';
import { localIsoDay, questionnaireDefaults, questionnaireFormSchema, toCreateBody } from './questionnaire-form.ts';

describe('questionnaireDefaults', () => {
  it('starts from the contract’s defaults without saved preferences', () => {
    const values = questionnaireDefaults(null, '2025-03-03');
    expect(values).toEqual({ ...QUESTIONNAIRE_DEFAULTS, person: NO_PERSONAL_DATA, startDate: '2025-03-03', uncheckedExclusions: [] });
    expect(values.allowAdditions).toBe(true);
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

  it('fills in the personal data the person saved', () => {
    const person = { sex: 'male', age: 40, heightCm: 178, weightKg: 81.5, activityLevel: 'active' } as const;
    const values = questionnaireDefaults({ ...DEFAULT_PREFERENCES, person, updatedAt: '2025-03-01T10:00:00.000Z' }, '2025-03-03');
    expect(values.person).toEqual(person);
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

  it('rejects a first day before 1900 or a plan that would end after 9999-12-31, on the first day', () => {
    const issues = (values: object) => questionnaireFormSchema.safeParse(values).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ ...valid, startDate: '0001-01-01' })).toEqual(['startDate']);
    expect(issues({ ...valid, startDate: '9999-12-28', planDuration: 7 })).toEqual(['startDate']);
    expect(issues({ ...valid, startDate: '9999-12-25', planDuration: 7 })).toBeUndefined();
  });

  it('checks personal data against the contract’s bounds, each field on its own', () => {
    const issues = (person: object) =>
      questionnaireFormSchema.safeParse({ ...valid, person: { ...valid.person, ...person } }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ age: 12 })).toEqual(['person.age']);
    expect(issues({ heightCm: Number.NaN, weightKg: 400 })).toEqual(['person.heightCm', 'person.weightKg']);
    expect(issues({ sex: 'female', age: 30, heightCm: 170, weightKg: 65.5, activityLevel: 'light' })).toBeUndefined();
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

  it('sends personal data only when some was given, and whether additions are allowed', () => {
    const values = questionnaireDefaults(null, '2025-03-03');
    expect(toCreateBody(values, 'en')).toMatchObject({ person: null, allowAdditions: true });
    const person = { ...values.person, sex: 'female' as const, age: 30 };
    expect(toCreateBody({ ...values, person, allowAdditions: false }, 'en')).toMatchObject({ person, allowAdditions: false });
  });

  it('sends where the recipes come from and whether favourites are preferred (built-in, no preference by default)', () => {
    const values = questionnaireDefaults(null, '2025-03-03');
    expect(toCreateBody(values, 'en')).toMatchObject({ recipeSource: 'builtin', preferFavourites: false });
    expect(toCreateBody({ ...values, recipeSource: 'both', preferFavourites: true }, 'en')).toMatchObject({
      recipeSource: 'both',
      preferFavourites: true,
    });
    expect(questionnaireFormSchema.safeParse({ ...values, recipeSource: 'theirs' }).success).toBe(false);
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
