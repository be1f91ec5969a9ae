/**
 * Turns the questionnaire's ingredient words into catalog ids. A word may be an ingredient's name or synonym
 * in English, Russian or Belarusian, a family ("nuts" → almonds, walnuts, peanuts …; "молоко" → all dairy), or
 * an ingredient id as the web app's suggestions send it.
 */
import type { Catalog } from '@mealplanr/catalog/load';

/**
 * What the planner needs to understand ingredient words: the catalog's ingredient index
 * (`buildIngredientIndex(...)` / `catalogIngredientIndex()` in `@mealplanr/catalog/ingredient-search`)
 * provides it. Passed in, so the planner does no I/O of its own.
 */
export interface IngredientTerms {
  /** Ids a word stands for (a family's members and/or the ingredient it names); empty when unknown. */
  expandExclusion(text: string): ReadonlySet<string>;
}

export interface ExpandedTerm {
  term: string;
  ids: ReadonlySet<string>;
}

/**
 * Each word with the ingredient ids it means.
 *
 * @example expandTerms(['nuts'], index, catalog)[0].ids // Set { 'almond', 'walnut', 'peanut', … }
 */
export function expandTerms(terms: readonly string[], index: IngredientTerms, catalog: Catalog): ExpandedTerm[] {
  return terms.map((term) => {
    const ids = new Set(index.expandExclusion(term));
    const asId = term.trim();
    if (catalog.ingredientById.has(asId)) ids.add(asId);
    return { term, ids };
  });
}

/** All ids of the words, and for each id the words that brought it in. */
export function mergeTerms(expanded: readonly ExpandedTerm[]): {
  ids: Set<string>;
  by: Map<string, string[]>;
} {
  const ids = new Set<string>();
  const by = new Map<string, string[]>();
  for (const { term, ids: termIds } of expanded) {
    for (const id of termIds) {
      ids.add(id);
      const list = by.get(id);
      if (list) list.push(term);
      else by.set(id, [term]);
    }
  }
  return { ids, by };
}
