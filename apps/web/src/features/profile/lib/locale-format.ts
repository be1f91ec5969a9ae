/**
 * Numbers and lists in the interface language. Some browsers (Debian's Chromium among them) carry no
 * Belarusian locale data and `Intl` then answers in English ("a, b, and c", "2,100"). Belarusian numbers are
 * written like Russian ones (2 100), so Russian is their fallback; a list falls back to plain commas rather
 * than to another language's "and".
 */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language === 'be' ? ['be', 'ru'] : [language]).format(value);
}

export function formatList(items: readonly string[], language: string): string {
  if (Intl.ListFormat.supportedLocalesOf([language]).length === 0) return items.join(', ');
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
}
