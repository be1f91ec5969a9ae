/**
 * An own recipe as the planner and the meal snapshots use it: a catalog-shaped `Recipe` (built by the catalog's
 * `ownRecipeToRecipe`, so its flags, diets and allergens come from its resolved ingredients by the same rules as
 * the catalog's) that also carries what only an own recipe has — the language it is written in and the lines the
 * catalog did not understand, which a meal lists as written.
 */
import type { Catalog, Recipe } from '@mealplanr/catalog/load';
import { ownRecipeToRecipe } from '@mealplanr/catalog/own-recipe';
import type { Language } from '@mealplanr/contracts/enums';
import type { RecipeUnit } from '@mealplanr/contracts/recipes';
import { ownRecipeBasics } from './own-recipe-basics';
import { splitStoredLines } from './own-recipe-lines';
import type { OwnRecipeRow } from './recipes.repository';

export interface UnresolvedLine {
  text: string;
  /** For the whole recipe, when the text gives one. */
  amount: number | null;
  unit: RecipeUnit | null;
}

export interface OwnPlanRecipe extends Recipe {
  own: {
    language: Language;
    /** Lines kept as written (not in `ingredients`). */
    unresolved: UnresolvedLine[];
    /** Some line is unresolved: its diets promise nothing, and it is planned only without restrictions and exclusions. */
    incomplete: boolean;
  };
}

export const isOwnPlanRecipe = (recipe: Recipe): recipe is OwnPlanRecipe => 'own' in recipe;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Own recipes are known by a UUID; catalog recipes by a kebab-case name, so the two never clash. */
export const isOwnRecipeId = (id: string): boolean => UUID.test(id);

/** The planner-ready recipe of a stored row, derived again against today's catalog. */
export function ownPlanRecipe(row: OwnRecipeRow, catalog: Catalog): OwnPlanRecipe {
  const { resolved, unresolved } = splitStoredLines(row.lines, catalog);
  const recipe = ownRecipeToRecipe(
    {
      ...ownRecipeBasics(row),
      lines: resolved,
      unresolvedCount: unresolved.length,
    },
    catalog,
  );
  return {
    ...recipe,
    own: {
      language: row.language,
      unresolved: unresolved.map((line) => ({ text: line.text, amount: line.amount, unit: line.amount === null ? null : line.unit })),
      incomplete: unresolved.length > 0,
    },
  };
}
