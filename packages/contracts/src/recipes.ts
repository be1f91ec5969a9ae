/**
 * The recipe API: every account's own recipe box beside the built-in catalog, one browser over both, favourite
 * and never-suggest marks, and the editor's live preview of ingredient lines. The server validates with these
 * schemas and the web app builds against them; `/api/docs` lists every route.
 *
 * Routes (all under /api, signed in; another person's own recipe answers 404 on every verb):
 *   GET    /recipes?q&mealType&diet&cuisine&maxMinutes&difficulty&source&favouritesOnly&limit&offset&lang
 *                                          → recipeBrowserPageSchema { items: recipeSummarySchema[], total }
 *   GET    /recipes/:id?lang               (a catalog id or an own recipe's id) → recipeDetailsSchema
 *   POST   /recipes                        ownRecipeInputSchema → 201 ownRecipeSchema
 *   PUT    /recipes/:id                    (own only) ownRecipeInputSchema → ownRecipeSchema
 *   DELETE /recipes/:id                    (own only) → 204
 *   PUT    /recipes/:id/marks              (either source) recipeMarksBodySchema → recipeMarksSchema
 *   POST   /recipes/parse-lines            parseLinesBodySchema → parseLinesAnswerSchema (nothing is saved)
 *
 * Own recipes are planned like catalog recipes (`recipeSource` in the questionnaire): their nutrition, diets,
 * allergens and label checks are derived from the ingredient lines the catalog understands. A line it does not
 * understand stays as written and makes the recipe `incomplete`: such a recipe is planned only for people with
 * no dietary restriction and no exclusion, and the plan says so.
 */
import { z } from 'zod';
import { cookingSkillSchema, cuisineSchema, dietaryRestrictionSchema, languageSchema, mealTypeSchema } from './enums';
import { labelCheckSchema } from './food-words';
import { nutritionSchema, recipeBasicsSchema } from './meal-plans';
import { multiline } from './text';

/** Bounds of an own recipe; the editor shows the same limits. */
export const OWN_RECIPE_LIMITS = {
  title: 120,
  description: 1000,
  lines: 60,
  lineText: 200,
  steps: 40,
  stepText: 2000,
  servings: { min: 1, max: 50 },
  /** Minutes of work and in all (a day and a half covers slow cooking and overnight rising). */
  minutes: { min: 0, max: 2160 },
  /** Largest amount a line may give by hand, in its unit. */
  amount: 100_000,
  /** Own recipes one account may keep. */
  perAccount: 1000,
} as const;

/** The units a recipe's amounts are written in (the catalog's). */
export const RECIPE_UNITS = ['g', 'ml', 'piece', 'tsp', 'tbsp', 'cup'] as const;
export const recipeUnitSchema = z.enum(RECIPE_UNITS);
export type RecipeUnit = z.infer<typeof recipeUnitSchema>;

/** Where a recipe comes from: the built-in catalog, or the person's own recipe box. */
export const RECIPE_SOURCES = ['builtin', 'mine'] as const;
export const recipeSourceSchema = z.enum(RECIPE_SOURCES);
export type RecipeSource = z.infer<typeof recipeSourceSchema>;

const L = OWN_RECIPE_LIMITS;

const singleLine = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** A catalog ingredient id (kebab-case). */
const ingredientIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be an ingredient id').max(80);

// ── Input ───────────────────────────────────────────────────────────────────────────────────────────────

/**
 * One ingredient line as typed ("2 cups flour, sifted"). `ingredientId` maps it to a catalog ingredient by hand
 * (it wins over what the text is read as; null: read it from the text); `amount` and `unit` given by hand win
 * over the quantity in the text (both or neither).
 */
