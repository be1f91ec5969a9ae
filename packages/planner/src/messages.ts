/**
 * English wording of explanations and infeasibility reasons. The web app translates from `code` + `params`;
 * these messages serve logs, the API documentation and any client without translations.
 */
import type { CookingTime, Cuisine, DietaryRestriction, MealType } from '@mealplanr/contracts/enums';
import type { Culprit, Explanation, InfeasibleReason, Questionnaire } from '@mealplanr/contracts/meal-plans';

const RESTRICTION: Record<DietaryRestriction, string> = {
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
  nut_free: 'nut-free',
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  keto: 'keto',
  paleo: 'paleo',
  low_carb: 'low-carb',
  low_fat: 'low-fat',
  low_sodium: 'low-sodium',
};

const CUISINE: Record<Cuisine, string> = {
  italian: 'Italian',
  mexican: 'Mexican',
  asian: 'Asian',
  mediterranean: 'Mediterranean',
  american: 'American',
  indian: 'Indian',
  french: 'French',
  middle_eastern: 'Middle Eastern',
  vegetarian: 'vegetarian',
  vegan: 'vegan',
};

const MEALS: Record<MealType, [one: string, many: string]> = {
  breakfast: ['breakfast', 'breakfasts'],
  lunch: ['lunch', 'lunches'],
  dinner: ['dinner', 'dinners'],
  snack: ['snack', 'snacks'],
};

