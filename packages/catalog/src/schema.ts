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

/** Facts about an ingredient that the diet rules read (docs/architecture.md#the-catalog-and-the-food-word-engine). */
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

/**
 * The allergens food law makes sellers declare: the EU's 14 groups (Regulation 1169/2011, Annex II) and the US
 * FDA's 9 major allergens, with cereals containing gluten named by grain and tree nuts by kind, so that "walnuts"
 * and "tree nuts" can each be excluded. Pine nuts are on the FDA's tree-nut list, not the EU's; they are kept as
 * a kind of tree nut here, the stricter reading. Coconut is not a tree nut here (docs/decisions/0008-food-words-and-allergens.md).
 */
export const ALLERGENS = [
  // Cereals containing gluten (EU); wheat is also an FDA major allergen. Spelt and khorasan (kamut) are wheat.
  'wheat',
  'rye',
  'barley',
  'oats',
  'crustaceans', // shrimp, prawns, crab, lobster, crayfish (EU; FDA "crustacean shellfish")
  'molluscs', // mussels, clams, oysters, scallops, squid, octopus, snails (EU only)
  'fish',
  'egg',
  'milk',
  'peanut',
  // Tree nuts by kind (EU lists the first eight; FDA also pine nuts).
  'almond',
  'hazelnut',
  'walnut',
  'cashew',
  'pecan',
  'brazil_nut',
  'pistachio',
  'macadamia',
  'pine_nut',
  'soy',
  'sesame',
  'mustard',
  'celery', // celery and celeriac (EU)
  'lupin', // (EU)
  'sulphites', // sulphur dioxide and sulphites above 10 mg/kg (EU)
] as const;
export const allergenSchema = z.enum(ALLERGENS);
export type CatalogAllergen = z.infer<typeof allergenSchema>;

/** Animal products a plant-looking product often hides (shown as "check the label"). */
export const HIDDEN_ANIMAL_PRODUCTS = [
  'anchovies', // Worcestershire sauce, Caesar dressing, some pestos
  'fish_sauce',
  'shrimp_paste', // Thai curry pastes, some chili pastes
  'animal_rennet', // parmesan, pecorino, grana padano and many hard cheeses
  'fining_agents', // wine, beer, some juices and vinegars: clarified with egg white, casein, gelatin or isinglass
  'gelatin',
  'meat_extract', // stock cubes, gravies
  'bone_char', // white sugar in some countries
  'lard',
  'milk_derivatives', // "non-dairy" creamers, some breads and margarines (whey, casein)
  'egg_wash', // glazed breads and pastries
  'honey',
  'carmine',
] as const;
export const hiddenAnimalProductSchema = z.enum(HIDDEN_ANIMAL_PRODUCTS);
export type HiddenAnimalProduct = z.infer<typeof hiddenAnimalProductSchema>;

/**
 * What the label must be checked for: allergens the product often contains (by recipe of many brands, or by
 * cross-contact, like oats and wheat) without always containing them, and animal products it may hide. An
 * exclusion of one of these allergens leaves the ingredient out all the same; the note tells the rest.
 */
export const labelCheckSchema = z
  .object({
    mayContain: z.array(allergenSchema).default([]),
    animal: z.array(hiddenAnimalProductSchema).default([]),
  })
  .refine((c) => c.mayContain.length + c.animal.length > 0, { message: 'a label check names something' });
export type LabelCheck = z.infer<typeof labelCheckSchema>;

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

/**
 * The edible share of the ingredient as bought, stated where SR21's refuse (FOOD_DES.txt) does not fit how it is
 * bought: sold without its refuse (boneless fillets, shelled nuts: 1), or with refuse SR21 does not record
 * (mussels in the shell). `why` names the reason and, for a figure other than 1, its source.
 */
export const edibleSchema = z.object({
  fraction: z.number().gt(0).max(1),
  why: z.string().min(10),
});

/** Nutrients per 100 g, as a label gives them (sodium = salt / 2.5; a label without fibre gives 0 with reason). */
const labelPer100gSchema = z.object({
  kcal: z.number().nonnegative(),
  proteinG: z.number().nonnegative(),
  fatG: z.number().nonnegative(),
  carbsG: z.number().nonnegative(),
  fibreG: z.number().nonnegative(),
  sugarsG: z.number().nonnegative(),
  sodiumMg: z.number().nonnegative(),
  satFatG: z.number().nonnegative(),
});

/**
 * The USDA row stands in for something it is not (a soy milk row for almond milk) or names it otherwise (a long-grain
 * rice row for basmati). `why` says which and why the row is used. Where the row's figures would mislead,
 * `per100g` gives label-based values per 100 g with their `source`; the row then only gives the measures.
 */
export const standInSchema = z
  .object({
    why: z.string().min(10),
    per100g: labelPer100gSchema.optional(),
    source: z.string().min(10).optional(),
  })
  .refine((s) => (s.per100g === undefined) === (s.source === undefined), {
    message: 'label values (per100g) and their source go together',
  });
export type StandIn = z.infer<typeof standInSchema>;

export const ingredientSourceSchema = z.object({
  id: idSchema,
  /** USDA SR21 NDB number the nutrition comes from. */
  ndb: z.string().regex(/^\d{5}$/),
  /** Where the row is not this ingredient by name: why it stands in, and label values where it would mislead. */
  standIn: standInSchema.optional(),
  /** The edible share as bought, where SR21's refuse percentage does not fit (see `edibleSchema`). */
  edible: edibleSchema.optional(),
  category: groceryCategorySchema,
  flags: z.array(dietFlagSchema),
  names: z.object({ en: namesSchema, ru: namesSchema, be: namesSchema }),
  /** The allergens it contains as usually sold; empty for none. Every ingredient states it. */
  allergens: z.array(allergenSchema).default([]),
  /** What to check the label for, where products differ (see `labelCheckSchema`). */
  labelCheck: labelCheckSchema.optional(),
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
      .array(
        z.object({
          id: idSchema,
          amount: z.number().positive(),
          unit: recipeUnitSchema,
          /**
           * The share of the amount that is eaten, where the rest is poured away — a marinade or brine the food is
           * lifted out of, oil left in the pan after frying — with the reason. The amount stays what is used.
           */
          eaten: z.object({ share: z.number().gt(0).lt(1), why: z.string().min(10) }).optional(),
        }),
      )
      .min(2),
    /**
     * Why the dish keeps saturated fat or sodium per serving at or above the health-warning thresholds
     * (`HEALTH_THRESHOLDS` in `recipe-checks.ts`), and why it stays so: where the fat or salt comes from and what
     * the dish is (a coconut-milk curry: the fat is the coconut's). English, for catalog editors; never shown to
     * people. Required over a threshold, not allowed under both.
     */
    healthNote: z.string().min(40).optional(),
    en: recipeTextSchema,
    ru: recipeTextSchema,
    be: recipeTextSchema,
  })
  .refine((r) => r.activeMinutes <= r.totalMinutes, {
    message: 'activeMinutes must not exceed totalMinutes',
  });
export type RecipeSource = z.infer<typeof recipeSourceSchema>;
