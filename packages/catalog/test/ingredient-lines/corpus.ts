/**
 * The ingredient-line corpus (`corpus-{en,ru,be}.json`): lines as people type them, each with the parse it should
 * give, written before the parser; and how a parse is scored against it. Shared by the corpus test and
 * `bench/ingredient-lines.bench.ts`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@mealplanr/contracts/enums';
import type { ParsedIngredientLine } from '../../src/ingredient-lines/line';
import { RECIPE_UNITS } from '../../src/schema';

const lineSchema = z.object({
  line: z.string().min(1),
  quantity: z.number().positive().nullable(),
  quantityMax: z.number().positive().nullable(),
  unit: z.enum(RECIPE_UNITS).nullable(),
  amount: z.number().positive().nullable(),
  ingredientId: z.string().nullable(),
  toTaste: z.boolean(),
  optional: z.boolean().optional(),
});
export type CorpusLine = z.infer<typeof lineSchema> & { language: Language };

export function readCorpus(): CorpusLine[] {
  return LANGUAGES.flatMap((language) => {
    const url = new URL(`./corpus-${language}.json`, import.meta.url);
    return z
      .array(lineSchema)
      .parse(JSON.parse(readFileSync(url, 'utf8')))
      .map((line) => ({ ...line, language }));
  });
}

/** The fields a line is scored on; a line is right when all of them are. */
export const SCORED_FIELDS = ['quantity', 'quantityMax', 'unit', 'amount', 'ingredientId', 'toTaste'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

/** Amounts are right within 1 % (ounces, pounds and fractions of a cup are not whole numbers). */
export const AMOUNT_TOLERANCE = 0.01;

const sameNumber = (actual: number | null, expected: number | null, tolerance: number) =>
  actual === null || expected === null
    ? actual === expected
    : Math.abs(actual - expected) <= tolerance * Math.abs(expected) + 1e-9;

export interface LineScore {
  line: CorpusLine;
  parsed: ParsedIngredientLine;
  /** The fields that are wrong, with what was read and what was expected. */
  wrong: { field: ScoredField; actual: unknown; expected: unknown }[];
}

export function scoreLine(line: CorpusLine, parsed: ParsedIngredientLine): LineScore {
  const wrong: LineScore['wrong'] = [];
  for (const field of SCORED_FIELDS) {
    const actual = parsed[field];
    const expected = line[field];
    const right =
      field === 'amount'
        ? sameNumber(parsed.amount, line.amount, AMOUNT_TOLERANCE)
        : field === 'quantity' || field === 'quantityMax'
          ? sameNumber(parsed[field], line[field], 1e-6)
          : actual === expected;
    if (!right) wrong.push({ field, actual, expected });
  }
  return { line, parsed, wrong };
}

/** The share of lines fully right, and of each field. */
export function tally(scores: readonly LineScore[]): { lines: number; right: number; byField: Record<ScoredField, number> } {
  const byField = Object.fromEntries(
    SCORED_FIELDS.map((f) => [f, scores.filter((s) => !s.wrong.some((w) => w.field === f)).length / (scores.length || 1)]),
  ) as Record<ScoredField, number>;
  return { lines: scores.length, right: scores.filter((s) => s.wrong.length === 0).length / (scores.length || 1), byField };
}
