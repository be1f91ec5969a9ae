/**
 * The search (docs/architecture.md#the-planner): a constructive start, simulated annealing over two kinds of move — put another
 * candidate into one meal (or take an addition out), or exchange two meals of the same type between days — and a
 * final descent that tries every candidate in every meal until nothing improves. The number of moves is fixed by
 * the plan's size, never by a clock, so the same seed always gives the same plan.
 */
import type { PlanState } from './plan-state';
import type { Random } from './prng';
import { CALORIE_TOLERANCE, UNITS_PER_SERVING } from './portions';
import { PORTION_LIMITS } from './constraints';
import { distinctTotal, highestKcal, lowestKcal } from './problem';
import { REPEAT_WINDOW_DAYS } from './weights';

export interface SearchOptions {
  /** Annealing moves per meal of the plan. */
  movesPerSlot: number;
  /** Rounds of the final descent (each tries every candidate in every meal). */
  descentRounds: number;
}

export const DEFAULT_SEARCH: SearchOptions = { movesPerSlot: 60, descentRounds: 2 };

const START_TEMPERATURE = 80;
const END_TEMPERATURE = 0.5;
/** How often an annealing move on an addition slot tries leaving it empty. */
const EMPTY_ADDITION_CHANCE = 0.3;

/**
 * Fills every meal: a random candidate of its meal type, preferring the chosen cuisines and recipes not yet used
 * within a week; then, while a day is below the calorie window, an addition.
 *
 * @example construct(state, createRandom(1)); state.rec.every((c, slot) => c >= 0 || state.isAddition(slot)) // true
 */
export function construct(state: PlanState, random: Random): void {
  const { p, perDay, nTypes } = state;
  for (let day = 0; day < p.days; day++) {
    const fresh = (c: number) => {
      for (let d = Math.max(0, day - REPEAT_WINDOW_DAYS + 1); d <= day; d++) {
        if (state.uses[c * p.days + d]! > 0) return false;
      }
      return true;
    };
    const tiers = [(c: number) => p.candidates[c]!.preferred && fresh(c), (c: number) => fresh(c), () => true];
    const fill = (slot: number, pool: Int32Array) => {
      for (const accept of tiers) {
        const options = pool.filter(accept);
        if (options.length > 0) {
          state.set(slot, options[random.int(options.length)]!);
          return;
        }
      }
    };
    for (let t = 0; t < nTypes; t++) fill(day * perDay + t, p.slotPools[t]!);
    for (let t = nTypes; t < perDay; t++) {
      if (state.dayKcal[day]! >= p.target * (1 - CALORIE_TOLERANCE)) break;
      fill(day * perDay + t, p.slotPools[t]!);
    }
  }
}

/**
 * Simulated annealing from the current state; leaves the state at the best plan seen.
 *
 * @example anneal(state, createRandom(1)); // state.cost is now at most what it was
 */
export function anneal(state: PlanState, random: Random, options: SearchOptions = DEFAULT_SEARCH): void {
  const { p, perDay } = state;
  const moves = Math.max(1, Math.round(options.movesPerSlot * p.slots));
  let current = state.cost;
  let best = current;
  const bestRec = Int32Array.from(state.rec);
  const ratio = END_TEMPERATURE / START_TEMPERATURE;

  for (let m = 0; m < moves; m++) {
    const temperature = START_TEMPERATURE * Math.pow(ratio, m / moves);
    const slot = random.int(p.slots);
    const position = slot % perDay;
    let undo: () => void;
    if (p.days > 1 && random.next() < 0.25) {
      const other = random.int(p.days) * perDay + position;
      if (other === slot || state.rec[other] === state.rec[slot]) continue;
      state.exchange(slot, other);
      undo = () => state.exchange(slot, other);
    } else {
      const pool = p.slotPools[position]!;
      if (pool.length === 0) continue;
      const old = state.rec[slot]!;
      const c = state.isAddition(slot) && old >= 0 && random.next() < EMPTY_ADDITION_CHANCE ? -1 : pool[random.int(pool.length)]!;
      if (c === old) continue;
      state.set(slot, c);
      undo = () => state.set(slot, old);
    }
    const next = state.cost;
    const delta = next - current;
    if (delta <= 0 || random.next() < Math.exp(-delta / temperature)) {
      current = next;
      if (current < best - 1e-9) {
        best = current;
        bestRec.set(state.rec);
      }
    } else {
      undo();
    }
  }
  restore(state, bestRec);
}

