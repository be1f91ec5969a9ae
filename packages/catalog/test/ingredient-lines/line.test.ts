import { describe, expect, it } from 'vitest';
import { buildFoodWords } from '../../src/food-words/engine';
import { parseIngredientLine } from '../../src/ingredient-lines/line';
import { toOwnRecipeLine } from '../../src/ingredient-lines/recipe-line';
import { loadCatalog } from '../../src/load';
import { deriveOwnRecipe } from '../../src/own-recipe';

const catalog = loadCatalog();
const en = (text: string) => parseIngredientLine(text, 'en');
const ru = (text: string) => parseIngredientLine(text, 'ru');
const be = (text: string) => parseIngredientLine(text, 'be');

describe('parseIngredientLine: where the quantity is', () => {
  it('reads it first, after a dash or colon, or at the end', () => {
    for (const p of [en('200 g flour'), en('Flour: 200 g'), ru('Мука — 200 г'), ru('Мука 200г'), be('Мука - 200 г')]) {
      expect(p).toMatchObject({ quantity: 200, unit: 'g', amount: 200, ingredientId: 'flour' });
    }
    expect(en('Juice of 1 lime')).toMatchObject({ quantity: 1, ingredientId: 'lime' });
  });

  it('keeps quantity, unit and amount null when none is written', () => {
    expect(en('salt')).toMatchObject({ quantity: null, quantityMax: null, unit: null, unitWord: null, amount: null, ingredientId: 'salt' });
    expect(ru('соль по вкусу')).toMatchObject({ quantity: null, amount: null, ingredientId: 'salt', toTaste: true });
  });

  it('reads a count without a unit as the amount, in no unit', () => {
    expect(en('3 large eggs')).toMatchObject({ quantity: 3, unit: null, amount: 3, ingredientId: 'egg' });
  });

  it('keeps the unit and the food as written', () => {
    const p = en('2 Cups finely chopped fresh Parsley, divided');
    expect(p).toMatchObject({ unitWord: 'Cups', ingredientText: 'finely chopped fresh Parsley', note: 'divided' });
    expect(ru('2 ст. л. оливкового масла').unitWord).toBe('ст. л.');
    expect(be('1,5 шклянкі малака').unitWord).toBe('шклянкі');
  });
});

