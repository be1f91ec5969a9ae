/**
 * The planning problem in a shape the search can evaluate quickly: the candidate recipes of each meal type
 * (only those that pass every hard constraint), with their figures in flat arrays and their ingredients as
 * small integer indices.
 */
import type { Catalog, Recipe } from '@mealplanr/catalog/load';
import type { Cuisine, MealType } from '@mealplanr/contracts/enums';
import { resolveCalorieTarget, type ResolvedTarget } from '@mealplanr/contracts/energy';
import type { InfeasibleReason, Questionnaire } from '@mealplanr/contracts/meal-plans';
import { findCulprits, fitsHardConstraints, maxPortion, PORTION_LIMITS, type HardConstraints } from './constraints';
import { EGG_BASED_MIN_GRAMS, eggGrams, highCarbTable, PROTEIN_SOURCES, proteinSource } from './foods';
import { noRecipesReason } from './messages';
import { CALORIE_TOLERANCE, maxUnitsOf, UNITS_PER_SERVING } from './portions';
import { expandTerms, mergeTerms, type ExpandedTerm, type IngredientTerms } from './terms';

/** At most this many additions (a side, bread or snack) a day. */
export const MAX_ADDITIONS_PER_DAY = 3;
/** The portion a typical day is judged at when deciding whether additions may be needed. */
const COMFORT_PORTION = 2;

export interface Candidate {
  recipe: Recipe;
  /** Per serving. */
  kcal: number;
  proteinG: number;
  sodiumMg: number;
  satFatG: number;
  fibreG: number;
  netCarbsG: number;
  /** Largest portion in units of 0.05 (dish and diet caps applied). */
  maxUnits: number;
  /** From a preferred cuisine (always true without preferences). */
  preferred: boolean;
  /** Bit g set: uses an ingredient of include term g. */
  includeMask: number;
  /** A favourite of the person who asked to prefer favourites (always false otherwise). */
  favourite: boolean;
  /** At least one egg a serving (`EGG_BASED_MIN_GRAMS`). */
  eggBased: boolean;
  /** Index of its main protein source in `PROTEIN_SOURCES`; -1: none. */
  source: number;
  /** Bought (non-pantry) ingredients: index into the problem's ingredient table, grams per serving. */
  ingredients: Int32Array;
  grams: Float64Array;
}

/** The lowest and highest kcal a day can hold. */
export interface KcalRange {
  min: number;
  max: number;
}

export interface Problem {
  catalog: Catalog;
  questionnaire: Questionnaire;
  startDate: string;
  days: number;
  /** The chosen meal types, in the order of a day. */
  types: readonly MealType[];
  nTypes: number;
  /** Addition slots a day, after the meals (0 when additions are not needed or not allowed). */
  additions: number;
  /** Slots a day: the meals, then the additions. */
  perDay: number;
  slots: number;
  /** kcal per person per day (the one given, the person's estimate or the reference intake). */
  target: number;
  targetInfo: ResolvedTarget;
  household: number;
  constraints: HardConstraints;
  candidates: Candidate[];
  /** Candidate indices per meal type (same order as `types`). */
  pools: Int32Array[];
  /** Candidates for additions: snacks that pass every hard constraint (empty when additions are not allowed). */
  additionPool: Int32Array;
  /** The pool of each slot of a day (`perDay` of them): the meal types', then the additions'. */
  slotPools: Int32Array[];
  candidateOf: Map<string, number>;
  /** Package size in grams (ml) per bought ingredient; 0 when sold by weight. */
  packageGrams: Float64Array;
  ingredientIds: string[];
  includeTerms: ExpandedTerm[];
  excludeTerms: ExpandedTerm[];
  flat: FlatCandidates;
  /** Whether any choice of recipes and portions (with the addition slots) can put a day within the calorie window. */
  calorieReachable: boolean;
  /** What a day can hold with the addition slots, and with none. */
  reach: KcalRange;
  reachWithout: KcalRange;
  /** Whether additions, had they been allowed, could have reached the window (for the explanation). */
  reachableWithAdditions: boolean;
  /** The day goals that depend on restrictions. */
  keto: boolean;
  lowCarb: boolean;
}

