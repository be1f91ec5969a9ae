/**
 * Numbers and date ranges of a plan in the interface language (Intl), so "1,850 kcal" reads "1 850 ккал" in
 * Russian and a week reads "March 3 – 9, 2025" / "3–9 марта 2025 г.".
 */
import { belarusian, ownBelarusian, supports } from '../../../lib/belarusian-format.ts';
import { toDate } from '../../../lib/dates.ts';

const numberLocale = (language: string) =>
  supports('NumberFormat', language) ? language : language === 'be' ? 'ru' : language;

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${language}|${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits });
    numberFormats.set(key, format);
  }
  return format;
}

/** A whole number with the language's grouping: 1850 → "1,850" (en), "1 850" (ru, be). */
export function formatInteger(value: number, language: string): string {
  return numberFormat(language, 0).format(Math.round(value));
}

/** A quantity with at most `digits` decimals, trailing zeros dropped: 1.5 → "1.5" / "1,5". */
export function formatDecimal(value: number, language: string, digits = 1): string {
  return numberFormat(language, digits).format(value);
}

/** Month and day: "March 3", "3 марта", "3 сакавіка". */
export function formatMonthDay(date: string, language: string): string {
  if (ownBelarusian('DateTimeFormat', language)) return belarusian.monthDay(toDate(date));
  return new Intl.DateTimeFormat(language, { month: 'long', day: 'numeric' }).format(toDate(date));
}

/**
 * First to last day of a plan, the year written once: "March 3 – 9, 2025" (en), "3–9 марта 2025 г." (ru).
 * A one-day plan is just that day.
 */
export function formatDayRange(startDate: string, endDate: string, language: string): string {
  const start = toDate(startDate);
  const end = toDate(endDate);
  if (ownBelarusian('DateTimeFormat', language)) {
    return startDate === endDate ? belarusian.long(start) : belarusian.range(start, end);
  }
  const format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric' });
  return startDate === endDate ? format.format(start) : format.formatRange(start, end);
}

/** A day heading: weekday, day and month ("Monday, March 3" / "понедельник, 3 марта"). */
export function formatWeekdayDate(date: string, language: string): string {
  if (ownBelarusian('DateTimeFormat', language)) return belarusian.weekdayMonthDay(toDate(date));
  return new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(toDate(date));
}

/** An amount of an ingredient in grams as a cook reads it: 250 g, 1.2 kg. */
export function formatGrams(grams: number, language: string): { value: string; unit: 'g' | 'kg' } {
  if (grams >= 1000) return { value: formatDecimal(grams / 1000, language, 2), unit: 'kg' };
  return { value: formatInteger(grams, language), unit: 'g' };
}

/** A list in the language's words: "a, b, and c" / "a, b и c" / "a, b і c". */
export function formatList(items: readonly string[], language: string): string {
  if (ownBelarusian('ListFormat', language)) return belarusian.list(items);
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** Catalog names are lower case ("spring onion"); a list item starts with a capital ("Spring onion"). */
export function capitalize(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
