/**
 * Converts a recipe amount to grams with the ingredient's household measures (grams of one piece, cup,
 * tbsp, tsp as resolved in ingredient-facts.json).
 */
import type { RecipeUnit } from './schema';

export interface MeasureGrams {
  piece?: number;
  cup?: number;
  tbsp?: number;
  tsp?: number;
}

/** The 1 ml-equivalent of each spoon and cup, used when the USDA and the source give nothing better. */
export const ML_PER_UNIT = { tsp: 5, tbsp: 15, cup: 240 } as const;

export class UnitError extends Error {}

/**
 * Grams in one cup. A cup is 16 tbsp or 48 tsp, so a known spoon weight beats the generic 240 g —
 * a cup of salt is far heavier than a cup of water.
 */
export function cupGrams(m: MeasureGrams): number | undefined {
  return m.cup ?? (m.tbsp !== undefined ? m.tbsp * 16 : m.tsp !== undefined ? m.tsp * 48 : undefined);
}

/** Grams in one `unit` of an ingredient with these measures; throws `UnitError` when it can't be known. */
export function gramsPerUnit(unit: RecipeUnit, m: MeasureGrams): number {
  const cup = cupGrams(m);
  switch (unit) {
    case 'g':
      return 1;
    case 'ml':
      // 1 ml weighs a 240th of a cup; water-like (1 g/ml) when the USDA gives no volume measure.
      return cup !== undefined ? cup / ML_PER_UNIT.cup : 1;
    case 'piece':
      if (m.piece === undefined) throw new UnitError('measured in pieces but has no piece weight');
      return m.piece;
    case 'cup':
      return cup ?? ML_PER_UNIT.cup;
    case 'tbsp':
      return m.tbsp ?? (m.tsp !== undefined ? m.tsp * 3 : cup !== undefined ? cup / 16 : ML_PER_UNIT.tbsp);
    case 'tsp':
      return m.tsp ?? (m.tbsp !== undefined ? m.tbsp / 3 : cup !== undefined ? cup / 48 : ML_PER_UNIT.tsp);
  }
}

/** `amount` of `unit` in grams. */
export const toGrams = (amount: number, unit: RecipeUnit, m: MeasureGrams): number =>
  amount * gramsPerUnit(unit, m);
