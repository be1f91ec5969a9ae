import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeGroceries, purchaseFor, removeMealFromGroceries, type GroceryMeal } from '../src/groceries';
import { catalog as realCatalog } from './fixtures';
import { ingredient, makeCatalog, recipe } from './fixtures';

const catalog = makeCatalog(
  [
    ingredient('chickpeas', { category: 'pantry', purchase: { kind: 'can', grams: 400 } }),
    ingredient('lemon', { measures: { piece: 84 }, purchase: { kind: 'piece', grams: 84 } }),
    ingredient('garlic', { measures: { piece: 3 }, purchase: { kind: 'piece', grams: 45 } }),
    ingredient('potato', { purchase: { kind: 'weight' } }),
    ingredient('parsley', { purchase: { kind: 'bunch', grams: 30 } }),
    ingredient('milk', { category: 'dairy', liquid: true, measures: { cup: 244 }, purchase: { kind: 'bottle', grams: 1000 } }),
    ingredient('salt', { category: 'pantry', pantry: true, purchase: { kind: 'pack', grams: 1000 } }),
  ],
  [
    recipe('hummus', [['chickpeas', 150], ['lemon', 42], ['garlic', 6], ['salt', 1]]),
    recipe('stew', [['chickpeas', 100], ['potato', 400], ['parsley', 5], ['milk', 122], ['salt', 1]]),
  ],
);

const meals: GroceryMeal[] = [
  { id: '2025-03-14-lunch', recipeId: 'hummus', portion: 1 },
  { id: '2025-03-14-dinner', recipeId: 'stew', portion: 1.5 },
];

describe('mergeGroceries', () => {
  const items = mergeGroceries(meals, catalog, 2);
  const item = (id: string) => items.find((i) => i.ingredientId === id)!;

  it('sums each ingredient over the meals, scaled by portion and household', () => {
    // 150 g × 1 × 2 people + 100 g × 1.5 × 2 people
    expect(item('chickpeas')).toMatchObject({ quantity: 600, unit: 'g' });
    expect(item('chickpeas').sources).toEqual([
      { mealId: '2025-03-14-dinner', quantity: 300 },
      { mealId: '2025-03-14-lunch', quantity: 300 },
    ]);
  });

  it('rounds up to what the shop sells: cans, bunches, pieces, weights and bottles', () => {
    expect(item('chickpeas').purchase).toEqual({ kind: 'can', count: 2, size: 400, unit: 'g', label: '2 cans (400 g)' });
    expect(item('parsley').purchase).toEqual({ kind: 'bunch', count: 1, size: 30, unit: 'g', label: '1 bunch' });
    expect(item('potato').purchase).toEqual({ kind: 'weight', count: 1, size: 1200, unit: 'g', label: '1.2 kg' });
    expect(item('lemon')).toMatchObject({ quantity: 1, unit: 'piece' });
    expect(item('lemon').purchase.label).toBe('1 piece');
    // A recipe's garlic piece is a clove, the shop's a head: counted in grams, bought by the head.
    expect(item('garlic')).toMatchObject({ quantity: 12, unit: 'g' });
    expect(item('garlic').purchase.label).toBe('1 piece (45 g)');
  });

  it('counts liquids in ml through their household weights', () => {
    // 122 g × 3 servings = 366 g of milk; a cup (240 ml) weighs 244 g.
    expect(item('milk')).toMatchObject({ quantity: 360, unit: 'ml', category: 'dairy' });
    expect(item('milk').purchase.label).toBe('1 bottle (1 l)');
  });

  it('takes the category from the catalog, marks pantry staples and lists in store order', () => {
    expect(item('salt')).toMatchObject({ pantry: true, category: 'pantry', quantity: 5 });
    expect(item('lemon').pantry).toBe(false);
    expect(items.map((i) => i.ingredientId)).toEqual(['garlic', 'lemon', 'parsley', 'potato', 'milk', 'chickpeas', 'salt']);
  });

  it('merges a meal that brings its own ingredients (an AI chef recipe) with the catalog ones', () => {
    const chef: GroceryMeal = {
      id: '2025-03-15-dinner',
      recipeId: 'llm-0123456789abcdef',
      portion: 1,
      lines: [
        { ingredientId: 'chickpeas', grams: 250 },
        { ingredientId: 'milk', grams: 244 },
      ],
    };
    const merged = mergeGroceries([...meals, chef], catalog, 2);
    const chickpeas = merged.find((i) => i.ingredientId === 'chickpeas')!;
    // 600 g from the catalog meals, 250 g (for the whole meal, household included) from the chef's.
    expect(chickpeas).toMatchObject({ quantity: 850, unit: 'g' });
    expect(chickpeas.sources).toContainEqual({ mealId: '2025-03-15-dinner', quantity: 250 });
    expect(merged.find((i) => i.ingredientId === 'milk')).toMatchObject({ quantity: 600, unit: 'ml' });
    expect(() => mergeGroceries([{ ...chef, lines: [{ ingredientId: 'nope', grams: 1 }] }], catalog, 1)).toThrow(
      /unknown ingredient/,
    );
  });

  it('refuses a meal whose recipe is unknown', () => {
    expect(() => mergeGroceries([{ id: 'x', recipeId: 'nope', portion: 1 }], catalog, 1)).toThrow(/unknown recipe/);
  });
});

describe('removeMealFromGroceries', () => {
  it('subtracts exactly the share of the removed meal and drops what only it needed', () => {
    const all = mergeGroceries(meals, catalog, 2);
    const without = removeMealFromGroceries(all, '2025-03-14-dinner', catalog);
    expect(without).toEqual(mergeGroceries([meals[0]!], catalog, 2));
    expect(without.find((i) => i.ingredientId === 'potato')).toBeUndefined();
    expect(without.find((i) => i.ingredientId === 'chickpeas')).toMatchObject({ quantity: 300, purchase: { count: 1 } });
  });

  it('gives the list of the remaining meals for any plan of real recipes', () => {
    const recipes = realCatalog.recipes.map((r) => r.id);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            recipeId: fc.constantFrom(...recipes),
            portion: fc.integer({ min: 10, max: 40 }).map((u) => u / 20),
          }),
          { minLength: 2, maxLength: 20 },
        ),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        (list, household, pick) => {
          const planMeals = list.map((m, i) => ({ ...m, id: `meal-${String(i).padStart(2, '0')}` }));
          const removed = planMeals[pick % planMeals.length]!;
          const rest = planMeals.filter((m) => m !== removed);
          const after = removeMealFromGroceries(mergeGroceries(planMeals, realCatalog, household), removed.id, realCatalog);
          expect(after).toEqual(mergeGroceries(rest, realCatalog, household));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('purchaseFor', () => {
  it('rounds weights up to 50 g, and to 100 g from a kilogram', () => {
    const potato = catalog.ingredientById.get('potato')!;
    expect(purchaseFor(potato, 10, 'g').label).toBe('50 g');
    expect(purchaseFor(potato, 320, 'g').label).toBe('350 g');
    expect(purchaseFor(potato, 1000, 'g').label).toBe('1 kg');
    expect(purchaseFor(potato, 1001, 'g').label).toBe('1.1 kg');
  });

  it('never buys a fraction of a unit, nor a unit too many', () => {
    const can = catalog.ingredientById.get('chickpeas')!;
    expect(purchaseFor(can, 400, 'g').count).toBe(1);
    expect(purchaseFor(can, 400.01, 'g').count).toBe(2);
    expect(purchaseFor(can, 0.5, 'g').count).toBe(1);
  });
});
