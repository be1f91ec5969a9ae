/**
 * The typed catalog the server uses (it is never shipped to the browser): source files joined with the
 * generated facts, every recipe's derived data computed once, and the lookups the planner and the grocery
 * merge need.
 */
import type {
  CookingSkill,
  CookingTime,
  Cuisine,
  DietaryRestriction,
  GroceryCategory,
  Language,
  MealType,
} from '@mealplanr/contracts/enums';
import { LANGUAGES, MEAL_TYPES } from '@mealplanr/contracts/enums';
import {
  allergensOf,
  dietsFor,
  nutritionOf,
  roundNutrition,
  timeBand,
  unionFlags,
  type Allergen,
} from './derive';
import { readFacts, type FactsFile, type Nutrition } from './ingredient-facts';
import { DATA_DIR, dataPaths } from './paths';
import type {
  CatalogAllergen,
  DietFlag,
  IngredientSource,
  LabelCheck,
  Purchase,
  RecipeSource,
  RecipeUnit,
} from './schema';
import {
  formatProblem,
  readIngredientSources,
  readRecipeSources,
  type Located,
  type SourceProblem,
} from './sources';
import { edibleShare, toGrams, UnitError, type EdiblePortion, type MeasureGrams } from './units';

export type { Nutrition } from './ingredient-facts';
export type { Allergen } from './derive';

export interface Ingredient {
  id: string;
  ndb: string;
  usdaDescription: string;
  category: GroceryCategory;
  flags: readonly DietFlag[];
  /** The allergens it contains as usually sold. */
  allergens: readonly CatalogAllergen[];
  /** What its label should be checked for, where products differ. */
  labelCheck?: LabelCheck;
  /** All names per language; the first is the display name. */
  names: Readonly<Record<Language, readonly string[]>>;
  /** The display name per language. */
  name: Readonly<Record<Language, string>>;
  liquid: boolean;
  /** Grams of one piece / cup / tbsp / tsp, where known (a USDA measure weighs the edible part). */
  measures: MeasureGrams;
  /**
   * The share eaten of what is bought (`fraction`, from SR21 refuse or stated in the source), and what the piece
   * weight weighs; absent when nothing is refuse. Nutrition counts `edibleShare(unit, edible)` of each amount.
   */
  edible?: EdiblePortion & { usda?: string; why?: string };
  /** The USDA row stands in for this ingredient: why, and the source of label values that replace its figures. */
  standIn?: { why: string; source?: string };
  purchase: Purchase;
  shelfLifeDays: number;
  pantry: boolean;
  /** Per 100 g of the edible part. */
  per100g: Nutrition;
}

export interface RecipeIngredient {
  id: string;
  amount: number;
  unit: RecipeUnit;
  /** Display name per language, so a recipe can be shown without the ingredient table. */
  name: Readonly<Record<Language, string>>;
  /** Grams of this ingredient in one serving (one decimal). */
  gramsPerServing: number;
}

export interface RecipeText {
  title: string;
  description: string;
  steps: readonly string[];
}

export interface Recipe {
  id: string;
  cuisine: Cuisine;
  mealTypes: readonly MealType[];
  difficulty: CookingSkill;
  activeMinutes: number;
  totalMinutes: number;
  servings: number;
  ingredients: readonly RecipeIngredient[];
  text: Readonly<Record<Language, RecipeText>>;
  // Derived, never typed by hand:
  /** Per serving, rounded (whole kcal and mg, grams to one decimal). */
  nutrition: Nutrition;
  flags: readonly DietFlag[];
  diets: readonly DietaryRestriction[];
  allergens: readonly Allergen[];
  timeBand: CookingTime;
  /** Source file name in data/recipes, for error messages. */
  file: string;
}

export interface Catalog {
  ingredients: readonly Ingredient[];
  recipes: readonly Recipe[];
  ingredientById: ReadonlyMap<string, Ingredient>;
  recipeById: ReadonlyMap<string, Recipe>;
  recipesByMealType: Readonly<Record<MealType, readonly Recipe[]>>;
}

export interface LocalizedRecipe
  extends Omit<Recipe, 'text' | 'ingredients' | 'file'>,
    RecipeText {
  language: Language;
  ingredients: readonly {
    id: string;
    name: string;
    amount: number;
    unit: RecipeUnit;
    gramsPerServing: number;
  }[];
}

export interface AssembledCatalog {
  catalog: Catalog;
  /** Everything that kept an ingredient or recipe out; empty for a sound data set. */
  problems: SourceProblem[];
  /** Ingredient ids recipes use that are not in the catalog, with the recipes using them. */
  unknownIngredients: Map<string, string[]>;
}

