/**
 * Dates in the current interface language: the long form has the full month name, day and year
 * ("March 14, 2025", "14 марта 2025 г."), the short form the month name and day ("March 14", "14 сакавіка").
 */
import i18n from './i18n.ts';
import { belarusian, ownBelarusian } from './belarusian-format.ts';

type DateInput = Date | string | number;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A plain `YYYY-MM-DD` (how the API sends days) is a calendar day, not an instant: parse it as local
 * midnight. `new Date('2025-03-14')` would mean UTC midnight and show 13 March west of Greenwich.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const day = ISO_DAY.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return new Date(value);
}

/** The interface language (English when none of ours was found: spec, "English if none"). */
export function currentLanguage(): string {
  return i18n.language;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(language, options);
    formatters.set(key, cached);
  }
  return cached;
}

export function formatDateLong(value: DateInput, language: string = currentLanguage()): string {
  if (ownBelarusian('DateTimeFormat', language)) return belarusian.long(toDate(value));
  return formatter(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(toDate(value));
}

export function formatDateShort(value: DateInput, language: string = currentLanguage()): string {
  if (ownBelarusian('DateTimeFormat', language)) return belarusian.monthDay(toDate(value));
  return formatter(language, { month: 'long', day: 'numeric' }).format(toDate(value));
}
