/**
 * Property tests over the whole questionnaire space on the real catalog: the planner's promises, checked by
 * independent oracles (see `oracles.ts`). Nothing here is tied to today's recipes: every expectation is worked
 * out from the catalog the test runs on.
 *
 * On failure the seed and path of the counterexample are printed; replay it with
 *   PLANNER_PROPERTY_SEED=<seed> PLANNER_PROPERTY_PATH=<path> npx vitest run packages/planner/test/properties.test.ts -t "<name>"
 *
 * Runs by hand explore a new random seed each time. CI (CI=true) runs one fixed seed, so a CI result says what the
 * code does, never which questionnaires a run happened to draw: a counterexample found by hand is replayed, fixed
 * in the planner, and the fixed seed stays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Recipe } from '@mealplanr/catalog/load';
import {
  COOKING_SKILLS,
  COOKING_TIMES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
} from '@mealplanr/contracts/enums';
import { ACTIVITY_LEVELS, lowTargetReason, resolveCalorieTarget, SEXES } from '@mealplanr/contracts/energy';
import { questionnaireSchema, type Explanation, type Questionnaire } from '@mealplanr/contracts/meal-plans';
import { generatePlan } from '../src/generate-plan';
import { swapMeal } from '../src/swap-meal';
import type { GeneratedPlan } from '../src/types';
import { catalog, terms } from './fixtures';
import {
  additionPool,
  bestDistinct,
  caloriesReachable,
  eggBased,
  hardViolations,
  highCarbLines,
  missedGoals,
  pools,
  portionCap,
  repeatFreeWeek,
  repeatFreeWeekMissesWindow,
  repeats,
  targetOf,
  type Goal,
} from './oracles';

const WORDS = ['nuts', 'молоко', 'яйкі', 'fish', 'gluten', 'onion', 'чеснок', 'cheese', 'tomato', 'pork', 'мяса', 'rice'];
const INCLUDE = ['chicken breast', 'tomato', 'rice', 'нут', 'spinach', 'шпінат', 'salmon'];

const person = fc.record({
  sex: fc.constantFrom(...SEXES),
  age: fc.integer({ min: 18, max: 100 }),
  heightCm: fc.integer({ min: 140, max: 210 }),
  weightKg: fc.integer({ min: 40, max: 160 }),
  activityLevel: fc.constantFrom(...ACTIVITY_LEVELS),
});

/** Anything a person could answer: 1–4 meal types, 1,000–5,000 kcal or none, 1–14 days, 1–12 people. */
const questionnaires: fc.Arbitrary<Questionnaire> = fc
  .record({
    cuisines: fc.subarray([...CUISINES], { maxLength: 3 }),
    cookingSkill: fc.constantFrom(...COOKING_SKILLS),
    cookingTime: fc.constantFrom(...COOKING_TIMES),
    planDuration: fc.integer({ min: 1, max: 14 }),
    includeIngredients: fc.subarray(INCLUDE, { maxLength: 2 }),
    excludeIngredients: fc.subarray(WORDS, { maxLength: 3 }),
    dietaryRestrictions: fc.subarray([...DIETARY_RESTRICTIONS], { maxLength: 2 }),
    calorieTarget: fc.option(fc.integer({ min: 20, max: 100 }).map((n) => n * 50), { nil: null }),
    person: fc.option(person, { nil: null }),
    householdSize: fc.integer({ min: 1, max: 12 }),
    mealTypes: fc.subarray([...MEAL_TYPES], { minLength: 1 }),
    allowAdditions: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
  })
  .map((q) => questionnaireSchema.parse(q));

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const plan = (q: Questionnaire, seed: number) =>
  generatePlan({ catalog, terms, questionnaire: q, startDate: '2025-03-14', seed });
const planned = (q: Questionnaire, seed: number): GeneratedPlan | undefined => {
  const result = plan(q, seed);
  return result.ok ? result.plan : undefined;
};
const feasible = (q: Questionnaire) => pools(q, catalog, terms).every((p) => p.length > 0);
const notes = (p: GeneratedPlan, code: Explanation['code']) => p.explanations.filter((e) => e.code === code);

