/**
 * The food-word API on the client: suggestions while someone types an exclusion (`GET /api/food-words`, groups
 * such as "Tree nuts" as well as ingredients), what one typed word is understood as (`GET
 * /api/food-words/resolve`), and the 422 `unknown_exclusion` answer of the questionnaire and the preferences.
 * An exclusion becomes a chip only once it is understood, or once the person chose to keep it unchecked.
 */
import {
  FOOD_WORD_MAX_LENGTH,
  unknownExclusionDetailsSchema,
  type FoodMatch,
  type FoodWordSuggestion,
  type WordResolution,
} from '@mealplanr/contracts/food-words';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, HttpError } from './api.ts';

export type { FoodMatch, FoodWordSuggestion, WordResolution };

/** Fewer letters than this match too much to be useful, so no suggestions are asked for. */
export const MIN_FOOD_WORD_QUERY = 2;

/** The catalog and its words change only with a new release. */
const FOOD_WORDS_STALE_MS = 5 * 60_000;

/** Words are compared as the server compares them: trimmed, spaces tidied, any letter case. */
export const wordKey = (word: string) => word.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

export const foodWordSuggestionsUrl = (q: string, lang: string, origin = '') =>
  `${origin}/api/food-words?${new URLSearchParams({ q, lang }).toString()}`;

export const foodWordResolveUrl = (text: string, lang: string, origin = '') =>
  `${origin}/api/food-words/resolve?${new URLSearchParams({ text: text.trim(), lang }).toString()}`;

/** `origin` is for talking to another server than the page's (tests); the app leaves it out. */
export async function fetchFoodWordSuggestions(q: string, lang: string, origin = ''): Promise<FoodWordSuggestion[]> {
  const res = await apiRequest('GET', foodWordSuggestionsUrl(q, lang, origin));
  return (await res.json()) as FoodWordSuggestion[];
}

export async function fetchWordResolution(text: string, lang: string, origin = ''): Promise<WordResolution> {
  const res = await apiRequest('GET', foodWordResolveUrl(text, lang, origin));
  return (await res.json()) as WordResolution;
}

/**
 * Suggestions for `q` (trimmed), best first; idle below MIN_FOOD_WORD_QUERY letters. A failed request simply
 * leaves none: typing a word and pressing Enter still works (the word is then resolved).
 */
export function useFoodWordSuggestions(q: string, lang: string, enabled = true) {
  const query = q.trim().slice(0, FOOD_WORD_MAX_LENGTH);
  return useQuery({
    queryKey: [foodWordSuggestionsUrl(query, lang)],
    queryFn: () => fetchFoodWordSuggestions(query, lang),
    enabled: enabled && query.length >= MIN_FOOD_WORD_QUERY,
    staleTime: FOOD_WORDS_STALE_MS,
    // Keep the last suggestions on screen while the next letters are looked up.
    placeholderData: keepPreviousData,
  });
}

/** The query for what `text` means in `lang`; one cache entry per word and language, shared by every screen. */
export const wordResolutionQuery = (text: string, lang: string) => ({
  queryKey: [foodWordResolveUrl(text, lang)],
  queryFn: () => fetchWordResolution(text, lang),
  staleTime: FOOD_WORDS_STALE_MS,
});

/**
 * A picked suggestion is a word whose meaning is already known (its name stands for exactly that ingredient or
 * group): remember it, so its chip can say what it stands for without asking the server.
 */
export function rememberPicked(client: QueryClient, match: FoodMatch, lang: string): void {
  const resolution: WordResolution = {
    text: match.name,
    known: true,
    matches: [stripMatched(match)],
    ingredientCount: match.size ?? 1,
    suggestions: [],
  };
  client.setQueryData(wordResolutionQuery(match.name, lang).queryKey, resolution);
}

const stripMatched = (match: FoodMatch): FoodMatch => {
  const { kind, key, name, size, note } = match;
  return { kind, key, name, ...(size === undefined ? {} : { size }), ...(note === undefined ? {} : { note }) };
};

/**
 * What Enter does in the exclusion box: pick a suggestion (its name becomes the chip), take the typed word as
 * it is (it is exactly a suggestion's name, so it is understood), or resolve the typed word first.
 */
export type EnterAction<T> =
  | { kind: 'none' }
  | { kind: 'pick'; suggestion: T }
  | { kind: 'take'; text: string; suggestion: T }
  | { kind: 'resolve'; text: string };

