/**
 * The words recipe pages use for a category, a cuisine and a yield, read into the product's own values in
 * English, Russian and Belarusian. A word we do not know leaves the field empty for the person to choose: a guess
 * would be worse than nothing.
 */
import type { Cuisine, MealType } from '@mealplanr/contracts/enums';
import { DRAFT_SERVINGS_MAX } from '@mealplanr/contracts/recipe-import';

/** Word stems (matched at the start of a word) per meal type. */
const MEAL_TYPE_WORDS: Array<[RegExp, MealType[]]> = [
  [/\b(?:breakfast|brunch)|(?<![\p{L}])(?:завтрак|сняданак|сняданн)/iu, ['breakfast']],
  [/\b(?:lunch|soups?\b)|(?<![\p{L}])(?:обед|абед|суп)/iu, ['lunch']],
  [/\b(?:dinner|supper)|(?<![\p{L}])(?:ужин|вячэр)/iu, ['dinner']],
  [
    /\b(?:main(?: course| dish|s)?\b|entr[ée]e)|(?<![\p{L}])(?:основн|горяч|втор(?:ое|ые) блюд|асноўн|гарач|другія страв)/iu,
    ['lunch', 'dinner'],
  ],
  [/\b(?:snack|appeti[sz]er|starter|dessert|sweet|baking)|(?<![\p{L}])(?:закуск|перекус|перакус|десерт|дэсерт|выпечк)/iu, ['snack']],
];

/** Word stems per cuisine; the national cuisines of a region count as that region's. */
const CUISINE_WORDS: Array<[RegExp, Cuisine]> = [
  [/\bital|(?<![\p{L}])(?:итальян|італьян)/iu, 'italian'],
  [/\bmexic|\btex-?mex|(?<![\p{L}])(?:мексикан|мексікан)/iu, 'mexican'],
  [
    /\b(?:asian|chinese|japanese|thai|korean|vietnam|indonesian|malaysian|filipino)|(?<![\p{L}])(?:азиат|азіяц|китай|кітай|япон|тайск|корей|карэй|вьетнам|в'етнам)/iu,
    'asian',
  ],
  [/\bindian\b|(?<![\p{L}])(?:индийск|індыйск)/iu, 'indian'],
  [/\bfrench\b|(?<![\p{L}])(?:француз|францу)/iu, 'french'],
  [
    /\b(?:middle[ -]eastern|lebanese|turkish|persian|iranian|israeli|arab|moroccan)|(?<![\p{L}])(?:ближневосточ|блізкаўсход|ливан|турец|турэц|персид|арабск|марокан)/iu,
    'middle_eastern',
  ],
  [/\b(?:mediterranean|greek|spanish)|(?<![\p{L}])(?:средиземномор|міжземнамор|греческ|грэчаск|испанск|іспанск)/iu, 'mediterranean'],
  [/\b(?:american|southern|cajun|bbq|barbecue)|(?<![\p{L}])(?:американ|амерыкан)/iu, 'american'],
  [/\bvegan\b|(?<![\p{L}])(?:веган)/iu, 'vegan'],
  [/\bvegetarian\b|(?<![\p{L}])(?:вегетариан|вегетарыян)/iu, 'vegetarian'],
];

/** Meal types every category text names, in the product's order. */
export function mealTypesFrom(categories: string[]): MealType[] {
  const found = new Set<MealType>();
  for (const text of categories) {
    for (const [pattern, types] of MEAL_TYPE_WORDS) if (pattern.test(text)) types.forEach((t) => found.add(t));
  }
  return (['breakfast', 'lunch', 'dinner', 'snack'] as const).filter((t) => found.has(t));
}

/** The first cuisine any of the texts names, or null. */
export function cuisineFrom(texts: string[]): Cuisine | null {
  for (const text of texts) {
    for (const [pattern, cuisine] of CUISINE_WORDS) if (pattern.test(text)) return cuisine;
  }
  return null;
}

/** Most servings taken as a yield (an own recipe's most); a bigger number counts cookies or grams, not people. */
const MAX_SERVINGS = DRAFT_SERVINGS_MAX;

/**
 * The number of servings a yield names: the first yield holding a number (a range gives its lower end).
 *
 * @example servingsFrom(['4', '4 portions']) // 4
 * @example servingsFrom('Serves 4-6') // 4
 * @example servingsFrom('на 6 персон') // 6
 * @example servingsFrom('8 pancakes (serves 4)') // 4
 */
export function servingsFrom(value: unknown): number | null {
  const texts = (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'number' ? String(item) : typeof item === 'string' ? item : '',
  );
  // "8 pancakes (serves 4)": a number named as servings wins over the first number.
  for (const pattern of [SERVINGS_NAMED, /\d+/]) {
    for (const text of texts) {
      const match = pattern.exec(text);
      const servings = Number(match?.[1] ?? match?.[2] ?? match?.[0]);
      if (match && servings >= 1 && servings <= MAX_SERVINGS) return servings;
    }
  }
  return null;
}

const SERVINGS_NAMED =
  /(?:serves|servings?|portions?|feeds|порци\p{L}*|порцы\p{L}*|персон\p{L}*|на)\s*:?\s*(\d+)|(\d+)\s*(?:servings?|portions?|people|persons|порци|порцы|персон|чалав)/iu;
