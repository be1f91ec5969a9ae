/**
 * The food-word engine: one place that understands the food words people type, used wherever a word meets the
 * catalog — exclusions and inclusions in the questionnaire and preferences, swaps, ingredient suggestions on
 * grocery lists, and the AI chef's checks.
 *
 * A word is looked up, in this order, by its folded form (`fold-text.ts`: case, ё/е, invisible characters,
 * look-alike letters), by its stems (`stem.ts`: plurals and case forms in en/ru/be), with spaces and hyphens
 * ignored ("shell-fish"), without the words wrapping it ("no pork", «без глютена») and as a list ("nuts, eggs").
 * What it names may be an ingredient (by any of its names in any language) or a group (`food-groups.ts`:
 * allergen, label and family words), and is the union of all it names. Typing slips are never applied: a word
 * that is still not understood gets "did you mean" suggestions instead.
 */
import { LANGUAGES, type GroceryCategory, type Language } from '@mealplanr/contracts/enums';
import { groupMembers, readFoodGroups, type FoodGroup, type GroupableIngredient } from '../food-groups';
import { loadCatalog } from '../load';
import { wordStarts } from '../normalize-text';
import { foldBreves, foldFoodText, squash, wordsOf } from './fold-text';
import { allowsFood, FILLER_WORDS, listItems, NEVER_FOOD_WORDS, stripWrapping } from './phrases';
import { fleetingStemKey, queryStemKeys, stemKey, stemWord, untagged } from './stem';
import { allowedSlips, MIN_TYPO_LENGTH, typoDistance } from './typos';
import type { FoodMention, FoodRef, FoodRefKind, FoodWords, WordSuggestion } from './types';

/** What the engine reads of an ingredient. */
export interface WordIngredient extends GroupableIngredient {
  category: GroceryCategory;
  names: Readonly<Record<Language, readonly string[]>>;
}

/** One name or group word, prepared for every kind of lookup. */
interface Entry {
  refId: string;
  lang: Language;
  text: string;
  /** Folded, breves folded too: what substring search compares. */
  norm: string;
  display: boolean;
  starts: readonly number[];
}

const refIdOf = (kind: FoodRefKind, key: string) => `${kind}:${key}`;


/** Most words a mention in running text may have (the longest names: "sun dried tomatoes in oil"). */
const MAX_MENTION_WORDS = 5;
const NGRAM = 3;
const MAX_SUGGESTIONS = 5;

/** How a suggestion matches: lower is better. */
const Tier = { Exact: 0, DisplayPrefix: 1, SynonymPrefix: 2, Inside: 3, Slip: 4 } as const;
type Score = readonly [tier: number, otherLanguage: number, laterWord: number, length: number];

function compareScores(a: Score, b: Score): number {
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    if (d !== 0) return d;
  }
  return 0;
}

const addTo = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
};

export interface BuildOptions {
  /**
   * Narrow suggestions by an index of 3-letter pieces (the default). Without it every name is scanned: the
   * same answers, slower — the baseline the tests and the benchmark compare the index with.
   */
  ngramIndex?: boolean;
}