type Named = Pick<FoodWordSuggestion, 'name'>;

/**
 * Enter picks the highlighted suggestion. With none highlighted, the first suggestion on show counts only when
 * its name is exactly what was typed (in any letter case): "shellfish" over a list starting with "Shellfish"
 * is taken as typed, while "shelfish", or "olives" over "black olives", is resolved — a typo or a synonym is
 * never silently turned into something else, and the chip then says what the word was understood as.
 */
export function enterAction<T extends Named>(
  typed: string,
  suggestions: readonly T[],
  active: number,
  listShown: boolean,
): EnterAction<T> {
  const text = typed.trim();
  if (!text) return { kind: 'none' };
  if (listShown) {
    const highlighted = active >= 0 ? suggestions[active] : undefined;
    if (highlighted) return { kind: 'pick', suggestion: highlighted };
    const first = suggestions[0];
    if (first && isExactMatch(text, first)) return { kind: 'take', text, suggestion: first };
  }
  return { kind: 'resolve', text };
}

export function isExactMatch(typed: string, suggestion: Named): boolean {
  return wordKey(suggestion.name) === wordKey(typed);
}

/** One word the server refused as no food it knows, with what it may have meant. */
export interface UnknownWord {
  text: string;
  suggestions: FoodMatch[];
}

/** The words of a 422 `unknown_exclusion` answer; undefined for any other error. */
export function readUnknownExclusions(error: unknown): UnknownWord[] | undefined {
  if (!(error instanceof HttpError) || error.code !== 'unknown_exclusion' || !error.body) return undefined;
  try {
    const details = (JSON.parse(error.body) as { error?: { details?: unknown } }).error?.details;
    const parsed = unknownExclusionDetailsSchema.safeParse(details);
    return parsed.success ? parsed.data.words : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a word the server refused is still in the list and not kept unchecked (the field has a problem). */
export function refusedRemain(
  refused: readonly UnknownWord[] | undefined,
  words: readonly string[],
  unchecked: readonly string[],
): boolean {
  const present = new Set(words.map(wordKey));
  const kept = new Set(unchecked.map(wordKey));
  return (refused ?? []).some((word) => present.has(wordKey(word.text)) && !kept.has(wordKey(word.text)));
}

/**
 * Keeps only the unchecked words still in the list (a removed chip takes its "unchecked" mark with it), each
 * once, in the list's spelling.
 */
export function uncheckedIn(words: readonly string[], unchecked: readonly string[]): string[] {
  const marked = new Set(unchecked.map(wordKey));
  return words.filter((word) => marked.has(wordKey(word)));
}

/**
 * What a chip stands for, as its text: "Shellfish (12)" for a group, the ingredient's name, several joined
 * with commas ("nuts" → "Tree nuts (20), Peanuts (3)"). `sameWord` when it only repeats the word itself (a
 * picked suggestion), so the chip shows "Shellfish (12)" rather than "Shellfish → Shellfish (12)". Null while
 * unknown or unresolved.
 */
export function chipMeaning(
  word: string,
  resolution: WordResolution | undefined,
): { text: string; sameWord: boolean } | null {
  if (!resolution?.known || resolution.matches.length === 0) return null;
  const text = resolution.matches
    .map((match) => (match.kind === 'group' && match.size !== undefined ? `${match.name} (${match.size})` : match.name))
    .join(', ');
  // As typed ("shellfish → Shellfish (12)": the arrow confirms the reading); a picked name is not repeated.
  const sameWord = resolution.matches.length === 1 && resolution.matches[0]!.name === word.trim();
  return { text, sameWord };
}

/** The notes of the groups the chips stand for ("coconut is not counted as a tree nut"), each group once. */
export function groupNotes(
  resolutions: ReadonlyArray<WordResolution | undefined>,
): Array<{ key: string; name: string; note: string }> {
  const notes = new Map<string, { key: string; name: string; note: string }>();
  for (const resolution of resolutions) {
    if (!resolution?.known) continue;
    for (const match of resolution.matches) {
      const id = `${match.kind}:${match.key}`;
      if (match.note && !notes.has(id)) notes.set(id, { key: id, name: match.name, note: match.note });
    }
  }
  return [...notes.values()];
}
