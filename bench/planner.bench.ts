/**
 * The planner over many random questionnaires (7 days × breakfast, lunch, dinner and snack): generation time,
 * how many days land within ±5 % of the calorie target, repeats, hard-constraint violations (must be 0), and
 * what the grocery list holds compared with a random plan under the same hard constraints. Prints figures
 * only; nothing is asserted. Run: `npm run bench` (`PLANNER_BENCH_RUNS=200 npm run bench` for a quick look).
 */
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog, type Recipe } from '@mealplanr/catalog/load';
import {
  COOKING_SKILLS,
  COOKING_TIMES,
  CUISINES,
  DIETARY_RESTRICTIONS,
} from '@mealplanr/contracts/enums';
import { questionnaireSchema, type Questionnaire } from '@mealplanr/contracts/meal-plans';
import { generatePlan } from '@mealplanr/planner/generate-plan';
import { mergeGroceries, type GroceryMeal } from '@mealplanr/planner/groceries';
import { maxPortion } from '@mealplanr/planner/constraints';
import { maxUnitsOf, solvePortions, UNITS_PER_SERVING } from '@mealplanr/planner/portions';
import { createRandom, type Random } from '@mealplanr/planner/prng';
import { caloriesReachable, hardViolations, pools, repeatFreePossible, repeats } from '../packages/planner/test/oracles';

const RUNS = Number(process.env.PLANNER_BENCH_RUNS ?? 1000);
const WARM_UP = 30;
const MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
const EXCLUDE = ['nuts', 'молоко', 'яйкі', 'fish', 'gluten', 'onion', 'чеснок', 'cheese', 'pork', 'mushrooms', 'seafood'];
const INCLUDE = ['chicken breast', 'tomato', 'rice', 'нут', 'spinach', 'шпінат', 'salmon', 'potato', 'lentils'];

const catalog = loadCatalog();
const terms = catalogIngredientIndex();
const random = createRandom(20250314);

function some<T>(r: Random, items: readonly T[], max: number): T[] {
  const pool = [...items];
  const n = r.int(max + 1);
  const out: T[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) out.push(pool.splice(r.int(pool.length), 1)[0]!);
  return out;
}

function randomQuestionnaire(r: Random): Questionnaire {
  return questionnaireSchema.parse({
    cuisines: some(r, CUISINES, 3),
    cookingSkill: r.pick(COOKING_SKILLS),
    cookingTime: r.pick(COOKING_TIMES),
    planDuration: 7,
    includeIngredients: some(r, INCLUDE, 2),
    excludeIngredients: some(r, EXCLUDE, 2),
    // One restriction at most half of the time, two at most a quarter: what people pick.
    dietaryRestrictions: some(r, DIETARY_RESTRICTIONS, r.next() < 0.5 ? 0 : r.next() < 0.5 ? 1 : 2),
    calorieTarget: r.next() < 0.75 ? 1400 + r.int(19) * 100 : null,
    householdSize: 1 + r.int(4),
    mealTypes: [...MEALS],
  });
}

/**
 * A random plan under the same hard constraints (no repeat where the pool allows), its portions solved for the
 * same calorie target as the planner's, so both feed the same number of people the same energy.
 */
function randomPlan(q: Questionnaire, r: Random): GroceryMeal[] {
  const candidatePools = pools(q, catalog, terms);
  const used = new Set<string>();
  const meals: GroceryMeal[] = [];
  for (let d = 0; d < q.planDuration; d++) {
    const day = candidatePools.map((pool) => {
      const fresh = pool.filter((x: Recipe) => !used.has(x.id));
      const recipe = r.pick(fresh.length > 0 ? fresh : pool);
      used.add(recipe.id);
      return recipe;
    });
    const units = new Int32Array(day.length);
    solvePortions(
      day.map((x) => x.nutrition.kcal),
      day.map((x) => maxUnitsOf(maxPortion(x, q.dietaryRestrictions))),
      day.length,
      q.calorieTarget,
      units,
    );
    day.forEach((recipe, t) => meals.push({ id: `${d}-${t}`, recipeId: recipe.id, portion: units[t]! / UNITS_PER_SERVING }));
  }
  return meals;
}

