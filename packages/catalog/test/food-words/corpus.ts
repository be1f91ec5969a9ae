/**
 * The food-word corpus (`corpus-{en,ru,be}.json`): what people type, written and reviewed independently of the
 * engine, with the ingredients and groups they mean; and how an engine is scored against it. Shared by the
 * corpus test and `bench/food-words.bench.ts`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LANGUAGES, languageSchema, type Language } from '@mealplanr/contracts/enums';
import type { FoodWords } from '../../src/food-words/types';

export const CORPUS_KINDS = [
  'allergen',
  'label',
  'name',
  'plural',
  'inflection',
  'regional',
  'phrase',
  'lookalike',
  'typo',
  'unknown',
] as const;
export type CorpusKind = (typeof CORPUS_KINDS)[number];

const caseSchema = z.object({
  text: z.string().min(1),
  lang: languageSchema,
  kind: z.enum(CORPUS_KINDS),
  expect: z.array(z.string().regex(/^(group|ingredient):[a-z0-9_-]+$/)),
  note: z.string().optional(),
});
export type CorpusCase = z.infer<typeof caseSchema>;

export function readCorpus(): CorpusCase[] {
  return LANGUAGES.flatMap((lang) => {
    const url = new URL(`./corpus-${lang}.json`, import.meta.url);
    return z.array(caseSchema).parse(JSON.parse(readFileSync(url, 'utf8')));
  });
}

/** The refs of a case as the engine knows them; undefined for a ref the catalog does not have. */
export function expectedRefs(c: CorpusCase, words: FoodWords) {
  return c.expect.map((ref) => {
    const [kind, key] = ref.split(':') as ['group' | 'ingredient', string];
    return { ref, found: words.refOf(kind, key) };
  });
}

export interface CaseScore {
  case: CorpusCase;
  /**
   * Share of what was meant that was understood. Typos: what was meant is among the first suggestions, or the
   * misspelling is also a form the stemmer knows and means exactly that (reported as applied silently).
   */
  recall: number;
  /** Share of what was understood that was meant (typos: 0 when applied as something else; unknown words: 0 when applied). */
  precision: number;
  /** What went wrong, for the report; empty when the case is fully right. */
  problem: string;
}

/** How many suggestions a person reads before giving up: a typo's meaning must be among them. */
export const SUGGESTIONS_READ = 3;

export function scoreCase(c: CorpusCase, words: FoodWords): CaseScore {
  const refs = expectedRefs(c, words);
  const missingRef = refs.find((r) => !r.found);
  if (missingRef) return { case: c, recall: 0, precision: 0, problem: `expects ${missingRef.ref}, which the catalog lacks` };
  const result = words.resolve(c.text);
  const got = result.ids;
  const gotRefs = new Set(result.refs.map((r) => `${r.kind}:${r.key}`));

  if (c.kind === 'unknown') {
    const applied = result.refs.length > 0;
    return {
      case: c,
      recall: 1,
      precision: applied ? 0 : 1,
      problem: applied ? `understood as ${[...gotRefs].join(', ')}` : '',
    };
  }
  if (c.kind === 'typo') {
    // A slip is never applied silently; what was meant must be among the first suggestions.
    const offered = result.suggestions.slice(0, SUGGESTIONS_READ);
    const offeredIds = new Set(offered.flatMap((r) => [...r.ids]));
    const offeredRefs = new Set(offered.map((r) => `${r.kind}:${r.key}`));
    const offeredMeaning = refs.every(
      ({ ref, found }) => offeredRefs.has(ref) || (found!.ids.size > 0 && [...found!.ids].every((id) => offeredIds.has(id))),
    );
    // A misspelling may also be a form the stemmer knows ("tomatos" → tomato): then it must mean what was meant.
    const applied = result.refs.length > 0;
    const expected = new Set(refs.flatMap(({ found }) => [...found!.ids]));
    const appliedAsMeant = applied && expected.size > 0 && [...got].every((id) => expected.has(id)) && [...expected].every((id) => got.has(id));
    const meant = applied ? appliedAsMeant : offeredMeaning;
    return {
      case: c,
      recall: meant ? 1 : 0,
      precision: applied && !appliedAsMeant ? 0 : 1,
      problem: applied ? `applied silently as ${[...gotRefs].join(', ')}` : meant ? '' : `suggested ${[...offeredRefs].join(', ') || 'nothing'}`,
    };
  }

  const expected = new Set(refs.flatMap(({ found }) => [...found!.ids]));
  if (expected.size === 0) {
    // A group no catalog ingredient belongs to (lupin): the word must still be understood as that group.
    const understood = refs.every(({ ref }) => gotRefs.has(ref));
    return {
      case: c,
      recall: understood ? 1 : 0,
      precision: got.size === 0 ? 1 : 0,
      problem: understood && got.size === 0 ? '' : `understood as ${[...gotRefs].join(', ') || 'nothing'}`,
    };
  }
  const hit = [...expected].filter((id) => got.has(id)).length;
  const recall = hit / expected.size;
  const precision = got.size === 0 ? 0 : hit / got.size;
  const missed = [...expected].filter((id) => !got.has(id));
  const extra = [...got].filter((id) => !expected.has(id));
  const problem = [
    missed.length > 0 ? `missed ${missed.slice(0, 6).join(', ')}${missed.length > 6 ? ` (+${missed.length - 6})` : ''}` : '',
    extra.length > 0 ? `also ${extra.slice(0, 6).join(', ')}${extra.length > 6 ? ` (+${extra.length - 6})` : ''}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return { case: c, recall, precision, problem };
}

export interface Tally {
  cases: number;
  recall: number;
  precision: number;
  /** Cases fully right. */
  exact: number;
}

export function tally(scores: readonly CaseScore[]): Tally {
  const n = scores.length || 1;
  return {
    cases: scores.length,
    recall: scores.reduce((a, s) => a + s.recall, 0) / n,
    precision: scores.reduce((a, s) => a + s.precision, 0) / n,
    exact: scores.filter((s) => s.problem === '').length,
  };
}

export const byLanguage = (scores: readonly CaseScore[], lang: Language) => scores.filter((s) => s.case.lang === lang);
export const byKind = (scores: readonly CaseScore[], kind: CorpusKind) => scores.filter((s) => s.case.kind === kind);
