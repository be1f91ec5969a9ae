/**
 * Ingredient suggestions and name resolution over every name and synonym in English, Russian and
 * Belarusian, case- and diacritics-insensitive. The index is built once; a query looks up the names holding
 * its rarest 3-letter piece instead of scanning every name, so a 3-letter prefix answers well under 1 ms.
 */
import { LANGUAGES, type GroceryCategory, type Language } from '@mealplanr/contracts/enums';
import { expandWithFamilies, readExclusionFamilies, type ExclusionFamily } from './exclusion-families';
import { loadCatalog } from './load';
import { normalizeText, wordStarts } from './normalize-text';
import type { DietFlag } from './schema';

/** What the index needs of an ingredient; both the sources and the loaded catalog provide it. */
export interface IndexableIngredient {
  id: string;
  category: GroceryCategory;
  flags: readonly DietFlag[];
  names: Readonly<Record<Language, readonly string[]>>;
}

export interface IngredientHit {
  id: string;
  /** Display name in the requested language. */
  name: string;
  /** The name or synonym (in whichever language) that matched the query. */
  matched: string;
  category: GroceryCategory;
}

interface NameEntry {
  ingredient: IndexableIngredient;
  lang: Language;
  text: string;
  norm: string;
  /** The first name of its language, i.e. the display name. */
  display: boolean;
  starts: readonly number[];
}

/** How a name matches: lower is better; the order is exact, display-name prefix, synonym prefix, inside. */
const Tier = { Exact: 0, DisplayPrefix: 1, SynonymPrefix: 2, Inside: 3 } as const;

type Score = readonly [tier: number, otherLanguage: number, laterWord: number, length: number];

/** Ranks one name against a normalized query; `undefined` when it does not contain the query. */
function scoreEntry(entry: NameEntry, q: string, lang: Language): Score | undefined {
  const at = entry.norm.indexOf(q);
  if (at < 0) return undefined;
  const otherLanguage = entry.lang === lang ? 0 : 1;
  if (entry.norm === q) return [Tier.Exact, otherLanguage, 0, entry.norm.length];
  const wordStart = entry.starts.find((s) => entry.norm.startsWith(q, s));
  if (wordStart !== undefined) {
    const tier = entry.display ? Tier.DisplayPrefix : Tier.SynonymPrefix;
    return [tier, otherLanguage, wordStart === 0 ? 0 : 1, entry.norm.length];
  }
  return [Tier.Inside, otherLanguage, 1, entry.norm.length];
}

function compareScores(a: Score, b: Score): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return 0;
}

function toEntries(ingredients: readonly IndexableIngredient[]): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const ingredient of ingredients) {
    for (const lang of LANGUAGES) {
      ingredient.names[lang].forEach((text, i) => {
        const norm = normalizeText(text);
        if (norm) entries.push({ ingredient, lang, text, norm, display: i === 0, starts: wordStarts(norm) });
      });
    }
  }
  return entries;
}

/** Best match per ingredient, best first, as hits in `lang`. */
function rank(
  candidates: Iterable<NameEntry>,
  q: string,
  lang: Language,
  limit: number,
): IngredientHit[] {
  const best = new Map<string, { entry: NameEntry; score: Score }>();
  for (const entry of candidates) {
    const score = scoreEntry(entry, q, lang);
    if (!score) continue;
    const current = best.get(entry.ingredient.id);
    if (!current || compareScores(score, current.score) < 0) best.set(entry.ingredient.id, { entry, score });
  }
  const displayName = (e: NameEntry) => e.ingredient.names[lang][0] ?? e.ingredient.id;
  return [...best.values()]
    .sort(
      (a, b) =>
        compareScores(a.score, b.score) ||
        displayName(a.entry).localeCompare(displayName(b.entry)) ||
        a.entry.ingredient.id.localeCompare(b.entry.ingredient.id),
    )
    .slice(0, limit)
    .map(({ entry }) => ({
      id: entry.ingredient.id,
      name: displayName(entry),
      matched: entry.text,
      category: entry.ingredient.category,
    }));
}

const GRAM = 3;

/** Every substring of up to GRAM characters, so any query of up to GRAM characters is one lookup. */
function grams(norm: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < norm.length; i++) {
    for (let n = 1; n <= GRAM && i + n <= norm.length; n++) out.add(norm.slice(i, i + n));
  }
  return out;
}

export interface IngredientIndex {
  /** Suggestions for what someone is typing, best first. */
  search(query: string, lang: Language, limit?: number): IngredientHit[];
  /** The ingredient a name or synonym (exact, any language) stands for. */
  resolve(text: string): string | undefined;
  /** The ingredient ids an exclusion word means: a family ("nuts", "молоко") and/or an ingredient name. */
  expandExclusion(text: string): Set<string>;
}

export function buildIngredientIndex(
  ingredients: readonly IndexableIngredient[],
  families: readonly ExclusionFamily[] = [],
): IngredientIndex {
  const entries = toEntries(ingredients);
  const postings = new Map<string, NameEntry[]>();
  for (const entry of entries) {
    for (const g of grams(entry.norm)) {
      const list = postings.get(g);
      if (list) list.push(entry);
      else postings.set(g, [entry]);
    }
  }

  // Display names claim a normalized name before synonyms do, so a name shared by a synonym elsewhere
  // still resolves to the ingredient it is the display name of.
  const byName = new Map<string, string>();
  for (const entry of [...entries.filter((e) => e.display), ...entries.filter((e) => !e.display)]) {
    if (!byName.has(entry.norm)) byName.set(entry.norm, entry.ingredient.id);
  }
  const resolve = (text: string) => byName.get(normalizeText(text));

  return {
    search(query, lang, limit = 10) {
      const q = normalizeText(query);
      if (!q || limit <= 0) return [];
      let candidates: NameEntry[] | undefined;
      if (q.length <= GRAM) {
        candidates = postings.get(q);
      } else {
        // The rarest 3-letter piece of the query narrows the candidates most; each is then checked whole.
        for (let i = 0; i + GRAM <= q.length; i++) {
          const list = postings.get(q.slice(i, i + GRAM));
          if (!list) return [];
          if (!candidates || list.length < candidates.length) candidates = list;
        }
      }
      return candidates ? rank(candidates, q, lang, limit) : [];
    },
    resolve,
    expandExclusion(text) {
      return expandWithFamilies(text, families, ingredients, resolve);
    },
  };
}

/**
 * The same search as the index, by scanning every name: the reference the tests compare the index with,
 * and the baseline of the benchmark.
 */
export function linearSearch(
  ingredients: readonly IndexableIngredient[],
): (query: string, lang: Language, limit?: number) => IngredientHit[] {
  const entries = toEntries(ingredients);
  return (query, lang, limit = 10) => {
    const q = normalizeText(query);
    return q && limit > 0 ? rank(entries, q, lang, limit) : [];
  };
}

let defaultIndex: IngredientIndex | undefined;

/** The index over the loaded catalog, built on first use. */
export function catalogIngredientIndex(): IngredientIndex {
  defaultIndex ??= buildIngredientIndex(loadCatalog().ingredients, readExclusionFamilies());
  return defaultIndex;
}

export const searchIngredients = (query: string, lang: Language, limit = 10): IngredientHit[] =>
  catalogIngredientIndex().search(query, lang, limit);

export const resolveIngredientName = (text: string): string | undefined =>
  catalogIngredientIndex().resolve(text);

export const expandExclusion = (text: string): Set<string> => catalogIngredientIndex().expandExclusion(text);
