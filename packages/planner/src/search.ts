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
 * Puts the state back to the assignment `rec`.
 *
 * @example const saved = Int32Array.from(state.rec); …; restore(state, saved);
 */
export function restore(state: PlanState, rec: Int32Array): void {
  for (let slot = 0; slot < rec.length; slot++) {
    if (state.rec[slot] !== rec[slot]) state.set(slot, rec[slot]!);
  }
}
