/**
 * `POST /api/recipes/import` (a page's address) and `POST /api/recipes/import-text` (pasted text): a recipe draft
 * for the person to review. Signed in only (like every route not on the public list), and counted per account,
 * since each address import makes the server fetch a page on someone's behalf.
 */
import { apiErrorSchema } from '@mealplanr/contracts/errors';
import {
  RECIPE_IMPORTS_PER_HOUR,
  recipeImportErrorSchema,
  recipeImportResultSchema,
  recipeImportTextBody,
  recipeImportUrlBody,
  type RecipeImportError,
  type RecipeImportResult,
} from '@mealplanr/contracts/recipe-import';
import type { FastifyReply } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { RecipeImportFailure } from './import-failure';
import { RecipeImportService } from './recipe-import.service';

const tags = ['recipes'];
const security = [{ session: [] }];
const FAILURES =
  'A failure is 422 `{ error: { code: "import_failed", reason, message } }`; 429 `import_limit` beyond ' +
  `${RECIPE_IMPORTS_PER_HOUR} imports an hour.`;
const response = {
  200: recipeImportResultSchema,
  400: apiErrorSchema,
  401: apiErrorSchema,
  422: recipeImportErrorSchema,
  429: apiErrorSchema,
};

/** RECIPE_IMPORTS_PER_HOUR per account, for each route on its own (the sign-in guard runs first). */
function importLimit(kind: 'url' | 'text'): RateLimitOptions {
  return {
    max: RECIPE_IMPORTS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) => `recipe-import-${kind}:${request.user.id}`,
    errorResponseBuilder: () =>
      new AppError(429, 'import_limit', `You can import at most ${RECIPE_IMPORTS_PER_HOUR} recipes an hour. Please try again later.`),
  };
}

export const recipeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new RecipeImportService({ allowNetworks: app.config.importAllowNetworks });

  app.post(
    '/api/recipes/import',
    {
      config: { rateLimit: importLimit('url') },
      schema: {
        tags,
        security,
        summary: "Read a recipe from a web page's address into a draft",
        description:
          'Fetches the page (http or https; public addresses only unless IMPORT_ALLOW_NETWORKS allows more; at most ' +
          '5 redirects, 2 MB and 10 seconds; HTML only) and reads its schema.org Recipe (JSON-LD, or microdata). ' +
          'A page with several recipes gives the first, or the one `recipeIndex` names, and names the others in ' +
          '`otherRecipes`. Reasons: bad_url, blocked_address, too_many_redirects, too_large, too_slow, not_html, ' +
          `http_error, no_recipe, unreachable. ${FAILURES}`,
        body: recipeImportUrlBody,
        response,
      },
    },
    async (request, reply) => draftOrFailure(reply, () => service.fromUrl(request.body.url, request.body.recipeIndex)),
  );

  app.post(
    '/api/recipes/import-text',
    {
      config: { rateLimit: importLimit('text') },
      schema: {
        tags,
        security,
        summary: 'Read a pasted recipe text into a draft',
        description:
          'The first line is the title; an "Ingredients" heading («Ингредиенты», «Інгрэдыенты») starts the ingredient ' +
          'lines and a "Method" heading («Приготовление», «Прыгатаванне») the steps, numbered or one a line. Reason: ' +
          `no_recipe. ${FAILURES}`,
        body: recipeImportTextBody,
        response,
      },
    },
    async (request, reply) => draftOrFailure(reply, () => service.fromText(request.body.text)),
  );
};

/** What `read` gives, or its import failure sent as 422 (anything else goes on to the error handler). */
async function draftOrFailure(reply: FastifyReply, read: () => RecipeImportResult | Promise<RecipeImportResult>) {
  try {
    return await read();
  } catch (error) {
    return sendFailure(reply, error);
  }
}

function sendFailure(reply: FastifyReply, error: unknown) {
  if (!(error instanceof RecipeImportFailure)) throw error;
  const body: RecipeImportError = { error: { code: 'import_failed', reason: error.reason, message: error.message } };
  return reply.status(422).send(body);
}
