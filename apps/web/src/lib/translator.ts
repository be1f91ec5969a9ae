/**
 * The interface texts' translator: what the app used of i18next, small enough for the front page's code
 * (docs/decisions/0020-own-translator.md). Texts are the JSON files in src/locales, one object per language:
 *
 * - keys are paths through nested objects (`auth.page.title`);
 * - `{{name}}` is replaced by `options.name` as a string (null → ""; a variable that was not passed stays as
 *   written); values are not escaped (React escapes) and not scanned again;
 * - with `options.count`, the key's plural form for the language is taken (`key_one`, `key_few`, `key_many`,
 *   `key_other`: the category Intl.PluralRules chooses), else the key itself;
 * - a key missing from the language is looked up in the fallback language if its texts are there, else the key
 *   itself is the text (as i18next shows a missing key).
 *
 * Keys are typed by the English file: a typo in t('nav.mealPlanz') fails to compile.
 */
import type { Language } from '@mealplanr/contracts/enums';
import type en from '../locales/en.json';

/** A language's texts as its JSON file holds them. */
export type Texts = { [key: string]: string | Texts };

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `items_one` → `items`: a plural key is asked for by its base and a count. */
type PluralBase<K> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K extends `${infer Base}_few`
      ? Base
      : K extends `${infer Base}_many`
        ? Base
        : never;

type EnglishKey = Leaves<typeof en>;
/** Every key of the English texts, and every plural key's base. */
export type TranslationKey = EnglishKey | PluralBase<EnglishKey>;

export interface TOptions {
  /** Picks the plural form, and is a variable like any other. */
  count?: number;
  [variable: string]: unknown;
}

export type TFunction = (key: TranslationKey, options?: TOptions) => string;

export interface TranslatorOptions {
  language: Language;
  /** The texts of `language` when they are there (they may arrive later: see `load`). */
  texts: (language: Language) => Texts | undefined;
  /** Makes the texts of `language` available; changeLanguage waits for it. */
  load?: (language: Language) => Promise<unknown>;
  /** Looked up when a key is missing from the language in use, if its texts are there; false: none. */
  fallbackLanguage?: Language | false;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The plural category of `count` in `language`: one, few, many or other (en: one, other). */
export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookUp(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    // A path that runs through a text, or a name the object does not have, names no text.
    if (node === undefined || typeof node === 'string' || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  // A path that ends on an object names no text either.
  return typeof node === 'string' ? node : undefined;
}

const VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(VARIABLE, (written, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(options, name)) return written;
    const value = options[name];
    return value == null ? '' : String(value);
  });
}

type Listener = () => void;

/**
 * One translator: a language in use, its `t`, and a change of language that loads the texts first and then tells
 * its subscribers (the React binding re-renders with the new `t`).
 */
export class Translator {
  #language: Language;
  readonly #texts: TranslatorOptions['texts'];
  readonly #load: TranslatorOptions['load'];
  readonly #fallback: Language | false;
  readonly #listeners = new Set<Listener>();
  readonly #fixed = new Map<Language, TFunction>();
  #changes = 0;

  constructor(options: TranslatorOptions) {
    this.#language = options.language;
    this.#texts = options.texts;
    this.#load = options.load;
    this.#fallback = options.fallbackLanguage ?? false;
  }

  /** The language in use. */
  get language(): Language {
    return this.#language;
  }

  /** The language in use (i18next's name for the language whose texts are shown). */
  get resolvedLanguage(): Language {
    return this.#language;
  }

  /** The text for `key` in the language in use. */
  readonly t: TFunction = (key, options) => this.translate(this.#language, key, options);

  /** A `t` fixed to `language`: the same function each time for the same language. */
  fixedT(language: Language): TFunction {
    let t = this.#fixed.get(language);
    if (!t) {
      t = (key, options) => this.translate(language, key, options);
      this.#fixed.set(language, t);
    }
    return t;
  }

  /** Whether `key` has a text (in the language in use, or the fallback language). */
  exists(key: string, options?: TOptions): boolean {
    return this.#resolve(this.#language, key, options) !== undefined;
  }

  translate(language: Language, key: TranslationKey | (string & {}), options?: TOptions): string {
    const text = this.#resolve(language, key, options);
    return text === undefined ? key : interpolate(text, options);
  }

  #resolve(language: Language, key: string, options: TOptions | undefined): string | undefined {
    const found = this.#find(language, key, options);
    if (found !== undefined || this.#fallback === false || this.#fallback === language) return found;
    return this.#find(this.#fallback, key, options);
  }

  #find(language: Language, key: string, options: TOptions | undefined): string | undefined {
    const texts = this.#texts(language);
    if (!texts) return undefined;
    if (typeof options?.count === 'number') {
      const plural = lookUp(texts, `${key}_${pluralCategory(language, options.count)}`);
      if (plural !== undefined) return plural;
    }
    return lookUp(texts, key);
  }

  /**
   * Loads the texts of `language` if they are not there, then makes it the language in use and tells the
   * subscribers. Of changes that overlap, the last one asked for wins.
   */
  async changeLanguage(language: Language): Promise<void> {
    const change = ++this.#changes;
    if (!this.#texts(language) && this.#load) await this.#load(language);
    if (change !== this.#changes || language === this.#language) return;
    this.#language = language;
    for (const listener of [...this.#listeners]) listener();
  }

  /** Calls `listener` after each change of language; returns the unsubscribe function. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}
