import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxUnitsOf, solvePortions } from '../src/portions';

function solve(kcal: number[], target: number | null, caps: number[] = kcal.map(() => 2)) {
  const out = new Int32Array(kcal.length);
  const total = solvePortions(kcal, caps.map(maxUnitsOf), kcal.length, target, out);
  return { factors: Array.from(out, (u) => u / 20), total };
}

describe('solvePortions', () => {
  it('scales every meal by the same quarter step when that reaches the target', () => {
    const { factors, total } = solve([400, 600, 600], 2000);
    expect(factors).toEqual([1.25, 1.25, 1.25]);
    expect(total).toBe(2000);
  });

  it('keeps the day within 5 % of the target whenever half to double portions can reach it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 50, max: 950 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1000, max: 5000 }),
        (kcal, target) => {
          const sum = kcal.reduce((a, b) => a + b, 0);
          fc.pre(sum * 0.5 <= target * 0.96 && sum * 2 >= target * 1.04);
          const { factors, total } = solve(kcal, target);
          expect(Math.abs(total - target) / target).toBeLessThanOrEqual(0.05);
          for (const f of factors) {
            expect(f).toBeGreaterThanOrEqual(0.5);
            expect(f).toBeLessThanOrEqual(2);
          }
          expect(total).toBeCloseTo(kcal.reduce((a, k, i) => a + k * factors[i]!, 0), 6);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('falls back to 0.05 steps when no quarter combination lands in the window', () => {
    // One 900 kcal meal for 1,000 kcal: quarters give 900 or 1,125; 1.1 servings give 990.
    const { factors } = solve([900], 1000);
    expect(factors).toEqual([1.1]);
  });

  it('holds a meal at its diet cap and scales the others further', () => {
    // The first meal may not pass 1.25 servings (e.g. low-sodium); the others make up the difference.
    const { factors, total } = solve([500, 500, 500], 2250, [1.25, 2, 2]);
    expect(factors[0]).toBe(1.25);
    expect(factors[1]).toBeGreaterThan(1.25);
    expect(Math.abs(total - 2250) / 2250).toBeLessThanOrEqual(0.05);
  });

  it('serves half portions when even they are over the target, and double when even they are under', () => {
    expect(solve([900, 900], 500).factors).toEqual([0.5, 0.5]);
    expect(solve([200, 200], 2000).factors).toEqual([2, 2]);
  });

  it('serves one serving of everything without a target', () => {
    expect(solve([300, 700], null)).toEqual({ factors: [1, 1], total: 1000 });
  });
});
