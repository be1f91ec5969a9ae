import { describe, expect, it } from 'vitest';
import { dateRange } from '../src/date-range';
import { addDays, daysBetween, isIsoDay } from '../src/dates';

describe('dateRange', () => {
  it('yields the earliest and the latest date of the items', () => {
    const items = [{ date: '2025-03-16' }, { date: '2025-03-14' }, { date: '2025-03-20' }, { date: '2025-03-15' }];
    expect(dateRange(items, '2025-01-01')).toEqual({ startDate: '2025-03-14', endDate: '2025-03-20' });
  });

  it("gives today's date for both when the list is empty or missing", () => {
    expect(dateRange([], '2025-06-01')).toEqual({ startDate: '2025-06-01', endDate: '2025-06-01' });
    expect(dateRange(undefined, '2025-06-01')).toEqual({ startDate: '2025-06-01', endDate: '2025-06-01' });
    expect(dateRange(null, '2025-06-01')).toEqual({ startDate: '2025-06-01', endDate: '2025-06-01' });
  });

  it('reads the day of timestamps and of Date objects, and skips items without a readable date', () => {
    const items = [
      { date: '2025-03-18T09:30:00.000Z' },
      { date: new Date(2025, 2, 12, 20, 0) },
      { date: 'soon' },
      { date: null },
      {},
      { date: '2025-02-30' },
    ];
    expect(dateRange(items, '2025-01-01')).toEqual({ startDate: '2025-03-12', endDate: '2025-03-18' });
  });

  it('treats a single item as both start and end', () => {
    expect(dateRange([{ date: '2024-12-31' }], '2025-01-01')).toEqual({ startDate: '2024-12-31', endDate: '2024-12-31' });
  });

  it('refuses a "today" that is not a calendar day', () => {
    expect(() => dateRange([], '14/03/2025')).toThrow(RangeError);
  });
});

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-30', -30)).toBe('2025-02-28');
  });

  it('counts whole days between two dates, across daylight-saving changes', () => {
    expect(daysBetween('2025-03-01', '2025-04-01')).toBe(31);
    expect(daysBetween('2025-10-20', '2025-10-30')).toBe(10);
    expect(daysBetween('2025-03-08', '2025-03-01')).toBe(-7);
  });

  it('knows real calendar days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-3-1')).toBe(false);
  });
});
