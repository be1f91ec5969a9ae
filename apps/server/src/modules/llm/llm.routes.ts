import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import { mealPlanGeneratorsSchema, type MealPlanGenerators } from '@mealplanr/contracts/meal-plans';

/**
 * `GET /api/meal-plans/generators`: which generators this server offers. The AI chef (`llm`) is listed only when
 * `LLM_BASE_URL` and `LLM_MODEL` are set; the web app offers the choice only then, and tells how long the wait
 * may be (`timeoutSeconds`, from `LLM_TIMEOUT_MS`).
 */
export const llmRoutes: FastifyPluginAsyncZod = async (app) => {
  const { llm } = app.config;
  const offered: MealPlanGenerators = llm
    ? { generators: ['builtin', 'llm'], default: 'builtin', timeoutSeconds: Math.ceil(llm.timeoutMs / 1000) }
    : { generators: ['builtin'], default: 'builtin' };

  app.get(
    '/api/meal-plans/generators',
    {
      schema: {
        tags: ['meal-plans'],
        summary: 'The plan generators this server offers',
        description:
          '`builtin` (catalog recipes, always) and, when the server is configured with an OpenAI-compatible model, ' +
          '`llm`: the AI chef, whose recipes are checked against the catalog and your restrictions before they are saved; ' +
          '`timeoutSeconds` is then the longest one of its generations may take.',
        response: { 200: mealPlanGeneratorsSchema, 401: apiErrorSchema },
      },
    },
    async () => offered,
  );
};
