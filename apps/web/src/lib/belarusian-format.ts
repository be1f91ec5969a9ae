/**
 * Browsers ship only part of the Unicode locale data: Chrome formats numbers, dates and lists in Russian but
 * has nothing for Belarusian, and would silently write "March 3" and "1,800" in a Belarusian interface.
 * Belarusian numbers use the Russian symbols (space between thousands, decimal comma); its dates and lists are
 * written out here from the same Unicode (CLDR) patterns.
 */
const SUPPORTED_LOCALES = {
  DateTimeFormat: (language: string) => Intl.DateTimeFormat.supportedLocalesOf([language]),
  NumberFormat: (language: string) => Intl.NumberFormat.supportedLocalesOf([language]),
  ListFormat: (language: string) => Intl.ListFormat.supportedLocalesOf([language]),
};

export function supports(kind: keyof typeof SUPPORTED_LOCALES, language: string): boolean {
  return SUPPORTED_LOCALES[kind](language).length > 0;
}

/** Belarusian month names as a date uses them ("3 сакавіка") and weekdays, Sunday first (CLDR). */
const BE_MONTHS = [
  'студзеня', 'лютага', 'сакавіка', 'красавіка', 'мая', 'чэрвеня',
  'ліпеня', 'жніўня', 'верасня', 'кастрычніка', 'лістапада', 'снежня',
] as const;
const BE_WEEKDAYS = ['нядзеля', 'панядзелак', 'аўторак', 'серада', 'чацвер', 'пятніца', 'субота'] as const;

/** The Belarusian patterns of CLDR, for browsers without Belarusian data. Exported for tests. */
export const belarusian = {
  monthDay: (d: Date) => `${d.getDate()} ${BE_MONTHS[d.getMonth()]}`,
  long: (d: Date) => `${belarusian.monthDay(d)} ${d.getFullYear()} г.`,
  weekdayMonthDay: (d: Date) => `${BE_WEEKDAYS[d.getDay()]}, ${belarusian.monthDay(d)}`,
  range(start: Date, end: Date): string {
    if (start.getFullYear() !== end.getFullYear()) {
      return `${belarusian.monthDay(start)} ${start.getFullYear()} – ${belarusian.monthDay(end)} ${end.getFullYear()}`;
    }
    if (start.getMonth() !== end.getMonth()) {
      return `${belarusian.monthDay(start)} – ${belarusian.monthDay(end)} ${end.getFullYear()}`;
    }
    return `${start.getDate()}–${end.getDate()} ${BE_MONTHS[end.getMonth()]} ${end.getFullYear()}`;
  },
  list(items: readonly string[]): string {
    if (items.length <= 1) return items.join('');
    return `${items.slice(0, -1).join(', ')} і ${items[items.length - 1]}`;
  },
};

export const ownBelarusian = (kind: 'DateTimeFormat' | 'ListFormat', language: string) =>
  language === 'be' && !supports(kind, language);