/**
 * Best-improvement descent: for each meal in turn, the candidate that lowers the cost most (for an addition,
 * also none). Stops when a round improves nothing.
 *
 * @example descend(state); // no single meal change lowers state.cost any more (after enough rounds)
 */
export function descend(state: PlanState, options: SearchOptions = DEFAULT_SEARCH): void {
  const { p, perDay } = state;
  for (let round = 0; round < options.descentRounds; round++) {
    let improved = false;
    for (let slot = 0; slot < p.slots; slot++) {
      const pool = p.slotPools[slot % perDay]!;
      const original = state.rec[slot]!;
      let bestC = original;
      let bestCost = state.cost;
      const tryC = (c: number) => {
        if (c === original) return;
        state.set(slot, c);
        const cost = state.cost;
        if (cost < bestCost - 1e-9) {
          bestCost = cost;
          bestC = c;
        }
      };
      if (state.isAddition(slot)) tryC(-1);
      for (let k = 0; k < pool.length; k++) tryC(pool[k]!);
      state.set(slot, bestC);
      if (bestC !== original) improved = true;
    }
    if (!improved) break;
  }
}

/**
 * Two meals of a day whose types share recipes (lunch and dinner, breakfast and snack) can be stuck: the richer
 * dinner would need the lunch's recipe, which no single change can move. For each such pair this exchanges the
 * two recipes (or, when only one of them fits the other meal, moves that one), then gives each of the two meals
 * its best candidate, and keeps the result if it costs less.
 *
 * @example swapSharedMeals(state); // state.cost is at most what it was
 */
export function swapSharedMeals(state: PlanState): void {
  const { p, perDay, nTypes } = state;
  const sameSet = (a: Int32Array, b: Int32Array) => a.length === b.length && a.every((c, i) => c === b[i]);
  const pairs: [number, number][] = [];
  for (let a = 0; a < nTypes; a++) {
    for (let b = a + 1; b < nTypes; b++) {
      const pa = p.slotPools[a]!;
      const pb = p.slotPools[b]!;
      if (!sameSet(pa, pb) && pa.some((c) => pb.includes(c))) pairs.push([a, b]);
    }
  }
  if (pairs.length === 0) return;
  const pool = (position: number) => p.slotPools[position]!;
  const bestFor = (slot: number) => {
    const original = state.rec[slot]!;
    let bestC = original;
    let bestCost = state.cost;
    for (const c of pool(slot % perDay)) {
      if (c === original) continue;
      state.set(slot, c);
      if (state.cost < bestCost - 1e-9) {
        bestCost = state.cost;
        bestC = c;
      }
    }
    state.set(slot, bestC);
  };
  /** Tries `change` followed by the best candidate for `first`, then for `second`; keeps it only if it costs less. */
  const attempt = (sa: number, sb: number, change: () => void, first: number, second: number) => {
    const ca = state.rec[sa]!;
    const cb = state.rec[sb]!;
    const before = state.cost;
    change();
    bestFor(first);
    bestFor(second);
    if (state.cost >= before - 1e-9) {
      state.set(sa, -1);
      state.set(sb, cb);
      state.set(sa, ca);
    }
  };
  for (let day = 0; day < p.days; day++) {
    for (const [a, b] of pairs) {
      const sa = day * perDay + a;
      const sb = day * perDay + b;
      const ca = state.rec[sa]!;
      const cb = state.rec[sb]!;
      const aTakes = pool(a).includes(cb);
      const bTakes = pool(b).includes(ca);
      // Exchanged, when each fits the other's meal; else one meal's recipe moves to the other, and the meal it
      // leaves gets its best candidate (a breakfast-only recipe at breakfast keeps the richest one at lunch).
      if (aTakes && bTakes) {
        attempt(sa, sb, () => (state.set(sa, -1), state.set(sb, ca), state.set(sa, cb)), sa, sb);
      } else if (aTakes) {
        attempt(sa, sb, () => state.set(sa, cb), sb, sa);
      } else if (bTakes) {
        attempt(sa, sb, () => state.set(sb, ca), sa, sb);
      }
    }
  }
}

/**
 * Per slot position of a day, the candidates that can be part of a day within the calorie window: with the
 * other positions anywhere in their range, the candidate's own range (half a serving to its largest portion)
 * still meets the window. A day of candidates outside this set can never land in the window.
 *
 * @example capableCandidates(state)[0].has(p.pools[0][0]) // true unless that breakfast is too light or too rich for any day
 */
