/**
 * Stems of food words, so every singular, plural and case form of a name meets its name: English and Russian by
 * the Snowball stemmers (`@orama/stemmers`), Belarusian by `belarusian-stemmer.ts`. A phrase's key is its words'
 * stems, breves folded (й = и), so "anchovies" = "anchovy", «орехов» = «орехи», «яиц» = «яйца».
 */
import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemRussian } from '@orama/stemmers/russian';
import type { Language } from '@mealplanr/contracts/enums';
import { stemBelarusian, withoutFleetingVowel } from './belarusian-stemmer';
import { foldBreves, isCyrillicWord, wordsOf } from './fold-text';

/** Words shorter are compared whole: stemming "rye" or "oat" only finds wrong friends. */
const MIN_STEMMED_LENGTH = { latin: 4, cyrillic: 3 } as const;

/**
 * What English food nouns add to their stem: plurals and the forms the Snowball stemmer takes off. A word whose
 * stem leaves anything else ("lentills" → "lentil" + "ls") is a slip, not a form, and stays whole — so it is
 * offered as "did you mean", not applied.
 */
const ENGLISH_ENDINGS = new Set(['', 's', 'es', 'e', "'s", "s'", 'ed', 'd', 'ing']);

function stemEnglishNoun(word: string): string {
  const stem = stemEnglish(word);
  return word.startsWith(stem) && ENGLISH_ENDINGS.has(word.slice(stem.length)) ? stem : word;
}

export function stemWord(word: string, lang: Language): string {
  const cyrillic = isCyrillicWord(word);
  const min = cyrillic ? MIN_STEMMED_LENGTH.cyrillic : MIN_STEMMED_LENGTH.latin;
  if (word.length < min || /\d/.test(word)) return foldBreves(word);
  switch (lang) {
    case 'en':
      return cyrillic ? word : stemEnglishNoun(word);
    case 'ru': {
      // A stem of one or two letters («со» of «соя») meets every short word of running text: keep such words whole.
      const stem = cyrillic ? stemRussian(word) : word;
      return foldBreves(stem.length >= MIN_STEMMED_LENGTH.cyrillic ? stem : word);
    }
    case 'be':
      return foldBreves(cyrillic ? stemBelarusian(word) : word);
  }
}

/**
 * The stem of a name whose last word has a fleeting vowel in a suffix that drops it in every other form: Russian
 * «-ец», «-ек» («перец» → «перц»: «перца», «перцем»; «горошек» → «горошк»), Belarusian «-ац», «-ец», «-ак»
 * («перац» → «перц», «гарошак» → «гарошк»). Not «-ок»: «чеснок» keeps it («чеснока»). Undefined for any other
 * name. Indexed beside its stem.
 */
export function fleetingStemKey(folded: string, lang: Language): string | undefined {
  const words = wordsOf(folded);
  const last = words[words.length - 1];
  if (!last || lang === 'en' || !isCyrillicWord(last)) return undefined;
  const suffix = lang === 'ru' ? /^(.{2,}[^аеёиоуыэюя])(?:е(?=[цк])|ё(?=к))([цк])$/ : /^(.{2,}[^аеёіоуыэюя])(?:[ае](?=ц)|а(?=к))([цк])$/;
  const match = suffix.exec(foldBreves(last));
  if (!match) return undefined;
  const stems = words.slice(0, -1).map((w) => stemWord(w, lang));
  return tagged(lang, [...stems, `${match[1]}${match[2]}`].join(' '));
}

/**
 * Keys carry their language ("ru|орех"): a Russian query's stems meet Russian names and a Belarusian query's
 * Belarusian ones, so one language's forms never make a slip in the other look like a word.
 */
const tagged = (lang: Language, stems: string) => `${lang}|${stems}`;

/** A key without its language, for comparing spellings. */
export const untagged = (key: string): string => key.slice(key.indexOf('|') + 1);

/** The key a name of `lang` is indexed by: its words' stems. */
export function stemKey(folded: string, lang: Language): string {
  return tagged(
    lang,
    wordsOf(folded)
      .map((w) => stemWord(w, lang))
      .join(' '),
  );
}

/**
 * The keys a typed text is looked up by, in whatever language it was typed: Latin words by the English
 * stemmer, Cyrillic ones by the Russian and the Belarusian; and for Cyrillic, each key once more without a
 * fleeting vowel in its last word (`fallbacks`, tried only when no key matches).
 */
export function queryStemKeys(folded: string): { keys: string[]; fallbacks: string[] } {
  const words = wordsOf(folded);
  if (words.length === 0) return { keys: [], fallbacks: [] };
  const langs: Language[] = words.some(isCyrillicWord) ? ['ru', 'be'] : ['en'];
  const keys = new Set<string>();
  const fallbacks = new Set<string>();
  for (const lang of langs) {
    const stems = words.map((w) => stemWord(w, lang));
    const fallbacksBefore = fallbacks.size;
    keys.add(tagged(lang, stems.join(' ')));
    // Only a word that lost no ending can be a genitive plural with a fleeting vowel («креветок»).
    const last = stems[stems.length - 1]!;
    const unchanged = last === foldBreves(words[words.length - 1]!);
    const shorter = unchanged && isCyrillicWord(last) ? withoutFleetingVowel(last) : undefined;
    if (shorter) fallbacks.add([...stems.slice(0, -1), shorter].join(' '));
    // A stem the stemmer left with a vowel of its ending («сельдерея» → «сельдере»).
    const trimmed = /^(.{4,}[^аеиоуыэюяі])[аеиоуыэюяі]$/.exec(last)?.[1];
    if (trimmed && isCyrillicWord(last)) fallbacks.add([...stems.slice(0, -1), trimmed].join(' '));
    // Adjectives made from a food's name: «глютеновый», «ореховая», «глютэнавы» → глютен, орех.
    const noun = /^(.{4,}?)(ов|ев|ав|ёв)$/.exec(last)?.[1];
    if (noun && isCyrillicWord(last)) fallbacks.add([...stems.slice(0, -1), noun].join(' '));
    // «безглютеновый», «безлактозный»: the food after "без".
    const first = words[0]!;
    if (words.length === 1 && /^(без|бяз)..../.test(first)) {
      const rest = stemWord(first.replace(/^(без|бяз)/, ''), lang);
      fallbacks.add(rest);
      const restNoun = /^(.{4,}?)(ов|ев|ав|ёв|н)$/.exec(rest)?.[1];
      if (restNoun) fallbacks.add(restNoun);
    }
    // Tag what this language added.
    const added = [...fallbacks].slice(fallbacksBefore);
    for (const key of added) {
      fallbacks.delete(key);
      fallbacks.add(tagged(lang, key));
    }
  }
  return { keys: [...keys], fallbacks: [...fallbacks].filter((k) => !keys.has(k)) };
}