/** The candidates' figures in flat typed arrays, for the search's inner loop. */
export interface FlatCandidates {
  kcal: Float64Array;
  protein: Float64Array;
  sodium: Float64Array;
  satFat: Float64Array;
  fibre: Float64Array;
  netCarbs: Float64Array;
  maxUnits: Int32Array;
  preferred: Uint8Array;
  includeMask: Int32Array;
  favourite: Uint8Array;
  eggBased: Uint8Array;
  source: Int32Array;
  /** Candidate c's bought ingredients are `ingredient[start[c] .. start[c + 1])`, with `grams` per serving. */
  start: Int32Array;
  ingredient: Int32Array;
  grams: Float64Array;
  /** 1 / package size per ingredient; 0 when sold by weight. */
  perPackage: Float64Array;
}

type Interval = [number, number];

/** Sorted, merged intervals (touching ones joined). */
function mergeIntervals(intervals: Interval[]): Interval[] {
  intervals.sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [lo, hi] of intervals) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** The kcal each candidate of a pool can bring: half a serving to its largest portion. */
function poolIntervals(pool: Int32Array, candidates: readonly Candidate[], optional: boolean): Interval[] {
  const list: Interval[] = Array.from(pool, (c): Interval => {
    const { kcal, maxUnits } = candidates[c]!;
    return [kcal * PORTION_LIMITS.min, (kcal * maxUnits) / UNITS_PER_SERVING];
  });
  if (optional) list.push([0, 0]);
  return mergeIntervals(list);
}

/** Every kcal total a day of these slots can reach, as merged intervals. */
function dayIntervals(slotIntervals: readonly Interval[][]): Interval[] {
  let reach: Interval[] = [[0, 0]];
  for (const options of slotIntervals) {
    const next: Interval[] = [];
    for (const [a, b] of reach) for (const [c, d] of options) next.push([a + c, b + d]);
    reach = mergeIntervals(next);
  }
  return reach;
}

const touchesWindow = (reach: readonly Interval[], target: number) =>
  reach.some(([a, b]) => a <= target * (1 + CALORIE_TOLERANCE) && b >= target * (1 - CALORIE_TOLERANCE));

/**
 * The largest (or smallest) total of `value` over distinct candidates, one per slot, each slot taking only from
 * its pool: a weighted transversal matroid, so taking candidates greedily by value, each kept when the slots can
 * still all be matched (augmenting paths), is exact. With `max` every slot may be filled; with `min` pass only
 * the slots that must be.
 *
 * @example distinctTotal([pool, pool], (c) => kcal[c], 'max') // the two richest candidates of the pool together
 */
export function distinctTotal(slots: readonly Int32Array[], value: (c: number) => number, order: 'max' | 'min'): number {
  return distinctFill(slots, value, order).total;
}

/** `distinctTotal`, with how many slots the distinct candidates could fill. */
export function distinctFill(
  slots: readonly Int32Array[],
  value: (c: number) => number,
  order: 'max' | 'min',
): { total: number; filled: number } {
  const slotsOf = new Map<number, number[]>();
  slots.forEach((pool, s) => {
    for (const c of pool) {
      const list = slotsOf.get(c);
      if (list) list.push(s);
      else slotsOf.set(c, [s]);
    }
  });
  const sign = order === 'max' ? -1 : 1;
  const ordered = [...slotsOf.keys()].sort((a, b) => sign * (value(a) - value(b)) || a - b);
  const holder = new Int32Array(slots.length).fill(-1);
  let total = 0;
  let filled = 0;
  for (const c of ordered) {
    if (filled === slots.length) break;
    const seen = new Uint8Array(slots.length);
    const augment = (x: number): boolean => {
      for (const s of slotsOf.get(x)!) {
        if (seen[s]) continue;
        seen[s] = 1;
        if (holder[s]! < 0 || augment(holder[s]!)) {
          holder[s] = x;
          return true;
        }
      }
      return false;
    };
    if (augment(c)) {
      total += value(c);
      filled++;
    }
  }
  return { total, filled };
}

/** A candidate's kcal at half a serving, and at its largest portion. */
export const lowestKcal = (candidates: readonly Candidate[]) => (c: number) => candidates[c]!.kcal * PORTION_LIMITS.min;
export const highestKcal = (candidates: readonly Candidate[]) => (c: number) => (candidates[c]!.kcal * candidates[c]!.maxUnits) / UNITS_PER_SERVING;

/**
 * What a day of these meals and addition slots can hold with a different recipe in each: the meals at half
 * portions and no addition, up to the richest distinct recipes at their largest portions.
 */
