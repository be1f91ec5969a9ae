import type { Language } from '@mealplanr/contracts/enums';
import { type TFunction, type Texts, Translator } from '../lib/translator.ts';
import be from '../locales/be.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

export type TestLanguage = Language;

const TEXTS: Record<TestLanguage, Texts> = { en, ru, be };

/**
 * The app's translator with the app's own texts (all of them, or those of `languages`), in `language`, for tests
 * of components (TranslationProvider). There is no fallback language, so a key missing from one language shows
 * up as the bare key and fails the test.
 */
export function testTranslator(language: TestLanguage, languages: readonly TestLanguage[] = ['en', 'ru', 'be']): Translator {
  return new Translator({ language, texts: (wanted) => (languages.includes(wanted) ? TEXTS[wanted] : undefined) });
}

const translators = new Map<TestLanguage, TFunction>();

/** The `t` of such a translator, fixed to one language, for tests of text helpers. */
export function translator(language: TestLanguage): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = testTranslator(language).t;
    translators.set(language, t);
  }
  return t;
}
