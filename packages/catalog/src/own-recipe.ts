/**
 * Recipes people write themselves: the same derived figures a catalog recipe has (ingredients with grams per
 * serving, nutrition per serving, diet flags, diets, allergens, "check the label" notes), computed by the catalog's
 * own code, and a planner-ready `Recipe` built from one.
 */
import type {
  CookingSkill,
  Cuisine,
  DietaryRestriction,
  Language,
  MealType,
} from '@mealplanr/contracts/enums';
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { timeBand, ZERO_NUTRITION, type Allergen } from './derive';
import type { Nutrition } from './ingredient-facts';
import {
  deriveRecipeFigures,
  type Catalog,
  type Ingredient,
  type Recipe,
  type RecipeIngredient,
  type RecipeText,
} from './load';
import type { CatalogAllergen, DietFlag, HiddenAnimalProduct, RecipeUnit } from './schema';
import { gramsPerUnit, UnitError } from './units';

/** One line of a person's recipe that resolved to a catalog ingredient. */
export interface OwnRecipeLineInput {
  ingredientId: string;
  amount: number;
  unit: RecipeUnit;
}

/** "Check the label" for one ingredient, named in every language (a meal shows the name in its own). */
export interface OwnRecipeLabelCheck {
  ingredientId: string;
  name: Readonly<Record<Language, string>>;
  mayContain: CatalogAllergen[];
  animal: HiddenAnimalProduct[];
}

export interface DerivedOwnRecipe {
  /** The lines that could be weighed, as catalog recipes have them (name per language, grams per serving). */
  ingredients: RecipeIngredient[];
  /** Per serving, rounded like the catalog; of the known lines only when `incomplete`. */
  nutrition: Nutrition;
  /** Flags and allergens of the known lines (what is known to be there). */
  flags: DietFlag[];
  allergens: Allergen[];
  /**
   * The restrictions the recipe suits. Empty when `incomplete`: a line nobody could read may be the meat or the
   * nuts, so no diet is promised for it.
   */
  diets: DietaryRestriction[];
  /** The diets the known lines alone suit, for showing "as far as we can tell". */
  dietsOfKnownLines: DietaryRestriction[];
  labelChecks: OwnRecipeLabelCheck[];
  /**
   * Indexes (into the lines given) of lines whose unit cannot be weighed for their ingredient — pieces of
   * something without a piece weight. They count as unresolved.
   */
  unweighableLines: number[];
  /** True when any line is unresolved or unweighable: nutrition and diets then leave something out. */
  incomplete: boolean;
}

export interface OwnRecipeInput {
  servings: number;
  lines: readonly OwnRecipeLineInput[];
  /** Lines typed that did not resolve to a catalog ingredient. */
  unresolvedCount: number;
}

/** Whether `unit` of this ingredient can be weighed (every unit can, except pieces without a piece weight). */
export function canWeigh(ingredient: Ingredient, unit: RecipeUnit): boolean {
  try {
    gramsPerUnit(unit, ingredient.measures);
    return true;
  } catch (e) {
    if (e instanceof UnitError) return false;
    throw e;
  }
}

/**
 * "Check the label" for these ingredients, once each, in the order given: those that often contain an allergen or
 * hide an animal product. Ingredients the catalog does not know have none.
 */
export function labelChecksFor(ingredientIds: readonly string[], catalog: Catalog): OwnRecipeLabelCheck[] {
  const checks: OwnRecipeLabelCheck[] = [];
  for (const id of new Set(ingredientIds)) {
    const ingredient = catalog.ingredientById.get(id);
    if (!ingredient?.labelCheck) continue;
    checks.push({
      ingredientId: id,
      name: ingredient.name,
      mayContain: [...ingredient.labelCheck.mayContain],
      animal: [...ingredient.labelCheck.animal],
    });
  }
  return checks;
}

/**
 * Derives a person's recipe like a catalog recipe. Throws on an unknown ingredient id or a servings count below 1
 * (both are the caller's mistakes: lines are resolved against this catalog before they get here).
 */
export function deriveOwnRecipe(input: OwnRecipeInput, catalog: Catalog): DerivedOwnRecipe {
  if (!Number.isInteger(input.servings) || input.servings < 1) {
    throw new RangeError(`servings must be a whole number from 1, got ${input.servings}`);
  }
  const unweighableLines: number[] = [];
  const weighable: { id: string; amount: number; unit: RecipeUnit }[] = [];
  input.lines.forEach((line, index) => {
    const ingredient = catalog.ingredientById.get(line.ingredientId);
    if (!ingredient) throw new Error(`unknown ingredient id "${line.ingredientId}"`);
    if (!(line.amount > 0) || !Number.isFinite(line.amount)) {
      throw new RangeError(`amount must be a positive number, got ${line.amount} for ${line.ingredientId}`);
    }
    if (!canWeigh(ingredient, line.unit)) unweighableLines.push(index);
    else weighable.push({ id: line.ingredientId, amount: line.amount, unit: line.unit });
  });
  const figures =
    weighable.length > 0
      ? deriveRecipeFigures(weighable, input.servings, catalog.ingredientById)
      : { ingredients: [], nutrition: { ...ZERO_NUTRITION }, flags: [], diets: [], allergens: [] };
  const incomplete = input.unresolvedCount > 0 || unweighableLines.length > 0;
  // A recipe with no known line suits nothing we could vouch for.
  const dietsOfKnownLines = weighable.length > 0 ? figures.diets : [];
  return {
    ingredients: figures.ingredients,
    nutrition: figures.nutrition,
    flags: figures.flags,
    allergens: figures.allergens,
    diets: incomplete ? [] : dietsOfKnownLines,
    dietsOfKnownLines,
    labelChecks: labelChecksFor(weighable.map((l) => l.id), catalog),
    unweighableLines,
    incomplete,
  };
}

/** A person's recipe as written, in the one language they wrote it in. */
export interface OwnRecipe extends OwnRecipeInput {
  /** The id the planner and plans know it by (the caller's, e.g. "own-<uuid>"); must not clash with catalog ids. */
  id: string;
  language: Language;
  title: string;
  description: string;
  steps: readonly string[];
  cuisine: Cuisine;
  mealTypes: readonly MealType[];
  difficulty: CookingSkill;
  activeMinutes: number;
  totalMinutes: number;
}

/**
 * A `Recipe` the planner can use like a catalog one: derived figures as above, the text written in one language
 * copied to all three (a person's recipe is shown as written), the time band from the total minutes.
 */
export function ownRecipeToRecipe(own: OwnRecipe, catalog: Catalog): Recipe {
  const derived = deriveOwnRecipe(own, catalog);
  const text: RecipeText = { title: own.title, description: own.description, steps: [...own.steps] };
  return {
    id: own.id,
    cuisine: own.cuisine,
    mealTypes: [...own.mealTypes],
    difficulty: own.difficulty,
    activeMinutes: own.activeMinutes,
    totalMinutes: own.totalMinutes,
    servings: own.servings,
    ingredients: derived.ingredients,
    text: Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Record<Language, RecipeText>,
    nutrition: derived.nutrition,
    flags: derived.flags,
    diets: derived.diets,
    allergens: derived.allergens,
    timeBand: timeBand(own.totalMinutes),
    file: `own recipe ${own.id}`,
  };
}