function distinctRange(pools: readonly Int32Array[], additionPool: Int32Array, additions: number, candidates: readonly Candidate[]): KcalRange {
  const low = distinctFill(pools, lowestKcal(candidates), 'min');
  if (low.filled < pools.length) {
    // The meal types share their only recipes: a day must have one twice, so count each slot on its own.
    const each = (pool: Int32Array, value: (c: number) => number, pick: (a: number, b: number) => number, start: number) =>
      Array.from(pool).reduce((best, c) => pick(best, value(c)), start);
    const min = pools.reduce((sum, pool) => sum + each(pool, lowestKcal(candidates), Math.min, Number.POSITIVE_INFINITY), 0);
    const most = (pool: Int32Array) => each(pool, highestKcal(candidates), Math.max, 0);
    const extra = distinctTotal(Array<Int32Array>(additions).fill(additionPool), highestKcal(candidates), 'max');
    return { min, max: pools.reduce((sum, pool) => sum + most(pool), 0) + extra };
  }
  const all = [...pools, ...Array<Int32Array>(additions).fill(additionPool)];
  return { min: low.total, max: distinctTotal(all, highestKcal(candidates), 'max') };
}

/**
 * Whether a day can land in the window: some choice reaches it (the union of each slot's kcal ranges, which
 * also catches gaps between light and rich recipes), and it can with a different recipe in each slot.
 */
function reachable(intervals: readonly Interval[], range: KcalRange, target: number): boolean {
  return touchesWindow(intervals, target) && range.max >= target * (1 - CALORIE_TOLERANCE) && range.min <= target * (1 + CALORIE_TOLERANCE);
}

/** The median of `values` (0 for none). */
function median(values: number[]): number {
  if (values.length === 0) return 0;
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}

/**
 * How many addition slots a day gets: enough for the window to be reachable at all, and enough for a typical day
 * (each meal at a double portion) to reach the target — at most `MAX_ADDITIONS_PER_DAY`.
 */