export function capableCandidates(state: PlanState): Set<number>[] {
  const { p, perDay, nTypes } = state;
  const f = p.flat;
  const lo = p.target * (1 - CALORIE_TOLERANCE);
  const hi = p.target * (1 + CALORIE_TOLERANCE);
  const range = (c: number): [number, number] => [f.kcal[c]! * PORTION_LIMITS.min, (f.kcal[c]! * f.maxUnits[c]!) / UNITS_PER_SERVING];
  const positions = Array.from({ length: perDay }, (_, t) => {
    let min = t >= nTypes ? 0 : Number.POSITIVE_INFINITY;
    let max = 0;
    for (const c of p.slotPools[t]!) {
      const [a, b] = range(c);
      min = Math.min(min, a);
      max = Math.max(max, b);
    }
    return [min === Number.POSITIVE_INFINITY ? 0 : min, max] as const;
  });
  const totalMin = positions.reduce((sum, [a]) => sum + a, 0);
  const totalMax = positions.reduce((sum, [, b]) => sum + b, 0);
  return positions.map(([min, max], t) => {
    const set = new Set<number>();
    for (const c of p.slotPools[t]!) {
      const [a, b] = range(c);
      if (totalMin - min + a <= hi && totalMax - max + b >= lo) set.add(c);
    }
    return set;
  });
}

/**
 * One week without a recipe twice, found directly by augmenting paths (each meal tries its current recipe
 * first, so as much of the plan as possible stays), then repeated for the following weeks; undefined when the
 * candidates cannot fill a week without repeats. Additions are kept where the first week has them. With
 * `allowed`, each slot position only takes those candidates.
 *
 * @example weekWithoutRepeats(state) // Int32Array of p.slots candidates, day d the same as day d - 7
 */
export function weekWithoutRepeats(state: PlanState, allowed?: readonly Set<number>[]): Int32Array | undefined {
  const { p, perDay } = state;
  const weekSlots = Math.min(p.days, REPEAT_WINDOW_DAYS) * perDay;
  const holderOf = new Map<number, number>();
  const week = new Int32Array(weekSlots).fill(-1);
  const assign = (slot: number, tried: Set<number>): boolean => {
    const current = state.rec[slot]!;
    const position = slot % perDay;
    const pool = p.slotPools[position]!;
    const ok = allowed?.[position];
    for (const c of [current, ...pool.filter((k) => k !== current)]) {
      if (c < 0 || tried.has(c) || (ok && !ok.has(c))) continue;
      tried.add(c);
      const holder = holderOf.get(c);
      if (holder === undefined || assign(holder, tried)) {
        holderOf.set(c, slot);
        week[slot] = c;
        return true;
      }
    }
    return false;
  };
  for (let slot = 0; slot < weekSlots; slot++) {
    if (state.rec[slot]! < 0) continue; // an addition the first week does without
    if (!assign(slot, new Set())) return undefined;
  }
  return Int32Array.from({ length: p.slots }, (_, slot) => week[slot % weekSlots]!);
}

/**
 * Annealing and descent change one or two meals at a time, so when there are barely enough recipes for a week
 * without repeats they can end with one left. Then the plan is rebuilt from a repeat-free week
 * (`weekWithoutRepeats`) — first of recipes that can reach the calorie window, then of any — improved by a
 * descent, and kept only if it costs less than before (the calorie window still comes first).
 *
 * @example removeRepeats(state); // state.cost is at most what it was
 */
export function removeRepeats(state: PlanState, options: SearchOptions = DEFAULT_SEARCH): void {
  if (state.repeatScore < 1e-9 || energyForcesRepeats(state)) return;
  const capable = capableCandidates(state);
  for (const allowed of [capable, undefined]) {
    if (state.repeatScore < 1e-9) return;
    const week = weekWithoutRepeats(state, allowed);
    if (!week) continue;
    const before = Int32Array.from(state.rec);
    const beforeCost = state.cost;
    restore(state, week);
    descend(state, options);
    if (state.cost >= beforeCost - 1e-9) restore(state, before);
  }
}

/** Fresh candidates tried for a repeated meal, and for the other meal of its day that makes up the energy. */
const REPAIR_CHOICES = 10;
/** At most this many changes are tried by `repairRepeats` in all (a few milliseconds). */
const REPAIR_BUDGET = 2500;

/**
 * Whether no week without repeats can reach the calorie window: the fitting recipes, each used once in a week
 * (every addition slot filled), hold too little energy on average — or, at their lightest, too much. Then
 * repeats are the price of the window and trying to remove them is wasted time.
 */
