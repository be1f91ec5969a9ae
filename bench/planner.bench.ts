/**
 * The planner over the whole questionnaire space, class by class: every set of meal types, no target, low and
 * high targets, each dietary restriction, long plans, additions not allowed, and the 7 days × 4 meals of the
 * speed promise (p95 ≤ 50 ms). For each class it prints how many days land within ±5 % of the target (of all
 * days, and of those where some choice of recipes can reach it), how many days meet each nutrient goal, egg-based
 * meals a day, repeats within a week and how many of them the plan's note does not truly explain, distinct
 * ingredients to buy, additions a day, hard-constraint violations (must be 0) and the generation time.
 * Prints figures only; nothing is asserted. Run: `npm run bench` (`PLANNER_BENCH_RUNS=40 npm run bench` for a
 * quick look; `PLANNER_BENCH_CLASS=keto` for the classes whose name contains a word).
 */
import { catalogIngredientIndex } from '@mealplanr/catalog/ingredient-search';
import { loadCatalog, type Recipe } from '@mealplanr/catalog/load';
import {
  COOKING_SKILLS,
  COOKING_TIMES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  MEAL_TYPES,
  type DietaryRestriction,
} from '@mealplanr/contracts/enums';
import { ACTIVITY_LEVELS, SEXES, type PersonalData } from '@mealplanr/contracts/energy';
import { questionnaireSchema, type Questionnaire, type QuestionnaireInput } from '@mealplanr/contracts/meal-plans';
import { generatePlan } from '@mealplanr/planner/generate-plan';
import { mergeGroceries } from '@mealplanr/planner/groceries';
import { createRandom, type Random } from '@mealplanr/planner/prng';
import type { GeneratedPlan } from '@mealplanr/planner/types';
import {
  additionPool,
  caloriesReachable,
  eggBased,
  hardViolations,
  missedGoals,
  pools,
  repeatFreeWeek,
  repeatFreeWeekMissesWindow,
  type Goal,
} from '../packages/planner/test/oracles';

const RUNS = Number(process.env.PLANNER_BENCH_RUNS ?? 150);
const ONLY = process.env.PLANNER_BENCH_CLASS;
const WARM_UP = 30;
const EXCLUDE = ['nuts', 'молоко', 'яйкі', 'fish', 'gluten', 'onion', 'чеснок', 'cheese', 'pork', 'mushrooms', 'seafood'];
const INCLUDE = ['chicken breast', 'tomato', 'rice', 'нут', 'spinach', 'шпінат', 'salmon', 'potato', 'lentils'];

const catalog = loadCatalog();
const terms = catalogIngredientIndex();

function some<T>(r: Random, items: readonly T[], max: number, min = 0): T[] {
  const pool = [...items];
  const n = min + r.int(max - min + 1);
  const out: T[] = [];
  for (let i = 0; i < n && pool.length > 0; i++) out.push(pool.splice(r.int(pool.length), 1)[0]!);
  return out;
}

function person(r: Random): PersonalData {
  return {
    sex: r.pick(SEXES),
    age: 18 + r.int(70),
    heightCm: 150 + r.int(46),
    weightKg: 45 + r.int(76),
    activityLevel: r.pick(ACTIVITY_LEVELS),
  };
}

/** Anything a person could answer: the fields a class does not fix are drawn over their whole range. */
function anyQuestionnaire(r: Random, fixed: QuestionnaireInput = {}): Questionnaire {
  const targetKind = r.next();
  return questionnaireSchema.parse({
    cuisines: some(r, CUISINES, 3),
    cookingSkill: r.pick(COOKING_SKILLS),
    cookingTime: r.pick(COOKING_TIMES),
    planDuration: 1 + r.int(14),
    includeIngredients: some(r, INCLUDE, 2),
    excludeIngredients: some(r, EXCLUDE, 2),
    // One restriction at most half of the time, two at most a quarter: what people pick.
    dietaryRestrictions: some(r, DIETARY_RESTRICTIONS, r.next() < 0.5 ? 0 : r.next() < 0.5 ? 1 : 2),
    calorieTarget: targetKind < 0.2 ? null : 1000 + r.int(81) * 50,
    person: targetKind < 0.1 ? person(r) : null,
    householdSize: 1 + r.int(12),
    mealTypes: some(r, MEAL_TYPES, 4, 1),
    allowAdditions: r.next() < 0.85,
    ...fixed,
  });
}

interface BenchClass {
  name: string;
  questionnaire: (r: Random) => Questionnaire;
}

