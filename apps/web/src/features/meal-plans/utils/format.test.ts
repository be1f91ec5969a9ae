import { describe, expect, it } from 'vitest';
import { belarusian } from '../../../lib/belarusian-format.ts';
import { formatDayRange, formatGrams, formatInteger, formatList, formatMonthDay, formatWeekdayDate } from './format.ts';

// Intl uses a narrow no-break space in some outputs; compare with ordinary spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('plan formatting', () => {
  it('groups thousands the way each language does', () => {
    expect(formatInteger(1850.4, 'en')).toBe('1,850');
    expect(plain(formatInteger(1850, 'ru'))).toBe('1 850');
  });

  it('writes a plan’s first and last day as one range with the year once', () => {
    expect(plain(formatDayRange('2025-03-03', '2025-03-09', 'en'))).toBe('March 3 – 9, 2025');
    expect(plain(formatDayRange('2025-03-03', '2025-03-09', 'ru'))).toMatch(/^3\s?–\s?9 марта 2025/);
    expect(plain(formatDayRange('2025-03-30', '2025-04-05', 'be'))).toMatch(/сакавіка.*красавіка 2025/);
  });

  it('writes a one-day plan as that day', () => {
    expect(formatDayRange('2025-03-03', '2025-03-03', 'en')).toBe('March 3, 2025');
  });

  it('writes a week-of day as month and day', () => {
    expect(formatMonthDay('2025-03-03', 'en')).toBe('March 3');
    expect(formatMonthDay('2025-03-03', 'ru')).toBe('3 марта');
    expect(formatMonthDay('2025-03-03', 'be')).toBe('3 сакавіка');
  });

  it('names the weekday of a day heading', () => {
    expect(formatWeekdayDate('2025-03-03', 'en')).toBe('Monday, March 3');
    expect(formatWeekdayDate('2025-03-03', 'ru')).toBe('понедельник, 3 марта');
  });

  it('switches to kilograms from 1000 g', () => {
    expect(formatGrams(950, 'en')).toEqual({ value: '950', unit: 'g' });
    expect(formatGrams(1250, 'ru')).toEqual({ value: '1,25', unit: 'kg' });
  });

  it('joins a list with the language’s word for “and”', () => {
    expect(formatList(['tofu', 'rice', 'kale'], 'en')).toBe('tofu, rice, and kale');
    expect(formatList(['тофу', 'рис'], 'ru')).toBe('тофу и рис');
  });
});

describe('Belarusian without the browser’s locale data', () => {
  // Node has full Belarusian data, so it checks the written-out patterns the browser fallback uses.
  const intl = (options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat('be', options).format(date);

  it('writes month, day and weekday exactly as CLDR does', () => {
    for (let month = 0; month < 12; month++) {
      const day = new Date(2025, month, 3 + month);
      expect(belarusian.monthDay(day)).toBe(intl({ month: 'long', day: 'numeric' }, day));
      expect(belarusian.long(day)).toBe(intl({ year: 'numeric', month: 'long', day: 'numeric' }, day));
      expect(belarusian.weekdayMonthDay(day)).toBe(intl({ weekday: 'long', month: 'long', day: 'numeric' }, day));
    }
  });

  it('writes ranges within a month, across months and across years as CLDR does', () => {
    const format = new Intl.DateTimeFormat('be', { year: 'numeric', month: 'long', day: 'numeric' });
    for (const [a, b] of [
      [new Date(2025, 2, 3), new Date(2025, 2, 9)],
      [new Date(2025, 2, 30), new Date(2025, 3, 5)],
      [new Date(2025, 11, 30), new Date(2026, 0, 5)],
    ] as const) {
      expect(plain(belarusian.range(a, b))).toBe(plain(format.formatRange(a, b)));
    }
  });

  it('joins a list with “і”', () => {
    expect(belarusian.list(['тофу', 'рыс', 'кале'])).toBe(new Intl.ListFormat('be', { type: 'conjunction' }).format(['тофу', 'рыс', 'кале']));
    expect(belarusian.list(['тофу'])).toBe('тофу');
  });
});
