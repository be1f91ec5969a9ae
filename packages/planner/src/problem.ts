/**
 * The planning problem in a shape the search can evaluate quickly: the candidate recipes of each meal type
 * (only those that pass every hard constraint), with their figures in flat arrays and their ingredients as
 * small integer indices.
 */
import type { Catalog, Recipe } from '@mealplanr/catalog/load';
import type { Cuisine, MealType } from '@mealplanr/contracts/enums';
import type { InfeasibleReason, Questionnaire } from '@mealplanr/contracts/meal-plans';
import { findCulprits, fitsHardConstraints, maxPortion, PORTION_LIMITS, type HardConstraints } from './constraints';
import { noRecipesReason } from './messages';
import { CALORIE_TOLERANCE, maxUnitsOf, UNITS_PER_SERVING } from './portions';
import { expandTerms, mergeTerms, type ExpandedTerm, type IngredientTerms } from './terms';

export interface Candidate {
  recipe: Recipe;
  kcal: number;
  proteinG: number;
  /** Largest portion in units of 0.05 (diet caps applied). */
  maxUnits: number;
  /** From a preferred cuisine (always true without preferences). */
  preferred: boolean;
  /** Bit g set: uses an ingredient of include term g. */
  includeMask: number;
  /** Bought (non-pantry) ingredients: index into the problem's ingredient table, grams per serving. */
  ingredients: Int32Array;
  grams: Float64Array;
}

export interface Problem {
  catalog: Catalog;
  questionnaire: Questionnaire;
  startDate: string;
  days: number;
  types: readonly MealType[];
  slots: number;
  target: number | null;
  household: number;
  constraints: HardConstraints;
  candidates: Candidate[];
  /** Candidate indices per meal type (same order as `types`). */
  pools: Int32Array[];
  candidateOf: Map<string, number>;
  /** Package size in grams (ml) per bought ingredient; 0 when sold by weight. */
  packageGrams: Float64Array;
  ingredientIds: string[];
  includeTerms: ExpandedTerm[];
  excludeTerms: ExpandedTerm[];
  flat: FlatCandidates;
  /** Whether any choice of recipes and portions can put a day within the calorie window (true without a target). */
  calorieReachable: boolean;
}

/** The candidates' figures in flat typed arrays, for the search's inner loop. */
export interface FlatCandidates {
  kcal: Float64Array;
  protein: Float64Array;
  maxUnits: Int32Array;
  preferred: Uint8Array;
  includeMask: Int32Array;
  /** Candidate c's bought ingredients are `ingredient[start[c] .. start[c + 1])`, with `grams` per serving. */
  start: Int32Array;
  ingredient: Int32Array;
  grams: Float64Array;
  /** 1 / package size per ingredient; 0 when sold by weight. */
  perPackage: Float64Array;
}

/**
 * Whether the target lies between the smallest day (each meal's lightest candidate at half a serving) and the
 * largest (each meal's heaviest at its largest portion). Every day in between can be reached closely, since
 * portions move in small steps.
 */
function calorieReachable(target: number | null, pools: readonly Int32Array[], candidates: readonly Candidate[]): boolean {
  if (target === null) return true;
  let low = 0;
  let high = 0;
  for (const pool of pools) {
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (const c of pool) {
      const { kcal, maxUnits } = candidates[c]!;
      min = Math.min(min, kcal * PORTION_LIMITS.min);
      max = Math.max(max, (kcal * maxUnits) / UNITS_PER_SERVING);
    }
    low += min;
    high += max;
  }
  return low <= target * (1 + CALORIE_TOLERANCE) && high >= target * (1 - CALORIE_TOLERANCE);
}

function flatten(candidates: readonly Candidate[], packageGrams: readonly number[]): FlatCandidates {
  const n = candidates.length;
  const start = new Int32Array(n + 1);
  candidates.forEach((c, i) => (start[i + 1] = start[i]! + c.ingredients.length));
  const ingredient = new Int32Array(start[n]!);
  const grams = new Float64Array(start[n]!);
  candidates.forEach((c, i) => {
    ingredient.set(c.ingredients, start[i]!);
    grams.set(c.grams, start[i]!);
  });
  return {
    kcal: Float64Array.from(candidates, (c) => c.kcal),
    protein: Float64Array.from(candidates, (c) => c.proteinG),
    maxUnits: Int32Array.from(candidates, (c) => c.maxUnits),
    preferred: Uint8Array.from(candidates, (c) => (c.preferred ? 1 : 0)),
    includeMask: Int32Array.from(candidates, (c) => c.includeMask),
    start,
    ingredient,
    grams,
    perPackage: Float64Array.from(packageGrams, (g) => (g > 0 ? 1 / g : 0)),
  };
}

export interface PlanRequest {
  catalog: Catalog;
  /** The ingredient index that turns words into ids (see `IngredientTerms`). */
  terms: IngredientTerms;
  questionnaire: Questionnaire;
  /** First day of the plan, YYYY-MM-DD. */
  startDate: string;
  /** Any integer; the same seed gives the same plan. */
  seed: number;
}

