import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localizeRecipe } from '@mealplanr/catalog/load';
import { languageSchema } from '@mealplanr/contracts/enums';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import {
  ingredientSearchQuerySchema,
  ingredientSuggestionSchema,
  localizedRecipeSchema,
} from '@mealplanr/contracts/meal-plans';
import { notFound } from '../../lib/app-error';
import { catalogContext } from './catalog-context';
import { requestLanguage } from './request-language';

/** Suggestions shown while someone types an ingredient (the questionnaire's include/exclude fields). */
export const SUGGESTION_LIMIT = 10;

/**
 * `GET /api/ingredients?q=…&lang=…` (suggestions while typing) and `GET /api/recipes/:id?lang=…` (one recipe
 * with its derived nutrition). The catalog is loaded when these routes register, i.e. once at start.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog, index } = catalogContext();

  app.get(
    '/api/ingredients',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Ingredient suggestions for what someone is typing (names and synonyms in en, ru and be)',
        querystring: ingredientSearchQuerySchema,
        response: { 200: z.array(ingredientSuggestionSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => index.search(request.query.q, requestLanguage(request, request.query.lang), SUGGESTION_LIMIT),
  );

  app.get(
    '/api/recipes/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One recipe in the requested language, with its nutrition per serving',
        params: z.object({ id: z.string().max(200) }),
        querystring: z.object({ lang: languageSchema.optional() }),
        response: { 200: localizedRecipeSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const recipe = catalog.recipeById.get(request.params.id);
      if (!recipe) throw notFound('There is no such recipe.');
      const localized = localizeRecipe(recipe, requestLanguage(request, request.query.lang));
      return {
        ...localized,
        steps: [...localized.steps],
        mealTypes: [...localized.mealTypes],
        diets: [...localized.diets],
        allergens: [...localized.allergens],
        ingredients: localized.ingredients.map((i) => ({ ...i })),
      };
    },
  );
};
