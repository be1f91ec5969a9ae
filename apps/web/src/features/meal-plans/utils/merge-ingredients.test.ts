import { describe, expect, it } from 'vitest';
import { mergeIngredients } from './merge-ingredients.ts';

const ing = (id: string, name: string, amount: number, unit: 'g' | 'ml' | 'piece' | 'tbsp', grams: number) => ({
  id,
  name,
  amount,
  unit,
  grams,
});

describe('mergeIngredients', () => {
  it('adds up an ingredient used by several meals in its own unit and counts the meals', () => {
    const merged = mergeIngredients(
      [
        { ingredients: [ing('egg', 'Egg', 2, 'piece', 100), ing('milk', 'Milk', 200, 'ml', 206)] },
        { ingredients: [ing('egg', 'Egg', 1, 'piece', 50)] },
      ],
      'en',
    );
    expect(merged).toEqual([
      { id: 'egg', name: 'Egg', amount: 3, unit: 'piece', meals: 2 },
      { id: 'milk', name: 'Milk', amount: 200, unit: 'ml', meals: 1 },
    ]);
  });

  it('falls back to grams when meals measure the same ingredient differently', () => {
    const merged = mergeIngredients(
      [{ ingredients: [ing('oil', 'Olive oil', 2, 'tbsp', 27)] }, { ingredients: [ing('oil', 'Olive oil', 10, 'g', 10)] }],
      'en',
    );
    expect(merged).toEqual([{ id: 'oil', name: 'Olive oil', amount: 37, unit: 'g', meals: 2 }]);
  });

  it('counts a meal once even when its recipe lists the ingredient twice', () => {
    const merged = mergeIngredients([{ ingredients: [ing('salt', 'Salt', 2, 'g', 2), ing('salt', 'Salt', 1, 'g', 1)] }], 'en');
    expect(merged[0]).toMatchObject({ amount: 3, meals: 1 });
  });

  it('sorts by name in the language’s alphabet', () => {
    const merged = mergeIngredients(
      [{ ingredients: [ing('b', 'Яблоко', 1, 'piece', 150), ing('a', 'Ежевика', 50, 'g', 50), ing('c', 'Абрикос', 1, 'piece', 40)] }],
      'ru',
    );
    expect(merged.map((m) => m.name)).toEqual(['Абрикос', 'Ежевика', 'Яблоко']);
  });

  it('gives nothing for a plan without meals', () => {
    expect(mergeIngredients([], 'en')).toEqual([]);
  });
});
