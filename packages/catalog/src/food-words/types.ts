/** The shapes the food-word engine answers in (see `engine.ts`). */
import type { GroceryCategory, Language } from '@mealplanr/contracts/enums';

export type FoodRefKind = 'ingredient' | 'group';

/** An ingredient or a group the engine understood, with every ingredient it stands for. */
export interface FoodRef {
  kind: FoodRefKind;
  /** Ingredient id or group key. */
  key: string;
  /** Every catalog ingredient it stands for (an ingredient: itself). */
  ids: ReadonlySet<string>;
}

/** What a typed word means. */
export interface Resolution {
  /** As typed. */
  text: string;
  /** What it was understood as; empty when unknown. */
  refs: FoodRef[];
  /** The union of the refs' ingredients. */
  ids: Set<string>;
  /** "Did you mean": close spellings and known words inside the text, best first; never applied by themselves. */
  suggestions: FoodRef[];
}

/** A food word found in running text (a recipe's title or steps). */
export interface FoodMention {
  /** Where it is in the folded text (see `foldFoodText`), in UTF-16 code units. */
  start: number;
  end: number;
  /** The words found, folded. */
  text: string;
  ref: FoodRef;
}

/** A suggestion while typing. */
export interface WordSuggestion {
  kind: FoodRefKind;
  key: string;
  /** Display name in the requested language. */
  name: string;
  /** The name or word (any language) the query matched. */
  matched: string;
  /** Ingredients only. */
  category?: GroceryCategory;
}

export interface FoodWords {
  /**
   * What one typed word stands for: an ingredient name or synonym, a group word, in any of en/ru/be and any form.
   * With `suggestions: false` a word not understood gets no "did you mean" (much faster, for trying many texts).
   */
  resolve(text: string, options?: { suggestions?: boolean }): Resolution;
  /** Suggestions for what someone is typing, best first; with `groups`, group words are offered as well. */
  suggest(query: string, lang: Language, options?: { limit?: number; groups?: boolean }): WordSuggestion[];
  /** Every food word in a text, longest match first at each place, in order of appearance. */
  mentions(text: string): FoodMention[];
  /** An ingredient or group with its members; undefined when there is none by that key. */
  refOf(kind: FoodRefKind, key: string): FoodRef | undefined;
  /** The display name of an ingredient or group in `lang`. */
  nameOf(ref: Pick<FoodRef, 'kind' | 'key'>, lang: Language): string;
}
