/** The recipe screens' addresses. */
export const RECIPES_PATH = '/recipes';
export const NEW_RECIPE_PATH = '/recipes/new';

export const recipePath = (id: string) => `${RECIPES_PATH}/${encodeURIComponent(id)}`;
export const recipeEditPath = (id: string) => `${recipePath(id)}/edit`;
