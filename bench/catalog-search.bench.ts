/**
 * Ingredient-search latency: every 3-letter word prefix that occurs in the ingredient names (all three
 * languages), several rounds, through the index and through a linear scan of every name (the baseline).
 * Prints figures only; no threshold is asserted. Run: `npx tsx bench/catalog-search.bench.ts`.
 */
import { LANGUAGES, type Language } from '@mealplanr/contracts/enums';
import { readFoodGroups } from '@mealplanr/catalog/food-groups';
import { buildIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { readIngredientSources } from '@mealplanr/catalog/sources';

const ROUNDS = 5;
const ingredients = readIngredientSources().items.map((i) => i.value);

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

const groups = readFoodGroups();
const t = nowMs();
const index = buildIngredientIndex(ingredients, groups);
const buildMs = nowMs() - t;
const scanIndex = buildIngredientIndex(ingredients, groups, { ngramIndex: false });
const scan = (q: string, lang: Language) => scanIndex.search(q, lang);

// Each prefix is asked in the language it came from, as someone typing it would.
const queries = new Map<string, Language>();
for (const ingredient of ingredients) {
  for (const lang of LANGUAGES) {
    for (const name of ingredient.names[lang]) {
      for (const word of name.split(/[\s\-,()]+/)) {
        if ([...word].length >= 3) queries.set(`${[...word].slice(0, 3).join('')}|${lang}`, lang);
      }
    }
  }
}
const list = [...queries].map(([key, lang]) => ({ q: key.split('|')[0]!, lang }));

function measure(search: (q: string, lang: Language) => unknown): number[] {
  for (const { q, lang } of list) search(q, lang); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { q, lang } of list) {
      const start = nowMs();
      search(q, lang);
      times.push(nowMs() - start);
    }
  }
  return times;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p50: at(0.5),
    p95: at(0.95),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

const fmt = (ms: number) => ms.toFixed(4).padStart(9);
const indexed = stats(measure((q, lang) => index.search(q, lang)));
const scanned = stats(measure((q, lang) => scan(q, lang)));

const names = ingredients.reduce((n, i) => n + LANGUAGES.reduce((m, l) => m + i.names[l].length, 0), 0);
console.log(`ingredients: ${ingredients.length}, names and synonyms: ${names}, index built in ${buildMs.toFixed(1)} ms`);
console.log(`queries: ${list.length} distinct 3-letter prefixes × ${ROUNDS} rounds (after one warm-up round)\n`);
console.log(`${'ms per query'.padEnd(14)}${['mean', 'p50', 'p95', 'max'].map((h) => h.padStart(9)).join('')}`);
for (const [label, s] of [['index', indexed], ['linear scan', scanned]] as const) {
  console.log(`${label.padEnd(14)}${fmt(s.mean)}${fmt(s.p50)}${fmt(s.p95)}${fmt(s.max)}`);
}
console.log(
  `\nlinear scan / index: ${(scanned.mean / indexed.mean).toFixed(1)}× (mean), ` +
    `${(scanned.p95 / indexed.p95).toFixed(1)}× (p95)`,
);
