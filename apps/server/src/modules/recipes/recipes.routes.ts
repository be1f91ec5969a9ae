/**
 * The recipe API (see `packages/contracts/src/recipes.ts` for the list): the browser over the catalog and the
 * person's own recipes, one recipe of either source, writing own recipes, marks, and the editor's line preview.
 * Signed in only; another person's own recipe answers 404 on every route. Writes are counted per account.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '@mealplanr/contracts/enums';
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import {
  OWN_RECIPE_LIMITS,
  ownRecipeInputSchema,
  ownRecipeSchema,
  parseLinesAnswerSchema,
  parseLinesBodySchema,
  recipeBrowserPageSchema,
  recipeBrowserQuerySchema,
  recipeDetailsSchema,
  recipeMarksBodySchema,
  recipeMarksSchema,
} from '@mealplanr/contracts/recipes';
import { AppError } from '../../lib/app-error';
import { requestLanguage } from '../catalog/request-language';
import { RecipesService } from './recipes.service';

/** Own recipes written, changed, deleted or marked by one account in an hour. */
export const RECIPE_WRITES_PER_HOUR = 600;
/** Line previews one account asks for in an hour (the editor asks as the person types, a pause after each change). */
export const LINE_PREVIEWS_PER_HOUR = 3000;

function perAccountLimit(kind: string, max: number, what: string): RateLimitOptions {
  return {
    max,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `recipes-${kind}:${request.user.id}`,
    errorResponseBuilder: () =>
      new AppError(429, 'recipe_limit', `You can ${what} at most ${max} times an hour. Please try again later.`, { limit: max }),
  };
}

const tags = ['recipes'];
const security = [{ session: [] }];
const idParams = z.object({ id: z.string().min(1).max(200) });
const langQuery = z.object({ lang: languageSchema.optional() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema } as const;

export const recipesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RecipesService(app.database.db);
  const writes = perAccountLimit('write', RECIPE_WRITES_PER_HOUR, 'change your recipes');

  app.get(
    '/api/recipes',
    {
      schema: {
        tags,
        security,
        summary: 'Browse the built-in recipes and your own',
        description:
          'Your own recipes first (newest first), then the built-in ones by title. `q` finds recipes using a food it ' +
          'names ("chicken", «курица», "tree nuts") or with its words in the title or description; several words must ' +
          'all match. Built-in recipes are named in `lang` (else Accept-Language); your own are shown as written.',
        querystring: recipeBrowserQuerySchema,
        response: { 200: recipeBrowserPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.browse(request.user.id, request.query, requestLanguage(request, request.query.lang)),
  );

  app.post(
    '/api/recipes/parse-lines',
    {
      config: { rateLimit: perAccountLimit('preview', LINE_PREVIEWS_PER_HOUR, 'preview ingredient lines') },
      schema: {
        tags,
        security,
        summary: 'Read ingredient lines as they would be saved (nothing is saved)',
        description:
          'Each line parsed (amount, unit, food, note), the catalog ingredient it maps to (a mapping by hand wins), ' +
          'grams per serving, and the nutrition, diets, allergens and label checks the lines give for `servings`.',
        body: parseLinesBodySchema,
        response: { 200: parseLinesAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => service.parseLines(request.body),
  );

  app.get(
    '/api/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One recipe: a built-in one in the language asked for, or one of your own as written',
        params: idParams,
        querystring: langQuery,
        response: { 200: recipeDetailsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.details(request.user.id, request.params.id, requestLanguage(request, request.query.lang)),
  );

  app.post(
    '/api/recipes',
    {
      config: { rateLimit: writes },
      schema: {
        tags,
        security,
        summary: 'Add a recipe of your own',
        description:
          `At most ${OWN_RECIPE_LIMITS.lines} ingredient lines and ${OWN_RECIPE_LIMITS.steps} steps; ` +
          `${OWN_RECIPE_LIMITS.perAccount} recipes an account (then 409). Lines are read as typed; a line not ` +
          'understood is kept as written and marks the recipe incomplete (planned only without restrictions and exclusions).',
        body: ownRecipeInputSchema,
        response: { 201: ownRecipeSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user.id, request.body)),
  );

  app.put(
    '/api/recipes/:id',
    {
      config: { rateLimit: writes },
      schema: {
        tags,
        security,
        summary: 'Replace one of your own recipes',
        params: idParams,
        body: ownRecipeInputSchema,
        response: { 200: ownRecipeSchema, ...errors },
      },
    },
    async (request) => service.replace(request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/api/recipes/:id',
    {
      config: { rateLimit: writes },
      schema: {
        tags,
        security,
        summary: 'Delete one of your own recipes (plans made with it keep their copy)',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/recipes/:id/marks',
    {
      config: { rateLimit: writes },
      schema: {
        tags,
        security,
        summary: 'Mark a recipe (built-in or your own) as a favourite or never to suggest',
        description: 'Marks left out stay as they are. A never-suggest recipe is never planned and never offered by a swap.',
        params: idParams,
        body: recipeMarksBodySchema,
        response: { 200: recipeMarksSchema, ...errors },
      },
    },
    async (request) => service.mark(request.user.id, request.params.id, request.body),
  );
};
