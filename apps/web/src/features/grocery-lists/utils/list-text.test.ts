import type { GroceryList } from '@mealplanr/contracts/grocery-lists';
import { describe, expect, it } from 'vitest';
import { translator as t } from '../../../testing/translator.ts';
import { listFileName, listText } from './list-text.ts';

const item = (name: string, extra: Record<string, unknown> = {}) => ({
  id: name,
  name,
  quantity: null,
  unit: null,
  packageSize: null,
  note: null,
  checked: false,
  sources: [],
  ...extra,
});

const list = {
  title: 'Saturday market',
  weekStart: '2025-03-10',
  weekEnd: '2025-03-16',
  groups: [
    { category: 'produce', items: [item('tomatoes', { quantity: 1, unit: 'kg' }), item('basil', { quantity: 1, unit: 'bunch', checked: true })] },
    { category: 'dairy', items: [] },
    { category: 'bakery', items: [item('bread', { note: 'sliced' })] },
  ],
  probablyAtHome: [item('salt')],
} as unknown as GroceryList;

describe('listText', () => {
  it('writes the title, week, sections in order with boxes, amounts and notes, and the staples last', () => {
    // Intl puts thin spaces around the range's dash.
    expect(listText(t('en'), list, 'en').replace(/[\u2009\u202f]/g, ' ')).toBe(
      [
        'Saturday market',
        'Week of March 10 – 16',
        '',
        'FRUIT AND VEGETABLES',
        '☐ tomatoes — 1 kg',
        '☑ basil — 1 bunch',
        '',
        'BAKERY',
        '☐ bread (sliced)',
        '',
        'PROBABLY AT HOME',
        '☐ salt',
        '',
      ].join('\n'),
    );
  });

  it('speaks the interface language', () => {
    const ru = listText(t('ru'), list, 'ru');
    expect(ru).toContain('☐ tomatoes — 1 кг');
    expect(ru).toContain('☑ basil — 1 пучок');
    expect(ru).toContain(`\n${t('ru')('grocery.list.probablyAtHome').toLocaleUpperCase('ru')}\n`);
    const be = listText(t('be'), list, 'be');
    expect(be).toContain('☑ basil — 1 пучок');
    expect(be).toContain(`\n${t('be')('grocery.categories.produce').toLocaleUpperCase('be')}\n`);
  });
});

describe('listFileName', () => {
  it('keeps the title, without characters file systems refuse', () => {
    expect(listFileName({ title: 'Покупки 17–23 мар.', titles: null }, 'ru')).toBe('Покупки 17–23 мар..txt');
    expect(listFileName({ title: 'a/b: c?', titles: null }, 'en')).toBe('a b c.txt');
    expect(listFileName({ title: '///', titles: null }, 'en')).toBe('grocery-list.txt');
  });
});
