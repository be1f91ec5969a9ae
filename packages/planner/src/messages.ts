/**
 * English wording of explanations and infeasibility reasons. The web app translates from `code` + `params`;
 * these messages serve logs, the API documentation and any client without translations.
 */
import type { CookingTime, Cuisine, DietaryRestriction, MealType } from '@mealplanr/contracts/enums';
import { LOW_TARGET_KCAL } from '@mealplanr/contracts/energy';
import type { Culprit, Explanation, InfeasibleReason, NutrientGoalKey, Questionnaire } from '@mealplanr/contracts/meal-plans';

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

/** The cuisines' English names, as they stand in a sentence (the chef's English prompt names them the same way). */
export const CUISINE_NAMES: Record<Cuisine, string> = {
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
const thousands = (n: number) => Math.round(n).toLocaleString('en-US');

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
    cuisines.length > 0 ? joinWords(cuisines.map((c) => CUISINE_NAMES[c]), 'or') : '',
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
      : `${used[0]!.toUpperCase()}${used.slice(1)} for ${MEALS[mealType][1]} to meet your calorie target and nutrient goals and avoid repeats.`;
  return {
    code: 'cuisine_relaxed',
    params: { mealType, cuisines: q.cuisines, available, otherCuisineMeals, reason },
    message,
  };
}

/**
 * Recipes that come back within a week: because too few fit (`scarcity`: no week without a repeat exists),
 * because a week without repeats cannot reach the calorie window (`calories`: the fitting recipes, each used once,
 * hold at most — `short` — or at least — `over` — `kcalPerDay` a day on average), or because the other goals
 * could not be met otherwise (`balance`).
 *
 * @example repeatsUsed(q, 'dinner', 3, 4, 'scarcity').message // 'Only 3 under-an-hour vegan dinners fit your choices, so 4 meals repeat within a week.'
 */
export function repeatsUsed(
  q: Questionnaire,
  mealType: MealType,
  available: number,
  repeats: number,
  reason: 'scarcity' | 'calories' | 'balance',
  energy?: { kcalPerDay: number; target: number; direction: 'short' | 'over' },
  addition = false,
): Explanation {
  const what = addition ? 'additions (sides, breads and snacks)' : describeRecipes(q, mealType);
  const repeated = plural(repeats, addition ? 'addition repeats' : 'meal repeats', addition ? 'additions repeat' : 'meals repeat');
  const Repeated = `${repeated[0]!.toUpperCase()}${repeated.slice(1)}`;
  let message: string;
  if (reason === 'scarcity') {
    message = `Only ${available} ${available === 1 && !addition ? describeRecipes(q, mealType, [], 1) : what} fit your choices, so ${repeated} within a week.`;
  } else if (reason === 'calories' && energy) {
    message =
      energy.direction === 'short'
        ? `${Repeated} within a week: without repeats, the ${available} ${what} that fit your choices hold at most ${thousands(energy.kcalPerDay)} kcal a day, short of ${thousands(energy.target)} kcal.`
        : `${Repeated} within a week: without repeats, the ${available} ${what} that fit your choices hold at least ${thousands(energy.kcalPerDay)} kcal a day, more than ${thousands(energy.target)} kcal.`;
  } else {
    message = `${Repeated} within a week: the energy is tight, and no week without a repeat that keeps every day within the calorie window was found among the ${available} ${what} that fit your choices.`;
  }
  const params: Record<string, unknown> = { mealType, available, repeats, reason };
  if (reason === 'calories' && energy) Object.assign(params, energy);
  if (addition) params.addition = true;
  return { code: 'repeats_used', params, message };
}

/** Why no choice of recipes could reach the target (see `caloriesMissed`). */
export interface UnreachableTarget {
  /** `too_high` / `too_low`: no choice holds that much / that little; `additions_off`: only additions could. */
  reason: 'too_high' | 'too_low' | 'additions_off';
  /** The least and the most a day of the chosen meals can hold (with the additions allowed, if any). */
  minKcal: number;
  maxKcal: number;
  mealTypes: MealType[];
  /** Additions (a side, bread or snack) a day counted in `maxKcal`; 0 when not allowed. */
  additions: number;
}

