import { describe, expect, it } from 'vitest';
import { buildIngredientFacts, edibleFact, readFacts } from '../src/ingredient-facts';
import { assembleCatalog, getRecipe } from '../src/load';
import { ingredientSourceSchema, type IngredientSource } from '../src/schema';
import { readIngredientSources } from '../src/sources';
import { edibleShare } from '../src/units';
import { parseFoodDes, readUsda } from '../src/usda';
import { yieldProblems } from '../src/usda-checks';
import { recipe } from './builders';

const usda = readUsda();

/** A valid source entry with the given id, NDB and extra fields. */
function source(id: string, ndb: string, extra: Record<string, unknown> = {}): IngredientSource {
  return ingredientSourceSchema.parse({
    id,
    ndb,
    category: 'meat',
    flags: [],
    names: { en: [id.replace(/-/g, ' ')], ru: ['мясо'], be: ['мяса'] },
    purchase: { kind: 'weight' },
    shelfLifeDays: 2,
    ...extra,
  });
}

describe('SR21 refuse (FOOD_DES.txt)', () => {
  it('reads the refuse percentage and what the refuse is', () => {
    expect(usda.foods.get('05100')).toMatchObject({
      group: '0500',
      longDescription: 'Chicken, broilers or fryers, wing, meat and skin, raw',
      refuseDescription: 'Bone',
      refusePct: 46,
    });
    // Fish fillets: SR21 records no refuse at all (an empty field, not 0).
    expect(usda.foods.get('15015')?.refusePct).toBeUndefined();
    expect(usda.foods.get('15164')?.refusePct).toBe(0);
  });

  it('rejects a line with the wrong number of fields', () => {
    expect(() => parseFoodDes('~05100~^~0500~^~Chicken~')).toThrow(/3 fields, expected 14/);
  });
});

describe('edible share of an ingredient as bought', () => {
  it('is 1 − SR21 refuse, with the refuse named, unless the source states its own', () => {
    const wings = source('chicken-wings', '05100');
    expect(edibleFact(wings, usda.foods.get('05100'))).toEqual({ fraction: 0.54, usda: '46% refuse: Bone' });
    const fillet = source('chicken-breast', '05062', { edible: { fraction: 1, why: 'sold as boneless, skinless fillets' } });
    expect(edibleFact(fillet, usda.foods.get('05062'))).toEqual({ fraction: 1, why: 'sold as boneless, skinless fillets' });
    expect(edibleFact(source('cod', '15015'), usda.foods.get('15015'))).toBeUndefined();
    expect(edibleFact(source('mussels', '15164'), usda.foods.get('15164'))).toBeUndefined();
  });

  it('refuses a stated share without a reason or out of range', () => {
    expect(() => source('x', '05100', { edible: { fraction: 1 } })).toThrow();
    expect(() => source('x', '05100', { edible: { fraction: 0, why: 'nothing of it is eaten' } })).toThrow();
    expect(() => source('x', '05100', { edible: { fraction: 1.2, why: 'more than bought is eaten' } })).toThrow();
  });

  it('applies to grams and millilitres as bought and to pieces weighed as bought, not to USDA pieces or spoons', () => {
    const bone = { fraction: 0.54, pieceAsBought: false };
    expect(edibleShare('g', bone)).toBe(0.54);
    expect(edibleShare('ml', bone)).toBe(0.54);
    // A USDA piece weight is of the edible part already (a medium banana: 118 g of flesh).
    expect(edibleShare('piece', bone)).toBe(1);
    expect(edibleShare('piece', { fraction: 0.81, pieceAsBought: true })).toBe(0.81);
    for (const unit of ['cup', 'tbsp', 'tsp'] as const) expect(edibleShare(unit, bone)).toBe(1);
    expect(edibleShare('g', undefined)).toBe(1);
  });

  it('counts only the edible part in nutrition, while the recipe keeps the amount a shopper buys', () => {
    const sources = [
      source('chicken-wings', '05100'),
      source('salt', '02047', { category: 'pantry', names: { en: ['salt'], ru: ['соль'], be: ['соль'] } }),
    ];
    const { facts } = buildIngredientFacts(sources, usda, new Set());
    const wings = recipe({
      id: 'wings',
      mealTypes: ['snack'],
      servings: 4,
      ingredients: [
        { id: 'chicken-wings', amount: 1000, unit: 'g' },
        { id: 'salt', amount: 1, unit: 'g' },
      ],
    });
    const located = <T>(file: string, items: readonly T[]) => items.map((value) => ({ file, value }));
    const { catalog, problems } = assembleCatalog(located('t.json', sources), located('t-1.json', [wings]), facts);
    expect(problems).toEqual([]);
    const r = getRecipe(catalog, 'wings');
    // 1 kg of wings as bought is 540 g of meat and skin: 540 g × 222 kcal / 100 g / 4 servings.
    expect(r.nutrition.kcal).toBe(Math.round((540 * 222) / 100 / 4));
    expect(r.ingredients[0]?.gramsPerServing).toBe(250);
    expect(catalog.ingredientById.get('chicken-wings')?.edible).toEqual({
      fraction: 0.54,
      pieceAsBought: false,
      usda: '46% refuse: Bone',
    });
  });
});

