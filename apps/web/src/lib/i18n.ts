/**
 * Interface languages: English, Russian, Belarusian. Detection order: localStorage (`mealplanr-language`), then
 * the browser's languages; English is the fallback. The language found is stored, as a choice in the menu is.
 * Each language's texts are a module of their own, and only the one in use is loaded: index.html runs it beside
 * the app's code (the same detection, written again in its inline script: vite-plugin-language-texts.ts), so the
 * texts are usually there when the app starts; otherwise the first render waits for them (`firstTextsSettled`).
 * Another language is fetched when chosen, and shown once it is there. <html lang> follows the language so screen
 * readers and hyphenation use the right one. The translator is the app's own (lib/translator.ts,
 * lib/use-translation.ts; docs/decisions/0020-own-translator.md).
 */
import type { Language } from '@mealplanr/contracts/enums';
import { textsOf, whenTexts } from './texts.ts';
import { type Texts, Translator } from './translator.ts';

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

/** Runs the module of `language`'s texts (which provides them) unless it has run; settles once they are there. */
function loadTexts(language: Language): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    whenTexts(language, () => resolve());
    if (textsOf(language) === undefined) loaders[language]().catch(reject);
  });
}

export function currentLanguage(): Language {
  return i18n.language;
}

/** Shows the app in `language` once its texts are there; if they cannot be loaded, it stays as it is. */
export function changeLanguage(language: Language): Promise<void> {
  return i18n.changeLanguage(language).catch((error: unknown) => console.warn(`The ${language} texts did not load`, error));
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

/** The page, the stored choice and the cookie follow the language in use. */
function languageChanged() {
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
}

/**
 * The app's translator. English is the fallback for a key missing from another language only when the English
 * texts are there anyway: every language has every text (locales.test.ts), so it is never fetched for that.
 */
const i18n = new Translator({
  language: detectLanguage(),
  texts: (language) => textsOf(language) as Texts | undefined,
  load: loadTexts,
  fallbackLanguage: DEFAULT_LANGUAGE,
});
i18n.subscribe(languageChanged);

/**
 * Settles once the texts of the first language are there, or have failed to load: the app's first render waits
 * for it (main.tsx) rather than drawing keys.
 */
export const firstTextsSettled: Promise<void> = loadTexts(i18n.language).then(languageChanged, languageChanged);

export default i18n;
