/**
 * The planner explains itself with codes and figures (`{ code, params, message }`); these turn them into
 * sentences in the interface language. Anything unexpected falls back to the English `message` the API sends.
 */
import {
  COOKING_SKILLS,
  COOKING_TIMES,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
  type CookingSkill,
  type CookingTime,
  type DietaryRestriction,
  type MealType,
} from '@mealplanr/contracts/enums';
import {
  LLM_REJECTION_REASONS,
  NUTRIENT_GOAL_KEYS,
  type Culprit,
  type Explanation,
  type InfeasibleReason,
} from '@mealplanr/contracts/meal-plans';
import type { TFunction } from '../../../lib/translator.ts';
import { formatInteger, formatList } from './format.ts';

type Params = Record<string, unknown>;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

const numberParam = (params: Params, key: string): number | undefined => {
  const value = params[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

export function mealTypeLabel(t: TFunction, mealType: MealType): string {
  return t(`plans.mealTypes.${mealType}`);
}

/** Meal types inside a sentence: "lunch and dinner". */
function mealList(t: TFunction, value: unknown, language: string): string | undefined {
  const types = stringList(value).filter((m): m is MealType => isOneOf(MEAL_TYPES, m));
  if (types.length === 0) return undefined;
  return formatList(types.map((m) => mealTypeLabel(t, m).toLocaleLowerCase(language)), language);
}

/** "3 days", in the interface language. */
const dayCount = (t: TFunction, dates: unknown) => t('plans.explanations.dayCount', { count: stringList(dates).length });

/** One explanation of a plan as a sentence in the interface language. */
export function explanationText(t: TFunction, explanation: Explanation, language: string): string {
  const { params } = explanation;
  const meal =
    params.addition === true
      ? t('plans.explanations.additionsMeal')
      : isOneOf(MEAL_TYPES, params.mealType)
        ? mealTypeLabel(t, params.mealType)
        : undefined;
  const n = (key: string) => {
    const value = numberParam(params, key);
    return value === undefined ? undefined : formatInteger(value, language);
  };
  switch (explanation.code) {
    case 'cuisine_relaxed': {
      const count = numberParam(params, 'otherCuisineMeals');
      const available = numberParam(params, 'available');
      if (!meal || count === undefined) break;
      if (params.reason === 'scarcity' && available !== undefined) {
        return t('plans.explanations.cuisineScarcity', { meal, count, available: formatInteger(available, language) });
      }
      return t('plans.explanations.cuisineBalance', { meal, count });
    }
    case 'repeats_used': {
      const count = numberParam(params, 'repeats');
      const available = numberParam(params, 'available');
      if (!meal || count === undefined || available === undefined) break;
      const values = { meal, count, available: formatInteger(available, language) };
      if (params.reason === 'calories') {
        const kcal = n('kcalPerDay');
        const target = n('target');
        if (kcal === undefined || target === undefined) break;
        return params.direction === 'over'
          ? t('plans.explanations.repeatsCaloriesOver', { ...values, kcal, target })
          : t('plans.explanations.repeatsCaloriesShort', { ...values, kcal, target });
      }
      if (params.reason === 'balance') return t('plans.explanations.repeatsBalance', values);
      return t('plans.explanations.repeatsUsed', values);
    }
    case 'calories_missed': {
      const target = numberParam(params, 'target');
      const lowest = numberParam(params, 'lowest');
      const highest = numberParam(params, 'highest');
      const dates = stringList(params.dates);
      if (target === undefined || lowest === undefined || highest === undefined) break;
      const meals = mealList(t, params.mealTypes, language);
      if (meals && typeof params.reason === 'string') {
        const values = {
          target: formatInteger(target, language),
          days: dayCount(t, params.dates),
          lowest: formatInteger(lowest, language),
          highest: formatInteger(highest, language),
          meals,
          min: n('minKcal') ?? '',
          max: n('maxKcal') ?? '',
          additions: n('additions') ?? '',
        };
        if (params.reason === 'too_low') return t('plans.explanations.caloriesMissedTooLow', values);
        if (params.reason === 'additions_off') return t('plans.explanations.caloriesMissedAdditionsOff', values);
        if (params.reason === 'too_high') {
          return (numberParam(params, 'additions') ?? 0) > 0
            ? t('plans.explanations.caloriesMissedTooHighAdditions', values)
            : t('plans.explanations.caloriesMissedTooHigh', values);
        }
      }
      return t('plans.explanations.caloriesMissed', {
        count: dates.length,
        target: formatInteger(target, language),
        lowest: formatInteger(lowest, language),
        highest: formatInteger(highest, language),
      });
    }
    case 'include_unused': {
      const terms = stringList(params.terms);
      if (terms.length === 0) break;
      const list = formatList(terms, language);
      return params.reason === 'balance'
        ? t('plans.explanations.includeBalance', { terms: list })
        : t('plans.explanations.includeNotAvailable', { terms: list });
    }
    case 'term_unknown': {
      if (typeof params.term !== 'string') break;
      return params.list === 'include'
        ? t('plans.explanations.unknownInclude', { term: params.term })
        : t('plans.explanations.unknownExclude', { term: params.term });
    }
    case 'protein_low': {
      const percent = numberParam(params, 'lowestPercent');
      if (percent === undefined) break;
      return t('plans.explanations.proteinLow', {
        count: stringList(params.dates).length,
        percent: formatInteger(percent, language),
        // Plans made before the nutrient goals aimed at 15 %.
        limit: formatInteger(numberParam(params, 'limit') ?? 15, language),
      });
    }
    case 'calorie_default': {
      const kcal = n('target');
      if (kcal === undefined) break;
      if (params.source === 'estimate') {
        const resting = n('restingKcal');
        if (resting === undefined) break;
        return t('plans.explanations.calorieDefaultEstimate', { kcal, resting });
      }
      return t('plans.explanations.calorieDefaultReference', { kcal });
    }
    case 'target_low': {
      const kcal = n('target');
      if (kcal === undefined) break;
      if (params.reason === 'below_resting') {
        const resting = n('restingKcal');
        if (resting === undefined) break;
        return t('plans.explanations.targetLowResting', { kcal, resting });
      }
      return t('plans.explanations.targetLowFloor', { kcal, floor: n('floor') ?? formatInteger(1200, language) });
    }
    case 'additions_used': {
      const count = numberParam(params, 'count');
      const kcal = n('target');
      if (count === undefined || kcal === undefined) break;
      return t('plans.explanations.additionsUsed', { count, days: dayCount(t, params.dates), kcal });
    }
    case 'nutrient_missed': {
      const goal = params.goal;
      const worst = n('worst');
      const limit = n('limit');
      if (!isOneOf(NUTRIENT_GOAL_KEYS, goal) || goal === 'protein_low' || worst === undefined || limit === undefined) break;
      return t(`plans.explanations.nutrientMissed.${goal}`, { days: dayCount(t, params.dates), worst, limit });
    }
    case 'egg_meals': {
      const meals = mealList(t, params.mealTypes, language);
      if (!meals) break;
      const days = dayCount(t, params.dates);
      if (params.reason === 'calories') return t('plans.explanations.eggMealsCalories', { days, meals });
      return t('plans.explanations.eggMealsScarcity', { days, meals, eggFree: n('eggFree') ?? '0' });
    }
    case 'llm_replaced': {
      const count = numberParam(params, 'count');
      const reasons = stringList(params.reasons).filter((r) => isOneOf(LLM_REJECTION_REASONS, r));
      if (count === undefined || reasons.length === 0) break;
      return t('plans.explanations.llmReplaced', {
        count,
        reasons: formatList(reasons.map((r) => t(`plans.explanations.llmReasons.${r}`)), language),
      });
    }
    case 'llm_estimated': {
      const count = numberParam(params, 'count');
      if (count === undefined) break;
      const ingredients = stringList(params.ingredients);
      return ingredients.length > 0
        ? t('plans.explanations.llmEstimated', { count, ingredients: formatList(ingredients, language) })
        : t('plans.explanations.llmEstimatedAmounts', { count });
    }
    case 'own_unresolved': {
      const titles = stringList(params.titles);
      if (titles.length === 0) break;
      // Titles as written, in the quotation marks of the interface language (English “…”, Russian and Belarusian «…»).
      const quoted = titles.map((title) => (language === 'en' ? `“${title}”` : `«${title}»`));
      return t('plans.explanations.ownUnresolved', { count: titles.length, titles: formatList(quoted, language) });
    }
  }
  return explanation.message;
}

/** What a culprit of an impossible questionnaire is, in words: "Without the “Vegan” restriction". */
export function culpritLabel(t: TFunction, culprit: Culprit): string {
  switch (culprit.kind) {
    case 'dietaryRestriction':
      return t('plans.failure.culprits.dietaryRestriction', {
        value: isOneOf<DietaryRestriction>(DIETARY_RESTRICTIONS, culprit.value)
          ? t(`plans.restrictions.${culprit.value}`)
          : culprit.value,
      });
    case 'excludeIngredient':
      return t('plans.failure.culprits.excludeIngredient', { value: culprit.value });
    case 'cookingSkill':
      return t('plans.failure.culprits.cookingSkill', {
        value: isOneOf<CookingSkill>(COOKING_SKILLS, culprit.value) ? t(`plans.skills.${culprit.value}`) : culprit.value,
      });
    case 'cookingTime':
      return t('plans.failure.culprits.cookingTime', {
        value: isOneOf<CookingTime>(COOKING_TIMES, culprit.value) ? t(`plans.times.${culprit.value}`) : culprit.value,
      });
    case 'mealType':
      return isOneOf(MEAL_TYPES, culprit.value) ? mealTypeLabel(t, culprit.value) : culprit.value;
  }
}

const isCulprit = (value: unknown): value is Culprit =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Culprit).kind === 'string' &&
  typeof (value as Culprit).value === 'string' &&
  typeof (value as Culprit).wouldLeave === 'number';

export interface ReasonText {
  /** The main sentence. */
  summary: string;
  /** What loosening one choice would give, one line each (may be empty). */
  suggestions: string[];
}

/** Why no plan, or no other meal, could be made, in the interface language. */
export function infeasibleText(t: TFunction, reason: InfeasibleReason, language: string): ReasonText {
  const { params } = reason;
  const meal = isOneOf(MEAL_TYPES, params.mealType) ? mealTypeLabel(t, params.mealType) : undefined;
  switch (reason.code) {
    case 'no_recipes': {
      if (!meal) break;
      const culprits = Array.isArray(params.culprits) ? params.culprits.filter(isCulprit) : [];
      if (culprits.length === 1 && culprits[0]!.kind === 'mealType') {
        return { summary: t('plans.failure.noRecipesAtAll', { meal }), suggestions: [] };
      }
      const helpful = culprits.filter((c) => c.kind !== 'mealType' && c.wouldLeave > 0);
      return {
        summary: t('plans.failure.noRecipes', { meal }),
        suggestions:
          helpful.length > 0
            ? helpful.map((c) =>
                // "Without the “Vegan” restriction: 12 recipes would fit" — the colon reads the same in every language.
                `${culpritLabel(t, c)}: ${t('plans.failure.wouldLeave', { count: c.wouldLeave })}`,
              )
            : [t('plans.failure.loosenSeveral')],
      };
    }
    case 'no_alternative': {
      const available = numberParam(params, 'available');
      if (!meal || available === undefined) break;
      return { summary: t('plans.failure.noAlternative', { meal, available: formatInteger(available, language) }), suggestions: [] };
    }
    case 'unknown_meal':
    case 'unknown_recipe':
      return { summary: t('plans.failure.outdated'), suggestions: [] };
  }
  return { summary: reason.message, suggestions: [] };
}
