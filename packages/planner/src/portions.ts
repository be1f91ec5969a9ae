/**
 * Portion factors for one day: how many servings of each meal one person eats so the day lands within
 * ±5 % of the calorie target.
 *
 * Factors stay between 0.5 and 2.0 (and under each meal's diet cap, see `maxPortion`). They are solved
 * continuously first — every meal scaled by the same factor, meals at a bound held there ("water-filling"),
 * so no single meal is blown up while another stays tiny — and then rounded for people:
 * to quarter servings (0.5, 0.75, 1, 1.25 …) when some rounding of the meals up or down lands in the window,
 * otherwise to 0.05 steps. Quarter steps are what a cook can actually serve; the finer step is the fallback
 * that keeps the calorie promise when quarters cannot.
 *
 * Factors are handled as whole numbers of 0.05 ("units", 20 per serving) so the rounding is exact.
 */
import { PORTION_LIMITS } from './constraints';

/** Units per serving: one unit is a 0.05 portion. */
export const UNITS_PER_SERVING = 20;
const MIN_UNITS = PORTION_LIMITS.min * UNITS_PER_SERVING;
const QUARTER = 5;
const FINE = 1;

/**
 * The share of the target a day may miss by, as the solver aims for it: a little inside the promised 5 %,
 * so the rounded figures shown (whole kcal per meal) never fall just outside.
 */
export const CALORIE_TOLERANCE = 0.0475;

/**
 * Largest whole number of units not above `factor` (never below one serving: the recipe fits at 1).
 *
 * @example maxUnitsOf(1.37) // 27 (1.35 servings)
 */
export const maxUnitsOf = (factor: number): number =>
  Math.max(UNITS_PER_SERVING, Math.floor(factor * UNITS_PER_SERVING + 1e-9));

export interface DayPortions {
  /** Units per meal (factor × 20). */
  units: Int32Array;
  /** kcal of the day with these portions. */
  kcal: number;
}

const scratchLo = new Int32Array(16);
const scratchHi = new Int32Array(16);
const scratchIdeal = new Float64Array(16);
const scratchCapped = new Uint8Array(16);
const scratchOrder = new Int32Array(16);
/** Up to this many meals a day every rounding up or down is tried; beyond, the n + 1 "round up the nearest" ones. */
const EXHAUSTIVE_ROUNDING = 5;
let roundedInWindow = false;
let roundedKcal = 0;

/**
 * Solves the portions of one day in place: `out[i]` receives meal i's units. Returns the day's kcal.
 * Without a target every meal is one serving.
 *
 * @example
 * const out = new Int32Array(3);
 * solvePortions([400, 600, 700], [40, 40, 40], 3, 2000, out); // 1950 kcal; out → [25, 25, 20] (1¼, 1¼, 1)
 */
export function solvePortions(
  kcal: ArrayLike<number>,
  maxUnits: ArrayLike<number>,
  n: number,
  target: number | null,
  out: Int32Array,
): number {
  if (target === null || n === 0) {
    let total = 0;
    for (let i = 0; i < n; i++) {
      out[i] = UNITS_PER_SERVING;
      total += kcal[i]!;
    }
    return total;
  }
  if (n > 16) throw new RangeError('at most 16 meals a day');

  // 1. Continuous ("water-filling"): the common factor s with Σ clamp(s, min, max_i) · kcal_i = target. Meals
  //    whose cap is below s are held at their cap and s is solved again for the rest (at most n rounds).
  const goal = target * UNITS_PER_SERVING;
  let atMin = 0;
  let atMax = 0;
  for (let i = 0; i < n; i++) {
    atMin += MIN_UNITS * kcal[i]!;
    atMax += maxUnits[i]! * kcal[i]!;
  }
  if (goal <= atMin) {
    for (let i = 0; i < n; i++) scratchIdeal[i] = MIN_UNITS;
  } else if (goal >= atMax) {
    for (let i = 0; i < n; i++) scratchIdeal[i] = maxUnits[i]!;
  } else {
    for (let i = 0; i < n; i++) scratchCapped[i] = 0;
    let s = MIN_UNITS;
    for (let round = 0; round <= n; round++) {
      let fixed = 0;
      let free = 0;
      for (let i = 0; i < n; i++) {
        if (scratchCapped[i]) fixed += maxUnits[i]! * kcal[i]!;
        else free += kcal[i]!;
      }
      s = free > 0 ? (goal - fixed) / free : MIN_UNITS;
      let changed = false;
      for (let i = 0; i < n; i++) {
        if (!scratchCapped[i] && maxUnits[i]! < s) {
          scratchCapped[i] = 1;
          changed = true;
        }
      }
      if (!changed) break;
    }
    // s > MIN_UNITS here: the goal is above what the smallest portions give.
    for (let i = 0; i < n; i++) scratchIdeal[i] = scratchCapped[i] ? maxUnits[i]! : Math.max(s, MIN_UNITS);
  }

  // 2. Rounded: each meal down or up to the step; the combination in the window that stays closest to the
  //    continuous solution wins. Quarter steps first, fine steps when no quarter combination fits.
  roundDay(kcal, maxUnits, n, target, QUARTER, out);
  if (roundedInWindow) return roundedKcal;
  roundDay(kcal, maxUnits, n, target, FINE, out);
  return roundedKcal;
}