export const ownRecipeLineInputSchema = z
  .object({
    text: singleLine(L.lineText),
    ingredientId: ingredientIdSchema.nullable().optional(),
    amount: z
      .number({ message: 'must be a number' })
      .positive('must be more than 0')
      .max(L.amount, `must be at most ${L.amount}`)
      .optional(),
    unit: recipeUnitSchema.optional(),
  })
  .refine((line) => (line.amount === undefined) === (line.unit === undefined), {
    message: 'amount and unit go together',
    path: ['unit'],
  });
export type OwnRecipeLineInput = z.infer<typeof ownRecipeLineInputSchema>;

const servingsSchema = z
  .number({ message: 'must be a number of servings' })
  .int('must be a whole number of servings')
  .min(L.servings.min, `must be between ${L.servings.min} and ${L.servings.max} servings`)
  .max(L.servings.max, `must be between ${L.servings.min} and ${L.servings.max} servings`);

const minutesSchema = z
  .number({ message: 'must be a number of minutes' })
  .int('must be a whole number of minutes')
  .min(L.minutes.min, `must be between ${L.minutes.min} and ${L.minutes.max} minutes`)
  .max(L.minutes.max, `must be between ${L.minutes.min} and ${L.minutes.max} minutes`);

/** `POST /api/recipes`, `PUT /api/recipes/:id`: a whole own recipe (a PUT replaces every field). */
export const ownRecipeInputSchema = z
  .object({
    title: singleLine(L.title),
    description: multiline(z.string().trim().max(L.description, `must be at most ${L.description} characters`)).default(''),
    /** The language it is written in; its text is shown as written, whatever language the app is in. */
    language: languageSchema,
    mealTypes: z
      .array(mealTypeSchema)
      .min(1, 'must include at least one meal')
      .refine((t) => new Set(t).size === t.length, 'must not list a meal twice'),
    cuisine: cuisineSchema,
    servings: servingsSchema,
    activeMinutes: minutesSchema,
    totalMinutes: minutesSchema,
    difficulty: cookingSkillSchema,
    lines: z
      .array(ownRecipeLineInputSchema)
      .min(1, 'must list at least one ingredient')
      .max(L.lines, `must list at most ${L.lines} ingredients`),
    steps: z
      .array(multiline(singleLine(L.stepText)))
      .max(L.steps, `must have at most ${L.steps} steps`)
      .default([]),
  })
  .refine((r) => r.activeMinutes <= r.totalMinutes, {
    message: 'must not be more than the total minutes',
    path: ['activeMinutes'],
  });
export type OwnRecipeInput = z.input<typeof ownRecipeInputSchema>;
export type OwnRecipeInputParsed = z.output<typeof ownRecipeInputSchema>;

// ── Lines as read ───────────────────────────────────────────────────────────────────────────────────────

/** A catalog ingredient a line might mean, named in the recipe's language. */
export const lineCandidateSchema = z.object({ id: z.string(), name: z.string() });

/** What the text of a line was read as (before any mapping by hand). */
export const lineParseSchema = z.object({
  /** The number written ("2", "½", "1 1/2"); the lower end of a range ("2–3"). */
  quantity: z.number().nullable(),
  /** The upper end of a range. */
  quantityMax: z.number().nullable(),
  /** The unit word as written ("cups", "ст. л."). */
  unitWord: z.string().nullable(),
  unit: recipeUnitSchema.nullable(),
  /** The amount in `unit` that counts (a range counts its middle). */
  amount: z.number().nullable(),
  /** The words naming the food. */
  ingredientText: z.string(),
  /** The ingredient those words name, when the catalog knows it. */
  ingredientId: z.string().nullable(),
  /** Other ingredients the words might mean (the editor offers them). */
  candidates: z.array(lineCandidateSchema),
  /** What follows the food ("finely chopped"). */
  note: z.string().nullable(),
  /** "Salt to taste": no amount. */
  toTaste: z.boolean(),
  /** "(optional)". */
  optional: z.boolean(),
});
export type LineParse = z.infer<typeof lineParseSchema>;