/** The seed CI runs (see above). */
const CI_SEED = 20_261_126;
const REPLAY_SEED =
  process.env.PLANNER_PROPERTY_SEED !== undefined
    ? Number(process.env.PLANNER_PROPERTY_SEED)
    : process.env.CI
      ? CI_SEED
      : undefined;
const REPLAY_PATH = process.env.PLANNER_PROPERTY_PATH;

/**
 * Runs a property; on failure prints (and throws) the seed and path that replay the counterexample, and the
 * counterexample itself.
 */
function check<T>(name: string, arbitrary: fc.Arbitrary<T>, predicate: (value: T) => void, numRuns: number): void {
  const details = fc.check(
    fc.property(arbitrary, (value) => {
      predicate(value);
    }),
    { numRuns, ...(REPLAY_SEED === undefined ? {} : { seed: REPLAY_SEED }), ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}) },
  );
  if (!details.failed) return;
  const replay = `PLANNER_PROPERTY_SEED=${details.seed} PLANNER_PROPERTY_PATH=${details.counterexamplePath} npx vitest run packages/planner/test/properties.test.ts -t "${name}"`;
  const message = [
    `Property "${name}" failed (seed ${details.seed}, path ${details.counterexamplePath}).`,
    `Replay: ${replay}`,
    `Counterexample: ${fc.stringify(details.counterexample)}`,
    `${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
  ].join('\n');
  process.stderr.write(`${message}\n`);
  throw new Error(message);
}

/**
 * Whether the energy leaves room to choose: a week without repeats of the fitting recipes (`only` those, when
 * given; every addition slot filled) holds at least 30 % more than the target on average, and its lightest
 * week 30 % less. When it does not, the calorie window (which comes first) may decide what a day gets.
 */
function roomy(q: Questionnaire, days: number, additionsPerDay: number, only: (r: Recipe) => boolean = () => true): boolean {
  const mealPools = pools(q, catalog, terms).map((pool) => pool.filter(only));
  const extras = additionPool(q, catalog, terms).filter(only);
  const week = Math.min(days, 7);
  const meals = Array.from({ length: week }, () => mealPools).flat();
  const additions = Array.from({ length: week * additionsPerDay }, () => extras);
  const cap = (r: Recipe) => (Math.floor(portionCap(r, q) * 20 + 1e-9) / 20) * r.nutrition.kcal;
  const richest = bestDistinct([...meals, ...additions], cap, 'max') / week;
  const lightest = bestDistinct(meals, (r) => 0.5 * r.nutrition.kcal, 'min') / week;
  return richest >= targetOf(q) * 1.3 && lightest <= targetOf(q) * 0.7;
}

/** Each day's slots for the matching oracles: the meals, then the additions the plan uses that day. */
const slotsOfDays = (p: GeneratedPlan, mealPools: Recipe[][], extras: Recipe[]) =>
  p.days.slice(0, 7).map((day) => [...mealPools, ...Array<Recipe[]>(day.meals.filter((m) => m.addition).length).fill(extras)]);

// Generous time limits: each case plans up to 14 days, and CI machines are shared.
describe('planner properties', { timeout: 300_000 }, () => {
  it('never breaks a hard constraint, and is infeasible exactly when some meal has no fitting recipe', () => {
    check(
      'never breaks a hard constraint',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        const result = plan(q, seed);
        expect(result.ok).toBe(feasible(q));
        if (result.ok) expect(hardViolations(result.plan, q, catalog, terms)).toEqual([]);
        else expect(result.reason.code).toBe('no_recipes');
        if (result.ok && q.dietaryRestrictions.includes('keto')) {
          for (const meal of result.plan.days.flatMap((d) => d.meals)) {
            expect(highCarbLines(catalog.recipeById.get(meal.recipeId)!, catalog), meal.recipeId).toEqual([]);
          }
        }
      },
      100,
    );
  });

  it('meets the calorie window on every day whenever some choice of recipes reaches it, and explains every day it misses', () => {
    check(
      'meets the calorie window',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        const p = planned(q, seed);
        if (!p) return;
        const target = targetOf(q);
        expect(p.target.kcal).toBe(target);
        const missed = p.days.filter((d) => !d.withinTarget);
        for (const day of p.days) expect(day.withinTarget).toBe(Math.abs(day.nutrition.kcal - target) / target <= 0.05);
        if (caloriesReachable(q, pools(q, catalog, terms), additionPool(q, catalog, terms))) {
          expect(missed.map((d) => `${d.date}: ${d.nutrition.kcal} kcal of ${target}`)).toEqual([]);
        }
        const explained = notes(p, 'calories_missed').flatMap((e) => e.params.dates as string[]);
        expect(explained.sort()).toEqual(missed.map((d) => d.date).sort());
        // A note that blames the meals holds a true figure: no day of the chosen meals can get past it.
        for (const note of notes(p, 'calories_missed')) {
          const { reason, maxKcal, minKcal } = note.params as { reason?: string; maxKcal: number; minKcal: number };
          if (reason === 'too_high' || reason === 'additions_off') {
            expect(maxKcal).toBeLessThan(target * 0.955);
            for (const day of p.days) expect(day.nutrition.kcal).toBeLessThanOrEqual(maxKcal + day.meals.length);
          }
          if (reason === 'additions_off') expect(q.allowAdditions).toBe(false);
          if (reason === 'too_low') expect(minKcal).toBeGreaterThan(target * 1.045);
        }
      },
      100,
    );
  });

  it("uses the person's estimate, else the 2,000 kcal reference intake, when no target is given, and warns about low targets", () => {
    check(
      'default target and low-target warning',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        const p = planned({ ...q, planDuration: Math.min(q.planDuration, 3) }, seed);
        if (!p) return;
        const resolved = resolveCalorieTarget(q.calorieTarget, q.person);
        expect(p.target).toEqual(resolved);
        const defaults = notes(p, 'calorie_default');
        if (q.calorieTarget === null) {
          expect(defaults).toHaveLength(1);
          expect(defaults[0]!.params).toMatchObject({ target: resolved.kcal, source: resolved.source });
          expect(resolved.source).toBe(q.person ? 'estimate' : 'reference');
          if (!q.person) expect(resolved.kcal).toBe(2000);
        } else {
          expect(defaults).toEqual([]);
        }
        const low = notes(p, 'target_low');
        const reason = lowTargetReason(resolved.kcal, resolved.restingKcal);
        expect(low.map((e) => e.params.reason)).toEqual(reason ? [reason] : []);
      },
      60,
    );
  });

  it('explains every day that misses a nutrient goal, with the worst figure, and no day that meets it', () => {
    const goalOf = (e: Explanation): Goal => (e.code === 'protein_low' ? 'protein_low' : (e.params.goal as Goal));
    check(
      'explains every nutrient goal missed',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        const p = planned(q, seed);
        if (!p) return;
        const expected = new Map<Goal, string[]>();
        for (const day of p.days) for (const goal of missedGoals(day, q)) expected.set(goal, [...(expected.get(goal) ?? []), day.date]);
        const said = new Map<Goal, string[]>();
        for (const e of [...notes(p, 'nutrient_missed'), ...notes(p, 'protein_low')]) said.set(goalOf(e), e.params.dates as string[]);
        expect(Object.fromEntries(said)).toEqual(Object.fromEntries(expected));
      },
      80,
    );
  });

  it('repeats a recipe within a week only when the fitting recipes run out or cannot reach the window, and says which', () => {
    check(
      'repeats only with the real reason',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        const p = planned(q, seed);
        if (!p) return;
        const repeated = repeats(p);
        const said = notes(p, 'repeats_used');
        expect(said.reduce((n, e) => n + (e.params.repeats as number), 0)).toBe(repeated);
        if (repeated === 0) return;
        const mealPools = pools(q, catalog, terms);
        const extras = additionPool(q, catalog, terms);
        const reason = said[0]!.params.reason;
        const week = slotsOfDays(p, mealPools, extras);
        const withoutRepeat = repeatFreeWeek(week);
        if (reason === 'scarcity') {
          expect(withoutRepeat, 'a week without repeats exists').toBe(false);
          return;
        }
        expect(withoutRepeat).toBe(true);
        const most = Math.max(0, ...p.days.map((d) => d.meals.filter((m) => m.addition).length));
        const mealsOfWeek = week.map(() => mealPools);
        const additionsOfWeek = week.map(() => Array<Recipe[]>(most).fill(extras));
        if (reason === 'calories') {
          expect(repeatFreeWeekMissesWindow(q, mealsOfWeek, additionsOfWeek), 'a week without repeats can reach the window').toBe(true);
          return;
        }
        // Otherwise the energy or the choice is tight — every day within the window, and the richest week without
        // repeats holds less than 50 % above the target on average (or the lightest more than a third below it), or
        // some meal has hardly more recipes than days — where a week without repeats may exist only in theory.
        expect(reason).toBe('balance');
        expect(p.days.every((d) => d.withinTarget)).toBe(true);
        const target = targetOf(q);
        const span = (r: Recipe, max: boolean) => (max ? Math.floor(portionCap(r, q) * 20 + 1e-9) / 20 : 0.5) * r.nutrition.kcal;
        const richest = bestDistinct([...mealsOfWeek.flat(), ...additionsOfWeek.flat()], (r) => span(r, true), 'max') / week.length;
        const lightest = bestDistinct(mealsOfWeek.flat(), (r) => span(r, false), 'min') / week.length;
        const fewChoices = mealPools.some((pool) => pool.length < 2 * week.length);
        expect(richest < target * 1.5 || lightest > target * 0.67 || fewChoices, `richest ${richest}, lightest ${lightest}, target ${target}`).toBe(true);
      },
      100,
    );
  });

  it('plans at most one egg-based meal a day unless the fitting recipes leave nothing else, and says so', () => {
    check(
      'at most one egg-based meal a day',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        const p = planned(q, seed);
        if (!p) return;
        const eggy = p.days.filter((d) => d.meals.filter((m) => eggBased(catalog.recipeById.get(m.recipeId)!, catalog)).length > 1);
        const said = notes(p, 'egg_meals');
        expect(said.flatMap((e) => e.params.dates as string[])).toEqual(eggy.map((d) => d.date));
        if (eggy.length === 0) return;
        // Only when the meals involved have few recipes without egg, or those cannot carry the calorie target (it
        // comes first): never with two weeks' worth of them for each meal and energy to spare.
        const mealPools = pools(q, catalog, terms);
        const eggFree = (recipes: Recipe[]) => recipes.filter((r) => !eggBased(r, catalog));
        const plenty = mealPools.every((pool) => eggFree(pool).length >= 14);
        const most = Math.max(0, ...p.days.map((d) => d.meals.filter((m) => m.addition).length));
        const room = roomy(q, p.days.length, most, (r) => !eggBased(r, catalog));
        expect(plenty && room, `egg-free recipes per meal: ${mealPools.map((x) => eggFree(x).length).join(', ')}`).toBe(false);
      },
      100,
    );
  });

  it('rotates protein sources: no source serves one meal on more than four days of a week when that meal has several', () => {
    check(
      'rotates protein sources',
      // Without preferred cuisines (a cuisine may lean on one source: Mexican breakfasts on beans), and with a
      // target in the usual range, 1,800–2,400 kcal (a low or high one leaves the nutrient goals and the window few
      // choices: a 2,800 kcal vegetarian plan without additions was found to need legumes at dinner five days a week).
      fc.tuple(
        questionnaires
          // Three meals or more: with one or two, the fibre and protein goals may need one source most days.
          .filter((q) => q.planDuration >= 3 && q.mealTypes.length >= 3)
          .map((q) => ({ ...q, cuisines: [], calorieTarget: 1800 + ((q.calorieTarget ?? 0) % 600) })),
        seeds,
      ),
      ([q, seed]) => {
        const p = planned(q, seed);
        if (!p) return;
        const sourceOf = (id: string) => proteinSourceOf(catalog.recipeById.get(id)!);
        const mealPools = pools(q, catalog, terms);
        if (!roomy(q, p.days.length, Math.max(0, ...p.days.map((d) => d.meals.filter((m) => m.addition).length)))) return;
        q.mealTypes.forEach((mealType, t) => {
          // Several sources, each with a week's worth of recipes: rotation is always possible.
          const bySource = new Map<string, number>();
          for (const r of mealPools[t]!) {
            const s = proteinSourceOf(r);
            if (s) bySource.set(s, (bySource.get(s) ?? 0) + 1);
          }
          if ([...bySource.values()].filter((n) => n >= 7).length < 3) return;
          const run = p.days.map((d) => sourceOf(d.meals.find((m) => m.mealType === mealType && !m.addition)!.recipeId));
          for (let d = 0; d + 7 <= Math.max(7, run.length); d++) {
            const week = run.slice(d, d + 7);
            for (const source of new Set(week)) {
              const days = week.filter((s) => s === source).length;
              if (source) expect(days > 4 ? `${mealType}: ${source} on ${days} of ${week.length} days from ${p.days[d]!.date}` : '').toBe('');
            }
          }
        });
      },
      60,
    );
  });

  it('swaps a meal for a recipe not already in the week whenever one fits', () => {
    check(
      'swaps to a recipe not in the week',
      fc.tuple(questionnaires.filter((q) => q.planDuration >= 2), seeds, fc.nat()),
      ([q, seed, pick]) => {
        const p = planned(q, seed);
        if (!p) return;
        const all = p.days.flatMap((d) => d.meals);
        const target = all[pick % all.length]!;
        const result = swapMeal({
          catalog,
          terms,
          questionnaire: q,
          startDate: p.startDate,
          seed,
          meals: all.map((m) => ({ id: m.id, dayIndex: m.dayIndex, mealType: m.mealType, recipeId: m.recipeId, ...(m.addition ? { addition: true } : {}) })),
          mealId: target.id,
        });
        if (!result.ok) return;
        const near = new Set(all.filter((m) => m.id !== target.id && Math.abs(m.dayIndex - target.dayIndex) < 7).map((m) => m.recipeId));
        const pool = target.addition ? additionPool(q, catalog, terms) : pools(q, catalog, terms)[q.mealTypes.indexOf(target.mealType)]!;
        const freshExists = pool.some((r) => r.id !== target.recipeId && !near.has(r.id));
        if (freshExists) expect(near.has(result.meal.recipeId), `${result.meal.recipeId} is already in the week`).toBe(false);
        expect(hardViolations(result.plan, q, catalog, terms)).toEqual([]);
      },
      60,
    );
  });

  it('gives the same plan for the same seed', () => {
    check(
      'same seed, same plan',
      fc.tuple(questionnaires, seeds),
      ([q, seed]) => {
        expect(plan(q, seed)).toEqual(plan(q, seed));
      },
      30,
    );
  });
});

/** The main protein source of a recipe, from the rules: the flagged group bringing the most protein (≥ 5 g). */
function proteinSourceOf(r: Recipe): string | undefined {
  const protein = new Map<string, number>();
  for (const line of r.ingredients) {
    const i = catalog.ingredientById.get(line.id);
    if (!i) continue;
    const f = i.flags;
    const source = f.includes('shellfish')
      ? 'seafood'
      : f.includes('fish')
        ? 'fish'
        : f.includes('poultry')
          ? 'poultry'
          : f.includes('meat')
            ? 'meat'
            : f.includes('egg') && i.category === 'dairy'
              ? 'egg'
              : f.includes('soy') && i.category !== 'pantry'
                ? 'soy'
                : f.includes('tree_nut') || f.includes('peanut')
                  ? 'nuts'
                  : f.includes('legume')
                    ? 'legume'
                    : f.includes('dairy')
                      ? 'dairy'
                      : undefined;
    if (source) protein.set(source, (protein.get(source) ?? 0) + (i.per100g.proteinG * line.gramsPerServing) / 100);
  }
  const best = [...protein].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 5 ? best[0] : undefined;
}