function toIngredient(source: IngredientSource, facts: FactsFile): Ingredient | string {
  const fact = facts.ingredients[source.id];
  if (!fact) return 'not in ingredient-facts.json: run `npm run catalog:nutrition`';
  if (fact.ndb !== source.ndb) {
    return `ingredient-facts.json has NDB ${fact.ndb}, source has ${source.ndb}: run \`npm run catalog:nutrition\``;
  }
  const measures: MeasureGrams = {};
  for (const [key, m] of Object.entries(fact.measures)) {
    if (m) measures[key as keyof MeasureGrams] = m.grams;
  }
  const name = Object.fromEntries(LANGUAGES.map((l) => [l, source.names[l][0]])) as Record<Language, string>;
  const piece = fact.measures.piece;
  const edible = fact.edible && {
    fraction: fact.edible.fraction,
    pieceAsBought: piece !== undefined && 'why' in piece,
    ...('usda' in fact.edible ? { usda: fact.edible.usda } : { why: fact.edible.why }),
  };
  return {
    id: source.id,
    ndb: source.ndb,
    usdaDescription: fact.usdaDescription,
    category: source.category,
    flags: source.flags,
    allergens: source.allergens,
    ...(source.labelCheck ? { labelCheck: source.labelCheck } : {}),
    names: source.names,
    name,
    liquid: source.liquid,
    measures,
    ...(edible ? { edible } : {}),
    ...(fact.standIn ? { standIn: fact.standIn } : {}),
    purchase: source.purchase,
    shelfLifeDays: source.shelfLifeDays,
    pantry: source.pantry,
    per100g: fact.per100g,
  };
}

/** One line of a recipe as typed: an ingredient, an amount in a unit, and the share eaten where some is poured away. */
export interface RecipeLineInput {
  id: string;
  amount: number;
  unit: RecipeUnit;
  eaten?: { share: number };
}

/** What a recipe's lines give: its ingredients as shown, and nutrition, flags, diets and allergens per serving. */
export interface DerivedRecipeFigures {
  ingredients: RecipeIngredient[];
  nutrition: Nutrition;
  flags: DietFlag[];
  diets: DietaryRestriction[];
  allergens: Allergen[];
}

/**
 * Derives a recipe's figures from its lines — the one computation for catalog recipes and the recipes people
 * write themselves. Every line's ingredient must be in `byId`; throws `UnitError` when an amount's unit cannot be
 * weighed for its ingredient (pieces of something without a piece weight).
 */
export function deriveRecipeFigures(
  lines: readonly RecipeLineInput[],
  servings: number,
  byId: ReadonlyMap<string, Ingredient>,
): DerivedRecipeFigures {
  const items: { grams: number; per100g: Nutrition }[] = [];
  const ingredients: RecipeIngredient[] = [];
  for (const line of lines) {
    const ingredient = byId.get(line.id);
    if (!ingredient) throw new Error(`unknown ingredient id "${line.id}"`);
    let grams: number;
    try {
      grams = toGrams(line.amount, line.unit, ingredient.measures);
    } catch (e) {
      if (e instanceof UnitError) throw new UnitError(`${line.id} (${line.amount} ${line.unit}): ${e.message}`);
      throw e;
    }
    // Amounts are as bought and as used; only the edible part is eaten (a wing's bone is bought, not eaten), and of
    // a marinade or frying oil only the share the food takes up.
    const eaten = edibleShare(line.unit, ingredient.edible) * (line.eaten?.share ?? 1);
    items.push({ grams: grams * eaten, per100g: ingredient.per100g });
    ingredients.push({
      id: line.id,
      amount: line.amount,
      unit: line.unit,
      name: ingredient.name,
      gramsPerServing: Math.round((grams / servings) * 10) / 10,
    });
  }
  const total = nutritionOf(items);
  const nutrition = roundNutrition(
    Object.fromEntries(Object.entries(total).map(([k, v]) => [k, v / servings])) as Nutrition,
  );
  const flags = unionFlags(lines.map((l) => byId.get(l.id)!.flags));
  return { ingredients, nutrition, flags, diets: dietsFor(flags, nutrition), allergens: allergensOf(flags) };
}

function toRecipe(
  source: RecipeSource,
  file: string,
  byId: ReadonlyMap<string, Ingredient>,
): Recipe | { missing: string[] } | { error: string } {
  const missing = source.ingredients.map((i) => i.id).filter((id) => !byId.has(id));
  if (missing.length > 0) return { missing: [...new Set(missing)] };
  let figures: DerivedRecipeFigures;
  try {
    figures = deriveRecipeFigures(source.ingredients, source.servings, byId);
  } catch (e) {
    if (e instanceof UnitError) return { error: e.message };
    throw e;
  }
  return {
    id: source.id,
    cuisine: source.cuisine,
    mealTypes: source.mealTypes,
    difficulty: source.difficulty,
    activeMinutes: source.activeMinutes,
    totalMinutes: source.totalMinutes,
    servings: source.servings,
    ingredients: figures.ingredients,
    text: { en: source.en, ru: source.ru, be: source.be },
    nutrition: figures.nutrition,
    flags: figures.flags,
    diets: figures.diets,
    allergens: figures.allergens,
    timeBand: timeBand(source.totalMinutes),
    file,
  };
}

