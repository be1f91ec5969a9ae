/**
 * A small Belarusian stemmer for food words: no maintained library stems Belarusian, and food words are nouns
 * and adjectives, so removing their case and number endings is enough to match "арэхаў", "арэхамі", "арэхі" to
 * "арэх", or "малаком" to "малако". Verbs are not handled. Tested in `test/food-words/belarusian-stemmer.test.ts`.
 */

/** Endings of nouns and adjectives in every case and number, longest first within each length. */
const ENDINGS = [
  // adjectives
  'ымі', 'імі', 'ага', 'яга', 'ога', 'аму', 'яму', 'ому', 'ыма', 'ыя', 'ія', 'ая', 'яя', 'ое', 'ае', 'ых', 'іх',
  // («-ей» is left out: it ends nouns like «алей», whose other forms keep the «е»: «алею», «алеем».)
  'ым', 'ім', 'ую', 'юю', 'ай', 'яй', 'ой', 'ы', 'і',
  // nouns
  'амі', 'ямі', 'аў', 'яў', 'оў', 'еў', 'ёў', 'ах', 'ях', 'ам', 'ям', 'ом', 'ем', 'ём', 'ою', 'аю', 'яю', 'ёю',
  'эй', 'а', 'я', 'у', 'ю', 'о', 'е', 'ё', 'э', 'ь', 'й',
].sort((a, b) => b.length - a.length);

/** A stem keeps at least this many letters ("сыр" stays, "мяса" → "мяс", but "ял" is not cut to "я"). */
const MIN_STEM = 2;
/**
 * Long adjective endings only come off longer stems: «курага» is not «кур» + «ага» but «кураг» + «а» (a noun's
 * «рыбамі» still gives «рыб»).
 */
const LONG_ADJECTIVE_ENDINGS = new Set(['ымі', 'імі', 'ага', 'яга', 'ога', 'аму', 'яму', 'ому', 'ыма']);
const MIN_STEM_BEFORE_LONG_ADJECTIVE_ENDING = 4;
const VOWELS = /[аеёіоуыэюя]/;

/**
 * The stem of one folded Belarusian word (lower case, ё kept as е by folding).
 *
 * @example stemBelarusian('арэхаў') // 'арэх'
 * @example stemBelarusian('грыбы') // 'грыб'
 */
export function stemBelarusian(word: string): string {
  for (const ending of ENDINGS) {
    const min = LONG_ADJECTIVE_ENDINGS.has(ending) ? MIN_STEM_BEFORE_LONG_ADJECTIVE_ENDING : MIN_STEM;
    if (word.length - ending.length < min || !word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // A stem needs a vowel, else "яйк" from "яйкі" is fine but "ст" from "ста" is not a word's stem.
    if (VOWELS.test(stem)) return stem;
  }
  return word;
}

/**
 * The stem without a fleeting vowel before its last consonant, as in the genitive plural («крэветак» beside
 * «крэветкі», «яблык» beside «яблыкі») — in Russian too («креветок», «орешек»). Undefined when the word has none.
 *
 * @example withoutFleetingVowel('крэветак') // 'крэветк'
 */
export function withoutFleetingVowel(stem: string): string | undefined {
  const match = /^(.*[^аеёіоуыэюяиь])[аоеэё]([^аеёіоуыэюяиьй])$/.exec(stem);
  // Russian drops only о, е, ё («креветок», «огурец»); Belarusian writes the unstressed о as а («крэветак»).
  return match ? `${match[1]}${match[2]}` : undefined;
}
