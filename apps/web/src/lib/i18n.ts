/**
 * Interface languages: English, Russian, Belarusian. Detection order: localStorage
 * (`mealplanr-language`), browser, <html lang>, query string, path, subdomain; English is the fallback.
 * English ships in the main bundle; Russian and Belarusian are fetched when first needed. <html lang>
 * follows the language so screen readers and hyphenation use the right one.
 */
import { LANGUAGES, type Language } from '@mealplanr/contracts/enums';
import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

export const LANGUAGE_STORAGE_KEY = 'mealplanr-language';
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language under its own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  be: 'Беларуская',
};

const loaders: Record<Language, () => Promise<ResourceKey>> = {
  en: () => Promise.resolve(en),
  ru: () => import('../locales/ru.json').then((module) => module.default),
  be: () => import('../locales/be.json').then((module) => module.default),
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Serves the bundled English at once and lazy-loads the other languages' chunks. */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (language === 'en') {
      callback(null, en);
      return;
    }
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language: ${language}`), null);
      return;
    }
    loaders[language]().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

i18n.on('languageChanged', () => {
  document.documentElement.lang = currentLanguage();
});

void i18n
  .use(localeBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // Initialise synchronously: English is bundled, so the first render needs no Suspense round trip.
    initAsync: false,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag', 'querystring', 'path', 'subdomain'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      // "ru-RU" from the browser means Russian; store and compare the bare language code.
      convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
    },
    react: { useSuspense: true },
  });

export default i18n;