/**
 * A stored (or previewed) ingredient line: as written, what it was read as, and the catalog ingredient and
 * amount that count. `resolved` false: the catalog does not know the food or its amount cannot be weighed; the
 * line is kept as written and adds nothing to the nutrition.
 */
export const ownRecipeLineSchema = z.object({
  text: z.string(),
  parse: lineParseSchema,
  /** The catalog ingredient used (a mapping by hand, else the one the text names); null when none. */
  ingredientId: z.string().nullable(),
  /** Its name in the recipe's language. */
  ingredientName: z.string().nullable(),
  /** The ingredient was chosen by hand (it wins over the text). */
  mappedByHand: z.boolean(),
  /** The amount and unit that count (given by hand, else read from the text); null when none (to taste). */
  amount: z.number().nullable(),
  /** The amount and unit were given by hand. */
  amountByHand: z.boolean(),
  unit: recipeUnitSchema.nullable(),
  /** Grams in one serving; null when unresolved. */
  gramsPerServing: z.number().nullable(),
  resolved: z.boolean(),
});
export type OwnRecipeLine = z.infer<typeof ownRecipeLineSchema>;

/** Figures derived from the lines the catalog understands (never typed by hand; recomputed on every write). */
export const derivedRecipeFiguresSchema = z.object({
  /** Per serving. */
  nutrition: nutritionSchema,
  /** The dietary restrictions it meets (judged from its resolved lines). */
  diets: z.array(dietaryRestrictionSchema),
  /** Allergen flags the catalog derives (dairy, egg, gluten, tree_nut, peanut, soy, sesame, fish, shellfish) of its resolved lines. */
  allergens: z.array(z.string()),
  labelChecks: z.array(labelCheckSchema),
  /** Some line is not understood: planned only without restrictions and exclusions. */
  incomplete: z.boolean(),
});
export type DerivedRecipeFigures = z.infer<typeof derivedRecipeFiguresSchema>;

// ── Stored own recipe ──────────────────────────────────────────────────────────────────────────────────

/** The marks a person puts on any recipe (either source). */
export const recipeMarksSchema = z.object({
  favourite: z.boolean(),
  /** Never planned, and never offered by a swap. */
  neverSuggest: z.boolean(),
});
export type RecipeMarks = z.infer<typeof recipeMarksSchema>;

/** `PUT /api/recipes/:id/marks`: the marks to change (missing ones stay). */
export const recipeMarksBodySchema = z
  .object({ favourite: z.boolean().optional(), neverSuggest: z.boolean().optional() })
  .refine((b) => b.favourite !== undefined || b.neverSuggest !== undefined, 'must change favourite or neverSuggest');
export type RecipeMarksBody = z.infer<typeof recipeMarksBodySchema>;

/** An own recipe as stored: what was typed, the lines as read, the derived figures and the marks. */
export const ownRecipeSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  language: languageSchema,
  mealTypes: z.array(mealTypeSchema),
  cuisine: cuisineSchema,
  servings: z.number().int(),
  activeMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  difficulty: cookingSkillSchema,
  lines: z.array(ownRecipeLineSchema),
  steps: z.array(z.string()),
  ...derivedRecipeFiguresSchema.shape,
  ...recipeMarksSchema.shape,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OwnRecipe = z.infer<typeof ownRecipeSchema>;

// ── Browser ────────────────────────────────────────────────────────────────────────────────────────────

export const RECIPE_BROWSER_SOURCES = ['builtin', 'mine', 'all'] as const;
export const RECIPE_BROWSER_PAGE = { default: 24, max: 100 } as const;

const queryBoolean = z
  .enum(['true', 'false'], { message: 'must be true or false' })
  .transform((v) => v === 'true');

