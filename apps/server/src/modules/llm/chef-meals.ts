/**
 * Turns the AI chef's checked recipes and the built-in planner's plan into the meals a plan stores: each slot
 * gets the chef's recipe when one passed the checks, the built-in planner's choice otherwise. Portions of
 * every day are solved again with the planner's own solver (calorie target, diet caps), and the plan explains
 * what was replaced or estimated.
 */
import crypto from 'node:crypto';
import type { Catalog, Nutrition } from '@mealplanr/catalog/load';
import { roundNutrition } from '@mealplanr/catalog/derive';
import { normalizeText } from '@mealplanr/catalog/normalize-text';
import type { RecipeUnit } from '@mealplanr/catalog/schema';
import { ML_PER_UNIT } from '@mealplanr/catalog/units';
import type { Language, MealType } from '@mealplanr/contracts/enums';
import type { Explanation, LlmRejectionReason, Meal, Questionnaire } from '@mealplanr/contracts/meal-plans';
import { mealId, scaleNutrition, withinTarget } from '@mealplanr/planner/build-plan';
import { maxPortion } from '@mealplanr/planner/constraints';
import { caloriesMissed } from '@mealplanr/planner/messages';
import { maxUnitsOf, solvePortions, UNITS_PER_SERVING } from '@mealplanr/planner/portions';
import { roundAmount } from '@mealplanr/planner/scale';
import type { GeneratedPlan, PlannedMeal } from '@mealplanr/planner/types';
import { snapshotMeal } from '../meal-plans/meal-snapshot';
import type { ChefSlot } from './chef-prompt';
import type { CheckedIngredient, CheckedRecipe } from './verify-recipe';

/**
 * The chef writes at most a week of recipes; longer plans repeat that week (the built-in planner avoids
 * repeats within 7 days too), which keeps the answer short enough to arrive within the time a person waits.
 */
export const CHEF_MAX_DAYS = 7;

export const slotKey = (slot: ChefSlot) => `${slot.day}-${slot.mealType}`;

/**
 * The meals the chef is asked for: every meal type of the first days (at most a week).
 *
 * @example chefSlots({ planDuration: 2, mealTypes: ['lunch', 'dinner'] })
 *   // [{ day: 1, mealType: 'lunch' }, { day: 1, mealType: 'dinner' }, { day: 2, … }, …]
 */
export function chefSlots(q: Pick<Questionnaire, 'planDuration' | 'mealTypes'>): ChefSlot[] {
  const days = Math.min(q.planDuration, CHEF_MAX_DAYS);
  return Array.from({ length: days }, (_, d) => q.mealTypes.map((mealType) => ({ day: d + 1, mealType }))).flat();
}

/** A refused slot after asking again: replaced by the built-in planner's recipe. */
export interface ReplacedSlot extends ChefSlot {
  reason: LlmRejectionReason;
}

