import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedSlips, typoDistance } from '../../src/food-words/typos';

/** Plain dynamic-programming optimal-string-alignment distance, the reference. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('typoDistance', () => {
  it('counts one slip of each kind as one', () => {
    expect(typoDistance('almnods', 'almonds', 2)).toBe(1); // swap
    expect(typoDistance('shelfish', 'shellfish', 2)).toBe(1); // missing
    expect(typoDistance('peanutts', 'peanuts', 2)).toBe(1); // extra
    expect(typoDistance('грыбв', 'грыбы', 2)).toBe(1); // wrong
  });

  it('property: equals the reference up to the cut-off', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'д'), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(typoDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: stays right from call to call, short words after long ones (its rows are kept between calls)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 60 });
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 6 }), (pairs) => {
        for (const [a, b] of pairs) expect(typoDistance(a, b, 2)).toBe(Math.min(reference(a, b), 3));
      }),
      { numRuns: 300 },
    );
  });
});

describe('allowedSlips', () => {
  it('allows none below five letters, one from five, two from nine', () => {
    expect([4, 5, 8, 9, 14].map(allowedSlips)).toEqual([0, 1, 1, 2, 2]);
  });
});
