/**
 * The food-word API: what a typed word (an ingredient, an allergen group such as "tree nuts", a label word such
 * as "red meat", in English, Russian or Belarusian) is understood as, suggestions while typing, and the answer
 * given when an exclusion cannot be understood.
 */
import { z } from 'zod';
import { languageSchema } from './enums';

export const FOOD_REF_KINDS = ['ingredient', 'group'] as const;
export const foodRefKindSchema = z.enum(FOOD_REF_KINDS);
export type FoodRefKind = z.infer<typeof foodRefKindSchema>;

/** Longest food word accepted (longer text is a sentence, not a word). */
export const FOOD_WORD_MAX_LENGTH = 60;

/** A catalog ingredient or a food group, named in the requested language. */
export const foodMatchSchema = z.object({
  kind: foodRefKindSchema,
  /** The ingredient id or the group key. */
  key: z.string(),
  /** How it is shown; putting this word in a list means exactly this ingredient or group. */
  name: z.string(),
  /** For a group: how many catalog ingredients it stands for. */
  size: z.number().int().nonnegative().optional(),
  /** Something a person should know when choosing it, e.g. that coconut is not counted as a tree nut. */
  note: z.string().optional(),
});
export type FoodMatch = z.infer<typeof foodMatchSchema>;

/** A suggestion while typing: the match plus the name or synonym (any language) that the typed text matched. */
export const foodWordSuggestionSchema = foodMatchSchema.extend({ matched: z.string() });
export type FoodWordSuggestion = z.infer<typeof foodWordSuggestionSchema>;

/**
 * What one typed word was understood as. `known` words stand for `matches` (together `ingredientCount`
 * ingredients); an unknown word may come with `suggestions` ("did you mean"), which are never applied by
 * themselves.
 */
export const wordResolutionSchema = z.object({
  text: z.string(),
  known: z.boolean(),
  matches: z.array(foodMatchSchema),
  ingredientCount: z.number().int().nonnegative(),
  suggestions: z.array(foodMatchSchema),
});
export type WordResolution = z.infer<typeof wordResolutionSchema>;

const foodWordText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(FOOD_WORD_MAX_LENGTH, `must be at most ${FOOD_WORD_MAX_LENGTH} characters`);

/** `GET /api/food-words?q=&lang=`: ingredients and groups for what someone is typing. */
export const foodWordSearchQuerySchema = z.object({ q: foodWordText, lang: languageSchema.optional() });

/** `GET /api/food-words/resolve?text=&lang=`: what one word is understood as. */
export const foodWordResolveQuerySchema = z.object({ text: foodWordText, lang: languageSchema.optional() });

/**
 * The details of a 422 `unknown_exclusion` (POST /api/meal-plans, PUT /api/preferences): each exclusion word
 * that is no food we know, with its best suggestions. Sending `allowUncheckedExclusions: true` keeps such
 * words anyway; a plan then says plainly that they were not checked.
 */
export const unknownExclusionDetailsSchema = z.object({
  words: z.array(z.object({ text: z.string(), suggestions: z.array(foodMatchSchema) })),
});
export type UnknownExclusionDetails = z.infer<typeof unknownExclusionDetailsSchema>;

/** Why a meal's label should be read: what one of its ingredients often contains or hides. */
export const labelCheckSchema = z.object({
  /** Catalog ingredient id. */
  ingredientId: z.string(),
  /** The ingredient's name in the meal's language. */
  name: z.string(),
  /** Allergen codes (see the catalog's ALLERGENS) the product often contains. */
  mayContain: z.array(z.string()),
  /** Animal products it may hide (anchovies, animal_rennet, fining_agents …). */
  animal: z.array(z.string()),
});
export type LabelCheck = z.infer<typeof labelCheckSchema>;
