import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@mealplanr/contracts/enums';
import { readFoodGroups } from '../src/food-groups';
import {
  buildIngredientIndex,
  expandExclusion,
  resolveIngredientName,
  searchIngredients,
} from '../src/ingredient-search';
import { normalizeText } from '../src/normalize-text';
import { readIngredientSources } from '../src/sources';

// The index over the ingredient table as it is on disk (independent of the recipes).
const ingredients = readIngredientSources().items.map((i) => i.value);
const groups = readFoodGroups();
const index = buildIngredientIndex(ingredients, groups);
const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

describe('searchIngredients', () => {
  it('finds spring onion by its synonym "scallion", shown under its display name', () => {
    const [first] = index.search('scallion', 'en');
    expect(first).toMatchObject({ id: 'spring-onion', matched: 'scallion', category: 'produce' });
    expect(first?.name).toBe(ingredients.find((i) => i.id === 'spring-onion')?.names.en[0]);
  });

  it('puts the onion first for "лук" (ru) and "цыб" (be)', () => {
    expect(index.search('лук', 'ru')[0]?.id).toBe('onion');
    expect(index.search('цыб', 'be')[0]?.id).toBe('onion');
  });

  it('returns the display name in the requested language whatever language matched', () => {
    const hit = index.search('scallion', 'ru')[0];
    expect(hit?.name).toBe(ingredients.find((i) => i.id === 'spring-onion')?.names.ru[0]);
  });

  it('ignores case, diacritics and ё/е', () => {
    expect(index.search('зеленый', 'ru')).toEqual(index.search('Зелёный', 'ru'));
    expect(index.search('зеленый', 'ru').length).toBeGreaterThan(0);
    expect(ids(index.search('JALAPENO', 'en'))).toContain('jalapeno');
  });

  it('ranks exact names before display-name prefixes, synonyms and matches inside a word', () => {
    // "onion" is onion's own name; red onion and spring onion only contain it.
    expect(ids(index.search('onion', 'en')).slice(0, 1)).toEqual(['onion']);
    const hits = index.search('on', 'en', 50);
    const inside = hits.findIndex((h) => !normalizeText(h.matched).split(/[\s-]/).some((w) => w.startsWith('on')));
    const prefix = hits.findIndex((h) => normalizeText(h.matched).split(/[\s-]/).some((w) => w.startsWith('on')));
    expect(prefix).toBeGreaterThanOrEqual(0);
    if (inside >= 0) expect(prefix).toBeLessThan(inside);
  });

  it('returns nothing for an empty or unmatched query and honours the limit', () => {
    expect(index.search('   ', 'en')).toEqual([]);
    expect(index.search('qqqzzz', 'en')).toEqual([]);
    expect(index.search('a', 'en', 3)).toHaveLength(3);
  });

  it('finds plurals, case forms and slips, ranking the plain food first', () => {
    expect(ids(index.search('anchovies', 'en'))[0]).toBe('anchovy');
    expect(ids(index.search('креветок', 'ru'))[0]).toBe('shrimp');
    expect(ids(index.search('brocoli', 'en'))).toContain('broccoli');
    expect(ids(index.search('red pepper', 'en')).indexOf('bell-pepper')).toBeLessThan(
      Math.max(0, ids(index.search('red pepper', 'en')).indexOf('roasted-peppers')),
    );
  });

  it('property: a fragment of any name finds that name\'s ingredient', () => {
    const named = ingredients.flatMap((i) => LANGUAGES.flatMap((l) => i.names[l].map((name) => ({ id: i.id, name }))));
    fc.assert(
      fc.property(fc.constantFrom(...named), fc.nat(), fc.integer({ min: 3, max: 8 }), fc.constantFrom(...LANGUAGES), ({ id, name }, start, length, lang) => {
        const word = normalizeText(name);
        const at = start % word.length;
        const q = word.slice(at, at + length);
        fc.pre(q.trim().length >= 3);
        expect(ids(index.search(q, lang, 400))).toContain(id);
      }),
      { numRuns: 300 },
    );
  });

  it('property: the index answers exactly what a scan of every name answers', () => {
    const scanIndex = buildIngredientIndex(ingredients, groups, { ngramIndex: false });
    const scan = (q: string, lang: (typeof LANGUAGES)[number], limit: number) => scanIndex.search(q, lang, limit);
    const names = ingredients.flatMap((i) => LANGUAGES.flatMap((l) => i.names[l]));
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.nat(),
        fc.integer({ min: 1, max: 8 }),
        fc.constantFrom(...LANGUAGES),
        (name, start, length, lang) => {
          const q = name.slice(start % name.length, (start % name.length) + length);
          expect(index.search(q, lang, 15)).toEqual(scan(q, lang, 15));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('resolveIngredientName', () => {
  it('resolves an exact name or synonym in any language, and nothing else', () => {
    expect(index.resolve('Scallion')).toBe('spring-onion');
    expect(index.resolve('зеленый лук')).toBe('spring-onion');
    expect(index.resolve('onion')).toBe('onion');
    expect(index.resolve('onio')).toBeUndefined();
  });

  it('resolves every display name to its own ingredient', () => {
    const wrong = ingredients.flatMap((i) =>
      LANGUAGES.filter((l) => index.resolve(i.names[l][0] ?? '') !== i.id).map((l) => `${i.id} (${l})`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('expandExclusion', () => {
  it('"nuts" in the three languages means every tree nut and peanut ingredient', () => {
    for (const word of ['nuts', 'орехи', 'арэхі']) {
      const set = index.expandExclusion(word);
      expect(set).toContain('almonds');
      expect(set).toContain('walnuts');
      expect(set).toContain('peanuts');
      expect(set).not.toContain('coconut-flakes');
    }
  });

  it('"молоко" / "milk" / "малако" mean all dairy, milk included', () => {
    for (const word of ['молоко', 'Milk', 'малако']) {
      const set = index.expandExclusion(word);
      expect(set).toContain('milk');
      expect(set).toContain('butter');
      expect(set).toContain('cream');
      expect(set).not.toContain('oat-milk');
    }
  });

  it('an ingredient name or synonym means that ingredient; an unknown word means nothing', () => {
    expect([...index.expandExclusion('scallion')]).toEqual(['spring-onion']);
    expect(index.expandExclusion('грибы')).toContain('mushroom');
    expect(index.expandExclusion('грибы')).toContain('portobello');
    expect(index.expandExclusion('kryptonite').size).toBe(0);
  });

  it('an allergen word means every ingredient that contains or may contain it, and nothing else', () => {
    const fish = index.expandExclusion('fish');
    const withFish = ingredients.filter((i) => i.allergens.includes('fish') || i.labelCheck?.mayContain.includes('fish'));
    expect(new Set(fish)).toEqual(new Set(withFish.map((i) => i.id)));
    for (const id of ingredients.filter((i) => i.flags.includes('fish')).map((i) => i.id)) expect(fish).toContain(id);
  });
});

describe('catalog-wide helpers', () => {
  it('answer from the loaded catalog', () => {
    expect(searchIngredients('scallion', 'be')[0]?.id).toBe('spring-onion');
    expect(resolveIngredientName('зелёный лук')).toBe('spring-onion');
    expect(expandExclusion('арэхі')).toContain('almonds');
  });
});
