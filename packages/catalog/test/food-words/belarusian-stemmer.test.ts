import { describe, expect, it } from 'vitest';
import { stemBelarusian, withoutFleetingVowel } from '../../src/food-words/belarusian-stemmer';

/** Case and number forms of Belarusian food words, each paradigm with one stem. */
const PARADIGMS: Record<string, string[]> = {
  арэх: ['арэх', 'арэхі', 'арэху', 'арэхам', 'арэхаў', 'арэхамі', 'арэхах'],
  грыб: ['грыб', 'грыбы', 'грыба', 'грыбоў', 'грыбам', 'грыбамі'],
  рыб: ['рыба', 'рыбы', 'рыбе', 'рыбу', 'рыбай', 'рыбамі'],
  сыр: ['сыр', 'сыры', 'сыру', 'сырам', 'сыраў'],
  малак: ['малако', 'малака', 'малаком'],
  свінін: ['свініна', 'свініны', 'свініне', 'свініну', 'свінінай'],
  малочн: ['малочны', 'малочная', 'малочныя', 'малочных', 'малочнага', 'малочнымі'],
};

describe('stemBelarusian', () => {
  for (const [stem, forms] of Object.entries(PARADIGMS)) {
    it(`gives «${stem}» for every form of it`, () => {
      expect(forms.map(stemBelarusian)).toEqual(forms.map(() => stem));
    });
  }

  it('takes a long ending only from a long stem', () => {
    expect(stemBelarusian('курага')).toBe('кураг');
    expect(stemBelarusian('малочнага')).toBe('малочн');
  });

  it('leaves short words and words without an ending alone', () => {
    expect(stemBelarusian('ял')).toBe('ял');
    expect(stemBelarusian('рыс')).toBe('рыс');
  });
});

describe('withoutFleetingVowel', () => {
  it('drops the vowel of a genitive plural before its last consonant', () => {
    expect(withoutFleetingVowel('крэветак')).toBe('крэветк');
    expect(withoutFleetingVowel('креветок')).toBe('креветк');
    expect(withoutFleetingVowel('сыр')).toBeUndefined();
  });
});
