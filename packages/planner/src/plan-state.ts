/**
 * A plan under construction with its cost kept up to date incrementally: changing one meal re-solves the
 * portions of that day and updates only the terms it touches (that day's calories, the ingredients of that
 * day's meals, the repeats around that day, cuisine and include counts). This is what makes thousands of
 * search moves fit in a few milliseconds; the inner loops read flat typed arrays and allocate nothing.
 *
 * @example
 * const state = new PlanState(problem);
 * state.set(0, problem.pools[0][3]); // day 1's first meal: the fourth candidate of its type
 * state.cost // the objective with that one meal planned
 */
import { NUTRIENT_GOALS as G } from '@mealplanr/contracts/meal-plans';
import { PROTEIN_SOURCES } from './foods';
import type { FlatCandidates, Problem } from './problem';
import * as portions from './portions';
import { solvePortions } from './portions';
import * as weights from './weights';

// Plain local copies: imported bindings are live, and reading one in the inner loop can cost a getter call.
const W = { ...weights.WEIGHTS };
const { CALORIE_TOLERANCE, UNITS_PER_SERVING } = portions;
const { GOAL_MARGIN, PREFERRED_PROTEIN_SHARE, REPEAT_WINDOW_DAYS, SOURCE_DAYS_PER_WEEK } = weights;
const WEEK = 7;

/** The goals as the planner aims for them: a little inside, so the rounded figures shown meet them too. */
const AIM = {
  sodiumMg: G.sodiumMaxMg * (1 - GOAL_MARGIN),
  satFatShare: G.satFatMaxShare * (1 - GOAL_MARGIN),
  fibreG: G.fibreMinG * (1 + GOAL_MARGIN),
  proteinMin: G.proteinMinShare * (1 + GOAL_MARGIN),
  proteinMax: G.proteinMaxShare * (1 - GOAL_MARGIN),
  ketoNetCarbsG: G.ketoMaxNetCarbsG * (1 - GOAL_MARGIN),
  lowCarbShare: G.lowCarbMaxShare * (1 - GOAL_MARGIN),
};

const SOURCES = PROTEIN_SOURCES.length;

export class PlanState {
  readonly p: Problem;
  /** Meal types a day (the first slots of each day). */
  readonly nTypes: number;
  /** Slots a day: the meals, then the additions. */
  readonly perDay: number;
  /** Candidate index per slot (slot = day × perDay + position); -1 while empty (an addition not used). */
  readonly rec: Int32Array;
  /** Portion units per slot. */
  readonly units: Int32Array;
  readonly dayCost: Float64Array;
  readonly dayKcal: Float64Array;
  /** Grams needed per bought ingredient for the whole household. */
  readonly need: Float64Array;
  /** Uses of each candidate per day: index candidate × days + day. */
  readonly uses: Int32Array;
  /** Meals per protein source per day: index source × days + day. */
  readonly sourceUses: Int32Array;
  readonly includeUses: Int32Array;
  ingredientCost = 0;
  /** Repeats within a week, weighted by closeness (see `usesAround`). */
  repeatScore = 0;
  sameDayPairs = 0;
  /** Pairs of meals with the same protein source on a day (1 each) or on consecutive days (½ each). */
  rotationScore = 0;
  /**
   * Days of one meal type with one protein source, per week: index (type × sources + source) × weeks + week, where
   * week w is days w … w + 6 (every run of 7 days; a shorter plan has one, all of it).
   */
  readonly sourceWeekDays: Int32Array;
  /** Days beyond `SOURCE_DAYS_PER_WEEK` in those counts, summed. */
  sourceWeekExcess = 0;
  cuisineMisses = 0;
  includeMeals = 0;
  /** Meals of a favourite recipe (only counted when the person prefers favourites). */
  favouriteMeals = 0;
  private includeMissing: number;
  private daysCostSum = 0;
  private readonly f: FlatCandidates;
  private readonly days: number;
  private readonly weeks: number;
  private readonly household: number;
  private readonly target: number;
  private readonly outsideDay: number;
  private readonly outsidePerPercent: number;
  private readonly kcalBuf: Float64Array;
  private readonly maxBuf: Float64Array;
  private readonly unitBuf: Int32Array;

