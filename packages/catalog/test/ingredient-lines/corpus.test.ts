import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { catalogFoodWords } from '../../src/food-words/engine';
import { parseIngredientLine } from '../../src/ingredient-lines/line';
import { loadCatalog } from '../../src/load';
import { readCorpus, scoreLine, tally } from './corpus';

const corpus = readCorpus();
const words = catalogFoodWords();
const scores = corpus.map((line) => scoreLine(line, parseIngredientLine(line.line, line.language, words)));
const describeMisses = (of: typeof scores) =>
  of
    .filter((s) => s.wrong.length > 0)
    .map((s) => `${s.line.language} ${JSON.stringify(s.line.line)}: ${s.wrong.map((w) => `${w.field} ${String(w.actual)} ≠ ${String(w.expected)}`).join(', ')}`)
    .join('\n');

describe('ingredient-line corpus', () => {
  it('holds at least 80 lines a language, naming real catalog ingredients', () => {
    const catalog = loadCatalog();
    for (const language of LANGUAGES) expect(corpus.filter((l) => l.language === language).length).toBeGreaterThanOrEqual(80);
    for (const line of corpus) {
      if (line.ingredientId !== null) expect(catalog.ingredientById.has(line.ingredientId), line.ingredientId).toBe(true);
    }
  });

  it('parses at least 95 % of the lines fully right, in every language', () => {
    for (const language of LANGUAGES) {
      const of = scores.filter((s) => s.line.language === language);
      expect(tally(of).right, `${language}:\n${describeMisses(of)}`).toBeGreaterThanOrEqual(0.95);
    }
    expect(tally(scores).right, describeMisses(scores)).toBeGreaterThanOrEqual(0.95);
  });

  it('marks the lines written as optional', () => {
    for (const s of scores.filter((s) => s.line.optional)) expect(s.parsed.optional, s.line.line).toBe(true);
  });

  it('never offers the chosen ingredient among its own candidates, and at most five', () => {
    for (const { parsed } of scores) {
      expect(parsed.candidates.length).toBeLessThanOrEqual(5);
      if (parsed.ingredientId) expect(parsed.candidates).not.toContain(parsed.ingredientId);
    }
  });
});
