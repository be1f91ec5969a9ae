/**
 * Catalog recipes written the way the AI chef's model answers: names and text in one language, the catalog's
 * amounts and units, and a nutrition estimate of the model's own (which the server must not trust).
 */
import type { Recipe } from '@mealplanr/catalog/load';
import type { Language } from '@mealplanr/contracts/enums';

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
