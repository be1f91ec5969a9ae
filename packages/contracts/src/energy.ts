/**
 * A person's energy need, from optional personal data saved with the preferences: the resting need by the
 * Mifflin–St Jeor equation, times an activity factor. Without the data a stated reference intake of 2,000 kcal
 * stands in (the figure food labels use). Shared by the server (which validates and stores the data and resolves
 * a plan's target), the planner (which says where its target came from) and the web app (which shows the estimate
 * as it is typed).
 *
 * Mifflin MD, St Jeor ST, et al. A new predictive equation for resting energy expenditure in healthy individuals.
 * Am J Clin Nutr 1990;51:241–7: resting kcal = 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5 for men,
 * − 161 for women. The equation is for adults, hence the age bounds.
 */
import { z } from 'zod';

export const SEXES = ['female', 'male'] as const;
export const sexSchema = z.enum(SEXES);
export type Sex = z.infer<typeof sexSchema>;

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
export const activityLevelSchema = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

/**
 * Multiples of the resting need per activity level: little or no exercise; light exercise 1–3 days a week;
 * moderate exercise 3–5 days; hard exercise 6–7 days; hard daily exercise and a physical job.
 */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
};

/** Bounds of the personal data (the equation is for adults). */
export const PERSONAL_LIMITS = {
  age: { min: 18, max: 100 },
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 30, max: 300 },
} as const;

/** Used as the daily target when no target was given and the personal data are incomplete. */
export const REFERENCE_INTAKE_KCAL = 2000;
/** A daily target below this is allowed, but the plan warns about it. */
export const LOW_TARGET_KCAL = 1200;
/** Bounds of any daily target (the questionnaire's); an estimate is kept within them. */
const TARGET_BOUNDS = { min: 1000, max: 5000 } as const;

const { age, heightCm, weightKg } = PERSONAL_LIMITS;
const oneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/** Personal data for the estimate; every field optional (null). */
export const personalDataSchema = z.object({
  sex: sexSchema.nullable(),
  age: z
    .number({ message: 'must be a number of years' })
    .int('must be a whole number of years')
    .min(age.min, `must be between ${age.min} and ${age.max} years`)
    .max(age.max, `must be between ${age.min} and ${age.max} years`)
    .nullable(),
  heightCm: z
    .number({ message: 'must be a number of centimetres' })
    .int('must be a whole number of centimetres')
    .min(heightCm.min, `must be between ${heightCm.min} and ${heightCm.max} cm`)
    .max(heightCm.max, `must be between ${heightCm.min} and ${heightCm.max} cm`)
    .nullable(),
  weightKg: z
    .number({ message: 'must be a number of kilograms' })
    .min(weightKg.min, `must be between ${weightKg.min} and ${weightKg.max} kg`)
    .max(weightKg.max, `must be between ${weightKg.min} and ${weightKg.max} kg`)
    .refine(oneDecimal, 'must have at most one decimal')
    .nullable(),
  activityLevel: activityLevelSchema.nullable(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** No personal data given. */
export const NO_PERSONAL_DATA: PersonalData = { sex: null, age: null, heightCm: null, weightKg: null, activityLevel: null };

/** Whether any field is filled in. */
export const hasPersonalData = (p: PersonalData | null | undefined): p is PersonalData =>
  !!p && Object.values(p).some((v) => v !== null && v !== undefined);

/**
 * The resting need (Mifflin–St Jeor), rounded to 10 kcal; null unless sex, age, height and weight are given and
 * within `PERSONAL_LIMITS`.
 *
 * @example restingKcal({ sex: 'female', age: 35, heightCm: 165, weightKg: 62, activityLevel: null }) // 1320
 */
export function restingKcal(p: PersonalData | null | undefined): number | null {
  if (!p || p.sex === null || p.age === null || p.heightCm === null || p.weightKg === null) return null;
  // Figures still being typed (or out of bounds) give no estimate rather than a wrong one.
  const within = (value: number, { min, max }: { min: number; max: number }) => Number.isFinite(value) && value >= min && value <= max;
  if (!within(p.age, age) || !within(p.heightCm, heightCm) || !within(p.weightKg, weightKg)) return null;
  const base = 10 * p.weightKg + 6.25 * p.heightCm - 5 * p.age;
  return Math.round((base + (p.sex === 'male' ? 5 : -161)) / 10) * 10;
}

export interface EnergyEstimate {
  /** Resting need, kcal a day. */
  restingKcal: number;
  /** Resting need × activity factor, rounded to 10 kcal and kept within 1,000–5,000. */
  dailyKcal: number;
  activityLevel: ActivityLevel;
}

/**
 * The daily need from complete personal data (all five fields); null otherwise.
 *
 * @example energyEstimate({ sex: 'male', age: 30, heightCm: 180, weightKg: 80, activityLevel: 'moderate' })
 *   // { restingKcal: 1780, dailyKcal: 2760, activityLevel: 'moderate' }
 */
export function energyEstimate(p: PersonalData | null | undefined): EnergyEstimate | null {
  const resting = restingKcal(p);
  if (resting === null || !p || p.activityLevel === null) return null;
  const daily = Math.round((resting * ACTIVITY_FACTORS[p.activityLevel]) / 10) * 10;
  return {
    restingKcal: resting,
    dailyKcal: Math.min(TARGET_BOUNDS.max, Math.max(TARGET_BOUNDS.min, daily)),
    activityLevel: p.activityLevel,
  };
}

/** Where a plan's daily target came from: the person's own figure, their estimate, or the reference intake. */
export const CALORIE_TARGET_SOURCES = ['given', 'estimate', 'reference'] as const;
export const calorieTargetSourceSchema = z.enum(CALORIE_TARGET_SOURCES);
export type CalorieTargetSource = z.infer<typeof calorieTargetSourceSchema>;

export interface ResolvedTarget {
  kcal: number;
  source: CalorieTargetSource;
  /** The resting need, when the personal data allow it (for the low-target warning). */
  restingKcal: number | null;
}

/**
 * The daily target a plan is made for: the one given, else the estimate from complete personal data, else the
 * 2,000 kcal reference intake.
 *
 * @example resolveCalorieTarget(null, null) // { kcal: 2000, source: 'reference', restingKcal: null }
 */
export function resolveCalorieTarget(calorieTarget: number | null, person: PersonalData | null | undefined): ResolvedTarget {
  const resting = restingKcal(person);
  if (calorieTarget !== null) return { kcal: calorieTarget, source: 'given', restingKcal: resting };
  const estimate = energyEstimate(person);
  if (estimate) return { kcal: estimate.dailyKcal, source: 'estimate', restingKcal: estimate.restingKcal };
  return { kcal: REFERENCE_INTAKE_KCAL, source: 'reference', restingKcal: resting };
}

/**
 * Why a daily target deserves a warning: below 1,200 kcal, or below the person's resting need; null when neither.
 *
 * @example lowTargetReason(1100, null) // 'below_floor'
 * @example lowTargetReason(1300, 1450) // 'below_resting'
 */
export function lowTargetReason(kcal: number, resting: number | null): 'below_floor' | 'below_resting' | null {
  if (kcal < LOW_TARGET_KCAL) return 'below_floor';
  if (resting !== null && kcal < resting) return 'below_resting';
  return null;
}