describe('parseIngredientLine: amounts in catalog units', () => {
  it('converts weights and volumes', () => {
    expect(en('1 kg potatoes')).toMatchObject({ unit: 'g', amount: 1000 });
    expect(en('2 lb beef mince').amount).toBeCloseTo(907.2, 1);
    expect(en('8 oz cream cheese').amount).toBeCloseTo(226.8, 1);
    expect(en('1 l milk')).toMatchObject({ unit: 'ml', amount: 1000 });
    expect(en('2 dl cream')).toMatchObject({ unit: 'ml', amount: 200 });
    expect(en('6 fl oz orange juice').amount).toBeCloseTo(177.4, 1);
    expect(ru('пол-литра молока')).toMatchObject({ quantity: 0.5, unit: 'ml', amount: 500 });
  });

  it('adds a second amount written after a plus, in the first unit', () => {
    expect(en('1 cup + 2 tbsp flour')).toMatchObject({ quantity: 1, unit: 'cup', amount: 1.125, ingredientId: 'flour' });
    expect(ru('1 кг + 200 г картофеля')).toMatchObject({ unit: 'g', amount: 1200, ingredientId: 'potato' });
    expect(en('Salt and pepper').quantity).toBeNull();
  });

  it('takes the middle of a range', () => {
    expect(en('2-3 tbsp honey')).toMatchObject({ quantity: 2, quantityMax: 3, unit: 'tbsp', amount: 2.5 });
    expect(ru('от 200 до 300 г сахара')).toMatchObject({ quantity: 200, quantityMax: 300, amount: 250 });
  });

  it('weighs a can, a bunch or a head by what the catalog buys', () => {
    expect(en('1 can chickpeas')).toMatchObject({ unit: 'g', amount: 400, ingredientId: 'chickpeas-canned' });
    expect(en('2 cans coconut milk')).toMatchObject({ unit: 'ml', amount: 800 });
    expect(en('1 bunch dill')).toMatchObject({ unit: 'g', amount: 30 });
    expect(en('1 head garlic')).toMatchObject({ unit: 'g', amount: 45 });
    expect(en('1 head cauliflower')).toMatchObject({ unit: 'g', amount: 575 });
    // a head of lettuce is one of its pieces
    expect(en('2 heads romaine')).toMatchObject({ unit: 'piece', amount: 2 });
    expect(en('2 cans tuna')).toMatchObject({ unit: 'g', amount: 240, ingredientId: 'tuna-canned' });
    expect(en('1 (28-ounce) can crushed tomatoes')).toMatchObject({ unit: 'g', ingredientId: 'tomatoes-canned' });
  });

  it('uses a size written beside a count', () => {
    expect(en('1 (14 oz) can diced tomatoes').amount).toBeCloseTo(396.9, 1);
    expect(en('2 x 400g tins chopped tomatoes')).toMatchObject({ quantity: 2, unit: 'g', amount: 800 });
    expect(ru('Нут — 2 банки (по 400 г)')).toMatchObject({ quantity: 2, unit: 'g', amount: 800 });
    expect(en('2 sticks (1 cup) butter')).toMatchObject({ unit: 'g', amount: 227 });
  });

  it('counts cloves, slices and stalks as pieces', () => {
    expect(en('3 cloves garlic')).toMatchObject({ unit: 'piece', amount: 3, ingredientId: 'garlic' });
    expect(en('2 garlic cloves')).toMatchObject({ unit: 'piece', amount: 2, ingredientId: 'garlic' });
    expect(be('2 зубкі часнаку')).toMatchObject({ unit: 'piece', amount: 2, ingredientId: 'garlic' });
    expect(en('4 slices bacon')).toMatchObject({ unit: 'piece', amount: 4, ingredientId: 'bacon' });
    expect(en('2 slices cheddar')).toMatchObject({ unit: 'g', amount: 40, ingredientId: 'cheddar' });
  });

  it('reads the spice cloves as the food when no other food follows', () => {
    expect(en('3 cloves')).toMatchObject({ quantity: 3, unit: null, amount: 3, ingredientId: 'cloves' });
  });

  it('reads pinches, dashes and handfuls', () => {
    expect(en('a pinch of salt')).toMatchObject({ quantity: 1, unit: 'tsp', amount: 0.0625 });
    expect(ru('щепотка соли')).toMatchObject({ quantity: 1, unit: 'tsp', amount: 0.0625 });
    expect(be('жменя арэхаў грэцкіх')).toMatchObject({ unit: 'g', amount: 30, ingredientId: 'walnuts' });
  });

  it('leaves a unit it cannot convert without an amount', () => {
    expect(en('2 sprigs rosemary')).toMatchObject({ quantity: 2, unitWord: 'sprigs', unit: null, amount: null });
  });
});

describe('parseIngredientLine: the food', () => {
  it('sees through descriptors and case forms', () => {
    expect(en('1 cup finely chopped fresh flat-leaf parsley').ingredientId).toBe('parsley');
    expect(ru('2 крупные луковицы, мелко нарезанные').ingredientId).toBe('onion');
    expect(be('3 зубкі часнаку, дробна нарэзаныя').ingredientId).toBe('garlic');
    expect(be('100 г цукру').ingredientId).toBe('sugar');
    expect(ru('Крахмал кукурузный — 1 ст. л.').ingredientId).toBe('cornstarch');
  });

  it('gives candidates, not an ingredient, for two foods, a group word or a food beside an unknown word', () => {
    expect(en('Salt and pepper to taste')).toMatchObject({ ingredientId: null, toTaste: true });
    expect(en('Salt and pepper to taste').candidates).toEqual(expect.arrayContaining(['salt', 'black-pepper']));
    expect(en('2 tbsp peanut oil')).toMatchObject({ ingredientId: null, candidates: ['peanuts'] });
    expect(ru('Сгущённое молоко — 1 банка')).toMatchObject({ ingredientId: null, candidates: ['milk'] });
    const cheese = ru('Сыр — 100 г');
    expect(cheese.ingredientId).toBeNull();
    expect(cheese.candidates.length).toBeGreaterThan(0);
  });

  it('takes the first of alternatives and offers the rest', () => {
    expect(en('1 cup chicken stock or water')).toMatchObject({ ingredientId: 'chicken-broth', candidates: ['water'] });
  });

  it('uses a bracket note to name the cut of a group word', () => {
    expect(ru('Свинина (шейка) — 600 г')).toMatchObject({ ingredientId: 'pork-shoulder', note: 'шейка' });
  });

  it('offers spellings for a slip, never applies them', () => {
    const p = en('2 cups brocoli florets');
    expect(p.ingredientId).toBeNull();
    expect(p.candidates).toContain('broccoli');
  });

  it('gives null for foods the catalog does not have', () => {
    for (const line of ['2 tbsp Worcestershire sauce', '1 stalk lemongrass', 'Желатин — 10 г', 'Жэлацін — 10 г']) {
      expect(parseIngredientLine(line, /[а-яё]/i.test(line) ? 'ru' : 'en').ingredientId, line).toBeNull();
    }
  });
});

