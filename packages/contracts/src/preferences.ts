/**
 * Dietary preferences: saved on the profile and used as the questionnaire's defaults. The meal-plan
 * API reads the same `preferences` table when a questionnaire leaves a field out.
 */
import { z } from 'zod';
import { NO_PERSONAL_DATA, personalDataSchema } from './energy';
import { cookingSkillSchema, cookingTimeSchema, cuisineSchema, dietaryRestrictionSchema } from './enums';

// The same bounds as the questionnaire's (meal-plans.ts), so saved preferences are always valid defaults there.
export const HOUSEHOLD_SIZE_MIN = 1;
export const HOUSEHOLD_SIZE_MAX = 12;
export const CALORIE_TARGET_MIN = 1000;
export const CALORIE_TARGET_MAX = 5000;
export const EXCLUDED_INGREDIENTS_MAX = 50;
export const EXCLUDED_INGREDIENT_MAX_LENGTH = 60;

/** Duplicates add nothing; keep the first of each value so the order the person chose is kept. */
const uniqueList = <T extends z.ZodType<string>>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .transform((values) => [...new Set(values)] as z.infer<T>[]);

/**
 * Words for ingredients to leave out ("mushrooms", "nuts", "кінза"): free text, since a family word such as
 * "nuts" excludes a whole group. Trimmed; duplicates differing only in case are dropped.
 */
export const excludedIngredientsSchema = z
  .array(z.string().trim().min(1).max(EXCLUDED_INGREDIENT_MAX_LENGTH))
  .max(EXCLUDED_INGREDIENTS_MAX)
  .transform((values) => {
    const seen = new Set<string>();
    return values.filter((value) => {
      const key = value.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

export const preferencesInputSchema = z.object({
  cuisines: uniqueList(cuisineSchema, 10),
  dietaryRestrictions: uniqueList(dietaryRestrictionSchema, 10),
  cookingSkill: cookingSkillSchema.nullable(),
  cookingTime: cookingTimeSchema.nullable(),
  excludedIngredients: excludedIngredientsSchema,
  householdSize: z.number().int().min(HOUSEHOLD_SIZE_MIN).max(HOUSEHOLD_SIZE_MAX),
  /** Optional daily calorie target (kcal per person). */
  calorieTarget: z.number().int().min(CALORIE_TARGET_MIN).max(CALORIE_TARGET_MAX).nullable(),
  /**
   * Sex, age, height, weight and activity level for the energy estimate (each optional: null). Left out, the
   * saved ones are kept.
   */
  person: personalDataSchema.optional(),
  /** Keep excluded words that are no food we know (422 `unknown_exclusion` otherwise); they are not checked. */
  allowUncheckedExclusions: z.boolean().optional(),
});
export type PreferencesInput = z.input<typeof preferencesInputSchema>;

export const preferencesSchema = z.object({
  cuisines: z.array(cuisineSchema),
  dietaryRestrictions: z.array(dietaryRestrictionSchema),
  cookingSkill: cookingSkillSchema.nullable(),
  cookingTime: cookingTimeSchema.nullable(),
  excludedIngredients: z.array(z.string()),
  householdSize: z.number().int(),
  calorieTarget: z.number().int().nullable(),
  /** Personal data for the energy estimate (see `energy.ts`); every field null when none was given. */
  person: personalDataSchema,
  /** When they were last saved; null while the person has never saved any (the values are then the defaults). */
  updatedAt: z.iso.datetime().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What someone who never saved preferences gets. */
export const DEFAULT_PREFERENCES: Preferences = {
  cuisines: [],
  dietaryRestrictions: [],
  cookingSkill: null,
  cookingTime: null,
  excludedIngredients: [],
  householdSize: 1,
  calorieTarget: null,
  person: NO_PERSONAL_DATA,
  updatedAt: null,
};
