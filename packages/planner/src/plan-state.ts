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
import type { FlatCandidates, Problem } from './problem';
import { CALORIE_TOLERANCE, solvePortions, UNITS_PER_SERVING } from './portions';
import { MIN_PROTEIN_SHARE, REPEAT_WINDOW_DAYS, WEIGHTS as W } from './weights';

export class PlanState {
  readonly p: Problem;
  readonly nTypes: number;
  /** Candidate index per slot (slot = day × types + type); -1 while empty. */
  readonly rec: Int32Array;
  /** Portion units per slot. */
  readonly units: Int32Array;
  readonly dayCost: Float64Array;
  readonly dayKcal: Float64Array;
  /** Grams needed per bought ingredient for the whole household. */
  readonly need: Float64Array;
  /** Uses of each candidate per day: index candidate × days + day. */
  readonly uses: Int32Array;
  readonly includeUses: Int32Array;
  ingredientCost = 0;
  /** Repeats within a week, weighted by closeness (see `usesAround`). */
  repeatScore = 0;
  sameDayPairs = 0;
  cuisineMisses = 0;
  includeMeals = 0;
  private includeMissing: number;
  private daysCostSum = 0;
  private readonly f: FlatCandidates;
  private readonly days: number;
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
    this.target = problem.target ?? 0;
    this.outsideDay = problem.calorieReachable ? W.calorieOutsideDay : 0;
    this.outsidePerPercent = problem.calorieReachable ? W.calorieOutsidePerPercent : W.calorieUnreachablePerPercent;
    this.nTypes = problem.types.length;
    this.rec = new Int32Array(problem.slots).fill(-1);
    this.units = new Int32Array(problem.slots);
    this.dayCost = new Float64Array(problem.days);
    this.dayKcal = new Float64Array(problem.days);
    this.need = new Float64Array(problem.ingredientIds.length);
    this.uses = new Int32Array(problem.candidates.length * problem.days);
    this.includeUses = new Int32Array(problem.includeTerms.length);
    this.includeMissing = problem.includeTerms.length;
    this.kcalBuf = new Float64Array(this.nTypes);
    this.maxBuf = new Float64Array(this.nTypes);
    this.unitBuf = new Int32Array(this.nTypes);
  }

  /** The whole objective (lower is better). */
  get cost(): number {
    return (
      this.daysCostSum +
      this.ingredientCost +
      W.repeat * this.repeatScore +
      W.sameDay * this.sameDayPairs +
      W.cuisineMiss * this.cuisineMisses +
      W.includeMissing * this.includeMissing -
      W.includeUse * this.includeMeals
    );
  }

  dayOf(slot: number): number {
    return Math.floor(slot / this.nTypes);
  }

  /** Puts candidate `c` (or -1: nothing) into `slot` and re-solves that day. */
  set(slot: number, c: number): void {
    const day = this.dayOf(slot);
    this.dayIngredients(day, -1);
    this.unplace(slot);
    this.place(slot, c);
    this.solveDay(day);
  }

  /** Exchanges the meals of two slots (of the same meal type, usually on different days). */
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

  /** Whether the day's kcal is within the window (always true without a target). */
  dayWithinTarget(day: number): boolean {
    const t = this.p.target;
    return t === null || Math.abs(this.dayKcal[day]! - t) / t <= CALORIE_TOLERANCE;
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
    if (!this.f.preferred[c]) this.cuisineMisses--;
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
    if (!this.f.preferred[c]) this.cuisineMisses++;
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

  /** Adds (sign 1) or removes (sign -1) the ingredients of the day's meals at their current portions. */
  private dayIngredients(day: number, sign: number): void {
    const { start, ingredient, grams, perPackage } = this.f;
    const need = this.need;
    const first = day * this.nTypes;
    let delta = 0;
    for (let t = 0; t < this.nTypes; t++) {
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
    const first = day * this.nTypes;
    let n = 0;
    for (let t = 0; t < this.nTypes; t++) {
      const c = this.rec[first + t]!;
      if (c < 0) continue;
      this.kcalBuf[n] = f.kcal[c]!;
      this.maxBuf[n] = f.maxUnits[c]!;
      n++;
    }
    const kcal = solvePortions(this.kcalBuf, this.maxBuf, n, this.p.target, this.unitBuf);
    let k = 0;
    let protein = 0;
    let portionDeviation = 0;
    for (let t = 0; t < this.nTypes; t++) {
      const c = this.rec[first + t]!;
      if (c < 0) {
        this.units[first + t] = 0;
        continue;
      }
      const u = this.unitBuf[k++]!;
      this.units[first + t] = u;
      protein += f.protein[c]! * u;
      portionDeviation += Math.abs(u - UNITS_PER_SERVING);
    }
    protein /= UNITS_PER_SERVING;
    this.dayIngredients(day, 1);
    this.dayKcal[day] = kcal;

    let cost = (W.portionDeviation * portionDeviation) / UNITS_PER_SERVING;
    if (this.target > 0 && n > 0) {
      const dev = Math.abs(kcal - this.target) / this.target;
      cost += W.caloriePerPercent * dev * 100;
      if (dev > CALORIE_TOLERANCE) {
        cost += this.outsideDay + this.outsidePerPercent * (dev - CALORIE_TOLERANCE) * 100;
      }
    }
    if (kcal > 0) {
      const share = (protein * 4) / kcal;
      if (share < MIN_PROTEIN_SHARE) cost += W.proteinPerPercent * (MIN_PROTEIN_SHARE - share) * 100;
    }
    this.daysCostSum += cost - this.dayCost[day]!;
    this.dayCost[day] = cost;
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
