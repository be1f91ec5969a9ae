/**
 * What a plan stores of each meal (docs/architecture.md#data-model): the recipe as generated — title, text, minutes, ingredients
 * scaled to the household, nutrition as eaten — in the plan's language, plus the recipe id so other languages
 * can be looked up. Later catalog changes never rewrite a stored plan.
 */
import type { Catalog } from '@mealplanr/catalog/load';
import { roundNutrition } from '@mealplanr/catalog/derive';
import { normalizeText } from '@mealplanr/catalog/normalize-text';
import type { Language } from '@mealplanr/contracts/enums';
import type { LabelCheck } from '@mealplanr/contracts/food-words';
import type { Meal, MealPlanDay } from '@mealplanr/contracts/meal-plans';
import { addDays } from '@mealplanr/planner/dates';
import { sumNutrition, withinTarget } from '@mealplanr/planner/build-plan';
import { roundAmount, scaleIngredients } from '@mealplanr/planner/scale';
import type { PlannedMeal } from '@mealplanr/planner/types';
import { isOwnPlanRecipe, type UnresolvedLine } from '../recipes/own-plan-recipe';

/**
 * "Check the label" for a meal's ingredients: those that often contain an allergen or hide an animal product
 * (curry paste and shrimp paste, parmesan and animal rennet, oats and wheat), named in `language`. Ingredients
 * the catalog does not know have none. Undefined when no ingredient needs it, so meals stay small.
 */
export function labelChecksOf(ingredientIds: readonly string[], catalog: Catalog, language: Language): LabelCheck[] | undefined {
  const checks: LabelCheck[] = [];
  for (const id of new Set(ingredientIds)) {
    const ingredient = catalog.ingredientById.get(id);
    if (!ingredient?.labelCheck) continue;
    checks.push({
      ingredientId: id,
      name: ingredient.name[language],
      mayContain: [...ingredient.labelCheck.mayContain],
      animal: [...ingredient.labelCheck.animal],
    });
  }
  return checks.length > 0 ? checks : undefined;
}

/** How many earlier recipes of a slot are remembered (a swap does not offer them again at once). */
const PREVIOUS_KEPT = 10;

/**
 * An own recipe's lines the catalog did not understand, for one meal: as written, the amount scaled when the line
 * gives one (else 0), weighing nothing (`unmapped`, like the AI chef's unknown ingredients; a grocery list lists
 * them by their text).
 */
function unresolvedIngredients(lines: readonly UnresolvedLine[], recipeServings: number, servings: number): Meal['ingredients'] {
  return lines.map((line) => ({
    id: `unmapped:${normalizeText(line.text)}`,
    name: line.text,
    amount: line.amount !== null && line.unit !== null ? roundAmount((line.amount / recipeServings) * servings, line.unit) : 0,
    unit: line.unit ?? 'piece',
    grams: 0,
    unmapped: true,
  }));
}

/**
 * One planned meal as a plan stores it, in `language`; a meal of the person's own recipe keeps the language it
 * was written in and lists its lines not understood as written.
 */
export function snapshotMeal(
  planned: PlannedMeal,
  catalog: Catalog,
  householdSize: number,
  planLanguage: Language,
  previousRecipeIds: readonly string[] = [],
): Meal {
  const recipe = catalog.recipeById.get(planned.recipeId);
  if (!recipe) throw new Error(`the planner chose an unknown recipe "${planned.recipeId}"`);
  const own = isOwnPlanRecipe(recipe) ? recipe.own : undefined;
  const language = own?.language ?? planLanguage;
  const text = recipe.text[language];
  const ingredients = scaleIngredients(recipe, planned.portion, householdSize, language);
  return {
    id: planned.id,
    date: planned.date,
    mealType: planned.mealType,
    recipeId: recipe.id,
    language,
    title: text.title,
    description: text.description,
    steps: [...text.steps],
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    portion: planned.portion,
    servings: Math.round(planned.portion * householdSize * 100) / 100,
    kcal: planned.nutrition.kcal,
    nutrition: planned.nutrition,
    ingredients: own
      ? [...ingredients, ...unresolvedIngredients(own.unresolved, recipe.servings, planned.portion * householdSize)]
      : ingredients,
    previousRecipeIds: previousRecipeIds.slice(-PREVIOUS_KEPT),
    ...withLabelChecks(labelChecksOf(recipe.ingredients.map((i) => i.id), catalog, language)),
    ...(planned.addition ? { addition: true } : {}),
    ...(own ? { ownRecipe: true } : {}),
  };
}

/**
 * A stored meal read in another language: the catalog's title, description, steps and ingredient names in
 * `language`, every figure (portion, amounts, nutrition) exactly as stored. An AI chef meal, a meal of the person's
 * own recipe (shown as written), a meal already in that language, and one whose recipe has since left the catalog
 * (or changed its ingredients) stay as stored.
 *
 * @example localizeMeal(mealInEnglish, catalog, 'ru').title // 'Гречневая каша с грибами'
 */
export function localizeMeal(meal: Meal, catalog: Catalog, language: Language): Meal {
  if (meal.language === language || meal.source === 'llm' || meal.ownRecipe) return meal;
  const recipe = catalog.recipeById.get(meal.recipeId);
  if (!recipe) return meal;
  const lines = recipe.ingredients;
  const sameLines = lines.length === meal.ingredients.length && lines.every((line, i) => line.id === meal.ingredients[i]!.id);
  if (!sameLines) return meal;
  const text = recipe.text[language];
  return {
    ...meal,
    language,
    title: text.title,
    description: text.description,
    steps: [...text.steps],
    ingredients: meal.ingredients.map((ingredient, i) => ({ ...ingredient, name: lines[i]!.name[language] })),
    ...(meal.labelChecks
      ? {
          labelChecks: meal.labelChecks.map((check) => ({
            ...check,
            name: catalog.ingredientById.get(check.ingredientId)?.name[language] ?? check.name,
          })),
        }
      : {}),
  };
}

const withLabelChecks = (labelChecks: LabelCheck[] | undefined) => (labelChecks ? { labelChecks } : {});

/**
 * The plan's days with their meals (in the order of a day, additions last, by their number) and per-day
 * nutrition; every day of the plan is present even if it has no meals.
 */
export function groupDays(
  meals: readonly Meal[],
  startDate: string,
  days: number,
  mealTypes: readonly string[],
  calorieTarget: number | null,
): MealPlanDay[] {
  const order = (m: Meal) =>
    m.addition ? mealTypes.length + (Number(/-addition-(\d+)$/.exec(m.id)?.[1]) || 0) : mealTypes.indexOf(m.mealType);
  return Array.from({ length: days }, (_, d) => {
    const date = addDays(startDate, d);
    const ofDay = meals.filter((m) => m.date === date).sort((a, b) => order(a) - order(b));
    const nutrition = roundNutrition(sumNutrition(ofDay.map((m) => m.nutrition)));
    return { date, meals: ofDay, nutrition, withinTarget: ofDay.length > 0 ? withinTarget(nutrition.kcal, calorieTarget) : null };
  });
}
