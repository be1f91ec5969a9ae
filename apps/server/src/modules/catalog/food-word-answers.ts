/**
 * Food words as the API answers them: what a typed word was understood as (named in the asker's language),
 * and the check every exclusion list passes before it is saved or planned with — a word that is no food we
 * know is refused (422 `unknown_exclusion`, with suggestions) unless the request keeps unchecked words.
 */
import { catalogFoodGroup } from '@mealplanr/catalog/food-words/engine';
import type { FoodRef, FoodWords } from '@mealplanr/catalog/food-words/types';
import type { Language } from '@mealplanr/contracts/enums';
import type { FoodMatch, UnknownExclusionDetails, WordResolution } from '@mealplanr/contracts/food-words';
import { AppError } from '../../lib/app-error';
import { catalogContext } from './catalog-context';

export function foodMatch(ref: Pick<FoodRef, 'kind' | 'key' | 'ids'>, words: FoodWords, lang: Language): FoodMatch {
  const match: FoodMatch = { kind: ref.kind, key: ref.key, name: words.nameOf(ref, lang) };
  if (ref.kind === 'group') {
    match.size = ref.ids.size;
    const note = catalogFoodGroup(ref.key)?.note?.[lang];
    if (note) match.note = note;
  }
  return match;
}

/** A word as understood; an ingredient id (as older clients sent from suggestions) counts as that ingredient. */
export function resolveWord(text: string, lang: Language): WordResolution {
  const { catalog, index } = catalogContext();
  const words = index.words;
  const asId = catalog.ingredientById.get(text.trim());
  const resolution = asId
    ? { refs: [{ kind: 'ingredient' as const, key: asId.id, ids: new Set([asId.id]) }], ids: new Set([asId.id]), suggestions: [] }
    : words.resolve(text);
  return {
    text,
    known: resolution.refs.length > 0,
    matches: resolution.refs.map((ref) => foodMatch(ref, words, lang)),
    ingredientCount: resolution.ids.size,
    suggestions: resolution.suggestions.map((ref) => foodMatch(ref, words, lang)),
  };
}

/** The exclusion words that are no food we know, each with its suggestions. */
export function unknownExclusions(words: readonly string[], lang: Language): UnknownExclusionDetails['words'] {
  return words
    .map((word) => resolveWord(word, lang))
    .filter((r) => !r.known)
    .map((r) => ({ text: r.text, suggestions: r.suggestions }));
}

/**
 * Refuses exclusion words that are no food we know, naming each with its best suggestions, unless
 * `allowUnchecked` — then they are kept, and whatever plans with them says they were not checked.
 */
export function assertExclusionsUnderstood(words: readonly string[], lang: Language, allowUnchecked: boolean | undefined): void {
  if (allowUnchecked) return;
  const unknown = unknownExclusions(words, lang);
  if (unknown.length === 0) return;
  const list = unknown
    .map((w) => `"${w.text}"${w.suggestions.length > 0 ? ` (did you mean ${w.suggestions.map((s) => s.name).join(', ')}?)` : ''}`)
    .join('; ');
  throw new AppError(
    422,
    'unknown_exclusion',
    `Not a food we know, so it cannot be left out: ${list}. Pick a suggestion, correct the word, or keep it unchecked.`,
    { words: unknown } satisfies UnknownExclusionDetails,
  );
}
