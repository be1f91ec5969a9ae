import { DEFAULT_PREFERENCES } from '@mealplanr/contracts/preferences';
import { describe, expect, it } from 'vitest';
import { isHouseholdSize, parseCalorieTarget, toFormValues, toInput } from './preferences-form.ts';

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
  });
});
