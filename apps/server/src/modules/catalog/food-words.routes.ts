import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import {
  foodWordResolveQuerySchema,
  foodWordSearchQuerySchema,
  foodWordSuggestionSchema,
  wordResolutionSchema,
} from '@mealplanr/contracts/food-words';
import { catalogContext } from './catalog-context';
import { SUGGESTION_LIMIT } from './catalog.routes';
import { foodMatch, resolveWord } from './food-word-answers';
import { requestLanguage } from './request-language';

/**
 * `GET /api/food-words?q=&lang=` (ingredients and groups for what someone is typing into an exclusion or
 * inclusion field) and `GET /api/food-words/resolve?text=&lang=` (what one word is understood as, or
 * suggestions when it is not).
 */
export const foodWordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/food-words',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Ingredients and food groups (allergen, label and family words) for what someone is typing',
        querystring: foodWordSearchQuerySchema,
        response: { 200: z.array(foodWordSuggestionSchema), 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const lang = requestLanguage(request, request.query.lang);
      const { words } = catalogContext().index;
      return words
        .suggest(request.query.q, lang, { limit: SUGGESTION_LIMIT, groups: true })
        .map((s) => ({ ...foodMatch(words.refOf(s.kind, s.key)!, words, lang), matched: s.matched }));
    },
  );

  app.get(
    '/api/food-words/resolve',
    {
      schema: {
        tags: ['catalog'],
        summary: 'What one typed food word is understood as (or suggestions when it is not a food we know)',
        querystring: foodWordResolveQuerySchema,
        response: { 200: wordResolutionSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => resolveWord(request.query.text, requestLanguage(request, request.query.lang)),
  );
};
