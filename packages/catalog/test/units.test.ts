import { describe, expect, it } from 'vitest';
import { gramsPerUnit, toGrams, UnitError } from '../src/units';

describe('toGrams', () => {
  const onion = { piece: 110, cup: 160, tbsp: 10 };

  it('takes grams as they are and pieces at the piece weight', () => {
    expect(toGrams(250, 'g', onion)).toBe(250);
    expect(toGrams(2, 'piece', onion)).toBe(220);
  });

  it('refuses pieces of an ingredient without a piece weight', () => {
    expect(() => toGrams(1, 'piece', { cup: 30 })).toThrow(UnitError);
  });

  it('weighs ml at a 240th of a cup, and 1 g/ml when nothing gives a volume', () => {
    expect(toGrams(240, 'ml', { cup: 216 })).toBeCloseTo(216); // vegetable oil
    expect(toGrams(100, 'ml', {})).toBe(100);
    // A tablespoon is a 16th of a cup, so it tells the weight of a cup too.
    expect(toGrams(240, 'ml', { tbsp: 18 })).toBeCloseTo(288);
  });

  it('uses the measure itself when known', () => {
    expect(toGrams(1, 'cup', onion)).toBe(160);
    expect(toGrams(2, 'tbsp', onion)).toBe(20);
    expect(toGrams(1, 'tsp', { tsp: 6 })).toBe(6);
  });

  it('falls back from spoons to the cup (cup/16, cup/48) and between spoons (×3)', () => {
    expect(gramsPerUnit('tbsp', { cup: 240 })).toBe(15);
    expect(gramsPerUnit('tsp', { cup: 240 })).toBe(5);
    expect(gramsPerUnit('tsp', { tbsp: 9, cup: 240 })).toBe(3);
    expect(gramsPerUnit('tbsp', { tsp: 2.6 })).toBeCloseTo(7.8);
    expect(gramsPerUnit('cup', { tsp: 2 })).toBe(96);
  });

  it('takes the 1 ml-equivalent (5 / 15 / 240 g) when no measure is known', () => {
    expect(gramsPerUnit('tsp', {})).toBe(5);
    expect(gramsPerUnit('tbsp', {})).toBe(15);
    expect(gramsPerUnit('cup', {})).toBe(240);
  });
});
