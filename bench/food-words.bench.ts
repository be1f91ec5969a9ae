/**
 * The food-word engine against the corpus people wrote (`packages/catalog/test/food-words/corpus-*.json`):
 * recall and precision per language and per kind of word, and every case that is not fully right.
 * Prints figures only. Run: `npx tsx bench/food-words.bench.ts` (`--all` lists every miss, not the first 40).
 */
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { catalogFoodWords } from '@mealplanr/catalog/food-words/engine';
import {
  byKind,
  byLanguage,
  CORPUS_KINDS,
  readCorpus,
  scoreCase,
  tally,
  type Tally,
} from '../packages/catalog/test/food-words/corpus';

const words = catalogFoodWords();
const corpus = readCorpus();
const started = performance.now();
const scores = corpus.map((c) => scoreCase(c, words));
const ms = performance.now() - started;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(8);
const row = (label: string, t: Tally) =>
  console.log(`${label.padEnd(14)}${String(t.cases).padStart(6)}${pct(t.recall)}${pct(t.precision)}${`${t.exact}/${t.cases}`.padStart(10)}`);

console.log(`corpus: ${corpus.length} cases; scored in ${ms.toFixed(0)} ms (${((ms / corpus.length) * 1000).toFixed(0)} µs a word)\n`);
console.log(`${''.padEnd(14)}${'cases'.padStart(6)}${'recall'.padStart(8)}${'precis.'.padStart(8)}${'exact'.padStart(10)}`);
row('all', tally(scores));
for (const lang of LANGUAGES) row(`  ${lang}`, tally(byLanguage(scores, lang)));
for (const kind of CORPUS_KINDS) {
  const of = byKind(scores, kind);
  if (of.length > 0) row(`  ${kind}`, tally(of));
}

const misses = scores.filter((s) => s.problem !== '');
const shown = process.argv.includes('--all') ? misses : misses.slice(0, 40);
console.log(`\nnot fully right: ${misses.length}`);
for (const s of shown) console.log(`  [${s.case.lang} ${s.case.kind}] ${JSON.stringify(s.case.text)} → ${s.problem}`);
