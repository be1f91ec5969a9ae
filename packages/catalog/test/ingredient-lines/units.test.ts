import { describe, expect, it } from 'vitest';
import { readUnit } from '../../src/ingredient-lines/units';

const unitOf = (text: string, afterNumber = true) => {
  const u = readUnit(text, 0, afterNumber);
  return u && { word: u.word, meaning: u.meaning };
};

describe('readUnit', () => {
  it.each([
    ['g flour', 'g', 'g', 1],
    ['grams sugar', 'grams', 'g', 1],
    ['gr chocolate', 'gr', 'g', 1],
    ['kg potatoes', 'kg', 'g', 1000],
    ['mg saffron', 'mg', 'g', 0.001],
    ['oz cheese', 'oz', 'g', 28.3495],
    ['lbs. beef', 'lbs.', 'g', 453.592],
    ['pound pasta', 'pound', 'g', 453.592],
    ['fl oz milk', 'fl oz', 'ml', 29.5735],
    ['ml cream', 'ml', 'ml', 1],
    ['l water', 'l', 'ml', 1000],
    ['liters water', 'liters', 'ml', 1000],
    ['dl cream', 'dl', 'ml', 100],
    ['tsp salt', 'tsp', 'tsp', 1],
    ['teaspoons cumin', 'teaspoons', 'tsp', 1],
    ['t vanilla', 't', 'tsp', 1],
    ['T honey', 'T', 'tbsp', 1],
    ['Tbs mustard', 'Tbs', 'tbsp', 1],
    ['tablespoon oil', 'tablespoon', 'tbsp', 1],
    ['cups flour', 'cups', 'cup', 1],
    ['pinch of salt', 'pinch', 'tsp', 1 / 16],
    ['dash of cayenne', 'dash', 'tsp', 1 / 8],
    ['handful spinach', 'handful', 'g', 30],
    ['г муки', 'г', 'g', 1],
    ['гр сыра', 'гр', 'g', 1],
    ['граммов сахара', 'граммов', 'g', 1],
    ['грамаў цукру', 'грамаў', 'g', 1],
    ['кг картофеля', 'кг', 'g', 1000],
    ['мл молока', 'мл', 'ml', 1],
    ['л воды', 'л', 'ml', 1000],
    ['литра воды', 'литра', 'ml', 1000],
    ['ч. л. соли', 'ч. л.', 'tsp', 1],
    ['ч.л. соли', 'ч.л.', 'tsp', 1],
    ['чайная ложка соли', 'чайная ложка', 'tsp', 1],
    ['чайные ложки соды', 'чайные ложки', 'tsp', 1],
    ['чайных ложек сахара', 'чайных ложек', 'tsp', 1],
    ['ст. л. масла', 'ст. л.', 'tbsp', 1],
    ['ст.л. масла', 'ст.л.', 'tbsp', 1],
    ['ст. ложки масла', 'ст. ложки', 'tbsp', 1],
    ['столовые ложки масла', 'столовые ложки', 'tbsp', 1],
    ['столовых ложек сметаны', 'столовых ложек', 'tbsp', 1],
    ['стакан молока', 'стакан', 'cup', 1],
    ['стакана муки', 'стакана', 'cup', 1],
    ['щепотка соли', 'щепотка', 'tsp', 1 / 16],
    ['горсть орехов', 'горсть', 'g', 30],
    ['чайная лыжка солі', 'чайная лыжка', 'tsp', 1],
    ['чайныя лыжкі цукру', 'чайныя лыжкі', 'tsp', 1],
    ['чайных лыжак цукру', 'чайных лыжак', 'tsp', 1],
    ['сталовая лыжка мёду', 'сталовая лыжка', 'tbsp', 1],
    ['сталовыя лыжкі алею', 'сталовыя лыжкі', 'tbsp', 1],
    ['ст. лыжкі алею', 'ст. лыжкі', 'tbsp', 1],
    ['шклянка малака', 'шклянка', 'cup', 1],
    ['шклянкі мукі', 'шклянкі', 'cup', 1],
    ['шчыпта солі', 'шчыпта', 'tsp', 1 / 16],
    ['жменя арэхаў', 'жменя', 'g', 30],
    ['десертная ложка', 'десертная ложка', 'tsp', 2],
    ['ст/л сахара', 'ст/л', 'tbsp', 1],
    ['ч/л соли', 'ч/л', 'tsp', 1],
    ['стол. ложки муки', 'стол. ложки', 'tbsp', 1],
    ['стал. л. мукі', 'стал. л.', 'tbsp', 1],
  ])('%s', (text, word, unit, factor) => {
    expect(unitOf(text)).toEqual({ word, meaning: { kind: 'measure', unit, factor } });
  });

  it.each([
    ['cloves garlic', 'clove'],
    ['зубчика чеснока', 'clove'],
    ['зубкі часнаку', 'clove'],
    ['slices bacon', 'slice'],
    ['ломтика бекона', 'slice'],
    ['скрылькі бекону', 'slice'],
    ['pcs', 'piece'],
    ['шт.', 'piece'],
    ['штуки', 'piece'],
    ['can tomatoes', 'container'],
    ['tins beans', 'container'],
    ['банка фасоли', 'container'],
    ['слоік фасолі', 'container'],
    ['пакетик ванилина', 'container'],
    ['пачка масла', 'container'],
    ['bunch dill', 'bunch'],
    ['пучок укропа', 'bunch'],
    ['пучка кропу', 'bunch'],
    ['head garlic', 'head'],
    ['кочан капусты', 'head'],
    ['галоўкі цыбулі', 'head'],
    ['stalks celery', 'stalk'],
    ['сцябло парэю', 'stalk'],
    ['sprigs thyme', 'sprig'],
    ['веточки укропа', 'sprig'],
  ])('%s is counted: %s', (text, count) => {
    expect(unitOf(text)?.meaning).toEqual({ kind: 'count', count });
  });

  it('reads units in any case', () => {
    expect(unitOf('СТ. Л. соли')?.meaning).toEqual({ kind: 'measure', unit: 'tbsp', factor: 1 });
    expect(unitOf('Стакан')?.meaning).toEqual({ kind: 'measure', unit: 'cup', factor: 1 });
    expect(unitOf('CUPS')?.meaning).toEqual({ kind: 'measure', unit: 'cup', factor: 1 });
  });

  it('takes one-letter and ambiguous units only after a number', () => {
    expect(unitOf('l water', false)).toBeUndefined();
    expect(unitOf('г муки', false)).toBeUndefined();
    expect(unitOf('c sugar', false)).toBeUndefined();
    expect(unitOf('pinch of salt', false)?.word).toBe('pinch');
  });

  it('takes no food that starts like a unit', () => {
    for (const text of ['lemons', 'garlic', 'cinnamon', 'грибы', 'лимон', 'гарчыца', 'станица', 'talapia', 'clover honey']) {
      const u = readUnit(text, 0, true);
      expect(u === undefined || u.end < text.length, text).toBe(true);
      expect(u, text).toBeUndefined();
    }
  });
});