  constructor(problem: Problem) {
    this.p = problem;
    this.f = problem.flat;
    this.days = problem.days;
    this.household = problem.household;
    this.target = problem.target;
    this.outsideDay = problem.calorieReachable ? W.calorieOutsideDay : 0;
    this.outsidePerPercent = problem.calorieReachable ? W.calorieOutsidePerPercent : W.calorieUnreachablePerPercent;
    this.nTypes = problem.nTypes;
    this.perDay = problem.perDay;
    this.rec = new Int32Array(problem.slots).fill(-1);
    this.units = new Int32Array(problem.slots);
    this.dayCost = new Float64Array(problem.days);
    this.dayKcal = new Float64Array(problem.days);
    this.need = new Float64Array(problem.ingredientIds.length);
    this.uses = new Int32Array(problem.candidates.length * problem.days);
    this.sourceUses = new Int32Array(SOURCES * problem.days);
    this.weeks = Math.max(1, problem.days - WEEK + 1);
    this.sourceWeekDays = new Int32Array(problem.nTypes * SOURCES * this.weeks);
    this.includeUses = new Int32Array(problem.includeTerms.length);
    this.includeMissing = problem.includeTerms.length;
    this.kcalBuf = new Float64Array(this.perDay);
    this.maxBuf = new Float64Array(this.perDay);
    this.unitBuf = new Int32Array(this.perDay);
  }

  /** The whole objective (lower is better). */
  get cost(): number {
    return (
      this.daysCostSum +
      this.ingredientCost +
      W.repeat * this.repeatScore +
      W.sameDay * this.sameDayPairs +
      W.proteinRotation * this.rotationScore +
      W.proteinSourceWeekExcess * this.sourceWeekExcess +
      W.cuisineMiss * this.cuisineMisses +
      W.includeMissing * this.includeMissing -
      W.includeUse * this.includeMeals -
      W.favouriteUse * this.favouriteMeals
    );
  }

  dayOf(slot: number): number {
    return Math.floor(slot / this.perDay);
  }

  /** Whether the slot is an addition (may stay empty). */
  isAddition(slot: number): boolean {
    return slot % this.perDay >= this.nTypes;
  }

  /** Puts candidate `c` (or -1: nothing) into `slot` and re-solves that day. */
  set(slot: number, c: number): void {
    const day = this.dayOf(slot);
    this.dayIngredients(day, -1);
    this.unplace(slot);
    this.place(slot, c);
    this.solveDay(day);
  }

  /** Exchanges the meals of two slots (of the same position of a day, usually on different days). */
  exchange(a: number, b: number): void {
    const da = this.dayOf(a);
    const db = this.dayOf(b);
    const ca = this.rec[a]!;
    const cb = this.rec[b]!;
    this.dayIngredients(da, -1);
    if (db !== da) this.dayIngredients(db, -1);
    this.unplace(a);
    this.unplace(b);
    this.place(a, cb);
    this.place(b, ca);
    this.solveDay(da);
    if (db !== da) this.solveDay(db);
  }

  /** Whether the day's kcal is within the window. */
  dayWithinTarget(day: number): boolean {
    return Math.abs(this.dayKcal[day]! - this.target) / this.target <= CALORIE_TOLERANCE;
  }

  // ── internals ─────────────────────────────────────────────────────────────────────────────────────

  private unplace(slot: number): void {
    const c = this.rec[slot]!;
    if (c < 0) return;
    const day = this.dayOf(slot);
    const at = c * this.days + day;
    this.uses[at]!--;
    this.repeatScore -= this.usesAround(c, day);
    this.sameDayPairs -= this.uses[at]!;
    const s = this.f.source[c]!;
    if (s >= 0) {
      this.sourceUses[s * this.days + day]!--;
      this.rotationScore -= this.sourcePairs(s, day);
      this.countSourceWeek(slot, s, -1);
    }
    if (!this.f.preferred[c]) this.cuisineMisses--;
    if (this.f.favourite[c]) this.favouriteMeals--;
    const mask = this.f.includeMask[c]!;
    if (mask !== 0) {
      this.includeMeals--;
      for (let g = 0; g < this.includeUses.length; g++) {
        if (mask & (1 << g) && --this.includeUses[g]! === 0) this.includeMissing++;
      }
    }
    this.rec[slot] = -1;
  }