/**
 * Joins validated sources with the facts and derives every recipe. Tolerant: an ingredient without facts
 * or a recipe with an unknown ingredient is left out and reported, so partial data can be checked.
 */
export function assembleCatalog(
  ingredientSources: readonly Located<IngredientSource>[],
  recipeSources: readonly Located<RecipeSource>[],
  facts: FactsFile,
): AssembledCatalog {
  const problems: SourceProblem[] = [];
  const ingredients: Ingredient[] = [];
  for (const { file, value } of ingredientSources) {
    const result = toIngredient(value, facts);
    if (typeof result === 'string') problems.push({ file: `ingredients/${file}`, id: value.id, message: result });
    else ingredients.push(result);
  }
  const ingredientById = new Map(ingredients.map((i) => [i.id, i]));

  const recipes: Recipe[] = [];
  const unknownIngredients = new Map<string, string[]>();
  for (const { file, value } of recipeSources) {
    const result = toRecipe(value, file, ingredientById);
    const where = { file: `recipes/${file}`, id: value.id };
    if ('missing' in result) {
      problems.push({ ...where, message: `unknown ingredient id(s): ${result.missing.join(', ')}` });
      for (const id of result.missing) unknownIngredients.set(id, [...(unknownIngredients.get(id) ?? []), value.id]);
    } else if ('error' in result) {
      problems.push({ ...where, message: result.error });
    } else {
      recipes.push(result);
    }
  }

  const recipesByMealType = Object.fromEntries(
    MEAL_TYPES.map((t) => [t, recipes.filter((r) => r.mealTypes.includes(t))]),
  ) as Record<MealType, Recipe[]>;
  return {
    catalog: {
      ingredients,
      recipes,
      ingredientById,
      recipeById: new Map(recipes.map((r) => [r.id, r])),
      recipesByMealType,
    },
    problems,
    unknownIngredients,
  };
}

/** Reads every source file and the facts, without throwing on data problems (for the check command). */
export function readCatalog(dataDir: string = DATA_DIR): AssembledCatalog {
  const ingredientSet = readIngredientSources(dataDir);
  const recipeSet = readRecipeSources(dataDir);
  const assembled = assembleCatalog(ingredientSet.items, recipeSet.items, readFacts(dataPaths(dataDir).facts));
  assembled.problems.unshift(
    ...ingredientSet.problems.map((p) => ({ ...p, file: `ingredients/${p.file}` })),
    ...recipeSet.problems.map((p) => ({ ...p, file: `recipes/${p.file}` })),
  );
  return assembled;
}

const cache = new Map<string, Catalog>();

/**
 * The whole catalog, validated and derived; read once per process. Throws on any problem, naming the file
 * and the entry, because a server must not plan meals from a broken catalog.
 */
export function loadCatalog(dataDir: string = DATA_DIR): Catalog {
  const hit = cache.get(dataDir);
  if (hit) return hit;
  const { catalog, problems } = readCatalog(dataDir);
  if (problems.length > 0) {
    const shown = problems.slice(0, 30).map((p) => `  - ${formatProblem(p)}`);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    throw new Error(`The catalog in ${dataDir} has ${problems.length} problem(s):\n${shown.join('\n')}${more}`);
  }
  cache.set(dataDir, catalog);
  return catalog;
}

/** One recipe in one language, with its derived nutrition and ingredient names in that language. */
export function localizeRecipe(recipe: Recipe, lang: Language): LocalizedRecipe {
  const { text } = recipe;
  return {
    id: recipe.id,
    language: lang,
    title: text[lang].title,
    description: text[lang].description,
    steps: text[lang].steps,
    cuisine: recipe.cuisine,
    mealTypes: recipe.mealTypes,
    difficulty: recipe.difficulty,
    activeMinutes: recipe.activeMinutes,
    totalMinutes: recipe.totalMinutes,
    timeBand: recipe.timeBand,
    servings: recipe.servings,
    nutrition: recipe.nutrition,
    flags: recipe.flags,
    diets: recipe.diets,
    allergens: recipe.allergens,
    ingredients: recipe.ingredients.map((i) => ({
      id: i.id,
      name: i.name[lang],
      amount: i.amount,
      unit: i.unit,
      gramsPerServing: i.gramsPerServing,
    })),
  };
}

export function getIngredient(catalog: Catalog, id: string): Ingredient {
  const found = catalog.ingredientById.get(id);
  if (!found) throw new Error(`unknown ingredient id "${id}"`);
  return found;
}

export function getRecipe(catalog: Catalog, id: string): Recipe {
  const found = catalog.recipeById.get(id);
  if (!found) throw new Error(`unknown recipe id "${id}"`);
  return found;
}

export const recipesForMealType = (catalog: Catalog, mealType: MealType): readonly Recipe[] =>
  catalog.recipesByMealType[mealType];
