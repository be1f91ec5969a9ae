/**
 * Calendar days as `YYYY-MM-DD` strings, computed in UTC so no time zone or daylight-saving change can shift
 * a day. Pure: "today" is always passed in, never read from a clock.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `value` is a real calendar day written as `YYYY-MM-DD`.
 *
 * @example isIsoDay('2024-02-29') // true
 * @example isIsoDay('2025-02-29') // false
 */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = utcDate(y, mo, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The day at 00:00 UTC; unlike `Date.UTC`, years 0–99 are those years, not 1900–1999. */
function utcDate(y: number, m: number, d: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(y, m - 1, d);
  return date;
}

function toUtc(day: string): number {
  if (!isIsoDay(day)) throw new RangeError(`not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return utcDate(y, m, d).getTime();
}

/** `YYYY-MM-DD` of an instant in UTC, for years 0–9999. */
function isoOf(ms: number): string {
  const date = new Date(ms);
  const y = date.getUTCFullYear();
  if (!(y >= 0 && y <= 9999)) throw new RangeError(`outside the years 0000–9999: ${date.toISOString()}`);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(y, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const DAY_MS = 86_400_000;

/**
 * The day `n` days after `day` (before, when `n` is negative). Throws a RangeError past 9999-12-31 or before
 * 0000-01-01, which `YYYY-MM-DD` cannot write.
 *
 * @example addDays('2024-02-28', 2) // '2024-03-01'
 */
export function addDays(day: string, n: number): string {
  return isoOf(toUtc(day) + n * DAY_MS);
}

/**
 * Whole days from `from` to `to` (negative when `to` is earlier).
 *
 * @example daysBetween('2025-03-01', '2025-03-08') // 7
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/**
 * The local calendar day of an instant, as `YYYY-MM-DD` (what "today" means to the person at that clock).
 *
 * @example toIsoDay(new Date(2025, 2, 14, 23, 30)) // '2025-03-14'
 */
export function toIsoDay(instant: Date): string {
  const y = instant.getFullYear();
  const m = String(instant.getMonth() + 1).padStart(2, '0');
  const d = String(instant.getDate()).padStart(2, '0');
  return `${String(y).padStart(4, '0')}-${m}-${d}`;
}
