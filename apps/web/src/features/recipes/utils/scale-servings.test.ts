import { describe, expect, it } from 'vitest';
import { clampServings, roundAmount, scaleAmount, SERVINGS_LIMITS } from './scale-servings.ts';

describe('scaling a recipe to another number of servings', () => {
  it('gives the recipe’s own amounts back untouched at its own servings', () => {
    expect(scaleAmount(37, 'g', 4, 4)).toBe(37);
    expect(scaleAmount(0.3, 'tsp', 2, 2)).toBe(0.3);
  });

  it('multiplies by the ratio of servings', () => {
    expect(scaleAmount(200, 'g', 4, 6)).toBe(300);
    expect(scaleAmount(500, 'ml', 4, 2)).toBe(250);
    expect(scaleAmount(2, 'piece', 2, 5)).toBe(5);
  });

  it('rounds grams and millilitres in steps that grow with the amount', () => {
    expect(scaleAmount(7, 'g', 4, 6)).toBe(11); // 10.5 → to the gram
    expect(scaleAmount(46, 'g', 2, 3)).toBe(70); // 69 → to 5 g
    expect(scaleAmount(333, 'ml', 3, 4)).toBe(440); // 444 → to 10 ml
    expect(scaleAmount(900, 'g', 4, 7)).toBe(1600); // 1575 → to 50 g, halves up
    expect(scaleAmount(800, 'g', 4, 7)).toBe(1400);
  });

  it('rounds pieces to halves, and to quarters below one', () => {
    expect(scaleAmount(3, 'piece', 4, 3)).toBe(2.5); // 2.25 → 2.5
    expect(scaleAmount(1, 'piece', 4, 2)).toBe(0.5);
    expect(scaleAmount(1, 'piece', 4, 1)).toBe(0.25);
    expect(scaleAmount(1, 'piece', 3, 4)).toBe(1.5); // 1.33 → 1.5
  });

  it('rounds spoons and cups to quarters', () => {
    expect(scaleAmount(1, 'tsp', 4, 3)).toBe(0.75);
    expect(scaleAmount(1, 'cup', 3, 2)).toBe(0.75); // 0.667 → 0.75
    expect(scaleAmount(3, 'tbsp', 4, 3)).toBe(2.5); // 2.25 → 2.5
  });

  it('never rounds a small amount away to nothing', () => {
    expect(scaleAmount(1, 'g', 8, 1)).toBe(1); // 0.125 g → 1 g
    expect(scaleAmount(0.25, 'tsp', 6, 1)).toBe(0.25);
    expect(roundAmount(0.01, 'piece')).toBe(0.25);
  });

  it('leaves no floating-point dust', () => {
    expect(scaleAmount(0.1, 'cup', 1, 3)).toBe(0.25);
    expect(String(scaleAmount(0.7, 'tsp', 1, 3))).toBe('2');
  });

  it('treats nothing as nothing', () => {
    expect(roundAmount(0, 'g')).toBe(0);
    expect(roundAmount(Number.NaN, 'g')).toBe(0);
  });

  it('keeps the stepper within whole servings from 1 to the limit', () => {
    expect(clampServings(0)).toBe(SERVINGS_LIMITS.min);
    expect(clampServings(2.6)).toBe(3);
    expect(clampServings(1000)).toBe(SERVINGS_LIMITS.max);
    expect(clampServings(Number.NaN)).toBe(SERVINGS_LIMITS.min);
  });
});
