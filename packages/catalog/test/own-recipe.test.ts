import { describe, expect, it } from 'vitest';
import { loadCatalog, type Recipe } from '../src/load';
import { deriveOwnRecipe, labelChecksFor, ownRecipeToRecipe, type OwnRecipeLineInput } from '../src/own-recipe';
import { readRecipeSources } from '../src/sources';

const catalog = loadCatalog();
const sources = readRecipeSources().items.map((l) => l.value);
/** Catalog recipes whose lines are all eaten whole (no marinade or frying oil poured away), as a person's lines are. */
const eatenWhole = sources
  .filter((s) => s.ingredients.every((i) => !i.eaten))
  .map((s) => catalog.recipeById.get(s.id)!);
const linesOf = (recipe: Recipe): OwnRecipeLineInput[] =>
  recipe.ingredients.map((i) => ({ ingredientId: i.id, amount: i.amount, unit: i.unit }));

describe('deriveOwnRecipe', () => {
  it('gives a catalog recipe’s own figures exactly when its lines are typed again', () => {
    expect(eatenWhole.length).toBeGreaterThan(100);
    for (const recipe of eatenWhole) {
      const input = { servings: recipe.servings, lines: linesOf(recipe), unresolvedCount: 0 };
      const derived = deriveOwnRecipe(input, catalog);
      expect(derived.incomplete, recipe.id).toBe(false);
      expect(derived.nutrition, recipe.id).toEqual(recipe.nutrition);
      expect(derived.flags, recipe.id).toEqual(recipe.flags);
      expect(derived.diets, recipe.id).toEqual(recipe.diets);
      expect(derived.allergens, recipe.id).toEqual(recipe.allergens);
      expect(derived.ingredients, recipe.id).toEqual(recipe.ingredients);
    }
  });

  it('names a few known recipes’ figures, label checks included', () => {
    const needsCheck = (id: string) => catalog.ingredientById.get(id)!.labelCheck !== undefined;
    const withCheck = eatenWhole.find((r) => r.ingredients.some((i) => needsCheck(i.id)));
    expect(withCheck).toBeDefined();
    const input = { servings: withCheck!.servings, lines: linesOf(withCheck!), unresolvedCount: 0 };
    const derived = deriveOwnRecipe(input, catalog);
    const expected = withCheck!.ingredients.filter((i) => needsCheck(i.id)).map((i) => i.id);
    expect(derived.labelChecks.map((c) => c.ingredientId)).toEqual([...new Set(expected)]);
    for (const check of derived.labelChecks) {
      const ingredient = catalog.ingredientById.get(check.ingredientId)!;
      expect(check.name).toEqual(ingredient.name);
      expect(check.mayContain.length + check.animal.length).toBeGreaterThan(0);
    }
  });

  it('scales per serving: the same lines for twice the servings give half the grams per serving', () => {
    const recipe = eatenWhole.find((r) => r.servings === 2)!;
    const doubled = deriveOwnRecipe({ servings: 4, lines: linesOf(recipe), unresolvedCount: 0 }, catalog);
    recipe.ingredients.forEach((ingredient, i) => {
      expect(doubled.ingredients[i]!.gramsPerServing).toBeCloseTo(ingredient.gramsPerServing / 2, 0);
    });
    expect(Math.abs(doubled.nutrition.kcal - recipe.nutrition.kcal / 2)).toBeLessThanOrEqual(1);
  });

  it('marks a recipe with unresolved lines incomplete and promises no diet for it', () => {
    const vegan = eatenWhole.find((r) => r.diets.includes('vegan'))!;
    const derived = deriveOwnRecipe({ servings: vegan.servings, lines: linesOf(vegan), unresolvedCount: 1 }, catalog);
    expect(derived.incomplete).toBe(true);
    expect(derived.diets).toEqual([]);
    expect(derived.dietsOfKnownLines).toEqual(vegan.diets);
    expect(derived.nutrition).toEqual(vegan.nutrition);
  });

  it('counts a line in pieces of something without a piece weight as unweighable, not as an error', () => {
    const noPiece = catalog.ingredients.find((i) => i.measures.piece === undefined)!;
    const egg = catalog.ingredients.find((i) => i.measures.piece !== undefined)!;
    const derived = deriveOwnRecipe(
      {
        servings: 1,
        lines: [
          { ingredientId: egg.id, amount: 2, unit: 'piece' },
          { ingredientId: noPiece.id, amount: 3, unit: 'piece' },
        ],
        unresolvedCount: 0,
      },
      catalog,
    );
    expect(derived.unweighableLines).toEqual([1]);
    expect(derived.incomplete).toBe(true);
    expect(derived.ingredients.map((i) => i.id)).toEqual([egg.id]);
  });

  it('gives zero nutrition and no diet when nothing resolved', () => {
    const derived = deriveOwnRecipe({ servings: 2, lines: [], unresolvedCount: 3 }, catalog);
    expect(derived.nutrition.kcal).toBe(0);
    expect(derived.diets).toEqual([]);
    expect(derived.dietsOfKnownLines).toEqual([]);
    expect(derived.incomplete).toBe(true);
  });

  it('refuses unknown ingredients and impossible servings or amounts', () => {
    const one = (ingredientId: string, amount: number) => ({
      servings: 1,
      lines: [{ ingredientId, amount, unit: 'g' as const }],
      unresolvedCount: 0,
    });
    expect(() => deriveOwnRecipe(one('no-such', 1), catalog)).toThrow(/unknown ingredient/);
    expect(() => deriveOwnRecipe({ servings: 0, lines: [], unresolvedCount: 0 }, catalog)).toThrow(RangeError);
    expect(() => deriveOwnRecipe(one(catalog.ingredients[0]!.id, -1), catalog)).toThrow(RangeError);
  });
});

describe('labelChecksFor', () => {
  it('lists each ingredient needing a check once, and nothing for unknown ids', () => {
    const checked = catalog.ingredients.find((i) => i.labelCheck)!;
    const plain = catalog.ingredients.find((i) => !i.labelCheck)!;
    const checks = labelChecksFor([checked.id, plain.id, checked.id, 'no-such'], catalog);
    expect(checks.map((c) => c.ingredientId)).toEqual([checked.id]);
  });
});

describe('ownRecipeToRecipe', () => {
  it('builds a planner-ready recipe: text copied to every language, time band from total minutes', () => {
    const source = eatenWhole[0]!;
    const recipe = ownRecipeToRecipe(
      {
        id: 'own-1',
        language: 'ru',
        title: 'Бабушкин борщ',
        description: 'Как делала бабушка, на говяжьем бульоне.',
        steps: ['Сварить бульон.', 'Добавить овощи.'],
        cuisine: source.cuisine,
        mealTypes: ['lunch', 'dinner'],
        difficulty: 'intermediate',
        activeMinutes: 40,
        totalMinutes: 90,
        servings: source.servings,
        lines: linesOf(source),
        unresolvedCount: 0,
      },
      catalog,
    );
    expect(recipe.id).toBe('own-1');
    expect(recipe.text.en).toEqual(recipe.text.ru);
    expect(recipe.text.be.title).toBe('Бабушкин борщ');
    expect(recipe.timeBand).toBe('lengthy');
    expect(recipe.mealTypes).toEqual(['lunch', 'dinner']);
    expect(recipe.nutrition).toEqual(source.nutrition);
    expect(recipe.diets).toEqual(source.diets);
    expect(recipe.ingredients).toEqual(source.ingredients);
  });
});
