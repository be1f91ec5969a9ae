import { describe, expect, it } from 'vitest';
import be from './be.json';
import en from './en.json';
import ru from './ru.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as `[dotted.key, text]`. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const locales = { en, ru, be } as Record<string, Tree>;
const keysOf = (tree: Tree) => leaves(tree).map(([key]) => key).sort();
/** `{{name}}` placeholders the translator (lib/translator.ts) fills in, and `{hotkey}` that Radix fills in. */
const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*\w+\s*\}?\}/g)].map((m) => m[0]).sort();

describe('translations', () => {
  it('have exactly the same keys in English, Russian and Belarusian', () => {
    expect(keysOf(locales.ru!)).toEqual(keysOf(locales.en!));
    expect(keysOf(locales.be!)).toEqual(keysOf(locales.en!));
  });

  it('have no empty texts', () => {
    for (const [language, tree] of Object.entries(locales)) {
      for (const [key, text] of leaves(tree)) {
        expect(text.trim(), `${language}: ${key}`).not.toBe('');
      }
    }
  });

  it('keep the same placeholders in every language', () => {
    const english = new Map(leaves(locales.en!));
    for (const language of ['ru', 'be']) {
      for (const [key, text] of leaves(locales[language]!)) {
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(english.get(key) ?? ''));
      }
    }
  });

  it('use Belarusian letters in Belarusian (no и, щ, ъ)', () => {
    for (const [key, text] of leaves(locales.be!)) {
      expect(text, key).not.toMatch(/[ищъИЩЪ]/);
    }
  });

  it('use Russian letters in Russian (no і, ў)', () => {
    for (const [key, text] of leaves(locales.ru!)) {
      expect(text, key).not.toMatch(/[іўІЎ]/);
    }
  });

  it('translate the interface: Russian and Belarusian texts are Cyrillic, not English copies', () => {
    const untranslated = new Set(['app.name']); // the product name stays as it is
    for (const language of ['ru', 'be']) {
      for (const [key, text] of leaves(locales[language]!)) {
        if (untranslated.has(key)) continue;
        expect(text, `${language}: ${key}`).toMatch(/[а-яёіў]/i);
      }
    }
  });
});
