import { describe, expect, it } from 'vitest';
import { buildIngredientFacts, readFacts } from '../src/ingredient-facts';
import { ingredientSourceSchema, type IngredientSource } from '../src/schema';
import { readIngredientSources } from '../src/sources';
import { readUsda } from '../src/usda';
import { foodWords, keyWords, rowNamesIngredient, standInProblems } from '../src/usda-checks';

const usda = readUsda();

function source(id: string, ndb: string, en: string[], extra: Record<string, unknown> = {}): IngredientSource {
  return ingredientSourceSchema.parse({
    id,
    ndb,
    category: 'dairy',
    flags: [],
    names: { en, ru: ['йогурт'], be: ['ёгурт'] },
    purchase: { kind: 'weight' },
    shelfLifeDays: 7,
    ...extra,
  });
}

const LABEL = {
  why: 'SR21 has no strained yogurt: label values replace the low-fat yogurt row',
  per100g: { kcal: 93, proteinG: 9, fatG: 5, satFatG: 3.3, carbsG: 3, sugarsG: 3, fibreG: 0, sodiumMg: 40 },
  source: 'a Greek yogurt label, per 100 g',
};

describe('does the USDA row name the ingredient', () => {
  it('compares singular words, ignoring words that do not tell the food', () => {
    expect(foodWords('Tomatoes, red, ripe; berries; whole-grain')).toEqual([
      'tomato', 'red', 'ripe', 'berry', 'whole', 'grain', 'wholegrain',
    ]);
    expect(keyWords('fresh baby spinach leaves')).toEqual(['spinach']);
  });

  it('needs every key word of one English name in the description', () => {
    const desc = 'Chicken, broilers or fryers, breast, meat only, raw';
    expect(rowNamesIngredient({ names: { en: ['chicken breast'], ru: ['x'], be: ['x'] } }, desc)).toBe(true);
    expect(rowNamesIngredient({ names: { en: ['duck breast'], ru: ['x'], be: ['x'] } }, desc)).toBe(false);
    const yogurt = 'Yogurt, plain, low fat, 12 grams protein per 8 ounce';
    expect(rowNamesIngredient({ names: { en: ['Greek yogurt', 'strained yogurt'], ru: ['x'], be: ['x'] } }, yogurt)).toBe(false);
  });
});

describe('the stand-in check', () => {
  it('fails on a row standing in unmarked, and passes once the source says why', () => {
    const unmarked = source('greek-yogurt', '01117', ['Greek yogurt']);
    expect(standInProblems([unmarked], usda.foods)).toEqual([
      expect.stringMatching(
        /^greek-yogurt: NDB 01117 "Yogurt, plain, low fat, 12 grams protein per 8 ounce" does not name "Greek yogurt"/,
      ),
    ]);
    const marked = source('greek-yogurt', '01117', ['Greek yogurt'], { standIn: { why: 'SR21 has no Greek yogurt row' } });
    expect(standInProblems([marked], usda.foods)).toEqual([]);
    expect(standInProblems([source('onion', '11282', ['onion'])], usda.foods)).toEqual([]);
  });

  it('refuses label values without their source, and a source without values', () => {
    expect(() => source('y', '01117', ['y'], { standIn: { why: LABEL.why, per100g: LABEL.per100g } })).toThrow(/go together/);
    expect(() => source('y', '01117', ['y'], { standIn: { why: LABEL.why, source: LABEL.source } })).toThrow(/go together/);
    expect(() => source('y', '01117', ['y'], { standIn: { why: 'x' } })).toThrow();
  });

  it('uses label values in place of the row, keeps the row for measures and records the source', () => {
    const { facts, problems } = buildIngredientFacts(
      [source('greek-yogurt', '01117', ['Greek yogurt'], { standIn: LABEL })],
      usda,
      new Set(),
    );
    expect(problems).toEqual([]);
    expect(facts.ingredients['greek-yogurt']).toMatchObject({
      ndb: '01117',
      usdaDescription: 'Yogurt, plain, low fat, 12 grams protein per 8 ounce',
      per100g: LABEL.per100g,
      standIn: { why: LABEL.why, source: LABEL.source },
      measures: { cup: { grams: 245 } },
    });
    expect(facts.ingredients['greek-yogurt']?.missing).toBeUndefined();
  });

  it('finds no unmarked stand-in in the catalog, and the known ones are marked', () => {
    const sources = readIngredientSources().items.map((i) => i.value);
    expect(standInProblems(sources, usda.foods)).toEqual([]);
    const facts = readFacts();
    for (const id of ['vegetable-broth', 'almond-milk', 'oat-milk', 'greek-yogurt', 'curry-paste']) {
      expect(facts.ingredients[id]?.standIn?.source, id).toBeTruthy();
    }
    expect(facts.ingredients['vegetable-broth']?.per100g.kcal).toBeLessThan(10);
    expect(facts.ingredients['almond-milk']?.per100g.proteinG).toBeLessThan(1);
  });
});
