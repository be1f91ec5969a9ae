/**
 * The food-word engine on a small hand-made vocabulary, so each rule is seen on its own; the corpus test
 * measures it on the real catalog.
 */
import { describe, expect, it } from 'vitest';
import type { FoodGroup } from '../../src/food-groups';
import { buildFoodWords, type WordIngredient } from '../../src/food-words/engine';

const ingredient = (id: string, en: string[], ru: string[], be: string[], extra: Partial<WordIngredient> = {}): WordIngredient => ({
  id,
  category: 'produce',
  flags: [],
  allergens: [],
  names: { en, ru, be },
  ...extra,
});
const group = (key: string, kind: FoodGroup['kind'], words: FoodGroup['words'], members: Partial<FoodGroup>): FoodGroup => ({
  key,
  kind,
  words,
  allergens: [],
  flags: [],
  ids: [],
  groups: [],
  exceptIds: [],
  ...members,
});

const words = buildFoodWords(
  [
    ingredient('walnuts', ['walnuts', 'walnut halves'], ['грецкие орехи'], ['грэцкія арэхі'], { allergens: ['walnut'] }),
    ingredient('walnut-oil', ['walnut oil'], ['ореховое масло'], ['арэхавы алей'], { allergens: ['walnut'] }),
    ingredient('almonds', ['almonds'], ['миндаль'], ['міндаль'], { allergens: ['almond'] }),
    ingredient('granola', ['granola'], ['гранола'], ['гранола'], { labelCheck: { mayContain: ['almond'] } }),
    ingredient('shrimp', ['shrimp', 'prawns'], ['креветки'], ['крэветкі'], { allergens: ['crustaceans'], flags: ['animal', 'shellfish'] }),
    ingredient('tomato', ['tomato'], ['помидор', 'томат'], ['памідор'], {}),
    ingredient('eggplant', ['eggplant', 'aubergine'], ['баклажан'], ['баклажан'], {}),
    ingredient('coconut-milk', ['coconut milk'], ['кокосовое молоко'], ['какосавае малако'], {}),
  ],
  [
    group('walnuts', 'allergen', { en: ['Walnuts'], ru: ['Грецкие орехи'], be: ['Грэцкія арэхі'] }, { allergens: ['walnut'] }),
    group('tree_nuts', 'allergen', { en: ['Tree nuts', 'tree nut'], ru: ['Древесные орехи'], be: ['Дрэвавыя арэхі'] }, { allergens: ['walnut', 'almond'] }),
    group('shellfish', 'allergen', { en: ['Shellfish'], ru: ['Моллюски и ракообразные'], be: ['Малюскі і ракападобныя'] }, { allergens: ['crustaceans'] }),
    group('nightshades', 'family', { en: ['Nightshades'], ru: ['Паслёновые'], be: ['Паслёнавыя'] }, { ids: ['tomato', 'eggplant'] }),
    group('pescatarian', 'diet', { en: ['Shellfish (pescatarian)', 'pescatarian'], ru: ['пескетарианец'], be: ['пескетарыянец'] }, { groups: ['shellfish'] }),
  ],
);

const resolved = (text: string) => {
  const r = words.resolve(text);
  return { refs: r.refs.map((ref) => `${ref.kind}:${ref.key}`), ids: [...r.ids].sort(), suggestions: r.suggestions.map((s) => `${s.kind}:${s.key}`) };
};

describe('resolve', () => {
  it('understands a group by its members, including what may contain its allergen', () => {
    expect(resolved('tree nuts').ids).toEqual(['almonds', 'granola', 'walnut-oil', 'walnuts']);
    expect(resolved('Tree-Nut').refs).toEqual(['group:tree_nuts']);
  });

  it('understands plurals, case forms and look-alike letters', () => {
    expect(resolved('tomatoes').refs).toEqual(['ingredient:tomato']);
    expect(resolved('помидоров').refs).toEqual(['ingredient:tomato']);
    expect(resolved('крэветак').refs).toEqual(['ingredient:shrimp']);
    expect(resolved('shrіmp').refs).toEqual(['ingredient:shrimp']); // Cyrillic і
  });

  it('strips the words around a food, and reads lists and sentences of food words', () => {
    expect(resolved('nut-free').refs).toEqual([]); // "nut" is no word of this vocabulary
    expect(resolved('shellfish-free').refs).toEqual(['group:shellfish']);
    expect(resolved('allergic to prawns').refs).toEqual(['ingredient:shrimp']);
    expect(resolved('без креветок').refs).toEqual(['ingredient:shrimp']);
    expect(resolved('I cannot eat aubergine or tomatoes').refs).toEqual(['ingredient:eggplant', 'ingredient:tomato']);
    expect(resolved('prawns, almonds').ids).toEqual(['almonds', 'shrimp']);
  });

  it('leaves out a part of a list that says a food is fine', () => {
    expect(resolved('no prawns, almonds are fine').ids).toEqual(['shrimp']);
  });

  it('is unknown when any part is not a food, offering what it knows inside', () => {
    const r = resolved('prawns, kryptonite');
    expect(r.refs).toEqual([]);
    expect(resolved('grilled prawns').suggestions).toContain('ingredient:shrimp');
  });

  it('offers slips as suggestions and never applies them', () => {
    const r = resolved('shelfish');
    expect(r.refs).toEqual([]);
    expect(r.suggestions[0]).toBe('group:shellfish');
    expect(resolved('almnods').suggestions).toEqual(['ingredient:almonds']);
    // Four letters are too few to guess from.
    expect(resolved('tomt').suggestions).toEqual([]);
  });

  it('takes an ingredient named like an allergen group for the whole group', () => {
    expect(resolved('walnut halves').refs).toEqual(['group:walnuts', 'ingredient:walnuts']);
    expect(resolved('walnut halves').ids).toEqual(['walnut-oil', 'walnuts']);
    expect(resolved('almonds').refs).toEqual(['ingredient:almonds']); // no group is named like it here
  });

  it('does not count coconut as a nut', () => {
    expect(resolved('tree nuts').ids).not.toContain('coconut-milk');
  });
});

describe('suggest', () => {
  it('offers groups only when asked, ranking what was typed exactly first', () => {
    expect(words.suggest('wal', 'en').map((s) => s.key)).toEqual(['walnuts', 'walnut-oil']);
    expect(words.suggest('walnuts', 'en', { groups: true }).map((s) => `${s.kind}:${s.key}`).slice(0, 2)).toEqual([
      'group:walnuts',
      'ingredient:walnuts',
    ]);
  });

  it('names suggestions in the language asked for, with the word that matched', () => {
    expect(words.suggest('aubergine', 'ru')[0]).toMatchObject({ key: 'eggplant', name: 'баклажан', matched: 'aubergine', category: 'produce' });
  });

  it('finds a slip when nothing else matches', () => {
    expect(words.suggest('aubergne', 'en').map((s) => s.key)).toEqual(['eggplant']);
  });
});

describe('mentions', () => {
  it('takes diet words for exclusions only, never for a food named in a recipe', () => {
    expect(resolved('pescatarian').ids).toEqual(['shrimp']);
    expect(words.mentions('A pescatarian tomato salad').map((m) => m.ref.key)).toEqual(['tomato']);
  });

  it('finds food words in running text, longest first, in order', () => {
    const found = words.mentions('Toast the walnut halves, then add prawns and sliced tomatoes.');
    expect(found.map((m) => [m.text, m.ref.key])).toEqual([
      ['walnut halves', 'walnuts'],
      ['prawns', 'shrimp'],
      ['tomatoes', 'tomato'],
    ]);
  });
});
