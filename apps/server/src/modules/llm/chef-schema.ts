/**
 * What the AI chef must answer: `{ "recipes": [ … ] }`, one recipe per requested meal.
 *
 * Two schemas on purpose. The model is sent a plain JSON Schema (every field required, no extra fields, only
 * types and enums — the subset OpenAI's strict structured outputs, Ollama, vLLM and llama.cpp all accept).
 * The answer as a whole is only checked for being `{ recipes: [...] }`; each recipe is then checked on its
 * own against the shape below, so one malformed recipe costs that meal (asked again, else replaced by the
 * built-in planner), not the whole plan. Whether its figures are ones a kitchen cooks (servings, minutes,
 * amounts, energy) is decided apart, in `plausibility.ts`, and refused as `implausible` rather than `invalid`.
 */
import { z } from 'zod';
import { RECIPE_UNITS } from '@mealplanr/catalog/schema';
import { COOKING_SKILLS, CUISINES, MEAL_TYPES } from '@mealplanr/contracts/enums';
import type { JSONSchema7 } from 'ai';

const nutritionJson: JSONSchema7 = {
  type: 'object',
  description: 'Your estimate for one serving.',
  properties: {
    kcal: { type: 'number' },
    proteinG: { type: 'number' },
    fatG: { type: 'number' },
    carbsG: { type: 'number' },
  },
  required: ['kcal', 'proteinG', 'fatG', 'carbsG'],
  additionalProperties: false,
};

const recipeJson: JSONSchema7 = {
  type: 'object',
  properties: {
    day: { type: 'integer', description: 'Day of the plan, starting at 1.' },
    mealType: { type: 'string', enum: [...MEAL_TYPES] },
    title: { type: 'string' },
    description: { type: 'string' },
    cuisine: { type: 'string', enum: [...CUISINES] },
    difficulty: { type: 'string', enum: [...COOKING_SKILLS] },
    activeMinutes: { type: 'integer' },
    totalMinutes: { type: 'integer' },
    servings: { type: 'integer' },
    ingredients: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          amount: { type: 'number' },
          unit: { type: 'string', enum: [...RECIPE_UNITS] },
        },
        required: ['name', 'amount', 'unit'],
        additionalProperties: false,
      },
    },
    steps: { type: 'array', items: { type: 'string' } },
    nutritionPerServing: nutritionJson,
  },
  required: [
    'day',
    'mealType',
    'title',
    'description',
    'cuisine',
    'difficulty',
    'activeMinutes',
    'totalMinutes',
    'servings',
    'ingredients',
    'steps',
    'nutritionPerServing',
  ],
  additionalProperties: false,
};

/** The JSON Schema sent with every request (`response_format: json_schema`). */
export const CHEF_ANSWER_JSON_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: { recipes: { type: 'array', items: recipeJson } },
  required: ['recipes'],
  additionalProperties: false,
};

/** The answer as a whole: anything with a `recipes` array (each recipe is judged on its own). */
export const chefAnswerSchema = z.object({ recipes: z.array(z.unknown()) });
export type ChefAnswer = z.infer<typeof chefAnswerSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** One recipe as we accept it: the JSON Schema's shape and the lengths a recipe's text stays within. */
export const chefRecipeSchema = z.object({
  day: z.number().int().min(1),
  mealType: z.enum(MEAL_TYPES),
  title: text(120),
  description: z.string().trim().max(600),
  cuisine: z.enum(CUISINES),
  difficulty: z.enum(COOKING_SKILLS),
  // Numbers: their type only; their bounds are plausibility's (`PLAUSIBLE`).
  activeMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  servings: z.number().int(),
  ingredients: z
    .array(
      z.object({
        name: text(80),
        amount: z.number().positive(),
        unit: z.enum(RECIPE_UNITS),
      }),
    )
    .min(1)
    .max(40),
  steps: z.array(text(1000)).min(1).max(20),
  nutritionPerServing: z.object({
    kcal: z.number().min(0),
    proteinG: z.number().min(0),
    fatG: z.number().min(0),
    carbsG: z.number().min(0),
  }),
});
export type ChefRecipe = z.infer<typeof chefRecipeSchema>;
