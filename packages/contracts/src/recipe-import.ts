/**
 * Importing a recipe: from a web page's address (its schema.org Recipe data, JSON-LD or microdata) or from pasted
 * text. The answer is a DRAFT the person reviews in the recipe editor before saving; nothing is stored here.
 *
 * Routes (under /api; signed in; counted per account):
 *   POST /recipes/import        recipeImportUrlBody  → recipeImportResultSchema
 *   POST /recipes/import-text   recipeImportTextBody → recipeImportResultSchema
 *
 * A page holding several recipes gives the first (or the one `recipeIndex` names) as the draft and names the
 * others in `otherRecipes`, each with its `index` on the page, so the person can ask for another one instead.
 *
 * A failure answers 422 `{ error: { code: 'import_failed', reason, message } }` (recipeImportErrorSchema): the web
 * app shows a translated message per `reason`; `message` is a plain English fallback that never names an address
 * the server looked up.
 */
import { z } from 'zod';
import { cuisineSchema, languageSchema, mealTypeSchema } from './enums';
import { OWN_RECIPE_LIMITS } from './recipes';
import { multiline } from './text';

export const RECIPE_IMPORT_URL_MAX = 2048;
export const RECIPE_IMPORT_TEXT_MAX = 20_000;
/** Imports (by address and by text, each counted on its own) one account may start per hour. */
export const RECIPE_IMPORTS_PER_HOUR = 60;

/**
 * A draft fits an own recipe, so it can be saved as it comes: longer texts are cut, further lines and steps left
 * out, and a yield or time beyond an own recipe's bounds is left empty for the person to fill in.
 */
export const DRAFT_TITLE_MAX = OWN_RECIPE_LIMITS.title;
export const DRAFT_DESCRIPTION_MAX = OWN_RECIPE_LIMITS.description;
export const DRAFT_LINE_MAX = OWN_RECIPE_LIMITS.lineText;
export const DRAFT_STEP_MAX = OWN_RECIPE_LIMITS.stepText;
export const DRAFT_LINES_MAX = OWN_RECIPE_LIMITS.lines;
export const DRAFT_STEPS_MAX = OWN_RECIPE_LIMITS.steps;
export const DRAFT_SERVINGS_MAX = OWN_RECIPE_LIMITS.servings.max;
export const DRAFT_MINUTES_MAX = OWN_RECIPE_LIMITS.minutes.max;

export const recipeImportUrlBody = z.object({
  /** The page's address, http:// or https://; anything else is a 422 `bad_url`. */
  url: z.string().trim().min(1).max(RECIPE_IMPORT_URL_MAX),
  /** Which recipe of a page holding several (an `index` from `otherRecipes`); the first when absent. */
  recipeIndex: z.number().int().min(0).max(99).optional(),
});
export type RecipeImportUrlBody = z.infer<typeof recipeImportUrlBody>;

export const recipeImportTextBody = z.object({
  /** A recipe as text: a title line, an ingredients section, a steps section. */
  text: multiline(z.string().trim().min(1).max(RECIPE_IMPORT_TEXT_MAX)),
});
export type RecipeImportTextBody = z.infer<typeof recipeImportTextBody>;

export const recipeDraftSchema = z.object({
  title: z.string(),
  /** Empty when the source gives none. */
  description: z.string(),
  /** The recipe's language, guessed from the page's `lang` and its text. */
  language: languageSchema,
  servings: z.number().int().positive().nullable(),
  /** Hands-on time (the source's preparation time, or its cooking time when it gives no other). */
  activeMinutes: z.number().int().nonnegative().nullable(),
  /** From start to table (the source's total time, or preparation plus cooking). */
  totalMinutes: z.number().int().nonnegative().nullable(),
  /** The product's cuisine the source's words name; null when none matches. */
  cuisine: cuisineSchema.nullable(),
  /** Meal types the source's category names (e.g. "Breakfast", «Завтрак»). */
  mealTypes: z.array(mealTypeSchema),
  /** Ingredient lines as written ("2 cups flour"); reading them into catalog ingredients happens in the editor. */
  ingredientLines: z.array(z.string()),
  steps: z.array(z.string()),
  /** The page it came from (after redirects); null for pasted text. */
  sourceUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

export const recipeImportResultSchema = z.object({
  draft: recipeDraftSchema,
  /** Present when the page holds more than one recipe: the others, in page order, by title and place on the page. */
  otherRecipes: z.array(z.object({ index: z.number().int().nonnegative(), title: z.string() })).optional(),
});
export type RecipeImportResult = z.infer<typeof recipeImportResultSchema>;

export const IMPORT_FAILURE_REASONS = [
  /** Not an http(s) address, credentials in it, or a port below 1024 other than 80 and 443. */
  'bad_url',
  /** The address is (or resolves to) a loopback, private, link-local, metadata or otherwise non-public address. */
  'blocked_address',
  /** More than 5 redirects. */
  'too_many_redirects',
  /** The page is larger than 2 MB. */
  'too_large',
  /** The page took longer than 10 seconds. */
  'too_slow',
  /** The answer is not an HTML page. */
  'not_html',
  /** The site answered with an error status. */
  'http_error',
  /** No recipe was found on the page or in the text. */
  'no_recipe',
  /** The site could not be reached (unknown name, refused connection, broken TLS…). */
  'unreachable',
] as const;
export const importFailureReasonSchema = z.enum(IMPORT_FAILURE_REASONS);
export type ImportFailureReason = z.infer<typeof importFailureReasonSchema>;

export const recipeImportErrorSchema = z.object({
  error: z.object({
    code: z.literal('import_failed'),
    reason: importFailureReasonSchema,
    message: z.string(),
  }),
});
export type RecipeImportError = z.infer<typeof recipeImportErrorSchema>;
