import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogFoodWords } from '../../src/food-words/engine';
import { parseIngredientLine } from '../../src/ingredient-lines/line';
import { RECIPE_UNITS } from '../../src/schema';
import { readCorpus } from './corpus';

const words = catalogFoodWords();
const corpus = readCorpus().map((l) => l.line);
const pieces = ['2', '1/2', '½', '1-2', 'a', 'пол', 'от 2 до 3', ' - ', ':', '(', ')', ',', 'cup', 'ст. л.', 'шклянкі', 'g', '%', 'по вкусу', 'x', '400 g', ' '];

describe('parseIngredientLine on any text', () => {
  it('never throws and keeps its promises about the shape of a parse', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(...corpus),
      fc.array(fc.oneof(fc.constantFrom(...pieces), fc.constantFrom(...corpus)), { maxLength: 6 }).map((p) => p.join(' ')),
    );
    fc.assert(
      fc.property(text, fc.constantFrom('en' as const, 'ru' as const, 'be' as const), (line, language) => {
        const p = parseIngredientLine(line, language, words);
        expect(p.raw).toBe(line);
        if (p.quantity !== null) expect(p.quantity).toBeGreaterThan(0);
        if (p.quantityMax !== null) expect(p.quantityMax).toBeGreaterThan(p.quantity ?? 0);
        if (p.amount !== null) expect(p.amount).toBeGreaterThan(0);
        if (p.unit !== null) expect(RECIPE_UNITS).toContain(p.unit);
        expect(p.candidates.length).toBeLessThanOrEqual(5);
        if (p.ingredientId) expect(p.candidates).not.toContain(p.ingredientId);
      }),
      { numRuns: 300 },
    );
  });
});
