/**
 * How the admin area writes values: dates and numbers in the interface language, JSON pretty-printed.
 *
 * Some browsers (Debian's Chromium among them) carry no Belarusian locale data, and `Intl` then silently
 * answers in English ("Nov 22, 2026, 2:44 AM"). Where the language is missing, dates are written with digits
 * only, in the day.month.year order and 24-hour time Belarusian uses, and numbers with Russian conventions,
 * which are the same as Belarusian ones (1 234,5).
 */
import type { AdminColumn } from '@mealplanr/contracts/admin';

export function hasLocaleData(language: string): boolean {
  return Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
}

const numericFallback = 'ru';

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (!hasLocaleData(language)) {
    return new Intl.DateTimeFormat(numericFallback, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);
  }
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A calendar day (`YYYY-MM-DD`) as a short label: "Nov 22", "22 нояб.", or "22.11" without locale data. */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d);
  if (!hasLocaleData(language)) {
    return new Intl.DateTimeFormat(numericFallback, { day: '2-digit', month: '2-digit' }).format(date);
  }
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

export function formatNumber(value: number, language: string): string {
  const locales = language === 'be' ? ['be', numericFallback] : [language];
  return new Intl.NumberFormat(locales, { maximumFractionDigits: 2 }).format(value);
}

/** Two-space indented JSON, as the row view shows it. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

/** A one-line text of a value for a table cell; `null` when the value is empty (shown as a dash). */
export function cellText(
  value: unknown,
  type: AdminColumn['type'],
  language: string,
  words: { yes: string; no: string },
): string | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'boolean':
      return value ? words.yes : words.no;
    case 'datetime':
      return typeof value === 'string' ? formatDateTime(value, language) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value, language) : String(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return String(value);
  }
}

/** "1–20 of 53": the rows a page shows. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total), pages };
}
