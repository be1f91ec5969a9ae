import { describe, expect, it } from 'vitest';
import { addWord } from './ingredient-words.ts';

describe('addWord', () => {
  it('adds a word once, whatever its case, with tidy spaces', () => {
    expect(addWord(['Milk'], '  peanut   butter ')).toEqual(['Milk', 'peanut butter']);
    expect(addWord(['Nuts'], '  green   peas ')).toEqual(['Nuts', 'green peas']);
    expect(addWord(['Milk'], 'milk')).toEqual(['Milk']);
    expect(addWord(['Nuts'], 'NUTS')).toEqual(['Nuts']);
  });

  it('ignores a blank word', () => {
    expect(addWord(['Milk'], '   ')).toEqual(['Milk']);
    expect(addWord([], '')).toEqual([]);
  });

  it('returns a new list, leaving the one it was given alone', () => {
    const words = ['Milk'];
    expect(addWord(words, 'milk')).not.toBe(words);
    addWord(words, 'eggs');
    expect(words).toEqual(['Milk']);
  });
});
