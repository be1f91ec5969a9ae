/**
 * The planner's objective, as penalties added up over the plan (lower is better). The sizes say what gives way
 * to what: a day outside the calorie window costs more than any number of repeats (someone who set a target
 * cares about it first, and a day can only miss when no choice of recipes reaches it), a repeat within a week far more than a meal from another cuisine, which costs more than
 * buying one more ingredient. Hard constraints are not here: a recipe that breaks one is never a candidate.
 */
export const WEIGHTS = {
  /** A day outside ±5 % of the calorie target … */
  calorieOutsideDay: 50_000,
  /** … plus this per percentage point beyond the 5 %. */
  calorieOutsidePerPercent: 5_000,
  /**
   * When no choice of recipes and portions can reach the window at all, a day only pays this per percentage
   * point beyond it: it gets as close as is reasonable without giving up variety for a lost cause.
   */
  calorieUnreachablePerPercent: 60,
  /** Inside the window, per percentage point away from the target: a gentle pull to the centre. */
  caloriePerPercent: 1.5,
  /** Per serving a portion is away from 1 (eating 2 servings costs 5, half a serving 2.5). */
  portionDeviation: 5,
  /** Per percentage point of the day's energy that protein falls short of 15 %. */
  proteinPerPercent: 4,
  /** The same recipe twice within 7 days (per pair; ×2 on the same day down to ×1⅐ six days apart) … */
  repeat: 300,
  /** … and once more when both are on the same day. */
  sameDay: 300,
  /** A meal not from the preferred cuisines. */
  cuisineMiss: 45,
  /** An ingredient the person asked to use that no meal uses. */
  includeMissing: 150,
  /** Per meal that uses an ingredient the person asked for (a reward). */
  includeUse: 6,
  /** Per distinct ingredient to buy (pantry staples are at home and do not count). */
  distinctIngredient: 9,
  /** Per package to buy. */
  package: 2.5,
  /** Per share of a package left over after the plan (waste). */
  leftover: 6,
} as const;

/** Protein share of the day's energy the planner aims at, where the restrictions allow. */
export const MIN_PROTEIN_SHARE = 0.15;

/** A recipe may come back after this many days. */
export const REPEAT_WINDOW_DAYS = 7;
