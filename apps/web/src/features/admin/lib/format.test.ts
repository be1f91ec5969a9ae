import { describe, expect, it } from 'vitest';
import { cellText, formatDateTime, formatDay, formatNumber, pageRange, prettyJson } from './format.ts';

const words = { yes: 'Yes', no: 'No' };

describe('admin value formatting', () => {
  it('writes booleans as words, empty values as null and JSON on one line', () => {
    expect(cellText(true, 'boolean', 'en', words)).toBe('Yes');
    expect(cellText(false, 'boolean', 'en', words)).toBe('No');
    expect(cellText(null, 'text', 'en', words)).toBeNull();
    expect(cellText(['a', 'b'], 'json', 'en', words)).toBe('["a","b"]');
    expect(cellText(1234.5, 'number', 'en', words)).toBe('1,234.5');
  });

  it('writes instants in the interface language', () => {
    const text = cellText('2026-03-14T09:30:00.000Z', 'datetime', 'ru', words);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/мар/);
  });

  it('pretty-prints JSON with two spaces', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('tells which rows a page holds', () => {
    expect(pageRange(1, 20, 53)).toEqual({ from: 1, to: 20, pages: 3 });
    expect(pageRange(3, 20, 53)).toEqual({ from: 41, to: 53, pages: 3 });
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0, pages: 1 });
  });

  it('writes dates with digits only where the browser has no data for the language', () => {
    // "zz" stands for a language the runtime knows nothing about, as Belarusian is in some Chromium builds.
    expect(formatDateTime('2026-03-14T09:30:00.000Z', 'zz')).toMatch(/^14\.03\.2026, \d{2}:\d{2}$/);
    expect(formatDay('2026-03-04', 'zz')).toBe('04.03');
    expect(formatDay('2026-03-04', 'en')).toBe('Mar 4');
  });

  it('groups Belarusian numbers with spaces and a decimal comma', () => {
    expect(formatNumber(12345.5, 'be').replace(/\s/g, ' ')).toBe('12 345,5');
  });
});
