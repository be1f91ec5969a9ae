/**
 * The choices of the recipe and meal-plan forms and filters, each value with its name in the interface language
 * (the `plans.*` translations), in the order the contract lists them.
 */
import { COOKING_SKILLS, COOKING_TIMES, CUISINES, DIETARY_RESTRICTIONS, MEAL_TYPES } from '@mealplanr/contracts/enums';
import type { TFunction } from './translator.ts';

export const mealTypeOptions = (t: TFunction) => MEAL_TYPES.map((value) => ({ value, label: t(`plans.mealTypes.${value}`) }));
export const cuisineOptions = (t: TFunction) => CUISINES.map((value) => ({ value, label: t(`plans.cuisines.${value}`) }));
export const restrictionOptions = (t: TFunction) =>
  DIETARY_RESTRICTIONS.map((value) => ({ value, label: t(`plans.restrictions.${value}`) }));
export const skillOptions = (t: TFunction) => COOKING_SKILLS.map((value) => ({ value, label: t(`plans.skills.${value}`) }));
export const cookingTimeOptions = (t: TFunction) => COOKING_TIMES.map((value) => ({ value, label: t(`plans.times.${value}`) }));