  private place(slot: number, c: number): void {
    this.rec[slot] = c;
    if (c < 0) return;
    const day = this.dayOf(slot);
    const at = c * this.days + day;
    this.repeatScore += this.usesAround(c, day);
    this.sameDayPairs += this.uses[at]!;
    this.uses[at]!++;
    const s = this.f.source[c]!;
    if (s >= 0) {
      this.rotationScore += this.sourcePairs(s, day);
      this.sourceUses[s * this.days + day]!++;
      this.countSourceWeek(slot, s, 1);
    }
    if (!this.f.preferred[c]) this.cuisineMisses++;
    if (this.f.favourite[c]) this.favouriteMeals++;
    const mask = this.f.includeMask[c]!;
    if (mask !== 0) {
      this.includeMeals++;
      for (let g = 0; g < this.includeUses.length; g++) {
        if (mask & (1 << g) && this.includeUses[g]!++ === 0) this.includeMissing--;
      }
    }
  }

  /**
   * Uses of candidate c on the days less than a week away from `day` (that day included), each weighted by
   * how close it is: when repeats cannot be avoided, they are spread out rather than put on consecutive days.
   */
  private usesAround(c: number, day: number): number {
    const from = Math.max(0, day - REPEAT_WINDOW_DAYS + 1);
    const to = Math.min(this.days - 1, day + REPEAT_WINDOW_DAYS - 1);
    const base = c * this.days;
    let n = 0;
    for (let d = from; d <= to; d++) {
      const u = this.uses[base + d]!;
      if (u !== 0) n += u * REPEAT_CLOSENESS[d > day ? d - day : day - d]!;
    }
    return n;
  }

  /** Meals of protein source s on `day` (1 each) and on the days next to it (½ each). */
  private sourcePairs(s: number, day: number): number {
    const base = s * this.days;
    let n = this.sourceUses[base + day]!;
    if (day > 0) n += 0.5 * this.sourceUses[base + day - 1]!;
    if (day < this.days - 1) n += 0.5 * this.sourceUses[base + day + 1]!;
    return n;
  }

  /** Counts (sign 1) or uncounts (sign -1) a meal of source s in the weeks around its day (meals only, not additions). */
  private countSourceWeek(slot: number, s: number, sign: number): void {
    const t = slot % this.perDay;
    if (t >= this.nTypes) return;
    const day = this.dayOf(slot);
    const base = (t * SOURCES + s) * this.weeks;
    const last = Math.min(day, this.weeks - 1);
    for (let w = Math.max(0, day - WEEK + 1); w <= last; w++) {
      const before = this.sourceWeekDays[base + w]!;
      const after = before + sign;
      this.sourceWeekDays[base + w] = after;
      this.sourceWeekExcess += Math.max(0, after - SOURCE_DAYS_PER_WEEK) - Math.max(0, before - SOURCE_DAYS_PER_WEEK);
    }
  }

  /** Adds (sign 1) or removes (sign -1) the ingredients of the day's meals at their current portions. */
  private dayIngredients(day: number, sign: number): void {
    const { start, ingredient, grams, perPackage } = this.f;
    const need = this.need;
    const first = day * this.perDay;
    let delta = 0;
    for (let t = 0; t < this.perDay; t++) {
      const c = this.rec[first + t]!;
      if (c < 0) continue;
      const scale = (sign * this.household * this.units[first + t]!) / UNITS_PER_SERVING;
      const end = start[c + 1]!;
      for (let k = start[c]!; k < end; k++) {
        const i = ingredient[k]!;
        const before = need[i]!;
        let after = before + grams[k]! * scale;
        if (after < 1e-6) after = 0; // float dust from adding and removing the same amounts
        need[i] = after;
        const per = perPackage[i]!;
        delta += ingredientTerm(after, per) - ingredientTerm(before, per);
      }
    }
    this.ingredientCost += delta;
  }

