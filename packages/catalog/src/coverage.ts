/**
 * How well the catalog covers what people can ask for: recipes per cuisine and meal type, per dietary
 * restriction, for the combinations people often pick together, and the share of quick and beginner
 * recipes. The floors are what the planner needs to fill a week without repeats; below them it fails.
 * A second table splits each restriction's meals by time band and marks the thin cells (printed, never a failure).
 */
import {
  COOKING_TIMES,
  CUISINES,
  DIETARY_RESTRICTIONS,
  type DietaryRestriction,
  type MealType,
} from '@mealplanr/contracts/enums';
import type { Recipe } from './load';

const MAIN_MEALS = ['breakfast', 'lunch', 'dinner'] as const;
const ALL_MEALS = ['breakfast', 'lunch', 'dinner', 'snack'] as const satisfies readonly MealType[];

export const COVERAGE_FLOORS = {
  perCuisine: { total: 20, breakfast: 4, lunch: 5, dinner: 5, snack: 3 },
  perRestriction: { breakfast: 8, lunch: 8, dinner: 8, snack: 5 },
  /** For each combination, per breakfast, lunch and dinner. */
  perCombination: 7,
  quickShare: 0.4,
  beginnerShare: 0.4,
} as const;

/** Combinations checked: two restrictions, or a restriction and the quick time band. */
export const COMBINATIONS = [
  { name: 'vegan + gluten_free', test: (r: Recipe) => has(r, 'vegan') && has(r, 'gluten_free') },
  { name: 'vegetarian + quick', test: (r: Recipe) => has(r, 'vegetarian') && r.timeBand === 'quick' },
  { name: 'keto + dairy_free', test: (r: Recipe) => has(r, 'keto') && has(r, 'dairy_free') },
] as const;

function has(r: Recipe, d: DietaryRestriction) {
  return r.diets.includes(d);
}

const count = (recipes: readonly Recipe[], test: (r: Recipe) => boolean) => recipes.filter(test).length;
const forMeal = (m: MealType) => (r: Recipe) => r.mealTypes.includes(m);

export interface CoverageReport {
  /** The matrices as text; a cell below its floor is marked with `!`. */
  table: string;
  /** One line per floor not met. */
  failures: string[];
}

function cell(value: number, floor: number | undefined, width: number): string {
  const text = `${value}${floor !== undefined && value < floor ? '!' : ''}`;
  return text.padStart(width);
}

export function coverageReport(recipes: readonly Recipe[]): CoverageReport {
  const failures: string[] = [];
  const out: string[] = [];
  const F = COVERAGE_FLOORS;
  const pad = (s: string) => s.padEnd(22);

  out.push(`${pad('cuisine')}${['total', ...ALL_MEALS, 'quick', 'beginner'].map((h) => h.padStart(10)).join('')}`);
  for (const cuisine of CUISINES) {
    const own = recipes.filter((r) => r.cuisine === cuisine);
    const cells = [cell(own.length, F.perCuisine.total, 10)];
    if (own.length < F.perCuisine.total) failures.push(`${cuisine}: ${own.length} recipes < ${F.perCuisine.total}`);
    for (const meal of ALL_MEALS) {
      const n = count(own, forMeal(meal));
      cells.push(cell(n, F.perCuisine[meal], 10));
      if (n < F.perCuisine[meal]) failures.push(`${cuisine}: ${n} ${meal} recipes < ${F.perCuisine[meal]}`);
    }
    cells.push(cell(count(own, (r) => r.timeBand === 'quick'), undefined, 10));
    cells.push(cell(count(own, (r) => r.difficulty === 'beginner'), undefined, 10));
    out.push(`${pad(cuisine)}${cells.join('')}`);
  }

  out.push('', `${pad('restriction')}${ALL_MEALS.map((h) => h.padStart(10)).join('')}`);
  for (const d of DIETARY_RESTRICTIONS) {
    const cells = ALL_MEALS.map((meal) => {
      const n = count(recipes, (r) => forMeal(meal)(r) && has(r, d));
      if (n < F.perRestriction[meal]) failures.push(`${d}: ${n} ${meal} recipes < ${F.perRestriction[meal]}`);
      return cell(n, F.perRestriction[meal], 10);
    });
    out.push(`${pad(d)}${cells.join('')}`);
  }

  out.push('', `${pad('combination')}${MAIN_MEALS.map((h) => h.padStart(10)).join('')}`);
  for (const combo of COMBINATIONS) {
    const cells = MAIN_MEALS.map((meal) => {
      const n = count(recipes, (r) => forMeal(meal)(r) && combo.test(r));
      if (n < F.perCombination) failures.push(`${combo.name}: ${n} ${meal} recipes < ${F.perCombination}`);
      return cell(n, F.perCombination, 10);
    });
    out.push(`${pad(combo.name)}${cells.join('')}`);
  }

  const total = recipes.length;
  const share = (n: number) => (total > 0 ? n / total : 0);
  const quick = share(count(recipes, (r) => r.timeBand === 'quick'));
  const beginner = share(count(recipes, (r) => r.difficulty === 'beginner'));
  const pct = (x: number) => `${Math.round(x * 1000) / 10} %`;
  out.push(
    '',
    `recipes: ${total}; quick: ${pct(quick)} (floor ${pct(F.quickShare)}); ` +
      `beginner: ${pct(beginner)} (floor ${pct(F.beginnerShare)})`,
  );
  if (quick < F.quickShare) failures.push(`quick recipes ${pct(quick)} < ${pct(F.quickShare)}`);
  if (beginner < F.beginnerShare) failures.push(`beginner recipes ${pct(beginner)} < ${pct(F.beginnerShare)}`);

  return { table: out.join('\n'), failures };
}

