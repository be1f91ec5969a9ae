/**
 * Interface languages: English, Russian, Belarusian. Detection order: localStorage (`mealplanr-language`), then
 * the browser's languages; English is the fallback. The language found is stored, as a choice in the menu is.
 * Each language's texts are a module of their own, and only the one in use is loaded: index.html runs it beside
 * the app's code (the same detection, written again in its inline script: vite-plugin-language-texts.ts), so the
 * texts are usually there when i18next starts; otherwise the first render waits for them (Suspense in app.tsx).
 * Another language is fetched when chosen. <html lang> follows the language so screen readers and hyphenation use
 * the right one.
 */
import type { Language } from '@mealplanr/contracts/enums';
import i18n, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { textsOf, whenTexts } from './texts.ts';

export const LANGUAGE_STORAGE_KEY = 'mealplanr-language';
/**
 * The language in use, also as a cookie: the server sends the front and sign-in pages already drawn in it (they are
 * rendered at build time in each language; apps/server/src/plugins/spa.ts picks the file).
 */
export const LANGUAGE_COOKIE = 'mealplanr-language';
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language under its own name, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  be: 'Беларуская',
};

/**
 * The contract's LANGUAGES (@mealplanr/contracts/enums), listed here because that module also defines Zod schemas,
 * and Zod stays off the front page. `satisfies` and the check below fail the typecheck if the lists ever differ.
 */
export const LANGUAGES = ['en', 'ru', 'be'] as const satisfies readonly Language[];
const everyLanguageListed: [Exclude<Language, (typeof LANGUAGES)[number]>] extends [never] ? true : never = true;
void everyLanguageListed;

/** Each runs the language's module, which provides its texts (lib/texts.ts). */
const loaders: Record<Language, () => Promise<unknown>> = {
  en: () => import('../locales/load-en.ts'),
  ru: () => import('../locales/load-ru.ts'),
  be: () => import('../locales/load-be.ts'),
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

let textsArrived: () => void = () => undefined;
/**
 * Settles once i18next has had its answer for the first language (its texts, or the failure to load them): the
 * app's first render waits for it (main.tsx) rather than showing nothing and then waiting again (React holds back
 * a Suspense boundary's content for a moment once it resolves).
 */
export const firstTextsSettled = new Promise<void>((resolve) => (textsArrived = resolve));

/** A language's texts: at once when its module has run, else once it has (started by index.html or here). */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, answer: ReadCallback) {
    const callback: ReadCallback = (error, data) => {
      answer(error, data);
      textsArrived();
    };
    if (!isLanguage(language)) {
      callback(new Error(`Unsupported language: ${language}`), null);
      return;
    }
    const provided = textsOf(language);
    if (provided !== undefined) {
      callback(null, provided);
      return;
    }
    let answered = false;
    whenTexts(language, (texts: ResourceKey) => {
      if (answered) return;
      answered = true;
      callback(null, texts);
    });
    loaders[language]().catch((error: unknown) => {
      if (answered) return;
      answered = true;
      callback(error instanceof Error ? error : String(error), null);
    });
  },
};

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

/** `mealplanr-language` if it names a language of ours, else the first of the browser's that is one, else English. */
export function detectLanguage(): Language {
  // Rendering at build time (entry-server.tsx) chooses the language itself.
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  const candidates: string[] = [];
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored) candidates.push(stored);
  } catch {
    // Storage can be blocked (privacy mode): the browser's languages decide.
  }
  candidates.push(...(navigator.languages ?? []), navigator.language ?? '');
  for (const candidate of candidates) {
    // "ru-RU" from the browser means Russian; store and compare the bare language code.
    const code = candidate.split('-')[0]?.toLowerCase() ?? '';
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
}

i18n.on('languageChanged', () => {
  if (typeof document === 'undefined') return; // rendering at build time
  const language = currentLanguage();
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered in this browser; detection runs again on the next visit.
  }
  // A year; sent with page requests only matters for the pages drawn at build time, so Lax is enough.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
});

void i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    supportedLngs: [...LANGUAGES],
    // No fallback language to load beside the one in use: every language has every text (locales.test.ts).
    fallbackLng: false,
    load: 'languageOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // Ready at once when the texts are there; if not, components wait for them (Suspense) instead of drawing keys.
    initAsync: false,
    react: { useSuspense: true },
  });

export default i18n;
