/**
 * Catalog recipes written the way the AI chef's model answers: names and text in one language, the catalog's
 * amounts and units, and a nutrition estimate of the model's own (which the server must not trust).
 */
import { catalogFoodWords } from '@mealplanr/catalog/food-words/engine';
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog, type Recipe } from '@mealplanr/catalog/load';
import type { Language } from '@mealplanr/contracts/enums';
import { questionnaireSchema } from '@mealplanr/contracts/meal-plans';
import { fitsHardConstraints } from '@mealplanr/planner/constraints';
import { hardConstraintsOf } from '@mealplanr/planner/problem';
import { chefSlots } from '../../src/modules/llm/chef-meals';
import { foodsInText } from '../../src/modules/llm/text-foods';

export type ModelRecipe = Record<string, unknown> & { ingredients: { name: string; amount: number; unit: string }[] };

/** The nutrition a model claims per serving, unless a test says otherwise. */
export const MODEL_ESTIMATE = { kcal: 123, proteinG: 4, fatG: 3, carbsG: 20 };

/** `recipe` as a model would write it; `changes` replace fields (the day, meal type, a spoiled line …). */
export function asModelRecipe(recipe: Recipe, language: Language = 'en', changes: Record<string, unknown> = {}): ModelRecipe {
  const text = recipe.text[language];
  return {
    day: 1,
    mealType: recipe.mealTypes[0],
    title: text.title,
    description: text.description,
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    servings: recipe.servings,
    ingredients: recipe.ingredients.map((line) => ({ name: line.name[language], amount: line.amount, unit: line.unit })),
    steps: [...text.steps],
    nutritionPerServing: MODEL_ESTIMATE,
    ...changes,
  };
}

/**
 * One recipe for each meal the chef is asked to write for `questionnaire` (as the API takes it): catalog recipes
 * that fit its hard constraints and whose title, description and steps name only foods of their own ingredient
 * list, written by a model in English that claims `nutritionPerServing`. So a valid answer, recipe for recipe.
 */
export function fittingModelRecipes(questionnaire: unknown, nutritionPerServing: Record<string, number>): ModelRecipe[] {
  const catalog = loadCatalog();
  const words = catalogFoodWords();
  const q = questionnaireSchema.parse(questionnaire);
  const { constraints } = hardConstraintsOf(q, catalogIngredientIndex(), catalog);
  const clean = (r: Recipe) => {
    const listed = new Set(r.ingredients.map((i) => i.id));
    const t = r.text.en;
    return [t.title, t.description, ...t.steps].every((text) => foodsInText(words, text).every((f) => [...f.ids].some((id) => listed.has(id))));
  };
  return chefSlots(q).map((slot, i) => {
    const fitting = catalog.recipesByMealType[slot.mealType].filter((r) => fitsHardConstraints(r, slot.mealType, constraints) && clean(r));
    return asModelRecipe(fitting[i % fitting.length]!, 'en', { day: slot.day, mealType: slot.mealType, nutritionPerServing });
  });
}
