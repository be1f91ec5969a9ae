/**
 * Reading a person's ingredient lines the way they are saved: each line parsed ("2 cups flour, sifted"), a
 * mapping by hand winning over what the text names, an amount given by hand winning over the text's, and the
 * recipe's figures derived from the lines the catalog understands (`deriveOwnRecipe`, the catalog's own code).
 *
 * A line is resolved when its ingredient is a catalog ingredient and its amount can be weighed; "salt to taste"
 * counts as a pinch (`TO_TASTE_GRAMS`), so what it is still counts for diets, allergens and exclusions. Any other
 * line stays as written and makes the recipe incomplete.
 */
import { deriveOwnRecipe, canWeigh, type OwnRecipeLineInput as ResolvedLine } from '@mealplanr/catalog/own-recipe';
import type { Catalog } from '@mealplanr/catalog/load';
import { parseIngredientLine, type ParsedIngredientLine } from '@mealplanr/catalog/ingredient-lines/line';
import { toOwnRecipeLine } from '@mealplanr/catalog/ingredient-lines/recipe-line';
import type { Language } from '@mealplanr/contracts/enums';
import type { FieldIssue } from '@mealplanr/contracts/errors';
import type { LabelCheck } from '@mealplanr/contracts/food-words';
import type {
  DerivedRecipeFigures,
  LineParse,
  OwnRecipeLine,
  OwnRecipeLineInput,
  RecipeUnit,
} from '@mealplanr/contracts/recipes';
import { AppError } from '../../lib/app-error';

/** What "to taste" (no amount) weighs in a whole recipe: a pinch. */
export const TO_TASTE_GRAMS = 1;

export interface ReadRecipeLines {
  lines: OwnRecipeLine[];
  figures: DerivedRecipeFigures;
}

/** The parse as the contract shows it: candidates named in the recipe's language, a count without unit as pieces. */
function parseOf(parsed: ParsedIngredientLine, language: Language, catalog: Catalog): LineParse {
  const name = (id: string) => catalog.ingredientById.get(id)?.name[language];
  return {
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unitWord: parsed.unitWord,
    unit: parsed.unit ?? (parsed.amount !== null ? 'piece' : null),
    amount: parsed.amount,
    ingredientText: parsed.ingredientText,
    ingredientId: parsed.ingredientId,
    candidates: parsed.candidates.flatMap((id) => {
      const shown = name(id);
      return shown ? [{ id, name: shown }] : [];
    }),
    note: parsed.note,
    toTaste: parsed.toTaste,
    optional: parsed.optional,
  };
}

/**
 * The lines as they would be saved and the figures they give for `servings`. A mapping by hand to an ingredient
 * the catalog does not have is refused (400 naming the line).
 */
export function readRecipeLines(
  inputs: readonly OwnRecipeLineInput[],
  language: Language,
  servings: number,
  catalog: Catalog,
  /** Where the lines are in the request, for error details (`body.lines`). */
  path = 'body.lines',
): ReadRecipeLines {
  const unknown: FieldIssue[] = [];
  inputs.forEach((input, i) => {
    if (input.ingredientId && !catalog.ingredientById.has(input.ingredientId)) {
      unknown.push({ path: `${path}.${i}.ingredientId`, message: 'is not an ingredient we know' });
    }
  });
  if (unknown.length > 0) throw new AppError(400, 'validation_failed', 'The request is not valid.', unknown);

  const resolved: ResolvedLine[] = [];
  /** For each line, its index among `resolved` (-1: unresolved). */
  const slot: number[] = [];
  const drafts = inputs.map((input) => {
    const parsed = parseIngredientLine(input.text, language);
    const parse = parseOf(parsed, language, catalog);
    const mappedByHand = Boolean(input.ingredientId);
    const amountByHand = input.amount !== undefined && input.unit !== undefined;
    // The line as the person settled it: what they chose by hand over what the text says.
    const settled = {
      ...parsed,
      ingredientId: input.ingredientId ?? parsed.ingredientId,
      amount: amountByHand ? input.amount! : parsed.amount,
      unit: amountByHand ? input.unit! : parsed.unit,
    };
    const ingredient = settled.ingredientId ? catalog.ingredientById.get(settled.ingredientId) : undefined;
    let counted = toOwnRecipeLine(settled, catalog);
    if (!counted && ingredient && settled.amount === null && parsed.toTaste) {
      counted = { ingredientId: ingredient.id, amount: TO_TASTE_GRAMS, unit: 'g' };
    }
    slot.push(counted ? resolved.push(counted) - 1 : -1);
    const unit: RecipeUnit | null = settled.unit ?? (settled.amount !== null ? 'piece' : null);
    return { input, parse, mappedByHand, ingredientId: ingredient?.id ?? null, amount: settled.amount, unit, amountByHand };
  });

  const unresolvedCount = slot.filter((s) => s < 0).length;
  const derived = deriveOwnRecipe({ servings, lines: resolved, unresolvedCount }, catalog);
  const lines: OwnRecipeLine[] = drafts.map((d, i) => {
    const k = slot[i]!;
    return {
      text: d.input.text,
      parse: d.parse,
      ingredientId: d.ingredientId,
      ingredientName: d.ingredientId ? catalog.ingredientById.get(d.ingredientId)!.name[language] : null,
      mappedByHand: d.mappedByHand,
      amount: d.amount,
      amountByHand: d.amountByHand,
      unit: d.amount === null ? null : d.unit,
      gramsPerServing: k >= 0 ? (derived.ingredients[k]?.gramsPerServing ?? null) : null,
      resolved: k >= 0,
    };
  });
  const labelChecks: LabelCheck[] = derived.labelChecks.map((check) => ({
    ingredientId: check.ingredientId,
    name: check.name[language],
    mayContain: [...check.mayContain],
    animal: [...check.animal],
  }));
  return {
    lines,
    figures: {
      nutrition: derived.nutrition,
      diets: derived.diets,
      allergens: [...derived.allergens],
      labelChecks,
      incomplete: derived.incomplete,
    },
  };
}

/**
 * Stored lines split again for deriving a planner-ready recipe: the resolved ones whose ingredient the catalog
 * still has and can still weigh, and the rest (kept as written).
 */
export function splitStoredLines(
  lines: readonly OwnRecipeLine[],
  catalog: Catalog,
): { resolved: ResolvedLine[]; unresolved: OwnRecipeLine[] } {
  const resolved: ResolvedLine[] = [];
  const unresolved: OwnRecipeLine[] = [];
  for (const line of lines) {
    const ingredient = line.resolved && line.ingredientId ? catalog.ingredientById.get(line.ingredientId) : undefined;
    const amount = line.amount ?? TO_TASTE_GRAMS;
    const unit = line.amount === null ? 'g' : line.unit;
    if (ingredient && unit && canWeigh(ingredient, unit)) resolved.push({ ingredientId: ingredient.id, amount, unit });
    else unresolved.push(line);
  }
  return { resolved, unresolved };
}
