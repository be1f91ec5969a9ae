/**
 * The OpenAPI document (`/api/openapi.json`) and a browsable page (`/api/docs`), generated from the zod schemas
 * every route declares — so the documentation cannot drift from what the server validates.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MealPlanr API',
        description: 'Meal plans, grocery lists and accounts. Errors are `{ error: { code, message, details? } }`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'mealplanr.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { deepLinking: false } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
