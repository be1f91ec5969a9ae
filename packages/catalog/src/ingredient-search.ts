/**
 * The catalog's ingredient lookups as the planner, the grocery lists and the AI chef use them, on top of the
 * food-word engine (`food-words/engine.ts`): suggestions while typing (ingredients only), the one ingredient a
 * name stands for, and every ingredient an exclusion word means.
 */
import type { GroceryCategory, Language } from '@mealplanr/contracts/enums';
import type { FoodGroup } from './food-groups';
import { buildFoodWords, catalogFoodWords, type BuildOptions, type WordIngredient } from './food-words/engine';
import type { FoodWords } from './food-words/types';

export type IndexableIngredient = WordIngredient;

export interface IngredientHit {
  id: string;
  /** Display name in the requested language. */
  name: string;
  /** The name or synonym (in whichever language) that matched the query. */
  matched: string;
  category: GroceryCategory;
}

export interface IngredientIndex {
  /** Suggestions for what someone is typing, best first (plurals, inflections and slips found). */
  search(query: string, lang: Language, limit?: number): IngredientHit[];
  /** The one ingredient a name stands for (any language and form); undefined for a group word or an unknown word. */
  resolve(text: string): string | undefined;
  /** The ingredient ids an exclusion word means: a group ("nuts", "молоко") and/or an ingredient name. */
  expandExclusion(text: string): Set<string>;
  /** The engine itself, for resolutions with suggestions and for finding food words in text. */
  words: FoodWords;
}

export function indexOver(words: FoodWords): IngredientIndex {
  return {
    search: (query, lang, limit = 10) =>
      words
        .suggest(query, lang, { limit })
        .map((s) => ({ id: s.key, name: s.name, matched: s.matched, category: s.category! })),
    resolve(text) {
      const ingredients = words.resolve(text).refs.filter((r) => r.kind === 'ingredient');
      return ingredients.length === 1 ? ingredients[0]!.key : undefined;
    },
    expandExclusion: (text) => words.resolve(text).ids,
    words,
  };
}

export function buildIngredientIndex(
  ingredients: readonly IndexableIngredient[],
  groups: readonly FoodGroup[] = [],
  options?: BuildOptions,
): IngredientIndex {
  return indexOver(buildFoodWords(ingredients, groups, options));
}

let defaultIndex: IngredientIndex | undefined;

/** The index over the loaded catalog and its food groups, built on first use. */
export function catalogIngredientIndex(): IngredientIndex {
  defaultIndex ??= indexOver(catalogFoodWords());
  return defaultIndex;
}

export const searchIngredients = (query: string, lang: Language, limit = 10): IngredientHit[] =>
  catalogIngredientIndex().search(query, lang, limit);

export const resolveIngredientName = (text: string): string | undefined => catalogIngredientIndex().resolve(text);

export const expandExclusion = (text: string): Set<string> => catalogIngredientIndex().expandExclusion(text);
