/**
 * Addresses and cache keys of the recipe API. Every recipe query is keyed under `RECIPES_KEY`, so one
 * invalidation after a save, a delete or a new mark refreshes the browser and every open recipe.
 */
export const RECIPES_KEY = '/api/recipes';

export const recipeUrl = (id: string) => `${RECIPES_KEY}/${encodeURIComponent(id)}`;