export function buildFoodWords(
  ingredients: readonly WordIngredient[],
  groups: readonly FoodGroup[],
  { ngramIndex = true }: BuildOptions = {},
): FoodWords {
  const members = groupMembers(groups, ingredients);
  const ingredientById = new Map(ingredients.map((i) => [i.id, i]));
  const groupByKey = new Map(groups.map((g) => [g.key, g]));
  const dietGroups = new Set(groups.filter((g) => g.kind === 'diet').map((g) => refIdOf('group', g.key)));

  const refs = new Map<string, FoodRef>();
  for (const ingredient of ingredients) {
    refs.set(refIdOf('ingredient', ingredient.id), { kind: 'ingredient', key: ingredient.id, ids: new Set([ingredient.id]) });
  }
  for (const group of groups) {
    refs.set(refIdOf('group', group.key), { kind: 'group', key: group.key, ids: members.get(group.key) ?? new Set() });
  }

  // Every name and group word, with the keys it is found by.
  const entries: Entry[] = [];
  const byFolded = new Map<string, Set<string>>();
  const byStem = new Map<string, Set<string>>();
  /** Spaces and hyphens ignored: as written, and stemmed — each compared with its own kind only. */
  const bySquash = new Map<string, Set<string>>();
  const bySquashedStem = new Map<string, Set<string>>();
  const addEntry = (refId: string, lang: Language, text: string, display: boolean) => {
    const folded = foldFoodText(text);
    if (!folded) return;
    const norm = foldBreves(folded);
    entries.push({ refId, lang, text, norm, display, starts: wordStarts(norm) });
    addTo(byFolded, norm, refId);
    const stems = stemKey(folded, lang);
    addTo(byStem, stems, refId);
    const fleeting = fleetingStemKey(folded, lang);
    if (fleeting) addTo(byStem, fleeting, refId);
    addTo(bySquash, squash(norm), refId);
    addTo(bySquashedStem, stems.replace(/ /g, ''), refId);
  };
  for (const ingredient of ingredients) {
    for (const lang of LANGUAGES) {
      ingredient.names[lang].forEach((name, i) => addEntry(refIdOf('ingredient', ingredient.id), lang, name, i === 0));
    }
  }
  for (const group of groups) {
    for (const lang of LANGUAGES) {
      group.words[lang].forEach((word, i) => addEntry(refIdOf('group', group.key), lang, word, i === 0));
    }
  }

  // An ingredient named like an allergen group stands for that group ("walnut halves" → every food with walnut,
  // «кунжутные семена» → sesame): whoever excludes the food means every product made with it.
  const impliedGroups = new Map<string, Set<string>>();
  // Display name to display name only: "rolled oats" is not named like the group "Oats", so it stays one food.
  const displayKeys = new Map<string, Set<string>>();
  for (const ingredient of ingredients) {
    for (const lang of LANGUAGES) {
      const display = ingredient.names[lang][0];
      if (display) addTo(displayKeys, stemKey(foldFoodText(display), lang), refIdOf('ingredient', ingredient.id));
    }
  }
  for (const group of groups.filter((g) => g.kind === 'allergen')) {
    for (const lang of LANGUAGES) {
      for (const refId of displayKeys.get(stemKey(foldFoodText(group.words[lang][0] ?? ''), lang)) ?? []) {
        addTo(impliedGroups, refId, refIdOf('group', group.key));
      }
    }
  }
  const withImpliedGroups = (found: Set<string>): Set<string> => {
    for (const refId of [...found]) for (const group of impliedGroups.get(refId) ?? []) found.add(group);
    return found;
  };

  // Substring search narrows candidates by their rarest 3-letter piece instead of scanning every name.
  const postings = new Map<string, Entry[]>();
  for (const entry of entries) {
    const pieces = new Set<string>();
    for (let i = 0; i < entry.norm.length; i++) {
      for (let n = 1; n <= NGRAM && i + n <= entry.norm.length; n++) pieces.add(entry.norm.slice(i, i + n));
    }
    for (const piece of pieces) {
      const list = postings.get(piece);
      if (list) list.push(entry);
      else postings.set(piece, [entry]);
    }
  }
  const typoKeys = [...new Set([...byFolded.keys(), ...byStem.keys()])].map((key) => ({
    key,
    squashed: untagged(key).replace(/ /g, ''),
  }));

  /** The refs a folded text names, without stripping or splitting. */
  const lookup = (folded: string): Set<string> | undefined => {
    if (NEVER_FOOD_WORDS.has(folded)) return undefined;
    const norm = foldBreves(folded);
    const { keys, fallbacks } = queryStemKeys(folded);
    // As written and by stems together: "pepper" is black pepper's name and the stem of "peppers".
    const found = new Set<string>(byFolded.get(norm));
    for (const key of keys) for (const id of byStem.get(key) ?? []) found.add(id);
    if (found.size > 0) return found;
    for (const id of bySquash.get(squash(norm)) ?? []) found.add(id);
    for (const key of keys) for (const id of bySquashedStem.get(key.replace(/ /g, '')) ?? []) found.add(id);
    if (found.size > 0) return found;
    for (const key of fallbacks) for (const id of byStem.get(key) ?? []) found.add(id);
    return found.size > 0 ? found : undefined;
  };

  /** Lookup, then without the wrapping words. */
  const lookupWrapped = (folded: string): Set<string> | undefined => {
    const found = lookup(folded);
    if (found) return found;
    const stripped = stripWrapping(folded);
    return stripped ? lookup(stripped) : undefined;
  };

  /**
   * Food words among words that do not change their meaning ("I can't eat eggs", «не люблю кинзу»): the
   * longest food word at each place; undefined when a word is neither food nor filler, or no food is named.
   */
  const foodsAmongFillers = (folded: string): Set<string> | undefined => {
    const words = wordsOf(folded.replace(/-/g, ' '));
    const found = new Set<string>();
    for (let i = 0; i < words.length; ) {
      let taken = 0;
      for (let n = Math.min(MAX_MENTION_WORDS, words.length - i); n >= 1 && taken === 0; n--) {
        const refIds = lookup(words.slice(i, i + n).join(' '));
        if (!refIds) continue;
        for (const id of refIds) found.add(id);
        taken = n;
      }
      if (taken === 0) {
        if (!FILLER_WORDS.has(words[i]!)) return undefined;
        taken = 1;
      }
      i += taken;
    }
    return found.size > 0 ? found : undefined;
  };

  const understandOne = (folded: string) => lookupWrapped(folded) ?? foodsAmongFillers(folded);

  const understand = (folded: string): Set<string> | undefined => {
    const found = understandParts(folded);
    return found ? withImpliedGroups(new Set(found)) : undefined;
  };

  const understandParts = (folded: string): Set<string> | undefined => {
    const whole = understandOne(folded);
    if (whole) return whole;
    const items = listItems(folded)?.filter((item) => !allowsFood(wordsOf(item)));
    if (!items || items.length === 0) return undefined;
    const found = new Set<string>();
    for (const item of items) {
      const part = understandOne(item);
      if (!part) return undefined;
      for (const id of part) found.add(id);
    }
    return found;
  };

  const byRank = (a: FoodRef, b: FoodRef) =>
    (a.kind === b.kind ? 0 : a.kind === 'group' ? -1 : 1) || a.key.localeCompare(b.key);

  /** "Did you mean": close spellings first, then known words inside a longer text. */
  const suggestionsFor = (folded: string): FoodRef[] => {
    const out = new Map<string, number>();
    const offer = (refId: string, rank: number) => {
      const current = out.get(refId);
      if (current === undefined || rank < current) out.set(refId, rank);
    };
    const candidates = [folded, stripWrapping(folded)].filter((t): t is string => Boolean(t));
    for (const text of candidates) {
      const target = squash(foldBreves(text));
      const slips = allowedSlips(target.length);
      if (target.length >= MIN_TYPO_LENGTH) {
        const stems = queryStemKeys(text).keys.map((k) => untagged(k).replace(/ /g, ''));
        for (const { key, squashed } of typoKeys) {
          let distance = typoDistance(target, squashed, slips);
          for (const stem of stems) distance = Math.min(distance, typoDistance(stem, squashed, slips));
          if (distance <= slips) for (const refId of byFolded.get(key) ?? byStem.get(key) ?? []) offer(refId, distance);
        }
      }
      // Known words inside: "smoked salmon" → salmon, "sesame oil dressing" → sesame oil, sesame.
      const words = wordsOf(text);
      for (let n = words.length - 1; n >= 1; n--) {
        for (let i = 0; i + n <= words.length; i++) {
          for (const refId of lookup(words.slice(i, i + n).join(' ')) ?? []) offer(refId, 10 - n);
        }
      }
    }
    return [...out.entries()]
      .sort(([a, ra], [b, rb]) => ra - rb || byRank(refs.get(a)!, refs.get(b)!))
      .slice(0, MAX_SUGGESTIONS)
      .map(([refId]) => refs.get(refId)!);
  };

  const nameOf = ({ kind, key }: Pick<FoodRef, 'kind' | 'key'>, lang: Language): string =>
    kind === 'ingredient'
      ? (ingredientById.get(key)?.names[lang][0] ?? key)
      : (groupByKey.get(key)?.words[lang][0] ?? key);

  const scoreEntry = (entry: Entry, q: string, lang: Language): Score | undefined => {
    const at = entry.norm.indexOf(q);
    if (at < 0) return undefined;
    const otherLanguage = entry.lang === lang ? 0 : 1;
    if (entry.norm === q) return [Tier.Exact, otherLanguage, 0, entry.norm.length];
    const wordStart = entry.starts.find((s) => entry.norm.startsWith(q, s));
    if (wordStart !== undefined) {
      return [entry.display ? Tier.DisplayPrefix : Tier.SynonymPrefix, otherLanguage, wordStart === 0 ? 0 : 1, entry.norm.length];
    }
    return [Tier.Inside, otherLanguage, 1, entry.norm.length];
  };

  const toSuggestion = (entry: Entry, lang: Language): WordSuggestion => {
    const ref = refs.get(entry.refId)!;
    const suggestion: WordSuggestion = { kind: ref.kind, key: ref.key, name: nameOf(ref, lang), matched: entry.text };
    if (ref.kind === 'ingredient') suggestion.category = ingredientById.get(ref.key)!.category;
    return suggestion;
  };

  return {
    resolve(text, { suggestions = true } = {}) {
      const folded = foldFoodText(text);
      const found = folded ? understand(folded) : undefined;
      if (!found) return { text, refs: [], ids: new Set(), suggestions: folded && suggestions ? suggestionsFor(folded) : [] };
      const matched = [...found].map((id) => refs.get(id)!).sort(byRank);
      const ids = new Set<string>();
      for (const ref of matched) for (const id of ref.ids) ids.add(id);
      return { text, refs: matched, ids, suggestions: [] };
    },

    suggest(query, lang, { limit = 10, groups: withGroups = false } = {}) {
      const folded = foldFoodText(query);
      const q = foldBreves(folded);
      if (!q || limit <= 0) return [];
      const allowed = (entry: Entry) => withGroups || entry.refId.startsWith('ingredient:');
      const best = new Map<string, { entry: Entry; score: Score }>();
      const consider = (entry: Entry, score: Score) => {
        if (!allowed(entry)) return;
        const current = best.get(entry.refId);
        if (!current || compareScores(score, current.score) < 0) best.set(entry.refId, { entry, score });
      };
      let candidates: Entry[] | undefined;
      if (!ngramIndex) candidates = entries;
      else if (q.length <= NGRAM) candidates = postings.get(q);
      else {
        for (let i = 0; i + NGRAM <= q.length; i++) {
          const list = postings.get(q.slice(i, i + NGRAM));
          if (!list) {
            candidates = [];
            break;
          }
          if (!candidates || list.length < candidates.length) candidates = list;
        }
      }
      for (const entry of candidates ?? []) {
        const score = scoreEntry(entry, q, lang);
        if (score) consider(entry, score);
      }
      // Other forms of a whole word ("anchovies", «грибов») rank as exact matches of the names they stand for.
      const understood = understand(folded);
      if (understood) {
        for (const entry of entries) {
          if (understood.has(entry.refId) && entry.display && !best.has(entry.refId)) {
            consider(entry, [Tier.Exact, entry.lang === lang ? 0 : 1, 0, entry.norm.length]);
          }
        }
      }
      // Slips, when what was typed finds too little by itself.
      if (best.size < limit && squash(q).length >= MIN_TYPO_LENGTH) {
        for (const ref of suggestionsFor(folded)) {
          const entry = entries.find((e) => e.refId === refIdOf(ref.kind, ref.key) && e.display && e.lang === lang);
          if (entry) consider(entry, [Tier.Slip, 0, 0, entry.norm.length]);
        }
      }
      return [...best.values()]
        .sort((a, b) => {
          const byScore = compareScores(a.score, b.score);
          if (byScore !== 0) return byScore;
          const ra = refs.get(a.entry.refId)!;
          const rb = refs.get(b.entry.refId)!;
          // On a tie the group first: excluding it leaves out the ingredient too.
          if (ra.kind !== rb.kind) return ra.kind === 'group' ? -1 : 1;
          return nameOf(ra, lang).localeCompare(nameOf(rb, lang)) || a.entry.refId.localeCompare(b.entry.refId);
        })
        .slice(0, limit)
        .map(({ entry }) => toSuggestion(entry, lang));
    },

    mentions(text) {
      const folded = foldFoodText(text);
      const tokens = [...folded.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu)].map((m) => ({ word: m[0], start: m.index }));
      const found: FoodMention[] = [];
      for (let i = 0; i < tokens.length; ) {
        let matched = 0;
        for (let n = Math.min(MAX_MENTION_WORDS, tokens.length - i); n >= 1 && matched === 0; n--) {
          const phrase = tokens.slice(i, i + n);
          const refIds = lookup(phrase.map((t) => t.word).join(' '));
          if (!refIds) continue;
          const start = phrase[0]!.start;
          const last = phrase[phrase.length - 1]!;
          const end = last.start + last.word.length;
          // "Vegan chili" names no animal product: diet words only ever mean an exclusion.
          const foods = [...refIds].filter((refId) => !dietGroups.has(refId));
          if (foods.length === 0) continue;
          for (const refId of foods) found.push({ start, end, text: folded.slice(start, end), ref: refs.get(refId)! });
          matched = n;
        }
        i += Math.max(1, matched);
      }
      return found;
    },

    refOf: (kind, key) => refs.get(refIdOf(kind, key)),
    nameOf,
  };
}

/** Stems of one word in every language, for tests and tools that explain a match. */
export const stemsOf = (word: string) => Object.fromEntries(LANGUAGES.map((l) => [l, stemWord(foldFoodText(word), l)]));

let defaultEngine: FoodWords | undefined;

/** The engine over the loaded catalog and `data/food-groups.json`, built on first use. */
export function catalogFoodWords(): FoodWords {
  defaultEngine ??= buildFoodWords(loadCatalog().ingredients, readFoodGroups());
  return defaultEngine;
}

/** A group of the catalog's table by key (its words, note and definition). */
export function catalogFoodGroup(key: string): FoodGroup | undefined {
  return readGroupsOnce().get(key);
}

let groupsByKey: Map<string, FoodGroup> | undefined;
function readGroupsOnce(): Map<string, FoodGroup> {
  groupsByKey ??= new Map(readFoodGroups().map((g) => [g.key, g]));
  return groupsByKey;
}
