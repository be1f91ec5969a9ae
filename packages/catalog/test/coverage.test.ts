import { describe, expect, it } from 'vitest';
import { COVERAGE_FLOORS, coverageReport, THIN_CELL, timeBandCoverage } from '../src/coverage';
import { assembleCatalog, loadCatalog } from '../src/load';
import { factsFor, INGREDIENTS, OMELETTE, recipe } from './builders';

describe('coverage report', () => {
  it('counts recipes per cuisine, meal type, diet and combination and marks cells below the floor', () => {
    const dinner = recipe({
      id: 'test-dinner',
      cuisine: 'french',
      mealTypes: ['lunch', 'dinner'],
      difficulty: 'advanced',
      totalMinutes: 90,
      ingredients: OMELETTE.ingredients,
    });
    const { catalog } = assembleCatalog(
      INGREDIENTS.map((value) => ({ file: 't.json', value })),
      [OMELETTE, dinner].map((value) => ({ file: 't-1.json', value })),
      factsFor(INGREDIENTS),
    );
    const report = coverageReport(catalog.recipes);
    expect(report.table).toMatch(/^mediterranean\s+1!\s+1!\s+0!\s+0!\s+0!\s+1\s+1$/m);
    expect(report.table).toMatch(/^french\s+1!\s+0!\s+1!\s+1!\s+0!\s+0\s+0$/m);
    expect(report.table).toMatch(/^vegetarian \+ quick\s+1!\s+0!\s+0!$/m);
    expect(report.table).toContain('recipes: 2; quick: 50 % (floor 40 %); beginner: 50 % (floor 40 %)');
    expect(report.failures).toContain('keto: 1 lunch recipes < 8');
    expect(report.failures).not.toContain(expect.stringMatching(/^quick recipes/));
  });
});

describe('coverage by time band', () => {
  it('counts recipes per restriction, meal type and time band and marks the thin cells', () => {
    const slow = recipe({
      id: 'test-slow-dinner',
      mealTypes: ['lunch', 'dinner'],
      activeMinutes: 30,
      totalMinutes: 90,
      ingredients: OMELETTE.ingredients,
    });
    const { catalog } = assembleCatalog(
      INGREDIENTS.map((value) => ({ file: 't.json', value })),
      [OMELETTE, slow].map((value) => ({ file: 't-1.json', value })),
      factsFor(INGREDIENTS),
    );
    const { table, thin } = timeBandCoverage(catalog.recipes);
    // breakfast quick/moderate/lengthy, lunch …, dinner …, snack …; the all-recipes row is never marked.
    expect(table).toMatch(/^all recipes\s+1\s+0\s+0\s+0\s+0\s+1\s+0\s+0\s+1\s+0\s+0\s+0$/m);
    expect(table).toMatch(/^vegetarian\s+1\*\s+0\*\s+0\*\s+0\*\s+0\*\s+1\*\s+0\*\s+0\*\s+1\*\s+0\*\s+0\*\s+0\*$/m);
    expect(table).toMatch(/^vegan\s+0\*/m);
    expect(thin).toContain(`vegetarian dinner lengthy: 1 < ${THIN_CELL.dinner}`);
    expect(THIN_CELL).toEqual({ breakfast: 3, lunch: 3, dinner: 3, snack: 2 });
    for (const line of table.split('\n')) expect(line.length).toBeLessThanOrEqual(120);
  });
});

describe('catalog coverage', () => {
  it(`meets every floor (${JSON.stringify(COVERAGE_FLOORS.perCuisine)} per cuisine …)`, () => {
    const report = coverageReport(loadCatalog().recipes);
    console.log(`Coverage (! = below the floor):\n${report.table}`);
    expect(report.failures).toEqual([]);
  });
});
