import { describe, expect, it } from 'vitest';
import { midpoint, readQuantity } from '../../src/ingredient-lines/quantity';

const read = (text: string) => {
  const q = readQuantity(text, 0);
  return q && { quantity: q.quantity, quantityMax: q.quantityMax, rest: text.slice(q.end).trim() };
};

describe('readQuantity', () => {
  it.each([
    ['2 cups', 2, 'cups'],
    ['1½ cups', 1.5, 'cups'],
    ['1 ½ cups', 1.5, 'cups'],
    ['1 1/2 cups', 1.5, 'cups'],
    ['1-1/2 cups', 1.5, 'cups'],
    ['½ tsp', 0.5, 'tsp'],
    ['¾ cup', 0.75, 'cup'],
    ['1/3 cup', 1 / 3, 'cup'],
    ['2,5 л', 2.5, 'л'],
    ['2.5 kg', 2.5, 'kg'],
    ['.5 tsp', 0.5, 'tsp'],
    ['a pinch', 1, 'pinch'],
    ['an onion', 1, 'onion'],
    ['one can', 1, 'can'],
    ['half a cup', 0.5, 'cup'],
    ['1 dozen eggs', 12, 'eggs'],
    ['a couple of eggs', 2, 'eggs'],
    ['две моркови', 2, 'моркови'],
    ['полтора стакана', 1.5, 'стакана'],
    ['паўтары шклянкі', 1.5, 'шклянкі'],
    ['дзве морквіны', 2, 'морквіны'],
    ['пол чайной ложки', 0.5, 'чайной ложки'],
    ['about 200 g', 200, 'g'],
    ['примерно 200 г', 200, 'г'],
  ])('%s → %d', (text, quantity, rest) => {
    expect(read(text)).toEqual({ quantity, quantityMax: null, rest });
  });

  it.each([
    ['2-3 carrots', 2, 3],
    ['2–3 зубчика', 2, 3],
    ['2 - 3 tbsp', 2, 3],
    ['2 to 3 tablespoons', 2, 3],
    ['3 or 4 potatoes', 3, 4],
    ['от 2 до 3 ст. л.', 2, 3],
    ['ад 2 да 3 ст. л.', 2, 3],
    ['2 или 3 шт.', 2, 3],
    ['2 ці 3 шт.', 2, 3],
    ['1/2-1 tsp', 0.5, 1],
    ['100–150 г', 100, 150],
  ])('reads the range %s as its two ends', (text, quantity, quantityMax) => {
    expect(read(text)).toMatchObject({ quantity, quantityMax });
  });

  it('reads "a few" and «несколько» as words without a number', () => {
    expect(read('a few sprigs')).toEqual({ quantity: null, quantityMax: null, rest: 'sprigs' });
    expect(read('несколько веточек')).toEqual({ quantity: null, quantityMax: null, rest: 'веточек' });
    expect(read('некалькі галінак')).toEqual({ quantity: null, quantityMax: null, rest: 'галінак' });
  });

  it('finds no quantity in a food name, however it starts', () => {
    for (const text of ['salt', 'avocado', 'Помидоры', 'полента', 'паўночны', 'Apple', 'one-pot']) {
      expect(read(text)?.quantity ?? null, text).toBeNull();
    }
  });

  it('does not read a second number that is not larger as a range', () => {
    expect(read('3-2 cups')).toMatchObject({ quantity: 3, quantityMax: null });
  });

  it('gives the middle of a range as the amount', () => {
    expect(midpoint(2, 3)).toBe(2.5);
    expect(midpoint(2, null)).toBe(2);
  });
});