  /** Re-solves the portions of `day`, adds its ingredients back and recomputes its cost. */
  private solveDay(day: number): void {
    const f = this.f;
    const first = day * this.perDay;
    let n = 0;
    for (let t = 0; t < this.perDay; t++) {
      const c = this.rec[first + t]!;
      if (c < 0) continue;
      this.kcalBuf[n] = f.kcal[c]!;
      this.maxBuf[n] = f.maxUnits[c]!;
      n++;
    }
    const kcal = solvePortions(this.kcalBuf, this.maxBuf, n, this.target, this.unitBuf);
    let k = 0;
    let protein = 0;
    let sodium = 0;
    let satFat = 0;
    let fibre = 0;
    let netCarbs = 0;
    let eggMeals = 0;
    let additions = 0;
    let deviation = 0;
    for (let t = 0; t < this.perDay; t++) {
      const c = this.rec[first + t]!;
      if (c < 0) {
        this.units[first + t] = 0;
        continue;
      }
      const u = this.unitBuf[k++]!;
      this.units[first + t] = u;
      protein += f.protein[c]! * u;
      sodium += f.sodium[c]! * u;
      satFat += f.satFat[c]! * u;
      fibre += f.fibre[c]! * u;
      netCarbs += f.netCarbs[c]! * u;
      eggMeals += f.eggBased[c]!;
      if (t >= this.nTypes) additions++;
      deviation += Math.abs(u - UNITS_PER_SERVING) * W.portionDeviation;
      if (u > 2 * UNITS_PER_SERVING) deviation += (u - 2 * UNITS_PER_SERVING) * W.portionBeyondDouble;
    }
    protein /= UNITS_PER_SERVING;
    sodium /= UNITS_PER_SERVING;
    satFat /= UNITS_PER_SERVING;
    fibre /= UNITS_PER_SERVING;
    netCarbs /= UNITS_PER_SERVING;
    this.dayIngredients(day, 1);
    this.dayKcal[day] = kcal;

    let cost = deviation / UNITS_PER_SERVING + W.addition * additions;
    if (eggMeals > 1) cost += W.extraEggMeal * (eggMeals - 1);
    if (n > 0) {
      const dev = Math.abs(kcal - this.target) / this.target;
      cost += W.caloriePerPercent * dev * 100;
      if (dev > CALORIE_TOLERANCE) {
        cost += this.outsideDay + this.outsidePerPercent * (dev - CALORIE_TOLERANCE) * 100;
      }
    }
    if (kcal > 0) cost += this.goalsCost(kcal, protein, sodium, satFat, fibre, netCarbs);
    this.daysCostSum += cost - this.dayCost[day]!;
    this.dayCost[day] = cost;
  }

  /** What the day's figures cost against the nutrient goals (0 when every goal is met). */
  private goalsCost(kcal: number, protein: number, sodium: number, satFat: number, fibre: number, netCarbs: number): number {
    let cost = 0;
    if (sodium > AIM.sodiumMg) cost += W.sodiumDay + W.sodiumPerPercent * (sodium / AIM.sodiumMg - 1) * 100;
    const satShare = (satFat * 9) / kcal;
    if (satShare > AIM.satFatShare) cost += W.satFatDay + W.satFatPerPoint * (satShare - AIM.satFatShare) * 100;
    if (fibre < AIM.fibreG) cost += W.fibreDay + W.fibrePerGram * (AIM.fibreG - fibre);
    const proteinShare = (protein * 4) / kcal;
    if (proteinShare < AIM.proteinMin) cost += W.proteinDay + W.proteinPerPoint * (AIM.proteinMin - proteinShare) * 100;
    else if (proteinShare > AIM.proteinMax) cost += W.proteinDay + W.proteinPerPoint * (proteinShare - AIM.proteinMax) * 100;
    if (proteinShare < PREFERRED_PROTEIN_SHARE) cost += W.proteinPreferredPerPoint * (PREFERRED_PROTEIN_SHARE - proteinShare) * 100;
    if (this.p.keto && netCarbs > AIM.ketoNetCarbsG) cost += W.ketoDay + W.ketoPerGram * (netCarbs - AIM.ketoNetCarbsG);
    if (this.p.lowCarb) {
      const carbShare = (netCarbs * 4) / kcal;
      if (carbShare > AIM.lowCarbShare) cost += W.lowCarbDay + W.lowCarbPerPoint * (carbShare - AIM.lowCarbShare) * 100;
    }
    return cost;
  }
}

/** Weight of a repeat at distance 0…6 days: 2 on the same day down to 1⅐ six days apart. */
const REPEAT_CLOSENESS = Float64Array.from({ length: REPEAT_WINDOW_DAYS }, (_, k) => 1 + (REPEAT_WINDOW_DAYS - k) / REPEAT_WINDOW_DAYS);

/**
 * Cost of buying `grams` of one ingredient sold in packages of 1/`perPackage` grams (0: sold by weight):
 * being on the list at all, each package, and the share of the last package left over.
 */
function ingredientTerm(grams: number, perPackage: number): number {
  if (grams <= 0) return 0;
  if (perPackage === 0) return W.distinctIngredient;
  const x = grams * perPackage;
  const packages = Math.ceil(x - 1e-9);
  return W.distinctIngredient + W.package * packages + W.leftover * (packages - x);
}