const TIME: Record<CookingTime, string> = { quick: 'quick', moderate: 'under-an-hour', lengthy: '' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Words joined as in a sentence.
 *
 * @example joinWords(['a', 'b', 'c']) // 'a, b and c'
 */
export function joinWords(words: readonly string[], last = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/**
 * The recipes a meal type may draw on, in words.
 *
 * @example describeRecipes({ cookingTime: 'quick', dietaryRestrictions: ['vegan'] }, 'breakfast', ['mexican'])
 *   // 'quick vegan Mexican breakfasts'
 */
export function describeRecipes(
  q: Pick<Questionnaire, 'cookingTime' | 'dietaryRestrictions'>,
  mealType: MealType,
  cuisines: readonly Cuisine[] = [],
  count = 2,
): string {
  const words = [
    TIME[q.cookingTime],
    ...q.dietaryRestrictions.map((r) => RESTRICTION[r]),
    cuisines.length > 0 ? joinWords(cuisines.map((c) => CUISINE[c]), 'or') : '',
    count === 1 ? MEALS[mealType][0] : MEALS[mealType][1],
  ].filter(Boolean);
  return words.join(' ');
}

function culpritWords(c: Culprit): string {
  switch (c.kind) {
    case 'dietaryRestriction':
      return `the ${RESTRICTION[c.value as DietaryRestriction] ?? c.value} restriction`;
    case 'excludeIngredient':
      return `excluding "${c.value}"`;
    case 'cookingSkill':
      return `the ${c.value} skill level`;
    case 'cookingTime':
      return `the ${c.value} cooking time`;
    case 'mealType':
      return `${c.value}`;
  }
}

/**
 * Why no plan can be made: no recipe of `mealType` passes the hard constraints.
 *
 * @example noRecipesReason('dinner', [{ kind: 'dietaryRestriction', value: 'keto', wouldLeave: 12 }], q).message
 *   // 'No dinner fits all your choices. Without the keto restriction there would be 12 recipes.'
 */
export function noRecipesReason(mealType: MealType, culprits: Culprit[], q: Questionnaire): InfeasibleReason {
  const params = {
    mealType,
    culprits,
    constraints: {
      dietaryRestrictions: q.dietaryRestrictions,
      excludeIngredients: q.excludeIngredients,
      cookingSkill: q.cookingSkill,
      cookingTime: q.cookingTime,
    },
  };
  const meal = MEALS[mealType][0];
  if (culprits.length === 1 && culprits[0]!.kind === 'mealType') {
    return { code: 'no_recipes', params, message: `The catalog has no ${meal} recipes yet.` };
  }
  const single = culprits.filter((c) => c.wouldLeave > 0);
  const message =
    single.length > 0
      ? `No ${meal} fits all your choices. ${single
          .map((c) => `Without ${culpritWords(c)} there would be ${plural(c.wouldLeave, 'recipe', 'recipes')}.`)
          .join(' ')}`
      : `No ${meal} fits all your choices together: ${joinWords(culprits.map(culpritWords))} each rule out recipes; loosen some of them.`;
  return { code: 'no_recipes', params, message };
}

/**
 * Why a swap found nothing: the only fitting recipes are in the plan already.
 *
 * @example noAlternativeReason('dinner', 1, q).code // 'no_alternative'
 */
export function noAlternativeReason(mealType: MealType, available: number, q: Questionnaire): InfeasibleReason {
  return {
    code: 'no_alternative',
    params: { mealType, available },
    message: `No other ${describeRecipes(q, mealType, [], 1)} fits your choices: ${plural(available, 'recipe fits', 'recipes fit')} and the plan already has ${available === 1 ? 'it' : 'them'}.`,
  };
}

/** @example unknownMealReason('2025-03-14-brunch').code // 'unknown_meal' */
export const unknownMealReason = (mealId: string): InfeasibleReason => ({
  code: 'unknown_meal',
  params: { mealId },
  message: `The plan has no meal "${mealId}".`,
});

/** @example unknownRecipeReason('old-recipe').code // 'unknown_recipe' */
export const unknownRecipeReason = (recipeId: string): InfeasibleReason => ({
  code: 'unknown_recipe',
  params: { recipeId },
  message: `The recipe "${recipeId}" is no longer in the catalog.`,
});

/**
 * Meals from other cuisines than the preferred ones.
 *
 * @example cuisineRelaxed(q, 'breakfast', 5, 2, 7).message // 'Only 5 quick vegan Mexican breakfasts exist; 2 meals from other cuisines were used.'
 */
export function cuisineRelaxed(
  q: Questionnaire,
  mealType: MealType,
  available: number,
  otherCuisineMeals: number,
  needed: number,
): Explanation {
  const reason = available < needed ? 'scarcity' : 'balance';
  const what = describeRecipes(q, mealType, q.cuisines, available);
  const used = `${plural(otherCuisineMeals, 'meal', 'meals')} from other cuisines ${otherCuisineMeals === 1 ? 'was' : 'were'} used`;
  const message =
    reason === 'scarcity'
      ? `Only ${available === 0 ? 'no' : available} ${what} ${available === 1 ? 'exists' : 'exist'}; ${used}.`
      : `${used[0]!.toUpperCase()}${used.slice(1)} for ${MEALS[mealType][1]} to meet your calorie target and avoid repeats.`;
  return {
    code: 'cuisine_relaxed',
    params: { mealType, cuisines: q.cuisines, available, otherCuisineMeals, reason },
    message,
  };
}

/**
 * Recipes that come back within a week: because too few fit (`scarcity`), or because only some of them reach
 * the calorie target (`calories`).
 *
 * @example repeatsUsed(q, 'dinner', 3, 4, 7).message // 'Only 3 under-an-hour vegan dinners fit your choices, so 4 meals repeat within a week.'
 */
export function repeatsUsed(
  q: Questionnaire,
  mealType: MealType,
  available: number,
  repeats: number,
  needed: number,
): Explanation {
  const reason = available < needed || q.calorieTarget === null ? 'scarcity' : 'calories';
  const message =
    reason === 'scarcity'
      ? `Only ${plural(available, describeRecipes(q, mealType, [], 1), describeRecipes(q, mealType))} fit your choices, so ${plural(repeats, 'meal repeats', 'meals repeat')} within a week.`
      : `${plural(repeats, 'meal repeats', 'meals repeat')} within a week: only some of the ${available} ${describeRecipes(q, mealType)} that fit your choices let the days reach ${q.calorieTarget} kcal.`;
  return { code: 'repeats_used', params: { mealType, available, repeats, reason }, message };
}

/**
 * Days outside ±5 % of the calorie target.
 *
 * @example caloriesMissed(1500, ['2025-03-14'], 1000, 1000).code // 'calories_missed'
 */
export function caloriesMissed(target: number, dates: string[], lowest: number, highest: number): Explanation {
  return {
    code: 'calories_missed',
    params: { target, dates, lowest, highest },
    message: `${plural(dates.length, 'day misses', 'days miss')} the ${target} kcal target by more than 5 % (${lowest}–${highest} kcal): the recipes that fit your choices cannot get closer, even at half or double portions.`,
  };
}

/**
 * Ingredients to include that no meal uses.
 *
 * @example includeUnused(['egg'], 'not_available').message // 'No recipe that fits your choices uses "egg".'
 */
export function includeUnused(terms: string[], reason: 'not_available' | 'balance'): Explanation {
  const list = joinWords(terms.map((t) => `"${t}"`));
  return {
    code: 'include_unused',
    params: { terms, reason },
    message:
      reason === 'not_available'
        ? `No recipe that fits your choices uses ${list}.`
        : `${list} could not be fitted into the plan without missing the calorie target or repeating meals.`,
  };
}

/**
 * A word that is no food we know. An excluded one reaches the planner only when the person chose to keep it
 * unchecked, so the plan says plainly that meals may contain it.
 *
 * @example termUnknown('unobtainium', 'exclude').params // { term: 'unobtainium', list: 'exclude' }
 */
export function termUnknown(term: string, list: 'include' | 'exclude'): Explanation {
  return {
    code: 'term_unknown',
    params: { term, list },
    message:
      list === 'exclude'
        ? `"${term}" is not a food we know, so it was not checked: meals may contain it.`
        : `"${term}" is not a food we know, so it could not be included.`,
  };
}

/**
 * Days whose protein gives less than 15 % of the energy.
 *
 * @example proteinLow(['2025-03-14'], 11).params // { dates: ['2025-03-14'], lowestPercent: 11 }
 */
export function proteinLow(dates: string[], lowestPercent: number): Explanation {
  return {
    code: 'protein_low',
    params: { dates, lowestPercent },
    message: `On ${plural(dates.length, 'day', 'days')} protein gives less than 15 % of the energy (lowest ${lowestPercent} %): the recipes that fit your choices offer no better balance.`,
  };
}
