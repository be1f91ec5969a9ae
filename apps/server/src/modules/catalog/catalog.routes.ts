import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import {
  ingredientSearchQuerySchema,
  ingredientSuggestionSchema,
} from '@mealplanr/contracts/meal-plans';
import { catalogContext } from './catalog-context';
import { requestLanguage } from './request-language';

/** Suggestions shown while someone types an ingredient (the questionnaire's include/exclude fields). */
export const SUGGESTION_LIMIT = 10;

/**
 * `GET /api/ingredients?q=…&lang=…`: suggestions while typing, from the catalog loaded once per process
 * (catalog-context.ts). (One recipe, of the catalog or the person's own: `GET /api/recipes/:id`, in the recipes
 * module.)
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) =>
      catalogContext().index.search(request.query.q, requestLanguage(request, request.query.lang), SUGGESTION_LIMIT),
  );

};
