/**
 * A recipe's allergens in words. Recipes report allergen groups (gluten, dairy, tree nuts …); a code the app has
 * no words for yet (a newer server) is shown readably rather than dropped.
 */
import type { TFunction } from '../../../lib/translator.ts';
import en from '../../../locales/en.json';

type AllergenFlag = keyof (typeof en)['recipes']['allergenFlags'];

const isAllergenFlag = (code: string): code is AllergenFlag => Object.hasOwn(en.recipes.allergenFlags, code);

export function recipeAllergenName(t: TFunction, code: string): string {
  return isAllergenFlag(code) ? t(`recipes.allergenFlags.${code}`) : code.replaceAll('_', ' ');
}
