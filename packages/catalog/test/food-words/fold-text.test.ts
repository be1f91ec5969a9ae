import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldBreves, foldFoodText, squash } from '../../src/food-words/fold-text';

describe('foldFoodText', () => {
  it('unfolds compatibility forms, case, ё and Latin diacritics', () => {
    expect(foldFoodText('ＭＩＬＫ')).toBe('milk');
    expect(foldFoodText('Jalapeño')).toBe('jalapeno');
    expect(foldFoodText('Зелёный  лук')).toBe('зеленый лук');
  });

  it('keeps the breve of й and ў for the stemmers, and foldBreves drops it', () => {
    expect(foldFoodText('Яйкі і ўсё')).toBe('яйкі і ўсе');
    expect(foldFoodText('у\u0306')).toBe('ў');
    expect(foldBreves(foldFoodText('яйца, грыбоў'))).toBe('яица, грыбоу');
  });

  it('drops soft hyphens, zero-width and bidirectional characters', () => {
    expect(foldFoodText('shell\u00adfish')).toBe('shellfish');
    expect(foldFoodText('sea\u200bfood')).toBe('seafood');
    expect(foldFoodText('\u200fnuts\u202e')).toBe('nuts');
    expect(foldFoodText('\ufeffмолоко\u2060')).toBe('молоко');
  });

  it('puts look-alike letters into the script of the word', () => {
    expect(foldFoodText('мoлоко')).toBe('молоко'); // Latin o
    expect(foldFoodText('mіlk')).toBe('milk'); // Cyrillic і
    expect(foldFoodText('арэхi')).toBe('арэхі'); // Latin i in a Belarusian word
    expect(foldFoodText('сheese')).toBe('cheese'); // Cyrillic с
    expect(foldFoodText('fοοd')).toBe('food'); // Greek omicrons
  });

  it('turns control characters into spaces and unifies apostrophes and hyphens', () => {
    expect(foldFoodText('nuts\u0000eggs')).toBe('nuts eggs');
    expect(foldFoodText('cow’s milk — no')).toBe("cow's milk - no");
  });

  it('property: folding twice changes nothing, and hidden characters anywhere change nothing', () => {
    const hidden = fc.constantFrom('\u00ad', '\u200b', '\u200c', '\u200d', '\u200e', '\u200f', '\u2060', '\ufeff', '\u202a', '\u2066');
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.nat(), hidden, (text, at, mark) => {
        const folded = foldFoodText(text);
        expect(foldFoodText(folded)).toBe(folded);
        const i = at % (text.length + 1);
        expect(foldFoodText(text.slice(0, i) + mark + text.slice(i))).toBe(folded);
      }),
      { numRuns: 500 },
    );
  });

  it('squash ignores spaces and hyphens', () => {
    expect(squash('shell-fish')).toBe(squash('shell fish'));
    expect(squash('shell fish')).toBe('shellfish');
  });
});
