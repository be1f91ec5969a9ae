/**
 * A meal plan as an iCalendar file (RFC 5545): one event per meal, timed so it ends at the usual hour of that
 * meal and starts when cooking has to begin (the recipe's total time before), in floating local time — a
 * calendar shows breakfast at 08:00 wherever the person is. Text is in the plan's language.
 */
import type { Language, MealType } from '@mealplanr/contracts/enums';
import type { Meal } from '@mealplanr/contracts/meal-plans';

/** When each meal is eaten, as minutes after midnight. */
export const MEAL_TIMES: Readonly<Record<MealType, number>> = {
  breakfast: 8 * 60,
  lunch: 12 * 60 + 30,
  snack: 16 * 60,
  dinner: 19 * 60,
};

const LABELS: Record<
  Language,
  { meal: Record<MealType, string>; calendar: string; serves: string; kcal: string; min: string; ingredients: string; steps: string; units: Record<string, string> }
> = {
  en: {
    meal: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
    calendar: 'Meal plan',
    serves: 'Servings',
    kcal: 'kcal per person',
    min: 'min',
    ingredients: 'Ingredients',
    steps: 'Steps',
    units: { g: 'g', ml: 'ml', piece: 'pcs', tsp: 'tsp', tbsp: 'tbsp', cup: 'cup' },
  },
  ru: {
    meal: { breakfast: 'Завтрак', lunch: 'Обед', dinner: 'Ужин', snack: 'Перекус' },
    calendar: 'План питания',
    serves: 'Порций',
    kcal: 'ккал на человека',
    min: 'мин',
    ingredients: 'Ингредиенты',
    steps: 'Приготовление',
    units: { g: 'г', ml: 'мл', piece: 'шт.', tsp: 'ч. л.', tbsp: 'ст. л.', cup: 'стак.' },
  },
  be: {
    meal: { breakfast: 'Сняданак', lunch: 'Абед', dinner: 'Вячэра', snack: 'Перакус' },
    calendar: 'План харчавання',
    serves: 'Порцый',
    kcal: 'ккал на чалавека',
    min: 'хв',
    ingredients: 'Інгрэдыенты',
    steps: 'Прыгатаванне',
    units: { g: 'г', ml: 'мл', piece: 'шт.', tsp: 'ч. л.', tbsp: 'ст. л.', cup: 'шкл.' },
  },
};

/** Escapes TEXT values: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (never inside a UTF-8 character), continuation lines starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Floating local date-time `YYYYMMDDTHHMMSS` for `minutes` after midnight of `date` (may fall on the day before). */
function localDateTime(date: string, minutes: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d, 0, minutes));
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}00`;
}

function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const formatNumber = (n: number) => String(Math.round(n * 100) / 100);

export interface CalendarPlan {
  id: string;
  startDate: string;
  endDate: string;
  language: Language;
  updatedAt: Date;
  meals: readonly Meal[];
}

/**
 * The plan's iCalendar text (CRLF line ends, folded lines).
 *
 * @example buildCalendar(plan).split('\r\n')[0] // 'BEGIN:VCALENDAR'
 */
export function buildCalendar(plan: CalendarPlan): string {
  const l = LABELS[plan.language];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MealPlanr//Meal plan//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`${l.calendar} ${plan.startDate} – ${plan.endDate}`)}`,
  ];
  const stamp = utcStamp(plan.updatedAt);
  for (const meal of plan.meals) {
    const end = MEAL_TIMES[meal.mealType];
    const description = [
      `${l.serves}: ${formatNumber(meal.servings)} · ${meal.kcal} ${l.kcal} · ${meal.totalMinutes} ${l.min}`,
      '',
      `${l.ingredients}:`,
      ...meal.ingredients.map((i) => `- ${formatNumber(i.amount)} ${l.units[i.unit] ?? i.unit} ${i.name}`),
      '',
      `${l.steps}:`,
      ...meal.steps.map((step, n) => `${n + 1}. ${step}`),
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${meal.id}.${plan.id}@mealplanr`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${localDateTime(meal.date, end - meal.totalMinutes)}`,
      `DTEND:${localDateTime(meal.date, end)}`,
      `SUMMARY:${escapeText(`${l.meal[meal.mealType]}: ${meal.title}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `CATEGORIES:${escapeText(l.meal[meal.mealType])}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
