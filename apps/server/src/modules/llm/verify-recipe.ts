/**
 * The check every AI chef recipe passes before it may enter a plan (docs/decisions/0006-llm-chef.md). The
 * model is never trusted on what matters for safety:
 *
 * - a recipe with hidden characters anywhere (bidirectional controls, zero-width characters, controls, NUL, lone
 *   surrogates: `hidden-characters.ts`) is refused before anything else is read;
 * - every ingredient is mapped onto the catalog; diets are decided by the catalog's own rules
 *   (`FORBIDDEN_FLAGS`, `dietsFor`) on the mapped ingredients and the nutrition recomputed from them;
 * - an excluded ingredient (words, synonyms and families expanded as for the built-in planner) rejects the
 *   recipe, and so does an excluded word in its title, description or steps;
 * - every food the title, description or steps name (found by the food-word engine, in any of the three
 *   languages and any form) must be on the ingredient list: one that is not is refused as excluded, as breaking
 *   a diet, or as `unlisted_food` — "sprinkle with parmesan" cannot slip cheese into a dairy-free plan;
 * - an ingredient the catalog does not know is allowed only when no restriction could concern it (the
 *   questionnaire has no dietary restrictions and no exclusions); it is marked, and the meal's nutrition is then
 *   the model's estimate;
 * - servings, minutes, amounts and energy must be ones a kitchen cooks (`plausibility.ts`);
 * - total minutes must fit the cooking-time band and the difficulty the cooking skill.
 */
