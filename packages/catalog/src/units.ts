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

/** How much of an ingredient as bought is eaten, and what its piece weight weighs. */
export interface EdiblePortion {
  /** The edible share of the ingredient as bought, 0–1 (SR21 refuse, or stated in its source). */
  fraction: number;
  /** The piece weight is of one piece as bought (given by hand) rather than of its edible part (USDA). */
  pieceAsBought: boolean;
}

/**
 * The share of an amount in `unit` that is eaten. Grams and millilitres are as bought: only `fraction` of them
 * is eaten. A cup or spoon measures the prepared food, and a USDA piece weight is of the edible part (one medium
 * banana: 118 g of flesh), so all of it is; a piece weight given by hand is of one as bought.
 *
 * @example edibleShare('g', { fraction: 0.54, pieceAsBought: false }) // 0.54: chicken wings weighed with the bone
 * @example edibleShare('piece', { fraction: 0.64, pieceAsBought: false }) // 1: a banana's USDA weight is its flesh
 */
export function edibleShare(unit: RecipeUnit, edible: EdiblePortion | undefined): number {
  if (!edible) return 1;
  switch (unit) {
    case 'g':
    case 'ml':
      return edible.fraction;
    case 'piece':
      return edible.pieceAsBought ? edible.fraction : 1;
    case 'cup':
    case 'tbsp':
    case 'tsp':
      return 1;
  }
}