/** `GET /api/recipes`: search words (a food finds the recipes using it; title words too) and filters. */
export const recipeBrowserQuerySchema = z.object({
  q: z.string().trim().max(60, 'must be at most 60 characters').optional(),
  mealType: mealTypeSchema.optional(),
  /** Recipes meeting this restriction. */
  diet: dietaryRestrictionSchema.optional(),
  cuisine: cuisineSchema.optional(),
  /** Recipes ready in at most this many minutes in all. */
  maxMinutes: z.coerce.number().int().min(1).max(L.minutes.max).optional(),
  /** Recipes of at most this difficulty (beginner < intermediate < advanced). */
  difficulty: cookingSkillSchema.optional(),
  source: z.enum(RECIPE_BROWSER_SOURCES).default('all'),
  favouritesOnly: queryBoolean.optional(),
  limit: z.coerce.number().int().min(1).max(RECIPE_BROWSER_PAGE.max).default(RECIPE_BROWSER_PAGE.default),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** Language of catalog recipes' titles (own recipes are shown as written). */
  lang: languageSchema.optional(),
});
export type RecipeBrowserQuery = z.input<typeof recipeBrowserQuerySchema>;

/** One recipe in the browser. */
export const recipeSummarySchema = z.object({
  source: recipeSourceSchema,
  id: z.string(),
  /** The language its title is in. */
  language: languageSchema,
  title: z.string(),
  description: z.string(),
  mealTypes: z.array(mealTypeSchema),
  cuisine: cuisineSchema,
  difficulty: cookingSkillSchema,
  totalMinutes: z.number().int(),
  /** Per serving. */
  kcal: z.number().int(),
  diets: z.array(dietaryRestrictionSchema),
  ...recipeMarksSchema.shape,
  incomplete: z.boolean(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

/** Own recipes first (newest first), then the catalog's by title; `total` counts every match. */
export const recipeBrowserPageSchema = z.object({
  items: z.array(recipeSummarySchema),
  total: z.number().int().nonnegative(),
});
export type RecipeBrowserPage = z.infer<typeof recipeBrowserPageSchema>;

// ── Details ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * One ingredient of a recipe as shown: a catalog line has every field; an own line has `text` (as written) and,
 * when it is not understood, null id, amount, unit and grams (`name` is then the text as written).
 */
export const recipeDetailsIngredientSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  amount: z.number().nullable(),
  unit: recipeUnitSchema.nullable(),
  gramsPerServing: z.number().nullable(),
  text: z.string().optional(),
});
export type RecipeDetailsIngredient = z.infer<typeof recipeDetailsIngredientSchema>;

/**
 * `GET /api/recipes/:id`: a recipe of either source. A catalog recipe comes in the language asked for; an own
 * recipe in the language it was written in (`language` says which).
 */
export const recipeDetailsSchema = z.object({
  source: recipeSourceSchema,
  ...recipeBasicsSchema.shape,
  ingredients: z.array(recipeDetailsIngredientSchema),
  /** Own recipes: the lines as stored (what the editor starts from). */
  lines: z.array(ownRecipeLineSchema).optional(),
  ...derivedRecipeFiguresSchema.shape,
  ...recipeMarksSchema.shape,
});
export type RecipeDetails = z.infer<typeof recipeDetailsSchema>;

// ── Editor preview ─────────────────────────────────────────────────────────────────────────────────────

/** `POST /api/recipes/parse-lines`: the lines as typed so far, read as they would be saved. */
export const parseLinesBodySchema = z.object({
  language: languageSchema,
  /** For the figures per serving (1 when missing). */
  servings: servingsSchema.optional(),
  lines: z.array(ownRecipeLineInputSchema).max(L.lines, `must list at most ${L.lines} ingredients`),
});
export type ParseLinesBody = z.infer<typeof parseLinesBodySchema>;

export const parseLinesAnswerSchema = derivedRecipeFiguresSchema.extend({ lines: z.array(ownRecipeLineSchema) });
export type ParseLinesAnswer = z.infer<typeof parseLinesAnswerSchema>;
