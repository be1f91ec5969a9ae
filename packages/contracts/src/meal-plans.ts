/**
 * The meal-plan contract shared by the server and the web app: the questionnaire with its bounds
 * and defaults, the structured explanations the planner gives, and the shapes of the meal-plan API.
 *
 * Explanations and infeasibility reasons are `{ code, params, message }`: the web app translates `code` with
 * `params` (en/ru/be); `message` is the English wording for logs, the API docs and clients without the keys.
 */
import { z } from 'zod';
import {
  cookingSkillSchema,
  cookingTimeSchema,
  cuisineSchema,
  dietaryRestrictionSchema,
  groceryCategorySchema,
  languageSchema,
  mealTypeSchema,
  type CookingSkill,
  type CookingTime,
  type Cuisine,
  type DietaryRestriction,
  type MealType,
} from './enums';
import {
  calorieTargetSourceSchema,
  personalDataSchema,
  type CalorieTargetSource,
  type PersonalData,
} from './energy';
import { labelCheckSchema } from './food-words';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a `YYYY-MM-DD` day at 00:00 UTC; NaN when it is no real day. Years 0–99 are years 0–99. */
function utcDay(value: string): number {
  const m = ISO_DAY.exec(value);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date.getTime() : Number.NaN;
}

/** A calendar day as `YYYY-MM-DD` that really exists (no 2025-02-30). */
export const isoDateSchema = z
  .string()
  .regex(ISO_DAY, 'must be a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(utcDay(value)), 'is not a real calendar day');

/**
 * The days a plan may cover: from 1900-01-01 to 9999-12-31 (four-digit years, what calendars, databases and
 * date pickers all handle the same way).
 */
export const PLAN_DATE_LIMITS = { first: '1900-01-01', last: '9999-12-31' } as const;

/**
 * Why a plan starting on `startDate` and lasting `days` days cannot be made, in words; null when it can.
 *
 * @example planDatesIssue('9999-12-28', 7) // 'the plan would end after 9999-12-31: start on 9999-12-25 or earlier, or plan fewer days'
 * @example planDatesIssue('2025-03-14', 7) // null
 */
export function planDatesIssue(startDate: string, days: number): string | null {
  const start = utcDay(startDate);
  if (Number.isNaN(start)) return null; // reported as no real day
  if (start < utcDay(PLAN_DATE_LIMITS.first) || start > utcDay(PLAN_DATE_LIMITS.last)) {
    return `must be a day from ${PLAN_DATE_LIMITS.first} to ${PLAN_DATE_LIMITS.last}`;
  }
  const last = utcDay(PLAN_DATE_LIMITS.last);
  if (Number.isInteger(days) && days >= 1 && start + (days - 1) * DAY_MS > last) {
    const latest = new Date(last - (days - 1) * DAY_MS).toISOString().slice(0, 10);
    return `the plan would end after ${PLAN_DATE_LIMITS.last}: start on ${latest} or earlier, or plan fewer days`;
  }
  return null;
}

/** A plan's first day: a real day from 1900-01-01 to 9999-12-31. */
export const planStartDateSchema = isoDateSchema.refine(
  (value) => planDatesIssue(value, 1) === null,
  `must be a day from ${PLAN_DATE_LIMITS.first} to ${PLAN_DATE_LIMITS.last}`,
);

/** Bounds of the questionnaire; the web form shows the same limits. */
export const QUESTIONNAIRE_LIMITS = {
  planDuration: { min: 1, max: 14 },
  householdSize: { min: 1, max: 12 },
  /** Per person per day. */
  calorieTarget: { min: 1000, max: 5000 },
  /** How many ingredients one may list to include, and to exclude. */
  includeIngredients: 20,
  excludeIngredients: 50,
  /** Longest ingredient word accepted (longer text is not a name but a sentence). */
  ingredientLength: 60,
} as const;

export interface Questionnaire {
  /** Preferred cuisines; empty means any. */
  cuisines: Cuisine[];
  cookingSkill: CookingSkill;
  cookingTime: CookingTime;
  /** Days in the plan, 1–14. */
  planDuration: number;
  /** Ingredient names (any of en/ru/be, synonyms and families) or ids the plan should use. */
  includeIngredients: string[];
  /** Ingredient names, families ("nuts", "молоко") or ids that no meal may contain. */
  excludeIngredients: string[];
  dietaryRestrictions: DietaryRestriction[];
  /** kcal per person per day; null: no target. */
  calorieTarget: number | null;
  householdSize: number;
  /** Meals of each day, in the order of the day. */
  mealTypes: MealType[];
  /**
   * Sex, age, height, weight and activity level for the energy estimate used when no target is given (see
   * `energy.ts`); null or missing: none given.
   */
  person?: PersonalData | null;
  /**
   * Whether the planner may add a side, bread or snack to a day whose chosen meals cannot carry the calorie
   * target at sensible portions; missing: yes.
   */
  allowAdditions?: boolean;
  /**
   * Where `calorieTarget` came from when the server filled it in: the person's estimate or the reference intake
   * (missing: the person gave it).
   */
  calorieTargetSource?: CalorieTargetSource;
  /**
   * Which recipes the plan draws from: the built-in catalog, the person's own recipe box, or both; missing:
   * the catalog (plans made before own recipes existed).
   */
  recipeSource?: PlanRecipeSource;
  /** Favourite recipes are chosen a little more often (a preference, never above a hard constraint); missing: no. */
  preferFavourites?: boolean;
}

/** Which recipes a plan draws from (`Questionnaire.recipeSource`). */
export const PLAN_RECIPE_SOURCES = ['builtin', 'mine', 'both'] as const;
export const planRecipeSourceSchema = z.enum(PLAN_RECIPE_SOURCES);
export type PlanRecipeSource = z.infer<typeof planRecipeSourceSchema>;

/** What an empty questionnaire means (after the user's saved preferences have been applied). */
export const QUESTIONNAIRE_DEFAULTS: Questionnaire = {
  cuisines: [],
  cookingSkill: 'intermediate',
  cookingTime: 'moderate',
  planDuration: 7,
  includeIngredients: [],
  excludeIngredients: [],
  dietaryRestrictions: [],
  calorieTarget: null,
  householdSize: 1,
  mealTypes: ['breakfast', 'lunch', 'dinner'],
  person: null,
  allowAdditions: true,
  recipeSource: 'builtin',
  preferFavourites: false,
};

const noRepeats = <T>(values: readonly T[]) => new Set(values).size === values.length;

const ingredientTermSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(QUESTIONNAIRE_LIMITS.ingredientLength, `must be at most ${QUESTIONNAIRE_LIMITS.ingredientLength} characters`);

const { planDuration, householdSize, calorieTarget } = QUESTIONNAIRE_LIMITS;

/** Every field, none defaulted: what a client may send (missing fields come from saved preferences). */
const questionnaireFields = {
  cuisines: z.array(cuisineSchema).max(10).refine(noRepeats, 'must not list a cuisine twice'),
  cookingSkill: cookingSkillSchema,
  cookingTime: cookingTimeSchema,
  planDuration: z
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(planDuration.min, `must be between ${planDuration.min} and ${planDuration.max} days`)
    .max(planDuration.max, `must be between ${planDuration.min} and ${planDuration.max} days`),
  includeIngredients: z
    .array(ingredientTermSchema)
    .max(QUESTIONNAIRE_LIMITS.includeIngredients, `must list at most ${QUESTIONNAIRE_LIMITS.includeIngredients} ingredients`),
  excludeIngredients: z
    .array(ingredientTermSchema)
    .max(QUESTIONNAIRE_LIMITS.excludeIngredients, `must list at most ${QUESTIONNAIRE_LIMITS.excludeIngredients} ingredients`),
  dietaryRestrictions: z.array(dietaryRestrictionSchema).refine(noRepeats, 'must not list a restriction twice'),
  calorieTarget: z
    .number({ message: 'must be a number of kcal per day' })
    .int('must be a whole number of kcal')
    .min(calorieTarget.min, `must be between ${calorieTarget.min} and ${calorieTarget.max} kcal per day`)
    .max(calorieTarget.max, `must be between ${calorieTarget.min} and ${calorieTarget.max} kcal per day`)
    .nullable(),
  householdSize: z
    .number({ message: 'must be a number of people' })
    .int('must be a whole number of people')
    .min(householdSize.min, `must be between ${householdSize.min} and ${householdSize.max} people`)
    .max(householdSize.max, `must be between ${householdSize.min} and ${householdSize.max} people`),
  mealTypes: z
    .array(mealTypeSchema)
    .min(1, 'must include at least one meal')
    .refine(noRepeats, 'must not list a meal twice'),
  person: personalDataSchema.nullable(),
  allowAdditions: z.boolean({ message: 'must be true or false' }),
  recipeSource: planRecipeSourceSchema,
  preferFavourites: z.boolean({ message: 'must be true or false' }),
};

/**
 * A complete questionnaire as stored with a plan (every field present; plans made before personal data and
 * additions existed lack those, and the target's source).
 */
export const storedQuestionnaireSchema = z.object({
  ...questionnaireFields,
  person: questionnaireFields.person.optional(),
  allowAdditions: questionnaireFields.allowAdditions.optional(),
  calorieTargetSource: calorieTargetSourceSchema.optional(),
  recipeSource: questionnaireFields.recipeSource.optional(),
  preferFavourites: questionnaireFields.preferFavourites.optional(),
}) satisfies z.ZodType<Questionnaire, unknown>;

/** A questionnaire as sent: any field may be missing. */
export const questionnaireInputSchema = z.object({
  cuisines: questionnaireFields.cuisines.optional(),
  cookingSkill: questionnaireFields.cookingSkill.optional(),
  cookingTime: questionnaireFields.cookingTime.optional(),
  planDuration: questionnaireFields.planDuration.optional(),
  includeIngredients: questionnaireFields.includeIngredients.optional(),
  excludeIngredients: questionnaireFields.excludeIngredients.optional(),
  dietaryRestrictions: questionnaireFields.dietaryRestrictions.optional(),
  calorieTarget: questionnaireFields.calorieTarget.optional(),
  householdSize: questionnaireFields.householdSize.optional(),
  mealTypes: questionnaireFields.mealTypes.optional(),
  person: questionnaireFields.person.optional(),
  allowAdditions: questionnaireFields.allowAdditions.optional(),
  recipeSource: questionnaireFields.recipeSource.optional(),
  preferFavourites: questionnaireFields.preferFavourites.optional(),
});
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;

/**
 * A complete questionnaire: missing fields take `QUESTIONNAIRE_DEFAULTS`; meal types are put in the order
 * of a day (breakfast, lunch, dinner, snack).
 *
 * @example questionnaireSchema.parse({ planDuration: 3 }).mealTypes // ['breakfast', 'lunch', 'dinner']
 */
export const questionnaireSchema = z.object({
  cuisines: questionnaireFields.cuisines.default(() => [...QUESTIONNAIRE_DEFAULTS.cuisines]),
  cookingSkill: questionnaireFields.cookingSkill.default(QUESTIONNAIRE_DEFAULTS.cookingSkill),
  cookingTime: questionnaireFields.cookingTime.default(QUESTIONNAIRE_DEFAULTS.cookingTime),
  planDuration: questionnaireFields.planDuration.default(QUESTIONNAIRE_DEFAULTS.planDuration),
  includeIngredients: questionnaireFields.includeIngredients.default(() => []),
  excludeIngredients: questionnaireFields.excludeIngredients.default(() => []),
  dietaryRestrictions: questionnaireFields.dietaryRestrictions.default(() => []),
  calorieTarget: questionnaireFields.calorieTarget.default(QUESTIONNAIRE_DEFAULTS.calorieTarget),
  householdSize: questionnaireFields.householdSize.default(QUESTIONNAIRE_DEFAULTS.householdSize),
  mealTypes: questionnaireFields.mealTypes
    .default(() => [...QUESTIONNAIRE_DEFAULTS.mealTypes])
    .transform((types) => mealTypeSchema.options.filter((t) => types.includes(t))),
  person: questionnaireFields.person.default(null),
  allowAdditions: questionnaireFields.allowAdditions.default(true),
  recipeSource: questionnaireFields.recipeSource.default('builtin'),
  preferFavourites: questionnaireFields.preferFavourites.default(false),
}) satisfies z.ZodType<Questionnaire, unknown>;

/**
 * Who writes a plan's recipes: the built-in planner (catalog recipes, always there) or the AI chef (an
 * OpenAI-compatible model, offered only when the server is configured for one; its recipes are checked
 * against the catalog before anything is saved).
 */
export const MEAL_PLAN_GENERATORS = ['builtin', 'llm'] as const;
export const mealPlanGeneratorSchema = z.enum(MEAL_PLAN_GENERATORS);
export type MealPlanGenerator = z.infer<typeof mealPlanGeneratorSchema>;

/** `GET /api/meal-plans/generators`: what this server offers (`llm` only when a model is configured). */
export const mealPlanGeneratorsSchema = z.object({
  generators: z.array(mealPlanGeneratorSchema),
  default: mealPlanGeneratorSchema,
  /** With `llm`: the longest an AI chef generation may take (`LLM_TIMEOUT_MS`), in seconds; it then fails. */
  timeoutSeconds: z.number().int().positive().optional(),
});
export type MealPlanGenerators = z.infer<typeof mealPlanGeneratorsSchema>;

/** The body of `POST /api/meal-plans`: the questionnaire, the first day and the language of the meals. */
export const createMealPlanBodySchema = questionnaireInputSchema
  .extend({
    /** First day of the plan (1900-01-01 to 9999-12-31, the whole plan included); today (server time) when missing. */
    startDate: planStartDateSchema.optional(),
    /** Language of the meals' text; the `Accept-Language` header, then English, when missing. */
    lang: languageSchema.optional(),
    /** `builtin` when missing. `llm` answers 202 at once and generates in the background (follow `/events`). */
    generator: mealPlanGeneratorSchema.optional(),
    /**
     * Keep exclusion words that are no food we know (they are then not checked, and the plan says so). Without
     * it such a word is answered 422 `unknown_exclusion` with suggestions.
     */
    allowUncheckedExclusions: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    // A plan may not run past 9999-12-31 (with the days asked for; the server checks again once the days
    // from saved preferences or the default are known).
    if (body.startDate === undefined || body.planDuration === undefined) return;
    if (planDatesIssue(body.startDate, 1) !== null) return; // the first day itself is reported by its own schema
    const issue = planDatesIssue(body.startDate, body.planDuration);
    if (issue) ctx.addIssue({ code: 'custom', path: ['startDate'], message: issue });
  });
export type CreateMealPlanBody = z.infer<typeof createMealPlanBodySchema>;

// ── Explanations ────────────────────────────────────────────────────────────────────────────────────────

/**
 * What the planner had to give up, or could not honour, with the figures behind it:
 * - `cuisine_relaxed` { mealType, cuisines, available, otherCuisineMeals, reason: 'scarcity' | 'balance' }
 * - `repeats_used` { mealType, available, repeats, reason: 'scarcity' | 'calories', capable? } — `scarcity`: the
 *   `available` recipes cannot fill a week without a repeat; `calories`: only `capable` of them can be part of a day
 *   within the calorie window, too few for a week.
 * - `calories_missed` { target, dates, lowest, highest, reason?, minKcal?, maxKcal?, mealTypes? } — `reason`:
 *   `too_high` (no choice of the chosen meals, at their largest sensible portions and with the additions allowed,
 *   holds more than `maxKcal`), `too_low` (none holds less than `minKcal`), `additions_off` (only additions could
 *   reach the target, and the questionnaire does not allow them; without them a day holds at most `maxKcal`).
 * - `include_unused` { terms, reason: 'not_available' | 'balance' }
 * - `term_unknown` { term, list: 'include' | 'exclude' } — a word that is no food we know; an excluded one was kept
 *   only because the request allowed unchecked words, and was not checked: meals may contain it.
 * - `protein_low` { dates, lowestPercent, limit? } — protein gives less than `limit` % of the energy (10; 15 in
 *   plans made before the nutrient goals).
 * - `calorie_default` { target, source: 'estimate' | 'reference', restingKcal?, activityLevel? } — no target was
 *   given: the plan uses the person's estimated need, or the 2,000 kcal reference intake.
 * - `target_low` { target, reason: 'below_floor' | 'below_resting', floor, restingKcal } — the target is below
 *   1,200 kcal, or below the person's resting need: allowed, but not advised without a professional.
 * - `additions_used` { count, dates, target } — sides, breads or snacks added to reach the target.
 * - `nutrient_missed` { goal, dates, worst, limit } — days that miss a nutrient goal (`NUTRIENT_GOALS`): `worst` is
 *   the figure of the day furthest from it, in the goal's unit.
 * - `egg_meals` { dates, mealTypes, eggFree, reason: 'scarcity' | 'calories' } — days with more than one egg-based
 *   meal: among the fitting recipes of those meals only `eggFree` are without egg, too few to avoid it; or those
 *   without egg cannot carry the calorie target on those days.
 * - `llm_replaced` { count, meals: [{ date, mealType }], reasons: LlmRejectionReason[] } — the AI chef's recipes
 *   for these meals broke a choice (or could not be checked) even when asked again; the built-in planner's are used.
 * - `llm_estimated` { count, ingredients } — AI chef meals use ingredients the catalog does not know (allowed only
 *   without restrictions and exclusions); their nutrition is the model's own estimate.
 * - `own_unresolved` { count, titles } — own recipes with ingredient lines the catalog does not understand were
 *   planned (allowed only without restrictions and exclusions): those lines add nothing to the figures shown.
 */
export const EXPLANATION_CODES = [
  'cuisine_relaxed',
  'repeats_used',
  'calories_missed',
  'include_unused',
  'term_unknown',
  'protein_low',
  'llm_replaced',
  'llm_estimated',
  'calorie_default',
  'target_low',
  'additions_used',
  'nutrient_missed',
  'egg_meals',
  'own_unresolved',
] as const;
export type ExplanationCode = (typeof EXPLANATION_CODES)[number];

/**
 * Why a recipe of the AI chef was not used: no recipe for the meal, a malformed one, with an excluded ingredient, breaking a dietary restriction, with ingredients the catalog does not know while
 * restrictions or exclusions apply, nutrition that cannot be computed for a nutrient-based diet, too long for
 * the cooking time, or too hard for the cooking skill.
 */
export const LLM_REJECTION_REASONS = [
  'missing',
  'invalid',
  'excluded_ingredient',
  'dietary_restriction',
  'unknown_ingredient',
  'unverifiable',
  'cooking_time',
  'cooking_skill',
  /** Its title, description or steps name a food that its ingredient list does not have. */
  'unlisted_food',
  /** Its text holds invisible or bidirectional control characters, a NUL or a broken character. */
  'hidden_characters',
  /** An amount, a number of servings or the energy is beyond what a kitchen cooks. */
  'implausible',
] as const;
export type LlmRejectionReason = (typeof LLM_REJECTION_REASONS)[number];

// ── Nutrient goals ──────────────────────────────────────────────────────────────────────────────────────

/**
 * What a day of a plan aims for, per person (dietary guidelines for adults): sodium at most 2,300 mg; saturated
 * fat at most 10 % of the energy; fibre at least 25 g; protein 10–35 % of the energy. With keto, at most 50 g net
 * carbohydrate (carbohydrate minus fibre) a day; with low-carb, at most 26 % of the energy from net carbohydrate.
 * Energy shares count 9 kcal per gram of fat and 4 per gram of protein or carbohydrate, against the day's kcal.
 */
export const NUTRIENT_GOALS = {
  sodiumMaxMg: 2300,
  satFatMaxShare: 0.1,
  fibreMinG: 25,
  proteinMinShare: 0.1,
  proteinMaxShare: 0.35,
  ketoMaxNetCarbsG: 50,
  lowCarbMaxShare: 0.26,
} as const;

export const NUTRIENT_GOAL_KEYS = ['sodium', 'sat_fat', 'fibre', 'protein_low', 'protein_high', 'keto_net_carbs', 'low_carb_share'] as const;
export type NutrientGoalKey = (typeof NUTRIENT_GOAL_KEYS)[number];

export interface NutrientGoalResult {
  goal: NutrientGoalKey;
  /** The day's figure: mg, g or a percentage of the energy (whole numbers, as shown). */
  value: number;
  /** The goal's limit in the same unit. */
  limit: number;
  unit: 'mg' | 'g' | '%';
  /** `max`: at most `limit`; `min`: at least. */
  kind: 'max' | 'min';
  met: boolean;
}

/**
 * The day's figures against each goal that applies (keto and low-carb only with those restrictions), as shown.
 *
 * @example dayNutrientGoals({ kcal: 2000, sodiumMg: 2500, … }, [])[0] // { goal: 'sodium', value: 2500, limit: 2300, met: false, … }
 */
export function dayNutrientGoals(
  n: { kcal: number; proteinG: number; carbsG: number; fibreG: number; sodiumMg: number; satFatG: number },
  restrictions: readonly DietaryRestriction[],
): NutrientGoalResult[] {
  const share = (kcal: number) => (n.kcal > 0 ? Math.round((100 * kcal) / n.kcal) : 0);
  const netCarbs = Math.max(0, n.carbsG - n.fibreG);
  const g = NUTRIENT_GOALS;
  const max = (goal: NutrientGoalKey, value: number, limit: number, unit: NutrientGoalResult['unit']): NutrientGoalResult => ({
    goal, value, limit, unit, kind: 'max', met: value <= limit,
  });
  const min = (goal: NutrientGoalKey, value: number, limit: number, unit: NutrientGoalResult['unit']): NutrientGoalResult => ({
    goal, value, limit, unit, kind: 'min', met: value >= limit,
  });
  const protein = share(n.proteinG * 4);
  const out = [
    max('sodium', Math.round(n.sodiumMg), g.sodiumMaxMg, 'mg'),
    max('sat_fat', share(n.satFatG * 9), Math.round(g.satFatMaxShare * 100), '%'),
    min('fibre', Math.round(n.fibreG), g.fibreMinG, 'g'),
    min('protein_low', protein, Math.round(g.proteinMinShare * 100), '%'),
    max('protein_high', protein, Math.round(g.proteinMaxShare * 100), '%'),
  ];
  if (restrictions.includes('keto')) out.push(max('keto_net_carbs', Math.round(netCarbs), g.ketoMaxNetCarbsG, 'g'));
  if (restrictions.includes('low_carb')) out.push(max('low_carb_share', share(netCarbs * 4), Math.round(g.lowCarbMaxShare * 100), '%'));
  return out;
}

export const explanationSchema = z.object({
  code: z.enum(EXPLANATION_CODES),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type Explanation = z.infer<typeof explanationSchema>;

/**
 * Why no plan (or no other meal) can be made; nothing soft is ever traded for a hard constraint:
 * - `no_recipes` { mealType, culprits: [{ kind, value, wouldLeave }], constraints } — no recipe of a meal type
 *   passes the hard constraints; each culprit, dropped alone, would leave `wouldLeave` recipes.
 * - `no_alternative` { mealType, available } — a swap found no other recipe that fits.
 * - `unknown_meal` { mealId } / `unknown_recipe` { recipeId } — a swap was asked about something not in the plan
 *   or no longer in the catalog.
 */
export const INFEASIBLE_CODES = ['no_recipes', 'no_alternative', 'unknown_meal', 'unknown_recipe'] as const;
export type InfeasibleCode = (typeof INFEASIBLE_CODES)[number];

export const CULPRIT_KINDS = ['mealType', 'dietaryRestriction', 'excludeIngredient', 'cookingSkill', 'cookingTime'] as const;
export type CulpritKind = (typeof CULPRIT_KINDS)[number];

export const culpritSchema = z.object({
  kind: z.enum(CULPRIT_KINDS),
  value: z.string(),
  /** Recipes of the meal type that would fit if only this constraint were dropped. */
  wouldLeave: z.number().int().nonnegative(),
});
export type Culprit = z.infer<typeof culpritSchema>;

export const infeasibleReasonSchema = z.object({
  code: z.enum(INFEASIBLE_CODES),
  params: z.record(z.string(), z.unknown()),
  message: z.string(),
});
export type InfeasibleReason = z.infer<typeof infeasibleReasonSchema>;

// ── API shapes ──────────────────────────────────────────────────────────────────────────────────────────

export const MEAL_PLAN_STATUSES = ['generating', 'ready', 'failed'] as const;
export const mealPlanStatusSchema = z.enum(MEAL_PLAN_STATUSES);
export type MealPlanStatus = z.infer<typeof mealPlanStatusSchema>;

export const nutritionSchema = z.object({
  kcal: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  carbsG: z.number(),
  fibreG: z.number(),
  sugarsG: z.number(),
  sodiumMg: z.number(),
  satFatG: z.number(),
});
export type MealNutrition = z.infer<typeof nutritionSchema>;

export const mealIngredientSchema = z.object({
  /** Catalog ingredient id. */
  id: z.string(),
  name: z.string(),
  /** Scaled to the household and the portion, in the recipe's unit. */
  amount: z.number(),
  unit: z.enum(['g', 'ml', 'piece', 'tsp', 'tbsp', 'cup']),
  /** The same amount in grams. */
  grams: z.number(),
  /** An AI chef ingredient the catalog does not know (`id` is then `unmapped:<name>`, grams a guess or 0). */
  unmapped: z.boolean().optional(),
});

/**
 * One meal as generated: a snapshot of the recipe in the plan's language (so later catalog changes never
 * rewrite history) plus the recipe id to look other languages up.
 */
export const mealSchema = z.object({
  id: z.string(),
  date: isoDateSchema,
  mealType: mealTypeSchema,
  recipeId: z.string(),
  language: languageSchema,
  title: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
  cuisine: cuisineSchema,
  difficulty: cookingSkillSchema,
  activeMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  /** Portion per person (1 = one catalog serving). */
  portion: z.number(),
  /** Servings cooked: portion × household size. */
  servings: z.number(),
  /** kcal per person as eaten (the portion applied). */
  kcal: z.number().int(),
  /** Per person as eaten. */
  nutrition: nutritionSchema,
  ingredients: z.array(mealIngredientSchema),
  /** Recipes this slot had before, newest last (swaps do not offer them again at once). */
  previousRecipeIds: z.array(z.string()),
  /** Who wrote the recipe; `builtin` (a catalog recipe) when missing. */
  source: mealPlanGeneratorSchema.optional(),
  /** The nutrition is the AI chef's own estimate (some ingredients are not in the catalog). */
  nutritionEstimated: z.boolean().optional(),
  /** For an AI chef meal: the catalog recipe the built-in planner chose for this slot (a swap starts from it). */
  fallbackRecipeId: z.string().optional(),
  /** Ingredients whose label should be read: what they often contain or hide ("check the label"). */
  labelChecks: z.array(labelCheckSchema).optional(),
  /**
   * A side, bread or snack the planner added to the day because its meals could not carry the calorie target at
   * sensible portions (`mealType` is then the recipe's kind, `snack`; the id ends in `-addition-<n>`).
   */
  addition: z.boolean().optional(),
  /**
   * A recipe from the person's own recipe box: its text stays in the language it was written in whatever the
   * plan is read in; ingredients it does not understand are `unmapped` (grams 0, as written).
   */
  ownRecipe: z.boolean().optional(),
});
export type Meal = z.infer<typeof mealSchema>;

export const mealPlanDaySchema = z.object({
  date: isoDateSchema,
  meals: z.array(mealSchema),
  /** Per person, the day's meals together. */
  nutrition: nutritionSchema,
  /** Within ±5 % of the calorie target; null without a target. */
  withinTarget: z.boolean().nullable(),
});
export type MealPlanDay = z.infer<typeof mealPlanDaySchema>;

export const mealPlanSummarySchema = z.object({
  id: z.uuid(),
  status: mealPlanStatusSchema,
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  days: z.number().int(),
  mealsPerDay: z.number().int(),
  mealTypes: z.array(mealTypeSchema),
  householdSize: z.number().int(),
  calorieTarget: z.number().int().nullable(),
  /** Where the target came from (missing: given by the person, or a plan made before estimates existed). */
  calorieTargetSource: calorieTargetSourceSchema.optional(),
  createdAt: z.string(),
  /** Who wrote the recipes (`llm`: the AI chef, with the built-in planner filling in). */
  generator: mealPlanGeneratorSchema.optional(),
});
export type MealPlanSummary = z.infer<typeof mealPlanSummarySchema>;

export const mealPlanSchema = mealPlanSummarySchema.extend({
  /** The language the plan was made in (each meal says which language it is shown in). */
  language: languageSchema,
  questionnaire: storedQuestionnaireSchema,
  explanations: z.array(explanationSchema),
  /** Why generation failed (status `failed`). */
  error: z.string().nullable(),
  plan: z.array(mealPlanDaySchema),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

/** Progress of a generation, streamed as server-sent events (`GET /api/meal-plans/:id/events`). */
export const mealPlanEventSchema = z.object({
  status: mealPlanStatusSchema,
  /** A progress step, e.g. `choosing_recipes`; the web app translates it. */
  step: z.string().optional(),
  message: z.string().optional(),
  /** AI chef: recipes written so far, of `total`. */
  done: z.number().int().nonnegative().optional(),
  total: z.number().int().nonnegative().optional(),
});
export type MealPlanEvent = z.infer<typeof mealPlanEventSchema>;

// ── Catalog lookups (GET /api/ingredients, GET /api/recipes/:id) ─────────────────────────────────────────

export const ingredientSuggestionSchema = z.object({
  id: z.string(),
  /** Display name in the requested language. */
  name: z.string(),
  /** The name or synonym (any language) that matched what was typed. */
  matched: z.string(),
  category: groceryCategorySchema,
});
export type IngredientSuggestion = z.infer<typeof ingredientSuggestionSchema>;

/** `?lang=`: read a plan's catalog meals in this language instead of the one the plan was made in. */
export const mealPlanLanguageQuerySchema = z.object({ lang: languageSchema.optional() });

export const ingredientSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
  lang: languageSchema.optional(),
});

/** What any recipe shown in one language has: its text in that language, what kind of dish it is, times and servings. */
export const recipeBasicsSchema = z.object({
  id: z.string(),
  language: languageSchema,
  title: z.string(),
  description: z.string(),
  steps: z.array(z.string()),
  cuisine: cuisineSchema,
  mealTypes: z.array(mealTypeSchema),
  difficulty: cookingSkillSchema,
  activeMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  timeBand: cookingTimeSchema,
  servings: z.number().int(),
});

/** One recipe in one language with its derived nutrition (per serving), diets and allergens. */
export const localizedRecipeSchema = z.object({
  ...recipeBasicsSchema.shape,
  /** Per serving. */
  nutrition: nutritionSchema,
  diets: z.array(dietaryRestrictionSchema),
  allergens: z.array(z.string()),
  ingredients: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      amount: z.number(),
      unit: z.enum(['g', 'ml', 'piece', 'tsp', 'tbsp', 'cup']),
      gramsPerServing: z.number(),
    }),
  ),
});
export type LocalizedRecipe = z.infer<typeof localizedRecipeSchema>;
