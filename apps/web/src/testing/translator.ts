import { createInstance, type TFunction } from 'i18next';
import be from '../locales/be.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

export type TestLanguage = 'en' | 'ru' | 'be';

const translators = new Map<TestLanguage, TFunction>();

/**
 * A real i18next with the app's own translations, fixed to one language, for tests of text helpers. There is no
 * fallback language, so a key missing from one language shows up as the bare key and fails the test.
 */
export function translator(language: TestLanguage): TFunction {
  let t = translators.get(language);
  if (!t) {
    const i18n = createInstance();
    void i18n.init({
      lng: language,
      resources: { en: { translation: en }, ru: { translation: ru }, be: { translation: be } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    t = i18n.t;
    translators.set(language, t);
  }
  return t;
}