describe('amounts partly poured away', () => {
  it('count only the share eaten, while the amount stays what is used', () => {
    const sources = [
      source('egg', '01123', { category: 'dairy', measures: { piece: { usda: 'large' } } }),
      source('soy-sauce', '16123', { category: 'pantry', liquid: true }),
    ];
    const { facts } = buildIngredientFacts(sources, usda, new Set());
    const eggs = (eaten?: { share: number; why: string }) =>
      recipe({
        id: 'soy-eggs',
        mealTypes: ['snack'],
        ingredients: [
          { id: 'egg', amount: 2, unit: 'piece' },
          { id: 'soy-sauce', amount: 60, unit: 'g', ...(eaten ? { eaten } : {}) },
        ],
      });
    const located = <T>(file: string, items: readonly T[]) => items.map((value) => ({ file, value }));
    const sodium = (r: ReturnType<typeof eggs>) =>
      getRecipe(assembleCatalog(located('t.json', sources), located('t-1.json', [r]), facts).catalog, r.id).nutrition
        .sodiumMg;
    const whole = sodium(eggs());
    const marinade = sodium(eggs({ share: 0.3, why: 'the eggs are lifted out of the marinade' }));
    const eggSodium = 140; // two large eggs (100 g) at 140 mg per 100 g, for 2 servings
    expect(marinade - eggSodium / 2).toBeCloseTo((whole - eggSodium / 2) * 0.3, -1);
    expect(() => eggs({ share: 1, why: 'all of it is eaten anyway' })).toThrow();
  });
});

describe('the edible portions in the catalog', () => {
  const facts = readFacts();
  const sources = readIngredientSources().items.map((i) => i.value);

  it('has every ingredient whose SR21 row records refuse carry an edible share', () => {
    const missing = sources.filter((s) => (usda.foods.get(s.ndb)?.refusePct ?? 0) > 0 && !facts.ingredients[s.id]?.edible);
    expect(missing.map((s) => s.id)).toEqual([]);
  });

  it('takes bone-in and in-shell ingredients from SR21 or a stated source', () => {
    expect(facts.ingredients['chicken-wings']?.edible).toEqual({ fraction: 0.54, usda: '46% refuse: Bone' });
    expect(facts.ingredients['chicken-whole']?.edible).toEqual({ fraction: 0.68, usda: '32% refuse: Bone' });
    expect(facts.ingredients.mussels?.edible).toMatchObject({ fraction: 0.3 });
    expect(facts.ingredients.banana?.edible).toEqual({ fraction: 0.64, usda: '36% refuse: Skin' });
    // Sold without the refuse SR21 records: boneless fillets, shelled nuts.
    expect(facts.ingredients['chicken-breast']?.edible).toMatchObject({ fraction: 1 });
    expect(facts.ingredients.almonds?.edible).toMatchObject({ fraction: 1 });
  });

  it('leaves no ingredient bought with unrecorded refuse without a stated share', () => {
    expect(yieldProblems(sources, usda.foods)).toEqual([]);
    const inShell = source('mussels', '15164');
    expect(yieldProblems([inShell], usda.foods)).toEqual([
      expect.stringMatching(/^mussels: SR21 records no refuse for "Mollusks, mussel, blue, raw"/),
    ]);
    const onTheBone = source('lamb-shank', '17011', { names: { en: ['lamb shank on the bone'], ru: ['голяшка'], be: ['галёнка'] }, edible: undefined });
    // 17011 records its own refuse (21% bone), which is used: nothing to state.
    expect(yieldProblems([onTheBone], usda.foods)).toEqual([]);
    const wholeFish = source('sea-bass', '15015', { names: { en: ['sea bass, whole fish'], ru: ['сибас'], be: ['сібас'] } });
    expect(yieldProblems([wholeFish], usda.foods)).toEqual([expect.stringMatching(/^sea-bass: "sea bass, whole fish"/)]);
  });
});