const types = (n: number) => (r: Random) => anyQuestionnaire(r, { mealTypes: some(r, MEAL_TYPES, n, n) });
const withRestriction = (d: DietaryRestriction) => (r: Random) =>
  anyQuestionnaire(r, { dietaryRestrictions: [d, ...(r.next() < 0.3 ? some(r, DIETARY_RESTRICTIONS.filter((x) => x !== d), 1, 1) : [])] });

const CLASSES: BenchClass[] = [
  {
    // The speed promise: 7 days × 4 meals, targets people use, the rest random.
    name: '7 days × 4 meals',
    questionnaire: (r) =>
      anyQuestionnaire(r, { planDuration: 7, mealTypes: [...MEAL_TYPES], calorieTarget: r.next() < 0.75 ? 1400 + r.int(19) * 100 : null }),
  },
  { name: '1 meal type', questionnaire: types(1) },
  { name: '2 meal types', questionnaire: types(2) },
  { name: '3 meal types', questionnaire: types(3) },
  { name: '4 meal types', questionnaire: types(4) },
  { name: 'no target, no personal data', questionnaire: (r) => anyQuestionnaire(r, { calorieTarget: null, person: null }) },
  { name: 'no target, personal data', questionnaire: (r) => anyQuestionnaire(r, { calorieTarget: null, person: person(r) }) },
  { name: 'low target 1000–1400', questionnaire: (r) => anyQuestionnaire(r, { calorieTarget: 1000 + r.int(9) * 50 }) },
  { name: 'high target 4000–5000', questionnaire: (r) => anyQuestionnaire(r, { calorieTarget: 4000 + r.int(21) * 50 }) },
  { name: 'additions not allowed', questionnaire: (r) => anyQuestionnaire(r, { allowAdditions: false }) },
  { name: '14 days', questionnaire: (r) => anyQuestionnaire(r, { planDuration: 14 }) },
  ...DIETARY_RESTRICTIONS.map((d) => ({ name: `restriction ${d}`, questionnaire: withRestriction(d) })),
];

const GOALS: Goal[] = ['sodium', 'sat_fat', 'fibre', 'protein_low', 'protein_high', 'keto_net_carbs', 'low_carb_share'];
const GOAL_LABEL: Record<Goal, string> = {
  sodium: 'Na ≤ 2300',
  sat_fat: 'sat ≤ 10 %',
  fibre: 'fibre ≥ 25',
  protein_low: 'prot ≥ 10 %',
  protein_high: 'prot ≤ 35 %',
  keto_net_carbs: 'keto ≤ 50 g',
  low_carb_share: 'carb ≤ 26 %',
};

const now = () => Number(process.hrtime.bigint()) / 1e6;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);

/**
 * Repeats the note does not truly explain: every repeated meal must be covered by a `repeats_used` note whose
 * reason the oracle confirms — `scarcity`: no week of the plan's meals (and additions) without a repeat exists;
 * `calories`: a week without repeats cannot hold the energy (every addition slot filled) or stay under it.
 */
function unexplainedRepeats(plan: GeneratedPlan, q: Questionnaire, repeated: number): number {
  if (repeated === 0) return 0;
  const notes = plan.explanations.filter((e) => e.code === 'repeats_used');
  const noted = notes.reduce((n, e) => n + (e.params.repeats as number), 0);
  if (noted !== repeated) return repeated;
  const reason = notes[0]?.params.reason;
  const mealPools = pools(q, catalog, terms);
  const extras = additionPool(q, catalog, terms);
  const week = Math.min(plan.days.length, 7);
  if (reason === 'scarcity') {
    const slotsOfDay = (d: number) => [...mealPools, ...Array<Recipe[]>(plan.days[d]!.meals.filter((m) => m.addition).length).fill(extras)];
    return repeatFreeWeek(Array.from({ length: week }, (_, d) => slotsOfDay(d))) ? repeated : 0;
  }
  if (reason === 'calories') {
    const most = Math.max(0, ...plan.days.map((d) => d.meals.filter((m) => m.addition).length));
    const meals = Array.from({ length: week }, () => mealPools);
    const additions = Array.from({ length: week }, () => Array<Recipe[]>(most).fill(extras));
    return repeatFreeWeekMissesWindow(q, meals, additions) ? 0 : repeated;
  }
  return repeated;
}

