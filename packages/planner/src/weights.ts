/**
 * The planner's objective, as penalties added up over the plan (lower is better). The sizes say what gives way
 * to what, in this order:
 *
 * 0. the same recipe twice on one day (a day's dishes differ, unless the meal types share the only recipes that fit);
 * 1. a day outside the calorie window (someone with a target cares about it first, and a day can only miss when
 *    no choice of recipes reaches it): more than any number of repeats within a week;
 * 2. a recipe twice within a week (variety: only when the fitting recipes run out, or only some reach the window);
 * 3. a second egg-based meal on a day;
 * 4. a day missing a nutrient goal (sodium, saturated fat, fibre, protein; keto and low-carb carbohydrate);
 * 5. a meal from another cuisine than the preferred ones, an ingredient asked for left unused;
 *    a favourite recipe (when the person asks for favourites) earns a reward of the same order as a few
 *    ingredients to buy, so it tips close choices without outweighing anything above;
 * 6. an addition (a side, bread or snack), a portion far from one serving, the same protein source twice close
 *    together or on more than four days of a week at one meal, and finally the shopping: ingredients, packages
 *    and what is left over.
 *
 * Hard constraints are not here: a recipe that breaks one is never a candidate.
 */
export const WEIGHTS = {
  /** A day outside ±5 % of the calorie target … */
  calorieOutsideDay: 1_000_000,
  /** … plus this per percentage point beyond the 5 %. */
  calorieOutsidePerPercent: 1_000_000,
  /**
   * When no choice of recipes and portions can reach the window at all, a day only pays this per percentage
   * point beyond it: it gets as close as it can without giving up variety for a lost cause.
   */
  calorieUnreachablePerPercent: 300,
  /** Inside the window, per percentage point away from the target: a gentle pull to the centre. */
  caloriePerPercent: 1.5,
  /** The same recipe twice within 7 days (per pair; ×2 on the same day down to ×1⅐ six days apart) … */
  repeat: 20_000,
  /**
   * … and far more when both are on the same day: a day's meals are different dishes, unless the meal types
   * share the only recipes that fit.
   */
  sameDay: 1_000_000_000,
  /** Each egg-based meal of a day after the first. */
  extraEggMeal: 8_000,
  /** A day over 2,300 mg sodium, plus per percent over. */
  sodiumDay: 400,
  sodiumPerPercent: 12,
  /** A day with more than 10 % of its energy from saturated fat, plus per percentage point over. */
  satFatDay: 300,
  satFatPerPoint: 40,
  /** A day with less than 25 g fibre, plus per gram short. */
  fibreDay: 300,
  fibrePerGram: 15,
  /** A day with protein outside 10–35 % of its energy, plus per percentage point outside. */
  proteinDay: 300,
  proteinPerPoint: 40,
  /** Per percentage point that protein falls short of 15 % of the day's energy (a gentle pull, within the goal). */
  proteinPreferredPerPoint: 4,
  /** Keto: a day over 50 g net carbohydrate, plus per gram over. */
  ketoDay: 1_000,
  ketoPerGram: 30,
  /** Low-carb: a day with more than 26 % of its energy from net carbohydrate, plus per percentage point over. */
  lowCarbDay: 1_000,
  lowCarbPerPoint: 50,
  /** A meal not from the preferred cuisines. */
  cuisineMiss: 450,
  /** An ingredient the person asked to use that no meal uses. */
  includeMissing: 400,
  /** Per meal that uses an ingredient the person asked for (a reward). */
  includeUse: 6,
  /**
   * Per meal of a favourite recipe, when the person prefers favourites (a reward): worth about five distinct
   * ingredients to buy, under a repeat, a nutrient goal or a cuisine preference.
   */
  favouriteUse: 45,
  /** Per addition (a side, bread or snack) on a day. */
  addition: 30,
  /** Per serving a portion is away from 1 (eating 2 servings costs 5, half a serving 2.5) … */
  portionDeviation: 5,
  /** … and this more per serving beyond two. */
  portionBeyondDouble: 20,
  /** The same main protein source twice on a day, or on the same meal of consecutive days (per pair). */
  proteinRotation: 80,
  /**
   * Per day beyond four that one meal has the same main protein source, in each week of the plan (each run of 7
   * days; a shorter plan is one week): a week of dinners is not five of beans, even when beans are cheapest to buy
   * for a large household. Above the shopping and the other rotation terms, below the nutrient goals.
   */
  proteinSourceWeekExcess: 250,
  /** Per distinct ingredient to buy (pantry staples are at home and do not count). */
  distinctIngredient: 9,
  /** Per package to buy. */
  package: 2.5,
  /** Per share of a package left over after the plan (waste). */
  leftover: 6,
} as const;

/** Protein share of the day's energy the planner prefers, where the restrictions allow (the goal is 10–35 %). */
export const PREFERRED_PROTEIN_SHARE = 0.15;

/**
 * How far inside a nutrient goal the planner aims, as a share of the limit, so that the figures shown (rounded
 * per meal) meet the goal too.
 */
export const GOAL_MARGIN = 0.01;

/** A recipe may come back after this many days. */
export const REPEAT_WINDOW_DAYS = 7;

/** One meal's main protein source may come on this many days of a week before `proteinSourceWeekExcess` applies. */
export const SOURCE_DAYS_PER_WEEK = 4;
