import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  buildIngredientFacts,
  nutritionFromAbbrev,
  readFacts,
  serializeFacts,
} from '../src/ingredient-facts';
import { dataPaths } from '../src/paths';
import { ingredientSourceSchema, type IngredientSource } from '../src/schema';
import { readIngredientSources } from '../src/sources';
import { readUsda } from '../src/usda';
import { readVocabulary } from '../src/vocabulary';

const usda = readUsda();

/** A valid source entry with the given id, NDB and measures. */
function source(id: string, ndb: string, measures: unknown = {}): IngredientSource {
  return ingredientSourceSchema.parse({
    id,
    ndb,
    category: 'produce',
    flags: [],
    names: { en: [id], ru: ['лук'], be: ['цыбуля'] },
    measures,
    purchase: { kind: 'weight' },
    shelfLifeDays: 7,
  });
}

describe('buildIngredientFacts', () => {
  it('copies the ABBREV row and resolves cup/tbsp from the first matching WEIGHT row', () => {
    const { facts, problems } = buildIngredientFacts(
      [source('onion', '11282', { piece: { usda: 'medium' } })],
      usda,
      new Set(['onion']),
    );
    expect(problems).toEqual([]);
    expect(facts.ingredients.onion).toEqual({
      ndb: '11282',
      usdaDescription: 'Onions, raw',
      edible: { fraction: 0.9, usda: '10% refuse: Stem ends, sprouts and defects' },
      per100g: {
        kcal: 40,
        proteinG: 1.1,
        fatG: 0.1,
        carbsG: 9.34,
        fibreG: 1.7,
        sugarsG: 4.24,
        sodiumMg: 4,
        satFatG: 0.042,
      },
      measures: {
        piece: { grams: 110, usda: 'medium (2-1/2" dia)' },
        cup: { grams: 160, usda: 'cup, chopped' },
        tbsp: { grams: 10, usda: 'tbsp chopped' },
      },
    });
  });

  it('divides by the row amount and lets the source override a measure', () => {
    const { facts } = buildIngredientFacts(
      [source('onion', '11282', { piece: { usda: 'rings' }, cup: { grams: 150, why: 'diced' } })],
      usda,
      new Set(),
    );
    expect(facts.ingredients.onion?.measures.piece).toEqual({ grams: 6, usda: '10 rings' });
    expect(facts.ingredients.onion?.measures.cup).toEqual({ grams: 150, why: 'diced' });
    // Salt: the first cup, tbsp and tsp rows of NDB 02047.
    const salt = buildIngredientFacts([source('salt', '02047')], usda, new Set()).facts.ingredients.salt;
    expect(salt?.measures).toEqual({
      cup: { grams: 292, usda: 'cup' },
      tbsp: { grams: 18, usda: 'tbsp' },
      tsp: { grams: 6, usda: 'tsp' },
    });
  });

  it('writes a missing USDA value as 0 and lists it', () => {
    const { facts } = buildIngredientFacts([source('consomme', '06432')], usda, new Set());
    expect(facts.ingredients.consomme?.per100g.sugarsG).toBe(0);
    expect(facts.ingredients.consomme?.missing).toEqual(['sugarsG']);
  });

  it('reports unknown NDB numbers, unmatched piece prefixes and countables without a piece weight', () => {
    const { facts, problems } = buildIngredientFacts(
      [
        source('nothing', '99999'),
        source('onion', '11282', { piece: { usda: 'bulb' } }),
        source('leek', '11246'),
      ],
      usda,
      new Set(['onion', 'leek']),
    );
    expect(problems).toEqual([
      'nothing: NDB 99999 is not in ABBREV.txt',
      'onion: piece measure "bulb" matches no WEIGHT.txt row of NDB 11282',
      'leek: marked `pc` in ingredient-ids.txt but has no piece weight (measures.piece)',
    ]);
    expect(Object.keys(facts.ingredients)).toEqual([]);
  });

  it('serializes with sorted keys, so the same input gives the same bytes', () => {
    const a = buildIngredientFacts([source('b', '11282'), source('a', '02047')], usda, new Set()).facts;
    const b = buildIngredientFacts([source('a', '02047'), source('b', '11282')], usda, new Set()).facts;
    expect(serializeFacts(a)).toBe(serializeFacts(b));
    expect(Object.keys(JSON.parse(serializeFacts(a)).ingredients)).toEqual(['a', 'b']);
  });
});

describe('data/ingredient-facts.json', () => {
  const facts = readFacts();

  it("holds every ingredient's figures exactly as its ABBREV row, or as its stand-in's label", () => {
    const sources = new Map(readIngredientSources().items.map((i) => [i.value.id, i.value]));
    const mismatches = Object.entries(facts.ingredients).flatMap(([id, fact]) => {
      const row = usda.abbrev.get(fact.ndb);
      const food = usda.foods.get(fact.ndb);
      if (!row || !food) return [`${id}: NDB ${fact.ndb} not in ABBREV.txt and FOOD_DES.txt`];
      const label = sources.get(id)?.standIn?.per100g;
      const expected = label ? { per100g: label, missing: [] } : nutritionFromAbbrev(row);
      const same =
        isDeepStrictEqual(fact.per100g, expected.per100g) &&
        isDeepStrictEqual(fact.missing ?? [], expected.missing) &&
        fact.usdaDescription === food.longDescription &&
        (label === undefined) === (fact.standIn?.source === undefined);
      return same ? [] : [`${id}: differs from ABBREV row ${fact.ndb}`];
    });
    expect(mismatches).toEqual([]);
  });

  it('is up to date with the ingredient sources (run `npm run catalog:nutrition`)', () => {
    const sources = readIngredientSources().items.map((i) => i.value);
    const countable = new Set(
      readVocabulary()
        .filter((v) => v.countable)
        .map((v) => v.id),
    );
    const build = buildIngredientFacts(sources, usda, countable);
    expect(build.problems).toEqual([]);
    expect(readFileSync(dataPaths().facts, 'utf8')).toBe(serializeFacts(build.facts));
  });
});
