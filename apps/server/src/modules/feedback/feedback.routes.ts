import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { feedbackInputSchema, feedbackSchema } from '@mealplanr/contracts/feedback';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeedbackService } from './feedback.service';

/** `POST /api/feedback`: a message to the people running the app. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new FeedbackService(app.database.db);

  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (5–2000 characters; at most 5 messages an hour)',
        body: feedbackInputSchema,
        response: { 201: feedbackSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.send(request.user.id, request.body)),
  );
};
