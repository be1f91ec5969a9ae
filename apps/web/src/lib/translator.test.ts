import { describe, expect, it } from 'vitest';
import be from '../locales/be.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import { type Texts, Translator, pluralCategory } from './translator.ts';

const ALL: Record<'en' | 'ru' | 'be', Texts> = { en, ru, be };

function translatorIn(language: 'en' | 'ru' | 'be', options: { fallback?: boolean; texts?: Partial<typeof ALL> } = {}) {
  const texts = options.texts ?? ALL;
  return new Translator({ language, texts: (wanted) => texts[wanted], fallbackLanguage: options.fallback ? 'en' : false });
}

describe('translator: plural forms', () => {
  it('chooses Russian forms by Intl.PluralRules: 1, 21 one; 2 few; 0, 5, 11 many', () => {
    const t = translatorIn('ru').t;
    expect(t('plans.summary.days', { count: 1 })).toBe('1 день');
    expect(t('plans.summary.days', { count: 21 })).toBe('21 день');
    expect(t('plans.summary.days', { count: 2 })).toBe('2 дня');
    expect(t('plans.summary.days', { count: 22 })).toBe('22 дня');
    expect(t('plans.summary.days', { count: 5 })).toBe('5 дней');
    expect(t('plans.summary.days', { count: 11 })).toBe('11 дней');
    expect(t('plans.summary.days', { count: 0 })).toBe('0 дней');
    expect(t('plans.summary.days', { count: 1.5 })).toBe(`1.5 ${ru.plans.summary.days_other.replace('{{count}} ', '')}`);
  });

  it('chooses Belarusian forms the same way', () => {
    const t = translatorIn('be').t;
    expect(t('plans.summary.days', { count: 1 })).toBe('1 дзень');
    expect(t('plans.summary.days', { count: 21 })).toBe('21 дзень');
    expect(t('plans.summary.days', { count: 2 })).toBe('2 дні');
    expect(t('plans.summary.days', { count: 5 })).toBe('5 дзён');
    expect(t('plans.summary.days', { count: 11 })).toBe('11 дзён');
    expect(t('plans.summary.days', { count: 0 })).toBe('0 дзён');
    expect(t('plans.summary.people', { count: 3 })).toBe('3 чалавекі');
  });

  it('chooses English one and other', () => {
    const t = translatorIn('en').t;
    expect(t('plans.summary.days', { count: 1 })).toBe('1 day');
    expect(t('plans.summary.days', { count: 0 })).toBe(`0 ${en.plans.summary.days_other.replace('{{count}} ', '')}`);
    expect(t('plans.summary.days', { count: 21 })).toBe(`21 ${en.plans.summary.days_other.replace('{{count}} ', '')}`);
  });

  it('knows each category the locales use', () => {
    expect([1, 2, 5, 11, 21, 0].map((n) => pluralCategory('ru', n))).toEqual(['one', 'few', 'many', 'many', 'one', 'many']);
    expect([1, 2, 5, 11, 21, 0].map((n) => pluralCategory('be', n))).toEqual(['one', 'few', 'many', 'many', 'one', 'many']);
    expect([1, 2, 0].map((n) => pluralCategory('en', n))).toEqual(['one', 'other', 'other']);
  });

  it('uses the key itself when it has no plural forms, count or not', () => {
    const t = translatorIn('en').t;
    expect(t('auth.passwordErrors.min_length', { count: 8 })).toBe('Password should be at least 8 characters long.');
  });
});

describe('translator: interpolation', () => {
  it('fills in {{variables}} with the values given, as they are (React escapes)', () => {
    const t = translatorIn('en').t;
    expect(t('userMenu.greeting', { name: '<b>Ann</b> & {{count}}' })).toBe('Hi, <b>Ann</b> & {{count}}');
    expect(t('plans.summary.target', { kcal: 2000 })).toBe(en.plans.summary.target.replace('{{kcal}}', '2000'));
  });

  it('writes null and undefined as nothing, and leaves a variable not passed as written', () => {
    const t = translatorIn('en').t;
    expect(t('userMenu.greeting', { name: null })).toBe('Hi, ');
    expect(t('userMenu.greeting', { name: undefined })).toBe('Hi, ');
    expect(t('userMenu.greeting', {})).toBe('Hi, {{name}}');
    expect(t('userMenu.greeting')).toBe('Hi, {{name}}');
  });
});

describe('translator: missing keys and fallback', () => {
  const partial = { en: { a: { b: 'English B', c: 'English C' } }, ru: { a: { b: 'Русское B' } } } as Partial<typeof ALL>;
  // Keys outside the app's texts: the types are for the app, the lookup takes any string.
  const key = (value: string) => value as 'auth.page.title';

  it('shows the key when no language has it', () => {
    const t = translatorIn('en').t;
    expect(t(key('nav.mealPlanz'))).toBe('nav.mealPlanz');
    expect(t(key('nav'))).toBe('nav'); // an object names no text
    expect(t(key('nav.home.deeper'))).toBe('nav.home.deeper'); // nor a path through a text
    expect(t(key('constructor'))).toBe('constructor');
  });

  it('falls back to English when a key is missing and the English texts are there', () => {
    const withFallback = translatorIn('ru', { fallback: true, texts: partial });
    expect(withFallback.t(key('a.b'))).toBe('Русское B');
    expect(withFallback.t(key('a.c'))).toBe('English C');
    expect(withFallback.exists('a.c')).toBe(true);
    expect(withFallback.exists('a.d')).toBe(false);
    const without = translatorIn('ru', { texts: partial });
    expect(without.t(key('a.c'))).toBe('a.c');
    expect(without.exists('a.c')).toBe(false);
  });

  it('shows keys while the language has no texts', () => {
    const t = translatorIn('be', { texts: partial }).t;
    expect(t(key('a.b'))).toBe('a.b');
  });
});

describe('translator: changing the language', () => {
  it('loads the texts first, then changes and tells the subscribers; the last change asked for wins', async () => {
    const texts: Partial<typeof ALL> = { en };
    const loads: string[] = [];
    const translator = new Translator({
      language: 'en',
      texts: (language) => texts[language],
      load: async (language) => {
        loads.push(language);
        await Promise.resolve();
        texts[language] = ALL[language];
      },
    });
    const seen: string[] = [];
    const unsubscribe = translator.subscribe(() => seen.push(translator.language));
    const englishT = translator.fixedT('en');
    const toRussian = translator.changeLanguage('ru');
    expect(translator.language).toBe('en'); // not before the texts are there
    await toRussian;
    expect(translator.language).toBe('ru');
    expect(translator.resolvedLanguage).toBe('ru');
    expect(translator.t('auth.page.title')).toBe(ru.auth.page.title);
    expect(englishT('auth.page.title')).toBe(en.auth.page.title);
    expect(translator.fixedT('ru')).toBe(translator.fixedT('ru'));

    const first = translator.changeLanguage('be');
    const second = translator.changeLanguage('en');
    await Promise.all([first, second]);
    expect(translator.language).toBe('en');
    expect(loads).toEqual(['ru', 'be']);
    expect(seen).toEqual(['ru', 'en']);

    unsubscribe();
    await translator.changeLanguage('ru');
    expect(seen).toEqual(['ru', 'en']);
  });

  it('stays in the language in use when the texts fail to load', async () => {
    const translator = new Translator({
      language: 'en',
      texts: (language) => (language === 'en' ? en : undefined),
      load: () => Promise.reject(new Error('offline')),
    });
    await expect(translator.changeLanguage('be')).rejects.toThrow('offline');
    expect(translator.language).toBe('en');
  });
});