import type { Catalog, Nutrition } from '@mealplanr/catalog/load';
import { FORBIDDEN_FLAGS } from '@mealplanr/catalog/diet-rules';
import { dietsFor, nutritionOf, roundNutrition, unionFlags } from '@mealplanr/catalog/derive';
import type { FoodWords } from '@mealplanr/catalog/food-words/types';
import type { IngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { normalizeText } from '@mealplanr/catalog/normalize-text';
import type { DietFlag, RecipeUnit } from '@mealplanr/catalog/schema';
import { toGrams, UnitError } from '@mealplanr/catalog/units';
import { COOKING_SKILLS, type CookingSkill, type Cuisine, type Language, type MealType } from '@mealplanr/contracts/enums';
import type { LlmRejectionReason, Questionnaire } from '@mealplanr/contracts/meal-plans';
import { TIME_BAND_MAX_MINUTES } from '@mealplanr/planner/constraints';
import { hardConstraintsOf } from '@mealplanr/planner/problem';
import { chefRecipeSchema, type ChefRecipe } from './chef-schema';
import { findHiddenCharacters } from './hidden-characters';
import { mapIngredientName } from './ingredient-mapping';
import { implausibility } from './plausibility';
import { foodsInText } from './text-foods';

/** An ingredient line of a checked recipe, for the recipe's own servings. */
export interface CheckedIngredient {
  /** Catalog id, or undefined when the catalog does not know it. */
  id: string | undefined;
  /** The catalog's display name in the plan's language; the model's own words when unknown. */
  name: string;
  amount: number;
  unit: RecipeUnit;
  /** Grams per serving; undefined when the amount cannot be weighed (unknown ingredient or unit). */
  gramsPerServing: number | undefined;
}

/** A recipe that passed every check. */
export interface CheckedRecipe {
  mealType: MealType;
  title: string;
  description: string;
  steps: string[];
  cuisine: Cuisine;
  difficulty: CookingSkill;
  activeMinutes: number;
  totalMinutes: number;
  servings: number;
  ingredients: CheckedIngredient[];
  /** Per serving: recomputed from the catalog, or the model's estimate when `estimated`. */
  nutrition: Nutrition;
  estimated: boolean;
}

export type Verdict =
  | { ok: true; recipe: CheckedRecipe }
  | { ok: false; reason: LlmRejectionReason; /** English, for the log and the request asking again. */ detail: string };

/** The food-word engine, as far as the checks use it: food words in running text, and one name's meaning. */
export type RecipeFoodWords = Pick<FoodWords, 'mentions' | 'resolve'>;

/** What the checks need, prepared once per plan. */
export interface VerificationContext {
  catalog: Catalog;
  index: Pick<IngredientIndex, 'resolve'>;
  foodWords: RecipeFoodWords;
  questionnaire: Questionnaire;
  language: Language;
  /** Ingredient ids no meal may contain, with the questionnaire words that excluded each. */
  excludedIds: ReadonlySet<string>;
  excludedBy: ReadonlyMap<string, readonly string[]>;
  /** Normalized words that must not appear in a recipe's text (the exclusion words and the excluded names). */
  excludedWords: readonly string[];
  /** Ingredient ids a chosen ingredient-based restriction forbids (by `FORBIDDEN_FLAGS`). */
  forbiddenIds: ReadonlySet<string>;
}

export function verificationContext(
  catalog: Catalog,
  index: IngredientIndex,
  questionnaire: Questionnaire,
  language: Language,
  foodWords: RecipeFoodWords,
): VerificationContext {
  const { constraints } = hardConstraintsOf(questionnaire, index, catalog);
  const words = new Set<string>();
  for (const term of questionnaire.excludeIngredients) words.add(normalizeText(term));
  for (const id of constraints.excludedIds) {
    const ingredient = catalog.ingredientById.get(id);
    if (ingredient) for (const name of ingredient.names[language]) words.add(normalizeText(name));
  }
  const forbiddenFlags = new Set(questionnaire.dietaryRestrictions.flatMap((r) => FORBIDDEN_FLAGS[r] ?? []));
  const forbiddenIds = new Set(catalog.ingredients.filter((i) => i.flags.some((f) => forbiddenFlags.has(f))).map((i) => i.id));
  return {
    catalog,
    index,
    foodWords,
    questionnaire,
    language,
    excludedIds: constraints.excludedIds,
    excludedBy: constraints.excludedBy ?? new Map(),
    excludedWords: [...words].filter((w) => w.length >= 3),
    forbiddenIds,
  };
}

const reject = (reason: LlmRejectionReason, detail: string): Verdict => ({ ok: false, reason, detail });
const skillRank = (skill: CookingSkill) => COOKING_SKILLS.indexOf(skill);
const NUTRIENT_RESTRICTIONS = new Set(['keto', 'low_carb', 'low_fat', 'low_sodium']);

/** Whether `word` (normalized) appears in `text` (normalized) as a whole word or phrase. */
function containsWord(text: string, word: string): boolean {
  let at = text.indexOf(word);
  while (at >= 0) {
    const before = text[at - 1];
    const after = text[at + word.length];
    const boundary = (c: string | undefined) => c === undefined || !/[\p{L}\p{N}]/u.test(c);
    if (boundary(before) && boundary(after)) return true;
    at = text.indexOf(word, at + 1);
  }
  return false;
}

const SEVERITY: Partial<Record<LlmRejectionReason, number>> = { excluded_ingredient: 3, dietary_restriction: 2, unlisted_food: 1 };

/**
 * Foods every kitchen has at the tap and recipes do not list (the catalog's own recipes name water in their
 * steps, not among their ingredients): naming one is never an unlisted food. An excluded one still counts.
 */
const AT_HAND = new Set(['water']);

/**
 * The foods the recipe's text names that its ingredient list does not have (`foodsInText`), judged by the worst
 * of them: an excluded one, then one every reading of which a chosen diet forbids, then any other. A word is on
 * the list when any ingredient it can stand for is: "cheese" is, when the list has cheddar. Foods named inside
 * the names of lines the catalog does not know count as listed ("dragon fruit foam" lists dragon fruit); such
 * lines are only allowed where no restriction or exclusion applies.
 */
function unlistedFood(
  recipe: ChefRecipe,
  ingredients: readonly CheckedIngredient[],
  unknown: readonly string[],
  ctx: VerificationContext,
): Verdict | undefined {
  const listed = new Set<string>([...AT_HAND].filter((id) => !ctx.excludedIds.has(id)));
  for (const line of ingredients) if (line.id) listed.add(line.id);
  for (const name of unknown) for (const food of foodsInText(ctx.foodWords, name)) for (const id of food.ids) listed.add(id);
  const texts: [string, string][] = [
    ['title', recipe.title],
    ['description', recipe.description],
    ...recipe.steps.map((step, i): [string, string] => [`step ${i + 1}`, step]),
  ];
  let worst: { reason: LlmRejectionReason; detail: string } | undefined;
  for (const [where, text] of texts) {
    for (const food of foodsInText(ctx.foodWords, text)) {
      const ids = [...food.ids];
      if (ids.length === 0 || ids.some((id) => listed.has(id))) continue;
      const found: { reason: LlmRejectionReason; detail: string } = ids.some((id) => ctx.excludedIds.has(id))
        ? { reason: 'excluded_ingredient', detail: `the ${where} names excluded "${food.text}"` }
        : ids.every((id) => ctx.forbiddenIds.has(id))
          ? { reason: 'dietary_restriction', detail: `the ${where} names "${food.text}", which ${ctx.questionnaire.dietaryRestrictions.join(', ')} rules out` }
          : { reason: 'unlisted_food', detail: `the ${where} names "${food.text}", which the ingredient list does not have` };
      if (!worst || SEVERITY[found.reason]! > SEVERITY[worst.reason]!) worst = found;
      if (worst.reason === 'excluded_ingredient') return reject(worst.reason, worst.detail);
    }
  }
  return worst && reject(worst.reason, worst.detail);
}

/**
 * Checks one recipe of the model's answer (any JSON value) for a meal of `mealType`.
 *
 * @example verifyRecipe({ title: 'Almond porridge', ingredients: [{ name: 'almonds', … }], … }, 'breakfast', ctx)
 *   // { ok: false, reason: 'excluded_ingredient', detail: 'almonds is excluded ("nuts")' } when "nuts" are excluded
 */
export function verifyRecipe(raw: unknown, mealType: MealType, ctx: VerificationContext): Verdict {
  // 0. Hidden characters, anywhere: before a word of it is read.
  const hidden = findHiddenCharacters(raw);
  if (hidden) return reject('hidden_characters', `hidden character in ${hidden}`);
  const parsed = chefRecipeSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return reject('invalid', `malformed recipe: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'not a recipe'}`);
  }
  const recipe: ChefRecipe = parsed.data;
  const q = ctx.questionnaire;
  const { catalog } = ctx;

  // 1. Every ingredient onto the catalog.
  const ingredients: CheckedIngredient[] = [];
  const unknown: string[] = [];
  for (const line of recipe.ingredients) {
    const id = mapIngredientName(line.name, ctx.index, ctx.foodWords);
    const ingredient = id ? catalog.ingredientById.get(id) : undefined;
    if (!ingredient) {
      unknown.push(line.name);
      ingredients.push({ id: undefined, name: line.name, amount: line.amount, unit: line.unit, gramsPerServing: undefined });
      continue;
    }
    let gramsPerServing: number | undefined;
    try {
      gramsPerServing = toGrams(line.amount, line.unit, ingredient.measures) / recipe.servings;
    } catch (error) {
      if (!(error instanceof UnitError)) throw error;
    }
    ingredients.push({ id: ingredient.id, name: ingredient.name[ctx.language], amount: line.amount, unit: line.unit, gramsPerServing });
  }

  // 2. Exclusions: by ingredient, then by the words of the recipe's text.
  const excludedTerms = new Set<string>();
  for (const line of ingredients) {
    if (line.id && ctx.excludedIds.has(line.id)) {
      for (const term of ctx.excludedBy.get(line.id) ?? [line.id]) excludedTerms.add(`${line.name} ("${term}")`);
    }
  }
  if (excludedTerms.size > 0) return reject('excluded_ingredient', `uses excluded ${[...excludedTerms].join(', ')}`);
  const recipeText = normalizeText([recipe.title, recipe.description, ...recipe.steps, ...unknown].join('\n'));
  const named = ctx.excludedWords.find((word) => containsWord(recipeText, word));
  if (named) return reject('excluded_ingredient', `mentions excluded "${named}"`);

  // 2b. Every food the text names must be on the ingredient list.
  const unlisted = unlistedFood(recipe, ingredients, unknown, ctx);
  if (unlisted) return unlisted;

  // 3. Unknown ingredients only where nothing could concern them.
  if (unknown.length > 0 && (q.dietaryRestrictions.length > 0 || q.excludeIngredients.length > 0)) {
    return reject('unknown_ingredient', `ingredients not in the catalog: ${unknown.join(', ')}`);
  }

  // 4. Ingredient-based diets by the catalog's flags.
  const flags = new Set<DietFlag>(
    unionFlags(ingredients.flatMap((line) => (line.id ? [catalog.ingredientById.get(line.id)!.flags] : []))),
  );
  for (const restriction of q.dietaryRestrictions) {
    const broken = (FORBIDDEN_FLAGS[restriction] ?? []).filter((f) => flags.has(f));
    if (broken.length > 0) return reject('dietary_restriction', `not ${restriction}: contains ${broken.join(', ')}`);
  }

  // 5. Nutrition from the catalog where every amount can be weighed; the model's estimate otherwise.
  const weighed = ingredients.every((line) => line.id !== undefined && line.gramsPerServing !== undefined);
  let nutrition: Nutrition;
  if (weighed) {
    nutrition = roundNutrition(
      nutritionOf(ingredients.map((line) => ({ grams: line.gramsPerServing!, per100g: catalog.ingredientById.get(line.id!)!.per100g }))),
    );
  } else {
    // The four figures the model estimates; the rest from what could be weighed (a lower bound).
    const partial = nutritionOf(
      ingredients
        .filter((line) => line.id !== undefined && line.gramsPerServing !== undefined)
        .map((line) => ({ grams: line.gramsPerServing!, per100g: catalog.ingredientById.get(line.id!)!.per100g })),
    );
    nutrition = roundNutrition({ ...partial, ...recipe.nutritionPerServing });
  }

  // 6. Figures a kitchen cooks: servings, minutes, amounts, energy (recomputed and as the model estimated it).
  const implausible = implausibility({
    mealType,
    servings: recipe.servings,
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    lines: ingredients,
    kcalPerServing: nutrition.kcal,
    estimated: recipe.nutritionPerServing,
  });
  if (implausible) return reject('implausible', implausible);

  // 7. Nutrient-based diets need figures we computed ourselves.
  const nutrientDiets = q.dietaryRestrictions.filter((r) => NUTRIENT_RESTRICTIONS.has(r));
  if (nutrientDiets.length > 0) {
    if (!weighed) return reject('unverifiable', `nutrition cannot be computed for ${nutrientDiets.join(', ')}`);
    const diets = dietsFor([...flags], nutrition);
    const missed = nutrientDiets.filter((r) => !diets.includes(r));
    if (missed.length > 0) return reject('dietary_restriction', `not ${missed.join(', ')} per serving`);
  }

  // 8. Time band and skill.
  const activeMinutes = Math.min(recipe.activeMinutes, recipe.totalMinutes);
  if (recipe.totalMinutes > TIME_BAND_MAX_MINUTES[q.cookingTime]) {
    return reject('cooking_time', `takes ${recipe.totalMinutes} min, more than ${q.cookingTime} allows`);
  }
  if (skillRank(recipe.difficulty) > skillRank(q.cookingSkill)) {
    return reject('cooking_skill', `${recipe.difficulty} recipe for a ${q.cookingSkill} cook`);
  }

  return {
    ok: true,
    recipe: {
      mealType,
      title: recipe.title,
      description: recipe.description,
      steps: recipe.steps,
      cuisine: recipe.cuisine,
      difficulty: recipe.difficulty,
      activeMinutes,
      totalMinutes: recipe.totalMinutes,
      servings: recipe.servings,
      ingredients,
      nutrition,
      estimated: !weighed,
    },
  };
}
