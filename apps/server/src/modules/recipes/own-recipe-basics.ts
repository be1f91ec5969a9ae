/**
 * The fields of a stored own recipe that every view of it shares — the API's own recipe and details, and the
 * planner's recipe — taken from the row in one place so the views differ only in what they add.
 */
import type { OwnRecipeRow } from './recipes.repository';

export type OwnRecipeBasics = Pick<
  OwnRecipeRow,
  | 'id'
  | 'title'
  | 'description'
  | 'language'
  | 'mealTypes'
  | 'cuisine'
  | 'difficulty'
  | 'servings'
  | 'activeMinutes'
  | 'totalMinutes'
  | 'steps'
>;

export function ownRecipeBasics(row: OwnRecipeRow): OwnRecipeBasics {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    language: row.language,
    mealTypes: row.mealTypes,
    cuisine: row.cuisine,
    difficulty: row.difficulty,
    servings: row.servings,
    activeMinutes: row.activeMinutes,
    totalMinutes: row.totalMinutes,
    steps: row.steps,
  };
}

/** The lines as stored and the figures derived from them, as the API shows an own recipe and its details. */
export function ownRecipeLinesAndFigures(
  row: OwnRecipeRow,
): Pick<OwnRecipeRow, 'lines' | 'nutrition' | 'diets' | 'allergens' | 'labelChecks' | 'incomplete'> {
  return {
    lines: row.lines,
    nutrition: row.nutrition,
    diets: row.diets,
    allergens: row.allergens,
    labelChecks: row.labelChecks,
    incomplete: row.incomplete,
  };
}