function shopping(meals: GroceryMeal[], household: number) {
  const bought = mergeGroceries(meals, catalog, household).filter((i) => !i.pantry);
  return { distinct: bought.length, packages: bought.reduce((n, i) => n + i.purchase.count, 0) };
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

for (let i = 0; i < WARM_UP; i++) generatePlan({ catalog, terms, questionnaire: randomQuestionnaire(random), startDate: '2025-03-14', seed: i });

const times: number[] = [];
const cpuTimes: number[] = [];
let infeasible = 0;
let targetedDays = 0;
let daysWithin = 0;
let reachableDays = 0;
let reachableWithin = 0;
let avoidableRepeats = 0;
let repeatMeals = 0;
let plansWithRepeats = 0;
let violations = 0;
const planner = { distinct: 0, packages: 0 };
const baseline = { distinct: 0, packages: 0 };
let compared = 0;

for (let run = 0; run < RUNS; run++) {
  const q = randomQuestionnaire(random);
  const start = now();
  const cpu = process.cpuUsage();
  const result = generatePlan({ catalog, terms, questionnaire: q, startDate: '2025-03-14', seed: run });
  const used = process.cpuUsage(cpu);
  times.push(now() - start);
  cpuTimes.push((used.user + used.system) / 1000);
  if (!result.ok) {
    infeasible++;
    continue;
  }
  const plan = result.plan;
  violations += hardViolations(plan, q, catalog, terms).length;
  const candidatePools = pools(q, catalog, terms);
  const r = repeats(plan);
  repeatMeals += r;
  if (r > 0) plansWithRepeats++;
  // Repeats a week without any was possible for (only counted without a target: the target comes first).
  if (q.calorieTarget === null && repeatFreePossible(q, candidatePools)) avoidableRepeats += r;
  if (q.calorieTarget !== null) {
    const within = plan.days.filter((d) => d.withinTarget).length;
    targetedDays += plan.days.length;
    daysWithin += within;
    if (caloriesReachable(q, candidatePools)) {
      reachableDays += plan.days.length;
      reachableWithin += within;
    }
  }
  const ours = shopping(plan.days.flatMap((d) => d.meals), q.householdSize);
  const theirs = shopping(randomPlan(q, random), q.householdSize);
  planner.distinct += ours.distinct;
  planner.packages += ours.packages;
  baseline.distinct += theirs.distinct;
  baseline.packages += theirs.packages;
  compared++;
}

const sorted = [...times].sort((a, b) => a - b);
const sortedCpu = [...cpuTimes].sort((a, b) => a - b);
const feasible = RUNS - infeasible;
const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
const fewer = (ours: number, theirs: number) => `${(100 * (1 - ours / theirs)).toFixed(1)} % fewer`;

console.log(`Planner benchmark: ${RUNS} random questionnaires, 7 days × 4 meals, catalog of ${catalog.recipes.length} recipes`);
console.log(`  generation time        p50 ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${percentile(sorted, 0.95).toFixed(1)} ms   max ${sorted[sorted.length - 1]!.toFixed(1)} ms (wall clock)`);
// CPU time tells the planner's own cost apart from waiting for a busy machine.
console.log(`  CPU time               p50 ${percentile(sortedCpu, 0.5).toFixed(1)} ms   p95 ${percentile(sortedCpu, 0.95).toFixed(1)} ms   max ${sortedCpu[sortedCpu.length - 1]!.toFixed(1)} ms`);
console.log(`  feasible               ${feasible} (${infeasible} infeasible: some meal had no fitting recipe)`);
console.log(`  days within ±5 %       ${daysWithin} / ${targetedDays} (${pct(daysWithin, targetedDays)}) of plans with a calorie target`);
console.log(`                         ${reachableWithin} / ${reachableDays} (${pct(reachableWithin, reachableDays)}) where the target is reachable at all`);
console.log(`  repeats within 7 days  ${repeatMeals} meals in ${plansWithRepeats} of ${feasible} plans; ${avoidableRepeats} where the catalog allowed none (no target)`);
console.log(`  hard violations        ${violations}`);
console.log(`  distinct ingredients   ${(planner.distinct / compared).toFixed(1)} vs ${(baseline.distinct / compared).toFixed(1)} for a random plan (${fewer(planner.distinct, baseline.distinct)})`);
console.log(`  packages to buy        ${(planner.packages / compared).toFixed(1)} vs ${(baseline.packages / compared).toFixed(1)} for a random plan (${fewer(planner.packages, baseline.packages)})`);
