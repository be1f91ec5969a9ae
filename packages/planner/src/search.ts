/**
 * The search (DESIGN.md §7): a constructive start, simulated annealing over two kinds of move — put another
 * candidate into one meal, or exchange two meals of the same type between days — and a final descent that
 * tries every candidate in every meal until nothing improves. The number of moves is fixed by the plan's
 * size, never by a clock, so the same seed always gives the same plan.
 */
import type { PlanState } from './plan-state';
import type { Random } from './prng';
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

/**
 * Fills every slot: a random candidate of its meal type, preferring the chosen cuisines and recipes not yet
 * used within a week.
 *
 * @example construct(state, createRandom(1)); state.rec.every((c) => c >= 0) // true
 */
export function construct(state: PlanState, random: Random): void {
  const { p, nTypes } = state;
  for (let slot = 0; slot < p.slots; slot++) {
    const pool = p.pools[slot % nTypes]!;
    const day = state.dayOf(slot);
    const fresh = (c: number) => {
      for (let d = Math.max(0, day - REPEAT_WINDOW_DAYS + 1); d <= day; d++) {
        if (state.uses[c * p.days + d]! > 0) return false;
      }
      return true;
    };
    const tiers = [
      (c: number) => p.candidates[c]!.preferred && fresh(c),
      (c: number) => fresh(c),
      () => true,
    ];
    for (const accept of tiers) {
      const options = pool.filter(accept);
      if (options.length > 0) {
        state.set(slot, options[random.int(options.length)]!);
        break;
      }
    }
  }
}

/**
 * Simulated annealing from the current state; leaves the state at the best plan seen.
 *
 * @example anneal(state, createRandom(1)); // state.cost is now at most what it was
 */
export function anneal(state: PlanState, random: Random, options: SearchOptions = DEFAULT_SEARCH): void {
  const { p, nTypes } = state;
  const moves = Math.max(1, Math.round(options.movesPerSlot * p.slots));
  let current = state.cost;
  let best = current;
  const bestRec = Int32Array.from(state.rec);
  const ratio = END_TEMPERATURE / START_TEMPERATURE;

  for (let m = 0; m < moves; m++) {
    const temperature = START_TEMPERATURE * Math.pow(ratio, m / moves);
    const slot = random.int(p.slots);
    const type = slot % nTypes;
    let undo: () => void;
    if (p.days > 1 && random.next() < 0.25) {
      const other = random.int(p.days) * nTypes + type;
      if (other === slot || state.rec[other] === state.rec[slot]) continue;
      state.exchange(slot, other);
      undo = () => state.exchange(slot, other);
    } else {
      const pool = p.pools[type]!;
      const c = pool[random.int(pool.length)]!;
      const old = state.rec[slot]!;
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
 * Best-improvement descent: for each meal in turn, the candidate that lowers the cost most. Stops when a
 * round improves nothing.
 *
 * @example descend(state); // no single meal change lowers state.cost any more (after enough rounds)
 */
export function descend(state: PlanState, options: SearchOptions = DEFAULT_SEARCH): void {
  const { p, nTypes } = state;
  for (let round = 0; round < options.descentRounds; round++) {
    let improved = false;
    for (let slot = 0; slot < p.slots; slot++) {
      const pool = p.pools[slot % nTypes]!;
      const original = state.rec[slot]!;
      let bestC = original;
      let bestCost = state.cost;
      for (let k = 0; k < pool.length; k++) {
        const c = pool[k]!;
        if (c === original) continue;
        state.set(slot, c);
        const cost = state.cost;
        if (cost < bestCost - 1e-9) {
          bestCost = cost;
          bestC = c;
        }
      }
      state.set(slot, bestC);
      if (bestC !== original) improved = true;
    }
    if (!improved) break;
  }
}

/**
 * One week without a recipe twice, found directly by augmenting paths (each meal tries its current recipe
 * first, so as much of the plan as possible stays), then repeated for the following weeks; undefined when the
 * candidates cannot fill a week without repeats.
 *
 * @example weekWithoutRepeats(state) // Int32Array of p.slots candidates, day d the same as day d - 7
 */
export function weekWithoutRepeats(state: PlanState): Int32Array | undefined {
  const { p, nTypes } = state;
  const weekSlots = Math.min(p.days, REPEAT_WINDOW_DAYS) * nTypes;
  const holderOf = new Map<number, number>();
  const week = new Int32Array(weekSlots).fill(-1);
  const assign = (slot: number, tried: Set<number>): boolean => {
    const current = state.rec[slot]!;
    const pool = p.pools[slot % nTypes]!;
    for (const c of [current, ...pool.filter((k) => k !== current)]) {
      if (tried.has(c)) continue;
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
    if (!assign(slot, new Set())) return undefined;
  }
  return Int32Array.from({ length: p.slots }, (_, slot) => week[slot % weekSlots]!);
}

/**
 * Annealing and descent change one or two meals at a time, so when there are barely enough recipes for a week
 * without repeats they can end with one left. Then the plan is rebuilt from a repeat-free week
 * (`weekWithoutRepeats`), improved by a descent, and kept only if it costs less than before (with a calorie
 * target the window still comes first).
 *
 * @example removeRepeats(state); // state.cost is at most what it was
 */
export function removeRepeats(state: PlanState, options: SearchOptions = DEFAULT_SEARCH): void {
  if (state.repeatScore < 1e-9) return;
  const week = weekWithoutRepeats(state);
  if (!week) return;
  const before = Int32Array.from(state.rec);
  const beforeCost = state.cost;
  restore(state, week);
  descend(state, options);
  if (state.cost >= beforeCost - 1e-9) restore(state, before);
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
