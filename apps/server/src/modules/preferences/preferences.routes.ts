import { preferencesInputSchema, preferencesSchema } from '@mealplanr/contracts/preferences';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../catalog/request-language';
import { PreferencesService } from './preferences.service';

/** `GET/PUT /api/preferences`: the signed-in person's dietary preferences, the questionnaire's defaults. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PreferencesService(app.database.db);

  app.get(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Your dietary preferences (the defaults when none were saved yet: updatedAt is null)',
        response: { 200: preferencesSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.get(request.user.id),
  );

  app.put(
    '/api/preferences',
    {
      schema: {
        tags: ['preferences'],
        summary:
          'Save your dietary preferences (replaces them as a whole). An excluded word that is no food we know is ' +
          'answered 422 unknown_exclusion with suggestions, unless allowUncheckedExclusions is true.',
        body: preferencesInputSchema,
        response: { 200: preferencesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 422: apiErrorSchema },
      },
    },
    async (request) => service.save(request.user.id, request.body, requestLanguage(request)),
  );
};
