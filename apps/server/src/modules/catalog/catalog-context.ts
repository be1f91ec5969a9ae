/**
 * The catalog and its ingredient index, loaded once per process (at start, when the routes register) and
 * shared by the catalog endpoints and the meal planner. Never read per request.
 */
import { catalogIngredientIndex, type IngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog, type Catalog } from '@mealplanr/catalog/load';

export interface CatalogContext {
  catalog: Catalog;
  index: IngredientIndex;
}

let context: CatalogContext | undefined;

/** Loads on first use (throws, naming the broken entries, when the catalog data is unsound). */
export function catalogContext(): CatalogContext {
  context ??= { catalog: loadCatalog(), index: catalogIngredientIndex() };
  return context;
}
