import { DEFAULT_PREFERENCES } from '@mealplanr/contracts/preferences';
import { describe, expect, it } from 'vitest';
import { isHouseholdSize, parseCalorieTarget, personIssues, toFormValues, toInput } from './preferences-form.ts';

describe('preferences form', () => {
  it('reads an empty calorie box as no target and rejects text, fractions and out-of-range values', () => {
    expect(parseCalorieTarget('')).toBeNull();
    expect(parseCalorieTarget('  ')).toBeNull();
    expect(parseCalorieTarget('2000')).toBe(2000);
    expect(parseCalorieTarget(' 1800 ')).toBe(1800);
    for (const bad of ['abc', '1800.5', '-2000', '999', '5001']) expect(parseCalorieTarget(bad)).toBeNaN();
  });

  it('accepts households of 1 to 12 whole people', () => {
    expect([0, 1, 12, 13, 2.5].map(isHouseholdSize)).toEqual([false, true, true, false, false]);
  });

  it('goes from the API to the form and back unchanged', () => {
    const saved = { ...DEFAULT_PREFERENCES, cuisines: ['indian' as const], calorieTarget: 2200, householdSize: 4 };
    const { updatedAt: _updatedAt, ...input } = saved;
    expect(toInput(toFormValues(saved))).toEqual(input);
    expect(toFormValues(DEFAULT_PREFERENCES).calorieTarget).toBe('');
    expect(toFormValues(DEFAULT_PREFERENCES).uncheckedExclusions).toEqual([]);
  });

  it('keeps personal data from the API to the form and back, and names the fields out of bounds', () => {
    const person = { sex: 'female' as const, age: 35, heightCm: 165, weightKg: 62.5, activityLevel: 'light' as const };
    const values = toFormValues({ ...DEFAULT_PREFERENCES, person });
    expect(values.person).toEqual(person);
    expect(toInput(values).person).toEqual(person);
    expect(personIssues(person)).toEqual({});
    expect(personIssues({ ...person, age: 17, weightKg: Number.NaN })).toEqual({ age: true, weightKg: true });
  });

  it('sends allowUncheckedExclusions only while a word kept unchecked is still excluded', () => {
    const values = { ...toFormValues(DEFAULT_PREFERENCES), excludedIngredients: ['Tree nuts', 'shelfish'] };
    const input = toInput({ ...values, uncheckedExclusions: ['shelfish'] });
    expect(input.allowUncheckedExclusions).toBe(true);
    expect(input.excludedIngredients).toEqual(['Tree nuts', 'shelfish']);
    expect(input).not.toHaveProperty('uncheckedExclusions');
    expect(toInput({ ...values, uncheckedExclusions: ['gone'] })).not.toHaveProperty('allowUncheckedExclusions');
  });
});