function roundDay(
  kcal: ArrayLike<number>,
  maxUnits: ArrayLike<number>,
  n: number,
  target: number,
  step: number,
  out: Int32Array,
): void {
  for (let i = 0; i < n; i++) {
    const ideal = scratchIdeal[i]!;
    const top = Math.max(MIN_UNITS, Math.floor(maxUnits[i]! / step) * step);
    const down = Math.floor(ideal / step + 1e-9) * step;
    const up = Math.ceil(ideal / step - 1e-9) * step;
    scratchLo[i] = Math.min(Math.max(down, MIN_UNITS), top);
    scratchHi[i] = Math.min(Math.max(up, MIN_UNITS), top);
  }
  let bestMask = 0;
  let bestInWindow = false;
  let bestScore = Number.POSITIVE_INFINITY;
  let bestKcal = 0;
  // With many meals (additions), 2^n roundings are too many for every search move: round up the meals closest
  // to their next step first (k = 0 … n of them), which holds the best in-window rounding in practice.
  const exhaustive = n <= EXHAUSTIVE_ROUNDING;
  if (!exhaustive) {
    for (let i = 0; i < n; i++) {
      const frac = scratchIdeal[i]! - scratchLo[i]!;
      let j = i;
      while (j > 0 && scratchIdeal[scratchOrder[j - 1]!]! - scratchLo[scratchOrder[j - 1]!]! < frac) {
        scratchOrder[j] = scratchOrder[j - 1]!;
        j--;
      }
      scratchOrder[j] = i;
    }
  }
  const combos = exhaustive ? 1 << n : n + 1;
  for (let k = 0; k < combos; k++) {
    let mask = k;
    if (!exhaustive) {
      mask = 0;
      for (let j = 0; j < k; j++) mask |= 1 << scratchOrder[j]!;
    }
    let total = 0;
    let distortion = 0;
    for (let i = 0; i < n; i++) {
      const u = mask & (1 << i) ? scratchHi[i]! : scratchLo[i]!;
      total += u * kcal[i]!;
      const d = u - scratchIdeal[i]!;
      distortion += d * d;
    }
    total /= UNITS_PER_SERVING;
    const dev = Math.abs(total - target) / target;
    const inWindow = dev <= CALORIE_TOLERANCE;
    // In the window: least distortion of the even scaling. Outside: closest to the target.
    const score = inWindow ? distortion : 1e9 + dev;
    if (score < bestScore) {
      bestScore = score;
      bestMask = mask;
      bestInWindow = inWindow;
      bestKcal = total;
    }
  }
  for (let i = 0; i < n; i++) out[i] = bestMask & (1 << i) ? scratchHi[i]! : scratchLo[i]!;
  // Results in module variables: this runs for every search move, and returning an object would allocate.
  roundedInWindow = bestInWindow;
  roundedKcal = bestKcal;
}
