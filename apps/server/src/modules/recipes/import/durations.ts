/**
 * Cooking times as recipe pages give them, in whole minutes: ISO 8601 durations (`PT1H30M`, `P0DT0H45M`,
 * `PT1.5H`, `P1D`) as schema.org asks, and the plain forms some sites write instead (`45`, `1 h 30 min`,
 * «1 ч 30 мин», «1 гадз 20 хв»).
 */
import { DRAFT_MINUTES_MAX } from '@mealplanr/contracts/recipe-import';

const ISO_DURATION = /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/i;
const HOURS = /(\d+(?:[.,]\d+)?)\s*(?:hours?|hrs?|h|час(?:а|ов)?|ч|гадзін(?:а|ы)?|гадз|г)\.?(?![\p{L}])/iu;
const MINUTES = /(\d+(?:[.,]\d+)?)\s*(?:minutes?|mins?|m|минут(?:а|ы)?|мин|хвілін(?:а|ы)?|хв)\.?(?![\p{L}])/iu;

/** Longest time kept: an own recipe's longest (a day and a half); a longer one is left for the person to give. */
const MAX_MINUTES = DRAFT_MINUTES_MAX;

/**
 * @example durationMinutes('PT1H30M') // 90
 * @example durationMinutes('1 hr 15 mins') // 75
 * @example durationMinutes('soon') // null
 */
export function durationMinutes(value: unknown): number | null {
  if (typeof value === 'number') return bounded(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = ISO_DURATION.exec(text);
  if (iso && text.length > 1 && !/T$/i.test(text)) {
    const [weeks, days, hours, minutes, seconds] = iso.slice(1).map(toNumber);
    return bounded(weeks! * 7 * 24 * 60 + days! * 24 * 60 + hours! * 60 + minutes! + seconds! / 60);
  }
  if (/^\d+$/.test(text)) return bounded(Number(text));
  const hours = HOURS.exec(text);
  const minutes = MINUTES.exec(text);
  if (!hours && !minutes) return null;
  return bounded(toNumber(hours?.[1]) * 60 + toNumber(minutes?.[1]));
}

function toNumber(text: string | undefined): number {
  return text ? Number(text.replace(',', '.')) : 0;
}

function bounded(minutes: number): number | null {
  if (!Number.isFinite(minutes) || minutes < 0 || minutes > MAX_MINUTES) return null;
  return Math.round(minutes);
}