/**
 * Whether a recipe is of a preferred cuisine (any, when none is preferred). The "vegetarian" and "vegan"
 * cuisines are also met by any recipe of that diet.
 *
 * @example cuisinePreferred(margheritaPizza, ['vegetarian']) // true: Italian, but vegetarian
 */
export function cuisinePreferred(recipe: Recipe, cuisines: readonly Cuisine[]): boolean {
  if (cuisines.length === 0 || cuisines.includes(recipe.cuisine)) return true;
  return (
    (cuisines.includes('vegan') && recipe.diets.includes('vegan')) ||
    (cuisines.includes('vegetarian') && recipe.diets.includes('vegetarian'))
  );
}

/**
 * The hard constraints of a questionnaire, its exclusion words expanded to ingredient ids.
 *
 * @example hardConstraintsOf(q, index, catalog).constraints.excludedIds.has('almonds') // true for "nuts"
 */
export function hardConstraintsOf(q: Questionnaire, terms: IngredientTerms, catalog: Catalog) {
  const excludeTerms = expandTerms(q.excludeIngredients, terms, catalog);
  const merged = mergeTerms(excludeTerms);
  const constraints: HardConstraints = {
    dietaryRestrictions: q.dietaryRestrictions,
    excludedIds: merged.ids,
    excludedBy: merged.by,
    cookingSkill: q.cookingSkill,
    cookingTime: q.cookingTime,
  };
  return { constraints, excludeTerms };
}

/**
 * Builds the problem, or the reason no plan can exist: a meal type none of whose recipes passes the hard
 * constraints (the reason names the constraints to blame).
 *
 * @example prepareProblem(request) // { ok: true, problem: { pools: [Int32Array(61), …], … } }
 */
export function prepareProblem(
  request: PlanRequest,
  extraRecipeIds: readonly string[] = [],
): { ok: true; problem: Problem } | { ok: false; reason: InfeasibleReason } {
  const { catalog, questionnaire: q } = request;
  const { constraints, excludeTerms } = hardConstraintsOf(q, request.terms, catalog);
  const includeTerms = expandTerms(q.includeIngredients, request.terms, catalog).slice(0, 30);

  const candidates: Candidate[] = [];
  const candidateOf = new Map<string, number>();
  const ingredientIndex = new Map<string, number>();
  const ingredientIds: string[] = [];
  const packageGrams: number[] = [];

  const addCandidate = (recipe: Recipe): number => {
    const known = candidateOf.get(recipe.id);
    if (known !== undefined) return known;
    let includeMask = 0;
    includeTerms.forEach((t, g) => {
      if (recipe.ingredients.some((i) => t.ids.has(i.id))) includeMask |= 1 << g;
    });
    const bought = recipe.ingredients.filter((i) => !catalog.ingredientById.get(i.id)?.pantry);
    const ingredients = new Int32Array(bought.length);
    const grams = new Float64Array(bought.length);
    bought.forEach((line, k) => {
      let idx = ingredientIndex.get(line.id);
      if (idx === undefined) {
        idx = ingredientIds.length;
        ingredientIndex.set(line.id, idx);
        ingredientIds.push(line.id);
        const purchase = catalog.ingredientById.get(line.id)?.purchase;
        packageGrams.push(purchase && purchase.kind !== 'weight' ? purchase.grams : 0);
      }
      ingredients[k] = idx;
      grams[k] = line.gramsPerServing;
    });
    const index = candidates.length;
    candidates.push({
      recipe,
      kcal: recipe.nutrition.kcal,
      proteinG: recipe.nutrition.proteinG,
      maxUnits: maxUnitsOf(maxPortion(recipe, q.dietaryRestrictions)),
      preferred: cuisinePreferred(recipe, q.cuisines),
      includeMask,
      ingredients,
      grams,
    });
    candidateOf.set(recipe.id, index);
    return index;
  };

  const pools: Int32Array[] = [];
  for (const mealType of q.mealTypes) {
    const fitting = catalog.recipesByMealType[mealType].filter((r) => fitsHardConstraints(r, mealType, constraints));
    if (fitting.length === 0) {
      return { ok: false, reason: noRecipesReason(mealType, findCulprits(catalog.recipes, mealType, constraints), q) };
    }
    pools.push(Int32Array.from(fitting.map(addCandidate)));
  }
  // Recipes already in a plan being changed (a swap) that no longer pass: kept where they are, never offered.
  for (const id of extraRecipeIds) {
    const recipe = catalog.recipeById.get(id);
    if (recipe) addCandidate(recipe);
  }

  return {
    ok: true,
    problem: {
      catalog,
      questionnaire: q,
      startDate: request.startDate,
      days: q.planDuration,
      types: q.mealTypes,
      slots: q.planDuration * q.mealTypes.length,
      target: q.calorieTarget,
      household: q.householdSize,
      constraints,
      candidates,
      pools,
      candidateOf,
      packageGrams: Float64Array.from(packageGrams),
      ingredientIds,
      includeTerms,
      excludeTerms,
      flat: flatten(candidates, packageGrams),
      calorieReachable: calorieReachable(q.calorieTarget, pools, candidates),
    },
  };
}
