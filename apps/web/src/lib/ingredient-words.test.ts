import { describe, expect, it } from 'vitest';
import { addWord, replaceWord } from './ingredient-words.ts';

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

describe('replaceWord', () => {
  it('puts the meant word where the unknown one was', () => {
    expect(replaceWord(['milk', 'shelfish', 'eggs'], 'shelfish', 'Shellfish')).toEqual(['milk', 'Shellfish', 'eggs']);
    expect(replaceWord(['milk', 'Shelfish'], ' shelfish ', '  Shell   fish ')).toEqual(['milk', 'Shell fish']);
  });

  it('drops the old word when the meant one is already there', () => {
    expect(replaceWord(['Shellfish', 'shelfish'], 'shelfish', 'shellfish')).toEqual(['Shellfish']);
  });

  it('leaves the list alone when the old word is not in it', () => {
    const words = ['milk'];
    expect(replaceWord(words, 'shelfish', 'Shellfish')).toEqual(['milk']);
    expect(words).toEqual(['milk']);
  });
});
