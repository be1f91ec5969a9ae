/**
 * The product's enumerations. Both the server and the web app import these, so a value added here
 * shows up in validation, the questionnaire and the translations' completeness test at once.
 */
import { z } from 'zod';

export const CUISINES = [
  'italian',
  'mexican',
  'asian',
  'mediterranean',
  'american',
  'indian',
  'french',
  'middle_eastern',
  'vegetarian',
  'vegan',
] as const;
export const cuisineSchema = z.enum(CUISINES);
export type Cuisine = z.infer<typeof cuisineSchema>;

export const COOKING_SKILLS = ['beginner', 'intermediate', 'advanced'] as const;
export const cookingSkillSchema = z.enum(COOKING_SKILLS);
export type CookingSkill = z.infer<typeof cookingSkillSchema>;

/** Cooking-time bands: quick 15–30 min, moderate 30–60, lengthy 60+. */
export const COOKING_TIMES = ['quick', 'moderate', 'lengthy'] as const;
export const cookingTimeSchema = z.enum(COOKING_TIMES);
export type CookingTime = z.infer<typeof cookingTimeSchema>;

export const DIETARY_RESTRICTIONS = [
  'gluten_free',
  'dairy_free',
  'nut_free',
  'vegetarian',
  'vegan',
  'keto',
  'paleo',
  'low_carb',
  'low_fat',
  'low_sodium',
] as const;
export const dietaryRestrictionSchema = z.enum(DIETARY_RESTRICTIONS);
export type DietaryRestriction = z.infer<typeof dietaryRestrictionSchema>;

/** Grocery categories in store order: the order a list is walked through the shop. */
export const GROCERY_CATEGORIES = [
  'produce',
  'meat',
  'dairy',
  'bakery',
  'pantry',
  'frozen',
  'beverages',
  'other',
] as const;
export const groceryCategorySchema = z.enum(GROCERY_CATEGORIES);
export type GroceryCategory = z.infer<typeof groceryCategorySchema>;

export const FEEDBACK_TYPES = ['suggestion', 'bug', 'general'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

export const SATISFACTION_LEVELS = [
  'very_satisfied',
  'satisfied',
  'neutral',
  'dissatisfied',
  'very_dissatisfied',
] as const;
export const satisfactionSchema = z.enum(SATISFACTION_LEVELS);
export type Satisfaction = z.infer<typeof satisfactionSchema>;

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const mealTypeSchema = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof mealTypeSchema>;

export const LANGUAGES = ['en', 'ru', 'be'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
