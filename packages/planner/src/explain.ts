/**
 * Everything the plan had to give up, in structured form (code + params) with an English message. Only soft
 * objectives are ever relaxed; the hard constraints hold for every meal by construction.
 */
import type { Explanation } from '@mealplanr/contracts/meal-plans';
import { repeatsByType } from './build-plan';
import {
  caloriesMissed,
  cuisineRelaxed,
  includeUnused,
  proteinLow,
  repeatsUsed,
  termUnknown,
} from './messages';
import type { PlanState } from './plan-state';
import type { PlannedDay } from './types';
import { MIN_PROTEIN_SHARE, REPEAT_WINDOW_DAYS } from './weights';

/**
 * The explanations of a finished plan.
 *
 * @example explain(state, days) // [{ code: 'cuisine_relaxed', params: { mealType: 'breakfast', … }, message: 'Only 5 …' }]
 */
export function explain(state: PlanState, days: readonly PlannedDay[]): Explanation[] {
  const { p, nTypes } = state;
  const q = p.questionnaire;
  const out: Explanation[] = [];

  for (const t of p.excludeTerms) if (t.ids.size === 0) out.push(termUnknown(t.term, 'exclude'));
  for (const t of p.includeTerms) if (t.ids.size === 0) out.push(termUnknown(t.term, 'include'));

  if (q.cuisines.length > 0) {
    p.types.forEach((mealType, t) => {
      const pool = p.pools[t]!;
      const available = pool.filter((c) => p.candidates[c]!.preferred).length;
      const misses = days.filter((day) => !p.candidates[p.candidateOf.get(day.meals[t]!.recipeId)!]!.preferred).length;
      if (misses > 0) out.push(cuisineRelaxed(q, mealType, available, misses, Math.min(p.days, REPEAT_WINDOW_DAYS)));
    });
  }

  const repeats = repeatsByType(days, nTypes);
  p.types.forEach((mealType, t) => {
    if (repeats[t]! > 0) {
      out.push(repeatsUsed(q, mealType, p.pools[t]!.length, repeats[t]!, Math.min(p.days, REPEAT_WINDOW_DAYS)));
    }
  });

  if (p.target !== null) {
    const missed = days.filter((d) => d.withinTarget === false);
    if (missed.length > 0) {
      const kcal = missed.map((d) => d.nutrition.kcal);
      out.push(caloriesMissed(p.target, missed.map((d) => d.date), Math.min(...kcal), Math.max(...kcal)));
    }
  }

  const unusedAvailable: string[] = [];
  const unusedMissing: string[] = [];
  p.includeTerms.forEach((term, g) => {
    if (term.ids.size === 0 || state.includeUses[g]! > 0) return;
    const offered = p.pools.some((pool) => pool.some((c) => (p.candidates[c]!.includeMask & (1 << g)) !== 0));
    (offered ? unusedAvailable : unusedMissing).push(term.term);
  });
  if (unusedMissing.length > 0) out.push(includeUnused(unusedMissing, 'not_available'));
  if (unusedAvailable.length > 0) out.push(includeUnused(unusedAvailable, 'balance'));

  const lowProtein = days
    .map((d) => ({ date: d.date, share: d.nutrition.kcal > 0 ? (d.nutrition.proteinG * 4) / d.nutrition.kcal : 1 }))
    .filter((d) => d.share < MIN_PROTEIN_SHARE);
  if (lowProtein.length > 0) {
    const lowest = Math.floor(Math.min(...lowProtein.map((d) => d.share)) * 100);
    out.push(proteinLow(lowProtein.map((d) => d.date), lowest));
  }
  return out;
}
