/**
 * "Check the label": ingredients of a meal whose product often contains an allergen or hides an animal product
 * (Thai curry paste: crustaceans, fish; shrimp paste, fish sauce), in the interface language.
 */
import type { LabelCheck } from '@mealplanr/contracts/food-words';
import type { TFunction } from '../../../lib/translator.ts';
import en from '../../../locales/en.json';

export type AllergenCode = keyof (typeof en)['allergens'];
export type HiddenAnimalCode = keyof (typeof en)['hiddenAnimal'];

const isAllergen = (code: string): code is AllergenCode => Object.hasOwn(en.allergens, code);
const isHiddenAnimal = (code: string): code is HiddenAnimalCode => Object.hasOwn(en.hiddenAnimal, code);

/** A code the app has no words for yet (a newer server) is shown readably rather than dropped. */
const fallback = (code: string) => code.replaceAll('_', ' ');

export function allergenName(t: TFunction, code: string): string {
  return isAllergen(code) ? t(`allergens.${code}`) : fallback(code);
}

export function hiddenAnimalName(t: TFunction, code: string): string {
  return isHiddenAnimal(code) ? t(`hiddenAnimal.${code}`) : fallback(code);
}

/** What to look for on the label: "may contain crustaceans, fish; may hide shrimp paste, fish sauce". */
export function labelCheckDetails(t: TFunction, check: LabelCheck): string {
  const parts: string[] = [];
  if (check.mayContain.length > 0) {
    parts.push(t('plans.meal.labelMayContain', { list: check.mayContain.map((code) => allergenName(t, code)).join(', ') }));
  }
  if (check.animal.length > 0) {
    parts.push(t('plans.meal.labelMayHide', { list: check.animal.map((code) => hiddenAnimalName(t, code)).join(', ') }));
  }
  return parts.join('; ');
}

/** The checks worth showing: each ingredient once, and only when it names something to look for. */
export function visibleLabelChecks(checks: readonly LabelCheck[] | undefined): LabelCheck[] {
  const seen = new Set<string>();
  return (checks ?? []).filter((check) => {
    if (check.mayContain.length + check.animal.length === 0 || seen.has(check.ingredientId)) return false;
    seen.add(check.ingredientId);
    return true;
  });
}
