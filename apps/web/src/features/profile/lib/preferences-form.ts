/**
 * The preferences form's values and their conversion to and from the API. The form keeps the calorie target
 * as text so that an empty box means "no target" rather than 0, and the excluded words the person chose to
 * keep although they are no food we know.
 */
import { NO_PERSONAL_DATA, personalDataSchema, type PersonalData } from '@mealplanr/contracts/energy';
import type { CookingSkill, CookingTime, Cuisine, DietaryRestriction } from '@mealplanr/contracts/enums';
import {
  CALORIE_TARGET_MAX,
  CALORIE_TARGET_MIN,
  HOUSEHOLD_SIZE_MAX,
  HOUSEHOLD_SIZE_MIN,
  type Preferences,
  type PreferencesInput,
} from '@mealplanr/contracts/preferences';
import { uncheckedIn } from '../../../lib/food-words.ts';

export interface PreferencesFormValues {
  cuisines: Cuisine[];
  dietaryRestrictions: DietaryRestriction[];
  cookingSkill: CookingSkill | null;
  cookingTime: CookingTime | null;
  excludedIngredients: string[];
  /** Excluded words kept unchecked (a subset of `excludedIngredients`): sent as `allowUncheckedExclusions`. */
  uncheckedExclusions: string[];
  householdSize: number;
  calorieTarget: string;
  /** As typed: a number, null when empty, NaN when the text is no number (see `personIssues`). */
  person: PersonalData;
}

export function toFormValues(preferences: Preferences): PreferencesFormValues {
  return {
    cuisines: [...preferences.cuisines],
    dietaryRestrictions: [...preferences.dietaryRestrictions],
    cookingSkill: preferences.cookingSkill,
    cookingTime: preferences.cookingTime,
    excludedIngredients: [...preferences.excludedIngredients],
    uncheckedExclusions: [],
    householdSize: preferences.householdSize,
    calorieTarget: preferences.calorieTarget === null ? '' : String(preferences.calorieTarget),
    person: { ...NO_PERSONAL_DATA, ...preferences.person },
  };
}

/**
 * The personal-data fields that are not valid (out of bounds, not a number, more than one decimal of weight).
 *
 * @example personIssues({ ...NO_PERSONAL_DATA, age: 12 }) // { age: true }
 */
export function personIssues(person: PersonalData): Partial<Record<keyof PersonalData, true>> {
  const parsed = personalDataSchema.safeParse(person);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true as const]));
}

/** The calorie box's text as a target: null when empty, NaN when it is not a whole number in range. */
export function parseCalorieTarget(text: string): number | null {
  const clean = text.trim();
  if (clean === '') return null;
  if (!/^\d+$/.test(clean)) return Number.NaN;
  const value = Number(clean);
  return value >= CALORIE_TARGET_MIN && value <= CALORIE_TARGET_MAX ? value : Number.NaN;
}

export function isHouseholdSize(value: number): boolean {
  return Number.isInteger(value) && value >= HOUSEHOLD_SIZE_MIN && value <= HOUSEHOLD_SIZE_MAX;
}

/** The request body; call only after the values were checked (see `parseCalorieTarget`, `isHouseholdSize`). */
export function toInput(values: PreferencesFormValues): PreferencesInput {
  const { uncheckedExclusions, ...answers } = values;
  const input: PreferencesInput = { ...answers, calorieTarget: parseCalorieTarget(values.calorieTarget) };
  if (uncheckedIn(values.excludedIngredients, uncheckedExclusions).length > 0) input.allowUncheckedExclusions = true;
  return input;
}
