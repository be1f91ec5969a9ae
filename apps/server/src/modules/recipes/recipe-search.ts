/**
 * What the recipe browser's search box matches, through the same food-word engine as exclusions and
 * suggestions: a food word ("chicken", «курыца», "tree nuts", "dairy") finds every recipe using one of the
 * ingredients it means, and any other word is looked for in the title and description. Several words must all
 * match (a food or a word of the text each): "chicken rice" finds recipes with both.
 */
import type { IngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { normalizeText } from '@mealplanr/catalog/normalize-text';

/** A recipe as the search sees it. */
export interface Searchable {
  ingredientIds: Iterable<string>;
  /** Title, description (and for own recipes the lines as typed). */
  text: string;
}

export type RecipeMatcher = (recipe: Searchable) => boolean;

/** One term: the ingredients a food word means (possibly none) and the word as text. */
interface Term {
  ids: ReadonlySet<string>;
  word: string;
}

/**
 * A matcher for what was typed; undefined when nothing was (everything matches).
 *
 * @example recipeMatcher('tree nuts', index)!({ ingredientIds: ['walnuts'], text: 'Banana bread' }) // true
 */
export function recipeMatcher(query: string | undefined, index: IngredientIndex): RecipeMatcher | undefined {
  const whole = normalizeText(query ?? '').trim();
  if (whole === '') return undefined;
  // A phrase the engine knows as one food ("olive oil", "tree nuts") is one term; otherwise each word is.
  const wholeIds = index.expandExclusion(whole);
  const terms: Term[] =
    wholeIds.size > 0
      ? [{ ids: wholeIds, word: whole }]
      : whole.split(/\s+/u).map((word) => ({ ids: index.expandExclusion(word), word }));
  return (recipe) => {
    const text = normalizeText(recipe.text);
    const ids = new Set(recipe.ingredientIds);
    return terms.every((term) => text.includes(term.word) || [...term.ids].some((id) => ids.has(id)));
  };
}
