import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort, toDate } from './dates.ts';

describe('formatDateLong', () => {
  it('writes the full month name, day and year in the given language', () => {
    const day = new Date(2025, 2, 14);
    expect(formatDateLong(day, 'en')).toBe('March 14, 2025');
    expect(formatDateLong(day, 'ru')).toMatch(/^14 марта 2025/);
    expect(formatDateLong(day, 'be')).toMatch(/^14 сакавіка 2025/);
  });

  it('uses English when no interface language has been chosen yet', () => {
    expect(formatDateLong(new Date(2025, 0, 2))).toBe('January 2, 2025');
  });
});

describe('formatDateShort', () => {
  it('writes the month name and day without the year', () => {
    const day = new Date(2025, 11, 31);
    expect(formatDateShort(day, 'en')).toBe('December 31');
    expect(formatDateShort(day, 'ru')).toBe('31 декабря');
    expect(formatDateShort(day, 'be')).toBe('31 снежня');
  });
});

describe('toDate', () => {
  it('reads an API day (YYYY-MM-DD) as that calendar day in local time, whatever the time zone', () => {
    const day = toDate('2025-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2025, 2, 1, 0]);
    expect(formatDateShort('2025-03-01', 'en')).toBe('March 1');
  });

  it('keeps full timestamps as instants', () => {
    expect(toDate('2025-03-01T12:00:00Z').getTime()).toBe(Date.UTC(2025, 2, 1, 12));
    expect(toDate(0).getTime()).toBe(0);
  });
});