describe('parseIngredientLine: notes and flags', () => {
  it('marks to taste and optional in every language', () => {
    expect(en('salt, to taste').toTaste).toBe(true);
    expect(en('ice, as needed').toTaste).toBe(true);
    expect(be('Соль — па смаку').toTaste).toBe(true);
    expect(ru('Изюм — 50 г (по желанию)')).toMatchObject({ toTaste: true, optional: true, amount: 50 });
    expect(be('Ізюм — 50 г (па жаданні)')).toMatchObject({ toTaste: false, optional: true, amount: 50 });
    expect(en('1/4 tsp chili flakes (optional)')).toMatchObject({ optional: true, ingredientId: 'chili-flakes' });
    expect(en('2 cups flour').optional).toBe(false);
  });

  it('keeps brackets, percentages and purposes as notes', () => {
    expect(ru('Сметана 20% — 200 г')).toMatchObject({ amount: 200, ingredientId: 'sour-cream', note: '20%' });
    expect(en('vegetable oil for frying')).toMatchObject({ ingredientId: 'vegetable-oil', note: 'for frying' });
    expect(ru('Растительное масло для жарки').note).toBe('для жарки');
    expect(en('1 onion (finely chopped)').note).toBe('finely chopped');
  });
});

describe('parseIngredientLine with another engine', () => {
  it('reads foods by the engine it is given', () => {
    const words = buildFoodWords(
      [
        {
          id: 'kvass',
          category: 'beverages',
          flags: [],
          allergens: [],
          names: { en: ['kvass'], ru: ['квас'], be: ['квас'] },
        },
      ],
      [],
    );
    expect(parseIngredientLine('Квас — 1 л', 'ru', words)).toMatchObject({ ingredientId: 'kvass', unit: 'ml', amount: 1000 });
    expect(parseIngredientLine('1 cup flour', 'en', words).ingredientId).toBeNull();
  });
});

describe('toOwnRecipeLine', () => {
  it('turns parses into recipe lines the catalog weighs, leaving out what it cannot', () => {
    const lines = ['3 large eggs', '200 g spinach', '1 tbsp olive oil', 'salt to taste', '2 sprigs thyme', '2 salmon fillets'];
    const parsed = lines.map(en);
    const recipeLines = parsed.map((p) => toOwnRecipeLine(p, catalog));
    expect(recipeLines).toEqual([
      { ingredientId: 'egg', amount: 3, unit: 'piece' },
      { ingredientId: 'spinach', amount: 200, unit: 'g' },
      { ingredientId: 'olive-oil', amount: 1, unit: 'tbsp' },
      undefined,
      undefined,
      undefined, // salmon has no piece weight: the person gives grams
    ]);
    const derived = deriveOwnRecipe(
      { servings: 2, lines: recipeLines.filter((l) => l !== undefined), unresolvedCount: 0 },
      catalog,
    );
    expect(derived.ingredients.map((i) => i.id)).toEqual(['egg', 'spinach', 'olive-oil']);
    expect(derived.nutrition.kcal).toBeGreaterThan(100);
  });
});