export function energyForcesRepeats(state: PlanState): boolean {
  const { p } = state;
  if (!p.calorieReachable) return false;
  const week = Math.min(p.days, REPEAT_WINDOW_DAYS);
  const meals = Array.from({ length: week }, () => p.pools).flat();
  const additions = Array.from({ length: week * p.additions }, () => p.additionPool);
  const most = distinctTotal([...meals, ...additions], highestKcal(p.candidates), 'max') / week;
  const least = distinctTotal(meals, lowestKcal(p.candidates), 'min') / week;
  return most < p.target * (1 - CALORIE_TOLERANCE) || least > p.target * (1 + CALORIE_TOLERANCE);
}

/**
 * The candidates of `pool` not used less than a week away from `day` (other than in `slot` itself), closest in
 * kcal a serving to `kcal` first, at most `REPAIR_CHOICES`.
 */
function freshNear(state: PlanState, pool: Int32Array, day: number, kcal: number, exclude: number): number[] {
  const { p } = state;
  const from = Math.max(0, day - REPEAT_WINDOW_DAYS + 1);
  const to = Math.min(p.days - 1, day + REPEAT_WINDOW_DAYS - 1);
  const out: number[] = [];
  for (const c of pool) {
    if (c === exclude) continue;
    let used = false;
    for (let d = from; d <= to && !used; d++) used = state.uses[c * p.days + d]! > 0;
    if (!used) out.push(c);
  }
  const f = p.flat;
  out.sort((a, b) => Math.abs(f.kcal[a]! - kcal) - Math.abs(f.kcal[b]! - kcal) || a - b);
  return out.slice(0, REPAIR_CHOICES);
}

/**
 * When the energy is tight, a repeat can stay because no single change both removes it and keeps its day in the
 * calorie window. For each repeated meal, this tries the fresh recipes closest in energy, each alone and together
 * with a fresh recipe for one other meal of the day that makes up the difference, and keeps the best change that
 * lowers the cost. Bounded: at most a few hundred evaluations per repeated meal, and only while a week without
 * repeats exists at all.
 *
 * @example repairRepeats(state); // state.cost is at most what it was
 */
export function repairRepeats(state: PlanState): void {
  const { p, perDay } = state;
  if (state.repeatScore < 1e-9 || energyForcesRepeats(state) || !weekWithoutRepeats(state)) return;
  let budget = REPAIR_BUDGET;
  const f = p.flat;
  const repeatedAt = (slot: number) => {
    const c = state.rec[slot]!;
    if (c < 0) return false;
    const day = state.dayOf(slot);
    let uses = 0;
    for (let d = Math.max(0, day - REPEAT_WINDOW_DAYS + 1); d <= Math.min(p.days - 1, day + REPEAT_WINDOW_DAYS - 1); d++) {
      uses += state.uses[c * p.days + d]!;
    }
    return uses > 1;
  };
  for (let slot = 0; slot < p.slots && budget > 0; slot++) {
    if (!repeatedAt(slot)) continue;
    const day = state.dayOf(slot);
    const first = day * perDay;
    const c = state.rec[slot]!;
    let bestCost = state.cost - 1e-9;
    let best: [number, number, number] | undefined; // [candidate, other slot, its candidate]
    for (const c1 of freshNear(state, p.slotPools[slot % perDay]!, day, f.kcal[c]!, c)) {
      state.set(slot, c1);
      budget--;
      if (state.cost < bestCost) {
        bestCost = state.cost;
        best = [c1, -1, -1];
      }
      for (let other = first; other < first + perDay; other++) {
        const was = state.rec[other]!;
        if (other === slot || was < 0) continue;
        const wanted = f.kcal[was]! + f.kcal[c]! - f.kcal[c1]!;
        for (const c2 of freshNear(state, p.slotPools[other % perDay]!, day, wanted, was)) {
          if (c2 === c1) continue;
          state.set(other, c2);
          budget--;
          if (state.cost < bestCost) {
            bestCost = state.cost;
            best = [c1, other, c2];
          }
        }
        state.set(other, was);
      }
    }
    state.set(slot, c);
    if (best) {
      state.set(slot, best[0]);
      if (best[1] >= 0) state.set(best[1], best[2]);
    }
  }
}

/**
 * Puts the state back to the assignment `rec`.
 *
 * @example const saved = Int32Array.from(state.rec); …; restore(state, saved);
 */
export function restore(state: PlanState, rec: Int32Array): void {
  for (let slot = 0; slot < rec.length; slot++) {
    if (state.rec[slot] !== rec[slot]) state.set(slot, rec[slot]!);
  }
}
