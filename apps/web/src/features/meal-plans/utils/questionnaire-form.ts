/**
 * The questionnaire as the form holds it: the contract's complete questionnaire (every field present, bounds
 * from QUESTIONNAIRE_LIMITS) plus the plan's first day, the personal data for the energy estimate and the
 * exclusions the person chose to keep although they are no food we know. Saved preferences fill the starting
 * values.
 */
import { hasPersonalData, NO_PERSONAL_DATA, personalDataSchema } from '@mealplanr/contracts/energy';
import { MEAL_TYPES, type Language, type MealType } from '@mealplanr/contracts/enums';
import {
  QUESTIONNAIRE_DEFAULTS,
  planDatesIssue,
  planRecipeSourceSchema,
  planStartDateSchema,
  storedQuestionnaireSchema,
  type CreateMealPlanBody,
  type Questionnaire,
} from '@mealplanr/contracts/meal-plans';
import type { Preferences } from '@mealplanr/contracts/preferences';
import { z } from 'zod';
import { uncheckedIn } from '../../../lib/food-words.ts';

export const questionnaireFormSchema = storedQuestionnaireSchema
  .omit({ calorieTargetSource: true })
  .extend({
    /** A real day from 1900-01-01, and the whole plan by 9999-12-31. */
    startDate: planStartDateSchema,
    /** Every field null when none is given (sent as `person: null`). */
    person: personalDataSchema,
    allowAdditions: z.boolean(),
    /** Built-in recipes, the person's own, or both. */
    recipeSource: planRecipeSourceSchema,
    preferFavourites: z.boolean(),
    /** Exclusion words kept unchecked (a subset of `excludeIngredients`): sent as `allowUncheckedExclusions`. */
    uncheckedExclusions: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    // A first day out of range is already reported by its own schema; here only a plan running past 9999-12-31.
    if (planDatesIssue(values.startDate, 1) !== null) return;
    const issue = planDatesIssue(values.startDate, values.planDuration);
    if (issue) ctx.addIssue({ code: 'custom', path: ['startDate'], message: issue });
  });
export type QuestionnaireFormValues = z.infer<typeof questionnaireFormSchema>;
export type QuestionnaireField = keyof QuestionnaireFormValues;

/** A local calendar day as YYYY-MM-DD: the plan starts on the person's today, not the server's. */
export function localIsoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Starting values: the contract's defaults, overridden by whatever the person saved as preferences.
 *
 * @example questionnaireDefaults(null, '2025-03-03').planDuration // 7
 */
export function questionnaireDefaults(preferences: Preferences | null | undefined, today: string): QuestionnaireFormValues {
  const base: Questionnaire = {
    ...QUESTIONNAIRE_DEFAULTS,
    cuisines: [...QUESTIONNAIRE_DEFAULTS.cuisines],
    includeIngredients: [],
    excludeIngredients: [],
    dietaryRestrictions: [],
    mealTypes: [...QUESTIONNAIRE_DEFAULTS.mealTypes],
  };
  const fixed = {
    person: { ...NO_PERSONAL_DATA },
    allowAdditions: base.allowAdditions ?? true,
    recipeSource: base.recipeSource ?? 'builtin',
    preferFavourites: base.preferFavourites ?? false,
  };
  if (!preferences) return { ...base, ...fixed, startDate: today, uncheckedExclusions: [] };
  return {
    ...base,
    ...fixed,
    person: { ...NO_PERSONAL_DATA, ...preferences.person },
    cuisines: [...preferences.cuisines],
    dietaryRestrictions: [...preferences.dietaryRestrictions],
    cookingSkill: preferences.cookingSkill ?? base.cookingSkill,
    cookingTime: preferences.cookingTime ?? base.cookingTime,
    excludeIngredients: [...preferences.excludedIngredients],
    householdSize: preferences.householdSize,
    calorieTarget: preferences.calorieTarget,
    startDate: today,
    uncheckedExclusions: [],
  };
}

/** Meal types in the order of a day, whatever order they were ticked in. */
export function orderMealTypes(types: readonly MealType[]): MealType[] {
  return MEAL_TYPES.filter((type) => types.includes(type));
}

/**
 * The request body: every answer, the first day and the language the meals should be written in. Words kept
 * unchecked are sent like the others, with `allowUncheckedExclusions` so that the server keeps them.
 */
export function toCreateBody(values: QuestionnaireFormValues, lang: Language): CreateMealPlanBody {
  const { uncheckedExclusions, person, ...answers } = values;
  const body: CreateMealPlanBody = {
    ...answers,
    person: hasPersonalData(person) ? person : null,
    mealTypes: orderMealTypes(values.mealTypes),
    lang,
  };
  if (uncheckedIn(values.excludeIngredients, uncheckedExclusions).length > 0) body.allowUncheckedExclusions = true;
  return body;
}
