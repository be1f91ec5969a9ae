import { describe, expect, it } from 'vitest';
import { translator as t } from '../../../testing/translator.ts';
import { dateText, hasCalendarData, weekRangeText, weekdayText } from './calendar-text.ts';
import { itemAmountText, sourcesText } from './item-text.ts';

const none = { quantity: null, unit: null, packageSize: null };

describe('itemAmountText', () => {
  it('translates units the server writes, with the plural the number needs', () => {
    const cans = { quantity: 2, unit: 'can', packageSize: { amount: 400, unit: 'g' as const } };
    expect(itemAmountText(t('en'), cans, 'en')).toBe('2 cans (400 g)');
    expect(itemAmountText(t('ru'), cans, 'ru')).toBe('2 банки (400 г)');
    expect(itemAmountText(t('ru'), { ...none, quantity: 5, unit: 'pack' }, 'ru')).toBe('5 пачек');
    expect(itemAmountText(t('be'), { ...none, quantity: 1.5, unit: 'kg' }, 'be')).toBe('1,5 кг');
  });

  it('shows typed units as typed, and nothing when there is no amount', () => {
    expect(itemAmountText(t('en'), { ...none, quantity: 3, unit: 'handfuls' }, 'en')).toBe('3 handfuls');
    expect(itemAmountText(t('en'), { ...none, quantity: 3 }, 'en')).toBe('3');
    expect(itemAmountText(t('en'), none, 'en')).toBeNull();
  });
});

describe('sourcesText', () => {
  const meal = (n: number) => ({
    mealId: `m${n}`,
    recipeId: null,
    title: `Meal ${n}`,
    titles: null,
    date: '2025-03-10',
    mealType: 'dinner' as const,
    amount: 100,
    unit: 'g' as const,
  });

  it('names each meal once with its day and meal, then how many more', () => {
    expect(sourcesText(t('en'), [meal(1), meal(1)], 'en')).toBe('For: Meal 1 (Mon, dinner)');
    expect(sourcesText(t('en'), [1, 2, 3, 4, 5].map(meal), 'en')).toBe(
      'For: Meal 1 (Mon, dinner), Meal 2 (Mon, dinner), Meal 3 (Mon, dinner) +2 more',
    );
    expect(sourcesText(t('en'), [], 'en')).toBeNull();
  });
});

describe('weekRangeText', () => {
  it('writes the week as a date range in the interface language', () => {
    expect(weekRangeText(t('en'), '2025-03-10', '2025-03-16', 'en')).toMatch(/^March 10\s?–\s?16$/);
    expect(weekRangeText(t('ru'), '2025-03-10', '2025-03-16', 'ru')).toMatch(/^10\s?–\s?16 марта$/);
    expect(weekRangeText(t('en'), '2025-03-10', null, 'en')).toBe('March 10');
    expect(weekRangeText(t('en'), null, null, 'en')).toBeNull();
  });

  it('writes Belarusian with its own month names where the browser has no Belarusian calendar', () => {
    // Chrome ships no Belarusian calendar data. Node does, so a language no runtime knows takes the same path.
    const language = 'zz';
    expect(hasCalendarData(language)).toBe(false);
    const be = t('be');
    expect(weekRangeText(be, '2025-03-10', '2025-03-16', language)).toBe('10–16 сакавіка');
    expect(weekRangeText(be, '2025-03-30', '2025-04-05', language)).toBe('30 сакавіка – 5 красавіка');
    expect(weekdayText(be, '2025-03-10', language)).toBe('пн');
    expect(dateText(be, '2025-12-31', language)).toBe('31 снежня 2025');
  });
});
