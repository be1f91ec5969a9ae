/**
 * The catalog and its ingredient index, loaded once per process and shared by the catalog endpoints and the
 * meal planner. Never read per request. Building it takes a few hundred milliseconds, so the server does it just
 * after it starts listening (server.ts), not before: health checks and the first pages are answered at once.
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
