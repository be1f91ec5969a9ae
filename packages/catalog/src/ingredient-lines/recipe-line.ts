/**
 * From a parsed ingredient line to a line of a person's recipe (`own-recipe.ts`): the catalog ingredient, an
 * amount and a unit the catalog can weigh.
 */
import type { Catalog } from '../load';
import { canWeigh, type OwnRecipeLineInput } from '../own-recipe';
import type { ParsedIngredientLine } from './line';

/**
 * The recipe line a parse gives, or undefined when it gives none: no ingredient, no amount ("salt to taste"),
 * or a unit the ingredient cannot be weighed in. A count without a unit ("3 eggs") is in pieces.
 */
export function toOwnRecipeLine(parsed: ParsedIngredientLine, catalog: Catalog): OwnRecipeLineInput | undefined {
  if (!parsed.ingredientId || parsed.amount === null || !(parsed.amount > 0)) return undefined;
  const ingredient = catalog.ingredientById.get(parsed.ingredientId);
  if (!ingredient) return undefined;
  const unit = parsed.unit ?? 'piece';
  if (!canWeigh(ingredient, unit)) return undefined;
  return { ingredientId: ingredient.id, amount: parsed.amount, unit };
}