export interface AssembleInput {
  catalog: Catalog;
  questionnaire: Questionnaire;
  language: Language;
  /** The built-in planner's plan for the same questionnaire: the fallback of every slot. */
  fallback: GeneratedPlan;
  /** Checked recipes by `slotKey`. */
  accepted: ReadonlyMap<string, CheckedRecipe>;
  replaced: readonly ReplacedSlot[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Grams of an amount that cannot be weighed with the catalog: liquids and spoons by volume, pieces unknown (0). */
function roughGrams(amount: number, unit: RecipeUnit): number {
  if (unit === 'g' || unit === 'ml') return amount;
  if (unit === 'piece') return 0;
  return amount * ML_PER_UNIT[unit];
}

type MealIngredient = Meal['ingredients'][number];

/** A short stable id for a chef recipe (the same recipe repeated in a second week keeps it). */
function chefRecipeId(recipe: CheckedRecipe): string {
  const hash = crypto
    .createHash('sha256')
    .update(JSON.stringify([recipe.title, recipe.ingredients.map((i) => [i.id ?? i.name, i.amount, i.unit])]))
    .digest('hex');
  return `llm-${hash.slice(0, 16)}`;
}

function chefIngredient(line: CheckedIngredient, recipeServings: number, servings: number): MealIngredient {
  const amount = roundAmount((line.amount / recipeServings) * servings, line.unit);
  if (line.id === undefined) {
    return {
      id: `unmapped:${normalizeText(line.name)}`,
      name: line.name,
      amount,
      unit: line.unit,
      grams: round1((roughGrams(line.amount, line.unit) / recipeServings) * servings),
      unmapped: true,
    };
  }
  const grams =
    line.gramsPerServing !== undefined
      ? line.gramsPerServing * servings
      : (roughGrams(line.amount, line.unit) / recipeServings) * servings;
  return { id: line.id, name: line.name, amount, unit: line.unit, grams: round1(grams) };
}

/** One slot of the assembled plan before portions are known. */
type Pending =
  | { kind: 'chef'; date: string; mealType: MealType; recipe: CheckedRecipe; fallbackRecipeId: string }
  | { kind: 'builtin'; planned: PlannedMeal };

/**
 * The plan's meals (in day order) and its explanations.
 *
 * @example assembleChefPlan({ catalog, questionnaire, language: 'en', fallback, accepted, replaced: [] }).meals[0]
 *   // { id: '2025-03-14-breakfast', source: 'llm', title: 'Shakshuka with feta', portion: 1.25, … }
 */
export function assembleChefPlan(input: AssembleInput): { meals: Meal[]; explanations: Explanation[] } {
  const { catalog, questionnaire: q, language, fallback } = input;
  const household = q.householdSize;
  const meals: Meal[] = [];
  const replacedMeals: { date: string; mealType: MealType }[] = [];
  const replacedKeys = new Set(input.replaced.map(slotKey));
  const outsideTarget: { date: string; kcal: number }[] = [];
  const unmappedNames = new Set<string>();
  let estimatedMeals = 0;

  fallback.days.forEach((day, d) => {
    const pending: Pending[] = day.meals.map((planned) => {
      const key = slotKey({ day: (d % CHEF_MAX_DAYS) + 1, mealType: planned.mealType });
      const recipe = input.accepted.get(key);
      if (recipe) return { kind: 'chef', date: day.date, mealType: planned.mealType, recipe, fallbackRecipeId: planned.recipeId };
      if (replacedKeys.has(key)) replacedMeals.push({ date: day.date, mealType: planned.mealType });
      return { kind: 'builtin', planned };
    });

    // Per-serving kcal and the largest portion each meal's diets allow, then the planner's portion solver.
    const perServing: Nutrition[] = pending.map((p) =>
      p.kind === 'chef' ? p.recipe.nutrition : catalog.recipeById.get(p.planned.recipeId)!.nutrition,
    );
    const units = new Int32Array(pending.length);
    solvePortions(
      perServing.map((n) => n.kcal),
      perServing.map((n) => maxUnitsOf(maxPortion({ nutrition: n }, q.dietaryRestrictions))),
      pending.length,
      q.calorieTarget,
      units,
    );

    let dayKcal = 0;
    pending.forEach((p, i) => {
      const portion = units[i]! / UNITS_PER_SERVING;
      const nutrition = roundNutrition(scaleNutrition(perServing[i]!, portion));
      dayKcal += nutrition.kcal;
      if (p.kind === 'builtin') {
        meals.push(snapshotMeal({ ...p.planned, portion, nutrition }, catalog, household, language));
        return;
      }
      const { recipe } = p;
      const servings = round2(portion * household);
      const ingredients = recipe.ingredients.map((line) => chefIngredient(line, recipe.servings, servings));
      for (const line of ingredients) if (line.unmapped) unmappedNames.add(line.name);
      if (recipe.estimated) estimatedMeals++;
      meals.push({
        id: mealId(p.date, p.mealType),
        date: p.date,
        mealType: p.mealType,
        recipeId: chefRecipeId(recipe),
        language,
        title: recipe.title,
        description: recipe.description,
        steps: [...recipe.steps],
        cuisine: recipe.cuisine,
        difficulty: recipe.difficulty,
        activeMinutes: recipe.activeMinutes,
        totalMinutes: recipe.totalMinutes,
        portion,
        servings,
        kcal: nutrition.kcal,
        nutrition,
        ingredients,
        previousRecipeIds: [],
        source: 'llm',
        ...(recipe.estimated ? { nutritionEstimated: true } : {}),
        fallbackRecipeId: p.fallbackRecipeId,
      });
    });
    if (withinTarget(dayKcal, q.calorieTarget) === false) outsideTarget.push({ date: day.date, kcal: dayKcal });
  });

  // Notes about the questionnaire itself (unknown words) still hold; the rest described the built-in plan.
  const explanations: Explanation[] = fallback.explanations.filter((e) => e.code === 'term_unknown');
  if (replacedMeals.length > 0) {
    const reasons = [...new Set(input.replaced.map((r) => r.reason))];
    explanations.push({
      code: 'llm_replaced',
      params: { count: replacedMeals.length, meals: replacedMeals, reasons },
      message: `The AI chef's recipes for ${replacedMeals.length} ${replacedMeals.length === 1 ? 'meal' : 'meals'} did not pass the checks even when asked again (${reasons.join(', ').replaceAll('_', ' ')}), so the built-in planner chose ${replacedMeals.length === 1 ? 'it' : 'them'}.`,
    });
  }
  if (estimatedMeals > 0) {
    const names = [...unmappedNames];
    explanations.push({
      code: 'llm_estimated',
      params: { count: estimatedMeals, ingredients: names },
      message:
        names.length > 0
          ? `${estimatedMeals} ${estimatedMeals === 1 ? 'meal uses' : 'meals use'} ingredients we do not know (${names.join(', ')}); ${estimatedMeals === 1 ? 'its' : 'their'} nutrition is the AI chef's estimate.`
          : `The nutrition of ${estimatedMeals} ${estimatedMeals === 1 ? 'meal' : 'meals'} is the AI chef's estimate: some amounts cannot be weighed.`,
    });
  }
  if (q.calorieTarget !== null && outsideTarget.length > 0) {
    const kcal = outsideTarget.map((d) => d.kcal);
    explanations.push(caloriesMissed(q.calorieTarget, outsideTarget.map((d) => d.date), Math.min(...kcal), Math.max(...kcal)));
  }
  return { meals, explanations };
}