function additionSlots(
  target: number,
  pools: readonly Int32Array[],
  additionPool: Int32Array,
  candidates: readonly Candidate[],
  mealIntervals: readonly Interval[][],
): number {
  if (additionPool.length === 0) return 0;
  const comfortable = (c: number) => {
    const { kcal, maxUnits } = candidates[c]!;
    return kcal * Math.min(COMFORT_PORTION, maxUnits / UNITS_PER_SERVING);
  };
  const typicalDay = pools.reduce((sum, pool) => sum + median(Array.from(pool, comfortable)), 0);
  const typicalAddition = median(Array.from(additionPool, comfortable));
  let wanted = target > typicalDay && typicalAddition > 0 ? Math.ceil((target - typicalDay) / typicalAddition) : 0;
  const addition = poolIntervals(additionPool, candidates, true);
  for (let k = 0; k <= MAX_ADDITIONS_PER_DAY; k++) {
    const intervals = dayIntervals([...mealIntervals, ...Array<Interval[]>(k).fill(addition)]);
    if (reachable(intervals, distinctRange(pools, additionPool, k, candidates), target)) {
      wanted = Math.max(wanted, k);
      break;
    }
    if (k === MAX_ADDITIONS_PER_DAY) wanted = MAX_ADDITIONS_PER_DAY;
  }
  return Math.min(MAX_ADDITIONS_PER_DAY, wanted);
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
    sodium: Float64Array.from(candidates, (c) => c.sodiumMg),
    satFat: Float64Array.from(candidates, (c) => c.satFatG),
    fibre: Float64Array.from(candidates, (c) => c.fibreG),
    netCarbs: Float64Array.from(candidates, (c) => c.netCarbsG),
    maxUnits: Int32Array.from(candidates, (c) => c.maxUnits),
    preferred: Uint8Array.from(candidates, (c) => (c.preferred ? 1 : 0)),
    includeMask: Int32Array.from(candidates, (c) => c.includeMask),
    favourite: Uint8Array.from(candidates, (c) => (c.favourite ? 1 : 0)),
    eggBased: Uint8Array.from(candidates, (c) => (c.eggBased ? 1 : 0)),
    source: Int32Array.from(candidates, (c) => c.source),
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
  /**
   * Recipes the person marked favourite; with `questionnaire.preferFavourites` they earn `WEIGHTS.favouriteUse`
   * per meal. Never a hard constraint: a favourite that breaks one is not a candidate at all.
   */
  favouriteIds?: ReadonlySet<string>;
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
    ...(q.dietaryRestrictions.includes('keto') ? { highCarb: highCarbTable(catalog) } : {}),
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
  /** At least this many addition slots a day (a swap keeps the additions a plan already has). */
  minAdditions = 0,
): { ok: true; problem: Problem } | { ok: false; reason: InfeasibleReason } {
  const { catalog, questionnaire: q } = request;
  const { constraints, excludeTerms } = hardConstraintsOf(q, request.terms, catalog);
  const includeTerms = expandTerms(q.includeIngredients, request.terms, catalog).slice(0, 30);
  const favourites = q.preferFavourites ? (request.favouriteIds ?? new Set<string>()) : new Set<string>();
  const targetInfo = resolveCalorieTarget(q.calorieTarget, q.person);
  if (q.calorieTarget !== null && q.calorieTargetSource) targetInfo.source = q.calorieTargetSource;
  const target = targetInfo.kcal;

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
    const n = recipe.nutrition;
    const source = proteinSource(recipe, catalog);
    const index = candidates.length;
    candidates.push({
      recipe,
      kcal: n.kcal,
      proteinG: n.proteinG,
      sodiumMg: n.sodiumMg,
      satFatG: n.satFatG,
      fibreG: n.fibreG,
      netCarbsG: Math.max(0, n.carbsG - n.fibreG),
      maxUnits: maxUnitsOf(maxPortion(recipe, q.dietaryRestrictions)),
      preferred: cuisinePreferred(recipe, q.cuisines),
      includeMask,
      favourite: favourites.has(recipe.id),
      eggBased: eggGrams(recipe, catalog) >= EGG_BASED_MIN_GRAMS,
      source: source === null ? -1 : PROTEIN_SOURCES.indexOf(source),
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
  // Additions are snacks served with the day's meals: a side, a bread, a small dish.
  const snacks = catalog.recipesByMealType.snack.filter((r) => fitsHardConstraints(r, 'snack', constraints));
  const offered = Int32Array.from(snacks.map(addCandidate));
  const allowed = q.allowAdditions ?? true;
  // Recipes already in a plan being changed (a swap) that no longer pass: kept where they are, never offered.
  for (const id of extraRecipeIds) {
    const recipe = catalog.recipeById.get(id);
    if (recipe) addCandidate(recipe);
  }

  const mealIntervals = pools.map((pool) => poolIntervals(pool, candidates, false));
  const additionIntervals = poolIntervals(offered, candidates, true);
  const withAdditions = (k: number) => dayIntervals([...mealIntervals, ...Array<Interval[]>(k).fill(additionIntervals)]);
  const additionPool = allowed || minAdditions > 0 ? offered : new Int32Array(0);
  const additions = Math.max(
    Math.min(minAdditions, MAX_ADDITIONS_PER_DAY),
    allowed ? additionSlots(target, pools, additionPool, candidates, mealIntervals) : 0,
  );
  const reach = distinctRange(pools, additionPool, additions, candidates);
  const reachWithout = additions > 0 ? distinctRange(pools, additionPool, 0, candidates) : reach;
  const perDay = pools.length + additions;

  return {
    ok: true,
    problem: {
      catalog,
      questionnaire: q,
      startDate: request.startDate,
      days: q.planDuration,
      types: q.mealTypes,
      nTypes: pools.length,
      additions,
      perDay,
      slots: q.planDuration * perDay,
      target,
      targetInfo,
      household: q.householdSize,
      constraints,
      candidates,
      pools,
      additionPool,
      slotPools: [...pools, ...Array<Int32Array>(additions).fill(additionPool)],
      candidateOf,
      packageGrams: Float64Array.from(packageGrams),
      ingredientIds,
      includeTerms,
      excludeTerms,
      flat: flatten(candidates, packageGrams),
      calorieReachable: reachable(withAdditions(additions), reach, target),
      reach,
      reachWithout,
      reachableWithAdditions:
        offered.length > 0 &&
        reachable(withAdditions(MAX_ADDITIONS_PER_DAY), distinctRange(pools, offered, MAX_ADDITIONS_PER_DAY, candidates), target),
      keto: q.dietaryRestrictions.includes('keto'),
      lowCarb: q.dietaryRestrictions.includes('low_carb'),
    },
  };
}
