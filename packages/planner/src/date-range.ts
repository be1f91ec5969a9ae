/**
 * The date-range helper: from items that each have a date, the earliest and the latest day;
 * for an empty or missing list both are today's date. "Today" is an argument, so the helper stays pure.
 */
import { isIsoDay, toIsoDay } from './dates';

export interface DateRange {
  startDate: string;
  endDate: string;
}

/**
 * The first and last day of `items` as `YYYY-MM-DD`. Dates may be `YYYY-MM-DD` strings, longer ISO
 * timestamps (their day part counts) or `Date`s (their local day counts); items without a readable date
 * are skipped.
 *
 * @example dateRange([{ date: '2025-03-16' }, { date: '2025-03-14' }], '2025-01-01')
 *   // { startDate: '2025-03-14', endDate: '2025-03-16' }
 * @example dateRange(undefined, '2025-01-01') // { startDate: '2025-01-01', endDate: '2025-01-01' }
 */
export function dateRange(
  items: readonly { date?: string | Date | null }[] | null | undefined,
  today: string,
): DateRange {
  if (!isIsoDay(today)) throw new RangeError(`today must be YYYY-MM-DD, got ${JSON.stringify(today)}`);
  let startDate: string | undefined;
  let endDate: string | undefined;
  for (const item of items ?? []) {
    const day = dayOf(item?.date);
    if (day === undefined) continue;
    // YYYY-MM-DD strings sort like the days they name.
    if (startDate === undefined || day < startDate) startDate = day;
    if (endDate === undefined || day > endDate) endDate = day;
  }
  return startDate === undefined || endDate === undefined ? { startDate: today, endDate: today } : { startDate, endDate };
}

function dayOf(value: string | Date | null | undefined): string | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : toIsoDay(value);
  }
  if (typeof value !== 'string') return undefined;
  const day = value.slice(0, 10);
  return isIsoDay(day) ? day : undefined;
}
