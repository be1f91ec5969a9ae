/**
 * The ingredient-line parser against the corpus of lines people type
 * (`packages/catalog/test/ingredient-lines/corpus-*.json`): the share of lines parsed fully right per language and
 * overall, the share right of each field, the time a line takes, and every line not fully right.
 * Prints figures only. Run: `npx tsx bench/ingredient-lines.bench.ts`.
 */
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { catalogFoodWords } from '@mealplanr/catalog/food-words/engine';
import { parseIngredientLine } from '@mealplanr/catalog/ingredient-lines/line';
import { loadCatalog } from '@mealplanr/catalog/load';
import {
  readCorpus,
  SCORED_FIELDS,
  scoreLine,
  tally,
  type LineScore,
} from '../packages/catalog/test/ingredient-lines/corpus';

const words = catalogFoodWords();
loadCatalog();
const corpus = readCorpus();
// Once to warm up, then timed.
for (const line of corpus) parseIngredientLine(line.line, line.language, words);
const started = performance.now();
const scores = corpus.map((line) => scoreLine(line, parseIngredientLine(line.line, line.language, words)));
const ms = performance.now() - started;

const pct = (x: number) => `${(x * 100).toFixed(1)} %`.padStart(9);
const header = ['lines', 'right', ...SCORED_FIELDS].map((h, i) => (i === 0 ? h.padStart(6) : h.padStart(13))).join('');
const row = (label: string, of: readonly LineScore[]) => {
  const t = tally(of);
  const fields = SCORED_FIELDS.map((f) => pct(t.byField[f]).padStart(13)).join('');
  console.log(`${label.padEnd(6)}${String(t.lines).padStart(6)}${pct(t.right).padStart(13)}${fields}`);
};

console.log(`corpus: ${corpus.length} lines; parsed in ${ms.toFixed(0)} ms (${((ms / corpus.length) * 1000).toFixed(0)} µs a line)\n`);
console.log(`${''.padEnd(6)}${header}`);
row('all', scores);
for (const language of LANGUAGES) row(language, scores.filter((s) => s.line.language === language));

const misses = scores.filter((s) => s.wrong.length > 0);
console.log(`\nnot fully right: ${misses.length}`);
for (const s of misses) {
  const why = s.wrong.map((w) => `${w.field} ${JSON.stringify(w.actual)} (expected ${JSON.stringify(w.expected)})`).join(', ');
  console.log(`  [${s.line.language}] ${JSON.stringify(s.line.line)} → ${why}`);
}