/**
 * Days outside ±5 % of the calorie target, with why when no choice could reach it: the chosen meals hold at most
 * `maxKcal` (`too_high`; `additions_off` when additions could have helped but are not allowed) or at least
 * `minKcal` (`too_low`).
 *
 * @example caloriesMissed(1500, ['2025-03-14'], 1000, 1000).code // 'calories_missed'
 */
export function caloriesMissed(
  target: number,
  dates: string[],
  lowest: number,
  highest: number,
  why?: UnreachableTarget,
): Explanation {
  const days = `${plural(dates.length, 'day misses', 'days miss')} the ${target} kcal target by more than 5 % (${lowest}–${highest} kcal)`;
  if (!why) {
    return {
      code: 'calories_missed',
      params: { target, dates, lowest, highest },
      message: `${days}: the recipes that fit your choices cannot get closer, even at the smallest or largest portions that suit them.`,
    };
  }
  const meals = joinWords(why.mealTypes.map((t) => MEALS[t][0]));
  const extras = why.additions > 0 ? ` and up to ${plural(why.additions, 'addition', 'additions')} (a side, bread or snack)` : '';
  const message =
    why.reason === 'too_low'
      ? `${days}: with ${meals} at half portions, a day holds at least ${thousands(why.minKcal)} kcal.`
      : why.reason === 'additions_off'
        ? `${days}: with ${meals} at the largest portions that suit them, a day holds at most ${thousands(why.maxKcal)} kcal; allow additions (a side, bread or snack) to reach ${thousands(target)} kcal.`
        : `${days}: with ${meals} at the largest portions that suit them${extras}, a day holds at most ${thousands(why.maxKcal)} kcal; choose more meals a day to come closer to ${thousands(target)} kcal.`;
  return { code: 'calories_missed', params: { target, dates, lowest, highest, ...why }, message };
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
 * Days whose protein gives less than `limit` % (10) of the energy.
 *
 * @example proteinLow(['2025-03-14'], 8).params // { dates: ['2025-03-14'], lowestPercent: 8, limit: 10 }
 */
export function proteinLow(dates: string[], lowestPercent: number, limit = 10): Explanation {
  return {
    code: 'protein_low',
    params: { dates, lowestPercent, limit },
    message: `On ${plural(dates.length, 'day', 'days')} protein gives less than ${limit} % of the energy (lowest ${lowestPercent} %): the recipes that fit your choices offer no better balance.`,
  };
}


/**
 * No target was given: the plan is made for the person's estimated need, or the reference intake.
 *
 * @example calorieDefault(2000, 'reference', null, null).message // 'No calorie target was given, so the plan uses the 2,000 kcal reference intake …'
 */
export function calorieDefault(
  target: number,
  source: 'estimate' | 'reference',
  restingKcal: number | null,
  activityLevel: string | null,
): Explanation {
  const params: Record<string, unknown> = { target, source };
  if (restingKcal !== null) params.restingKcal = restingKcal;
  if (activityLevel !== null) params.activityLevel = activityLevel;
  return {
    code: 'calorie_default',
    params,
    message:
      source === 'estimate'
        ? `No calorie target was given, so the plan uses your estimated need of ${thousands(target)} kcal a day (resting need ${thousands(restingKcal ?? 0)} kcal by the Mifflin–St Jeor equation, times your activity level).`
        : `No calorie target was given, so the plan uses the ${thousands(target)} kcal reference intake. Add your sex, age, height, weight and activity level to your preferences for a personal estimate.`,
  };
}

/**
 * The target is below 1,200 kcal or below the person's resting need: allowed, with a warning.
 *
 * @example targetLow(1100, 'below_floor', null).code // 'target_low'
 */
export function targetLow(target: number, reason: 'below_floor' | 'below_resting', restingKcal: number | null): Explanation {
  return {
    code: 'target_low',
    params: { target, reason, floor: LOW_TARGET_KCAL, restingKcal },
    message:
      reason === 'below_floor'
        ? `${thousands(target)} kcal a day is below ${thousands(LOW_TARGET_KCAL)} kcal: hard to meet your nutrient needs with, so best followed with a doctor or dietitian.`
        : `${thousands(target)} kcal a day is below your resting need of about ${thousands(restingKcal ?? 0)} kcal: best followed with a doctor or dietitian.`,
  };
}

/**
 * Sides, breads or snacks added to reach the target.
 *
 * @example additionsUsed(3, ['2025-03-14', '2025-03-15'], 3500).message // '3 additions (a side, bread or snack) …'
 */
export function additionsUsed(count: number, dates: string[], target: number): Explanation {
  return {
    code: 'additions_used',
    params: { count, dates, target },
    message: `${plural(count, 'addition', 'additions')} (a side, bread or snack) on ${plural(dates.length, 'day', 'days')} help reach ${thousands(target)} kcal, so no portion grows beyond what suits the dish.`,
  };
}

const GOAL_WORDS: Record<NutrientGoalKey, (worst: number, limit: number) => string> = {
  sodium: (w, l) => `sodium is above ${thousands(l)} mg (up to ${thousands(w)} mg)`,
  sat_fat: (w, l) => `saturated fat gives more than ${l} % of the energy (up to ${w} %)`,
  fibre: (w, l) => `fibre is below ${l} g (down to ${w} g)`,
  protein_low: (w, l) => `protein gives less than ${l} % of the energy (down to ${w} %)`,
  protein_high: (w, l) => `protein gives more than ${l} % of the energy (up to ${w} %)`,
  keto_net_carbs: (w, l) => `net carbohydrate is above ${l} g (up to ${w} g)`,
  low_carb_share: (w, l) => `net carbohydrate gives more than ${l} % of the energy (up to ${w} %)`,
};

/**
 * Days that miss a nutrient goal.
 *
 * @example nutrientMissed('sodium', ['2025-03-14'], 2650, 2300).message // 'On 1 day sodium is above 2,300 mg (up to 2,650 mg): …'
 */
export function nutrientMissed(goal: NutrientGoalKey, dates: string[], worst: number, limit: number): Explanation {
  return {
    code: 'nutrient_missed',
    params: { goal, dates, worst, limit },
    message: `On ${plural(dates.length, 'day', 'days')} ${GOAL_WORDS[goal](worst, limit)}: the recipes that fit your choices and reach your calorie target offer no better balance.`,
  };
}

/**
 * Days with more than one egg-based meal: because few of the fitting recipes for those meals are without egg
 * (`scarcity`), or because those without egg cannot carry the calorie target on those days (`calories`).
 *
 * @example eggMeals(['2025-03-14'], ['breakfast', 'lunch'], 3, 'scarcity').code // 'egg_meals'
 */
export function eggMeals(dates: string[], mealTypes: MealType[], eggFree: number, reason: 'scarcity' | 'calories'): Explanation {
  const meals = joinWords(mealTypes.map((t) => MEALS[t][1]));
  return {
    code: 'egg_meals',
    params: { dates, mealTypes, eggFree, reason },
    message:
      reason === 'scarcity'
        ? `On ${plural(dates.length, 'day', 'days')} more than one meal is egg-based: only ${plural(eggFree, 'recipe', 'recipes')} for ${meals} that fit your choices ${eggFree === 1 ? 'is' : 'are'} without egg.`
        : `On ${plural(dates.length, 'day', 'days')} more than one meal is egg-based: the ${meals} without egg that fit your choices do not carry your calorie target on those days.`,
  };
}
