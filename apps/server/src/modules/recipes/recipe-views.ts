/**
 * Recipes of either source in the API's shapes: the browser's summary, the details page, and an own recipe as
 * stored. Catalog recipes are read in the language asked for; own recipes always as written.
 */
import { localizeRecipe, type Catalog, type Recipe } from '@mealplanr/catalog/load';
import { timeBand } from '@mealplanr/catalog/derive';
import type { Language } from '@mealplanr/contracts/enums';
import type { OwnRecipe, RecipeDetails, RecipeMarks, RecipeSummary } from '@mealplanr/contracts/recipes';
import { labelChecksOf } from '../meal-plans/meal-snapshot';
import { ownRecipeBasics, ownRecipeLinesAndFigures } from './own-recipe-basics';
import type { OwnRecipeRow } from './recipes.repository';

export const NO_MARKS: RecipeMarks = { favourite: false, neverSuggest: false };

export function ownRecipeOf(row: OwnRecipeRow, marks: RecipeMarks): OwnRecipe {
  return {
    ...ownRecipeBasics(row),
    ...ownRecipeLinesAndFigures(row),
    favourite: marks.favourite,
    neverSuggest: marks.neverSuggest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function catalogSummary(recipe: Recipe, language: Language, marks: RecipeMarks): RecipeSummary {
  const text = recipe.text[language];
  return {
    source: 'builtin',
    id: recipe.id,
    language,
    title: text.title,
    description: text.description,
    mealTypes: [...recipe.mealTypes],
    cuisine: recipe.cuisine,
    difficulty: recipe.difficulty,
    totalMinutes: recipe.totalMinutes,
    kcal: Math.round(recipe.nutrition.kcal),
    diets: [...recipe.diets],
    ...marks,
    incomplete: false,
  };
}

export function ownSummary(row: OwnRecipeRow, marks: RecipeMarks): RecipeSummary {
  return {
    source: 'mine',
    id: row.id,
    language: row.language,
    title: row.title,
    description: row.description,
    mealTypes: row.mealTypes,
    cuisine: row.cuisine,
    difficulty: row.difficulty,
    totalMinutes: row.totalMinutes,
    kcal: Math.round(row.nutrition.kcal),
    diets: row.diets,
    ...marks,
    incomplete: row.incomplete,
  };
}

export function catalogDetails(recipe: Recipe, language: Language, catalog: Catalog, marks: RecipeMarks): RecipeDetails {
  // Everything but the diet flags, which the details do not show; the catalog's read-only lists copied.
  const { flags: _flags, ...localized } = localizeRecipe(recipe, language);
  return {
    source: 'builtin',
    ...localized,
    steps: [...localized.steps],
    mealTypes: [...localized.mealTypes],
    ingredients: [...localized.ingredients],
    diets: [...localized.diets],
    allergens: [...localized.allergens],
    labelChecks: labelChecksOf(recipe.ingredients.map((line) => line.id), catalog, language) ?? [],
    incomplete: false,
    ...marks,
  };
}

export function ownDetails(row: OwnRecipeRow, marks: RecipeMarks): RecipeDetails {
  return {
    source: 'mine',
    ...ownRecipeBasics(row),
    timeBand: timeBand(row.totalMinutes),
    ingredients: row.lines.map((line) =>
      line.resolved && line.ingredientId
        ? {
            id: line.ingredientId,
            name: line.ingredientName ?? line.text,
            amount: line.amount,
            unit: line.unit,
            gramsPerServing: line.gramsPerServing,
            text: line.text,
          }
        : { id: null, name: line.text, amount: line.amount, unit: line.unit, gramsPerServing: null, text: line.text },
    ),
    ...ownRecipeLinesAndFigures(row),
    ...marks,
  };
}
