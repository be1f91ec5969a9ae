import { describe, expect, it } from 'vitest';
import { parseAbbrev, parseFields, parseWeights, readUsda } from '../src/usda';

describe('USDA SR21 parser', () => {
  it('splits fields on ^, unwraps ~text~ and reads empty fields as no value', () => {
    expect(parseFields('~01123~^~EGG,WHOLE,RAW,FRESH~^75.84^^~~^0')).toEqual([
      '01123',
      'EGG,WHOLE,RAW,FRESH',
      '75.84',
      undefined,
      undefined,
      '0',
    ]);
  });

  it('reads the README sanity rows from ABBREV.txt', () => {
    const { abbrev } = readUsda();
    expect(abbrev.size).toBe(7413);
    expect(abbrev.get('01123')).toMatchObject({
      shortDescription: 'EGG,WHOLE,RAW,FRESH',
      kcal: 143,
      proteinG: 12.58,
      fatG: 9.94,
      carbsG: 0.77,
      sodiumMg: 140,
    });
    expect(abbrev.get('11282')).toMatchObject({ kcal: 40, carbsG: 9.34 });
    expect(abbrev.get('20081')?.kcal).toBe(364);
  });

  it('keeps a nutrient the USDA leaves empty as undefined, not 0', () => {
    const { abbrev } = readUsda();
    // Beef consommé has no Sugar_Tot value in SR21.
    expect(abbrev.get('06432')?.sugarsG).toBeUndefined();
    expect(abbrev.get('06432')?.kcal).toBeTypeOf('number');
  });

  it('reads WEIGHT.txt household measures in Seq order with their amounts', () => {
    const { weights } = readUsda();
    const onion = weights.get('11282') ?? [];
    expect(onion[0]).toEqual({ ndb: '11282', seq: 1, amount: 1, description: 'cup, chopped', grams: 160 });
    expect(onion.find((w) => w.description === 'large')?.grams).toBe(150);
    expect(onion.find((w) => w.description === 'rings')).toMatchObject({ amount: 10, grams: 60 });
  });

  it('rejects a line with the wrong number of fields', () => {
    expect(() => parseAbbrev('~01123~^~EGG~^75.84')).toThrow(/3 fields, expected 51/);
    expect(() => parseWeights('~11282~^1^1^~cup~')).toThrow(/4 fields, expected 7/);
  });
});
