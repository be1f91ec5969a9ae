/**
 * The shapes of the catalog's source files (`data/`). Everything here is typed in by people; everything
 * derived (nutrition per serving, diet compliance, allergens, time band) is computed in `derive.ts`.
 */
import { z } from 'zod';
import {
  cookingSkillSchema,
  cuisineSchema,
  groceryCategorySchema,
  mealTypeSchema,
} from '@mealplanr/contracts/enums';

const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case id');

/** Facts about an ingredient that the diet rules read (DESIGN.md §6). */
export const DIET_FLAGS = [
  'animal', // anything from an animal: meat, fish, dairy, egg, honey
  'meat',
  'poultry',
  'fish',
  'shellfish',
  'dairy',
  'egg',
  'gluten',
  'tree_nut',
  'peanut',
  'soy',
  'sesame',
  'grain',
  'legume',
  'added_sugar',
] as const;
export const dietFlagSchema = z.enum(DIET_FLAGS);
export type DietFlag = z.infer<typeof dietFlagSchema>;

/** Names as people type them: the first is the display name, the rest are synonyms. */
const namesSchema = z.array(z.string().min(1)).min(1);

/** How one buys it: by weight, or in a unit holding `grams` (ml for liquids) — "can 400 g", "bunch 30 g". */
export const purchaseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weight') }),
  z.object({
    kind: z.enum(['piece', 'pack', 'can', 'jar', 'bottle', 'bag', 'box', 'bunch', 'carton']),
    grams: z.number().positive(),
  }),
]);
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * A household measure taken from USDA WEIGHT.txt: the row whose `Msre_Desc` starts with `measure`
 * (e.g. "medium", "clove", "cup, chopped"), or grams given by hand with the reason when the USDA has none.
 */
export const measureRefSchema = z.union([
  z.object({ usda: z.string().min(1) }),
  z.object({ grams: z.number().positive(), why: z.string().min(1) }),
]);

export const ingredientSourceSchema = z.object({
  id: idSchema,
  /** USDA SR21 NDB number the nutrition comes from. */
  ndb: z.string().regex(/^\d{5}$/),
  category: groceryCategorySchema,
  flags: z.array(dietFlagSchema),
  names: z.object({ en: namesSchema, ru: namesSchema, be: namesSchema }),
  /** Measured in ml rather than g (milk, oil, broth); 1 ml weighs cup/240 g. */
  liquid: z.boolean().default(false),
  /** Optional overrides of the measures read from WEIGHT.txt; `piece` is required for countable items. */
  measures: z
    .object({
      piece: measureRefSchema.optional(),
      cup: measureRefSchema.optional(),
      tbsp: measureRefSchema.optional(),
      tsp: measureRefSchema.optional(),
    })
    .default({}),
  purchase: purchaseSchema,
  shelfLifeDays: z.number().int().positive(),
  /** Usually at home already (salt, pepper, oil): listed apart as "probably at home". */
  pantry: z.boolean().default(false),
});
export type IngredientSource = z.infer<typeof ingredientSourceSchema>;

export const RECIPE_UNITS = ['g', 'ml', 'piece', 'tsp', 'tbsp', 'cup'] as const;
export const recipeUnitSchema = z.enum(RECIPE_UNITS);
export type RecipeUnit = z.infer<typeof recipeUnitSchema>;

const recipeTextSchema = z.object({
  title: z.string().min(3).max(120),
  description: z.string().min(10).max(400),
  steps: z.array(z.string().min(5)).min(2),
});

export const recipeSourceSchema = z
  .object({
    id: idSchema,
    cuisine: cuisineSchema,
    mealTypes: z.array(mealTypeSchema).min(1),
    difficulty: cookingSkillSchema,
    activeMinutes: z.number().int().positive(),
    totalMinutes: z.number().int().positive(),
    servings: z.number().int().min(1).max(12),
    ingredients: z
      .array(z.object({ id: idSchema, amount: z.number().positive(), unit: recipeUnitSchema }))
      .min(2),
    en: recipeTextSchema,
    ru: recipeTextSchema,
    be: recipeTextSchema,
  })
  .refine((r) => r.activeMinutes <= r.totalMinutes, {
    message: 'activeMinutes must not exceed totalMinutes',
  });
export type RecipeSource = z.infer<typeof recipeSourceSchema>;
