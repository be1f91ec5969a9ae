/**
 * Dates on the grocery screens in the interface language. Chrome ships no Belarusian calendar data (its
 * `Intl` writes "March 10" for `be`), so when the browser lacks the language the day and month are written
 * with the translated month names (`grocery.calendar.months`, genitive, `|`-separated) instead.
 */
import type { TFunction } from '../../../lib/translator.ts';
import { toDate } from '../../../lib/dates.ts';

type Day = string | Date;

const supported = new Map<string, boolean>();

/** Whether this browser's `Intl` knows the language's calendar words. */
export function hasCalendarData(language: string): boolean {
  let known = supported.get(language);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
    supported.set(language, known);
  }
  return known;
}

function names(t: TFunction, key: 'grocery.calendar.months' | 'grocery.calendar.weekdays'): string[] {
  return t(key).split('|');
}

/** "March 10" / "10 марта" / "10 сакавіка". */
export function dayText(t: TFunction, value: Day, language: string): string {
  const day = toDate(value);
  if (hasCalendarData(language)) return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric' }).format(day);
  return `${day.getDate()} ${names(t, 'grocery.calendar.months')[day.getMonth()]}`;
}

/** "March 10, 2025" / "10 марта 2025 г." / "10 сакавіка 2025". */
export function dateText(t: TFunction, value: Day, language: string): string {
  const day = toDate(value);
  if (hasCalendarData(language)) {
    return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' }).format(day);
  }
  return `${dayText(t, day, language)} ${day.getFullYear()}`;
}

/** "Mon" / "пн" / "пн". */
export function weekdayText(t: TFunction, value: Day, language: string): string {
  const day = toDate(value);
  if (hasCalendarData(language)) return new Intl.DateTimeFormat(language, { weekday: 'short' }).format(day);
  return names(t, 'grocery.calendar.weekdays')[day.getDay()] ?? '';
}

/** "March 10 – 16" / "10–16 марта"; one day alone when only one end is known; null without dates. */
export function weekRangeText(t: TFunction, weekStart: Day | null, weekEnd: Day | null, language: string): string | null {
  if (weekStart && weekEnd) {
    const start = toDate(weekStart);
    const end = toDate(weekEnd);
    if (hasCalendarData(language)) {
      return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric' }).formatRange(start, end);
    }
    if (start.getMonth() === end.getMonth() && start.getFullYear() === end.getFullYear()) {
      return `${start.getDate()}–${dayText(t, end, language)}`;
    }
    return `${dayText(t, start, language)} – ${dayText(t, end, language)}`;
  }
  const day = weekStart ?? weekEnd;
  return day ? dayText(t, day, language) : null;
}