/**
 * A meal type × time band cell of one restriction is thin below its share of the restriction's floor for that
 * meal spread over the three bands, rounded up: 3 for breakfast, lunch and dinner (8 / 3), 2 for snacks (5 / 3).
 */
export const THIN_CELL = Object.fromEntries(
  ALL_MEALS.map((m) => [m, Math.ceil(COVERAGE_FLOORS.perRestriction[m] / COOKING_TIMES.length)]),
) as Record<(typeof ALL_MEALS)[number], number>;

export interface TimeBandCoverage {
  /** Rows: all recipes, then each restriction; columns: each meal type's quick / moderate / lengthy counts. */
  table: string;
  /** One entry per thin cell of a restriction, e.g. `vegan breakfast lengthy: 1 < 3`. */
  thin: string[];
}

/** Recipes per dietary restriction × meal type × time band (quick ≤ 30 min, moderate ≤ 60, lengthy beyond). */
export function timeBandCoverage(recipes: readonly Recipe[]): TimeBandCoverage {
  const thin: string[] = [];
  const W = 5;
  const label = (s: string) => s.padEnd(20);
  const band = (b: string) => ({ quick: 'qck', moderate: 'mod', lengthy: 'long' })[b] ?? b;
  const group = (cells: string[]) => cells.join('');
  const out = [
    `${label('')}${ALL_MEALS.map((m) => ` ${m.padEnd(COOKING_TIMES.length * W)}`).join('')}`.trimEnd(),
    `${label('restriction')}${ALL_MEALS.map(() => ` ${group(COOKING_TIMES.map((b) => band(b).padStart(W)))}`).join('')}`,
  ];
  const rows: { name: string; test: (r: Recipe) => boolean; marked: boolean }[] = [
    { name: 'all recipes', test: () => true, marked: false },
    ...DIETARY_RESTRICTIONS.map((d) => ({ name: d, test: (r: Recipe) => has(r, d), marked: true })),
  ];
  for (const row of rows) {
    const groups = ALL_MEALS.map((meal) =>
      group(
        COOKING_TIMES.map((b) => {
          const n = count(recipes, (r) => forMeal(meal)(r) && r.timeBand === b && row.test(r));
          const isThin = row.marked && n < THIN_CELL[meal];
          if (isThin) thin.push(`${row.name} ${meal} ${b}: ${n} < ${THIN_CELL[meal]}`);
          return `${n}${isThin ? '*' : ''}`.padStart(W);
        }),
      ),
    );
    out.push(`${label(row.name)}${groups.map((g) => ` ${g}`).join('')}`);
  }
  return { table: out.join('\n'), thin };
}