function runClass(c: BenchClass, seed: number) {
  const random = createRandom(seed);
  const s = {
    plans: 0,
    infeasible: 0,
    days: 0,
    within: 0,
    reachableDays: 0,
    reachableWithin: 0,
    unexplainedMisses: 0,
    goalDays: Object.fromEntries(GOALS.map((g) => [g, 0])) as Record<Goal, number>,
    goalMet: Object.fromEntries(GOALS.map((g) => [g, 0])) as Record<Goal, number>,
    meals: 0,
    eggMeals: 0,
    eggyDays: 0,
    repeats: 0,
    unexplained: 0,
    distinct: 0,
    additions: 0,
    violations: 0,
    wall: [] as number[],
    cpu: [] as number[],
  };
  for (let run = 0; run < RUNS; run++) {
    const q = c.questionnaire(random);
    const start = now();
    const cpu = process.cpuUsage();
    const result = generatePlan({ catalog, terms, questionnaire: q, startDate: '2025-03-14', seed: run });
    const used = process.cpuUsage(cpu);
    s.wall.push(now() - start);
    s.cpu.push((used.user + used.system) / 1000);
    s.plans++;
    if (!result.ok) {
      s.infeasible++;
      continue;
    }
    const plan = result.plan;
    s.violations += hardViolations(plan, q, catalog, terms).length;
    const mealPools = pools(q, catalog, terms);
    const reachable = caloriesReachable(q, mealPools, additionPool(q, catalog, terms));
    const within = plan.days.filter((d) => d.withinTarget).length;
    s.days += plan.days.length;
    s.within += within;
    if (reachable) {
      s.reachableDays += plan.days.length;
      s.reachableWithin += within;
    }
    const missedDates = new Set(plan.explanations.filter((e) => e.code === 'calories_missed').flatMap((e) => e.params.dates as string[]));
    s.unexplainedMisses += plan.days.filter((d) => !d.withinTarget && !missedDates.has(d.date)).length;
    for (const day of plan.days) {
      const missed = new Set(missedGoals(day, q));
      for (const g of GOALS) {
        if ((g === 'keto_net_carbs' && !q.dietaryRestrictions.includes('keto')) || (g === 'low_carb_share' && !q.dietaryRestrictions.includes('low_carb'))) continue;
        s.goalDays[g]++;
        if (!missed.has(g)) s.goalMet[g]++;
      }
      const eggs = day.meals.filter((m) => eggBased(catalog.recipeById.get(m.recipeId)!, catalog)).length;
      s.eggMeals += eggs;
      if (eggs > 1) s.eggyDays++;
      s.meals += day.meals.length;
      s.additions += day.meals.filter((m) => m.addition).length;
    }
    s.repeats += plan.metrics.repeats;
    s.unexplained += unexplainedRepeats(plan, q, plan.metrics.repeats);
    const bought = mergeGroceries(plan.days.flatMap((d) => d.meals), catalog, q.householdSize).filter((i) => !i.pantry);
    s.distinct += bought.length;
  }
  return s;
}

for (let i = 0; i < WARM_UP; i++) {
  generatePlan({ catalog, terms, questionnaire: anyQuestionnaire(createRandom(i)), startDate: '2025-03-14', seed: i });
}

console.log(`Planner benchmark: ${RUNS} random questionnaires per class, catalog of ${catalog.recipes.length} recipes`);
console.log('(days within ±5 %: of all days / of days where some choice of recipes reaches the window; goals: share of days meeting each)');
const classes = CLASSES.filter((c) => !ONLY || c.name.includes(ONLY));
classes.forEach((c, k) => {
  const s = runClass(c, 20250314 + k);
  const feasible = s.plans - s.infeasible;
  const goals = GOALS.filter((g) => s.goalDays[g] > 0)
    .map((g) => `${GOAL_LABEL[g]} ${pct(s.goalMet[g], s.goalDays[g])}`)
    .join(' · ');
  console.log(`\n${c.name} — ${feasible} plans (${s.infeasible} infeasible: some meal had no fitting recipe)`);
  console.log(`  days within ±5 %       ${pct(s.within, s.days)} of all; ${pct(s.reachableWithin, s.reachableDays)} where reachable (${s.reachableDays} of ${s.days} days); unexplained misses ${s.unexplainedMisses}`);
  console.log(`  nutrient goals met     ${goals}`);
  console.log(`  egg-based meals        ${(s.eggMeals / Math.max(1, s.days)).toFixed(2)} a day; days with two or more: ${pct(s.eggyDays, s.days)}`);
  console.log(`  repeats within 7 days  ${s.repeats} of ${s.meals} meals; unexplained ${s.unexplained}`);
  console.log(`  additions              ${(s.additions / Math.max(1, s.days)).toFixed(2)} a day`);
  console.log(`  distinct ingredients   ${(s.distinct / Math.max(1, feasible)).toFixed(1)} a plan`);
  console.log(`  hard violations        ${s.violations}`);
  console.log(`  time                   p50 ${percentile(s.wall, 0.5).toFixed(1)} ms, p95 ${percentile(s.wall, 0.95).toFixed(1)} ms wall; CPU p50 ${percentile(s.cpu, 0.5).toFixed(1)} ms, p95 ${percentile(s.cpu, 0.95).toFixed(1)} ms`);
});
