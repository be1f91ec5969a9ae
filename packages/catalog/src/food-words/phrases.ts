/**
 * How people wrap a food word when they say what to leave out: "no pork", "nut-free", "allergic to shellfish",
 * «без глютена», «алергія на арахіс», "pork products"; and lists typed into one box: "nuts, shellfish",
 * "eggs and milk", «грибы и лук». The wrapping words are stripped and lists split; what remains is looked up.
 */
import { foldFoodText } from './fold-text';

/** Leading words (folded), longest first so "allergic to" goes before "allergic". */
const PREFIXES = [
  // en
  'free from', 'free of', 'allergic to', 'allergy to', 'allergies to', 'intolerant to', 'intolerance to',
  'sensitive to', 'hold the', 'no more', 'without', 'allergic', 'allergy', 'exclude', 'avoid', 'except', 'non',
  'not', 'no', 'zero',
  // ru
  'аллергия на', 'непереносимость', 'исключить', 'аллергия', 'кроме', 'безо', 'без', 'нет', 'не',
  // be
  'алергія на', 'непераноснасць', 'выключыць', 'алергія', 'акрамя', 'няма', 'без', 'не',
].map(foldFoodText);

/** Trailing words (folded). */
const SUFFIXES = [
  // en
  'free', 'allergy', 'allergies', 'intolerance', 'sensitivity', 'products', 'product', 'foods', 'food', 'items',
  // ru
  'продукты', 'продукт', 'аллергия',
  // be
  'прадукты', 'прадукт', 'алергія',
].map(foldFoodText);

/**
 * The text with its wrapping words stripped, or undefined when it has none. "nut-free" has its hyphen as a space
 * by then (the caller compares words), so it is "nut free" here.
 *
 * @example stripWrapping('allergic to shellfish') // 'shellfish'
 */
export function stripWrapping(folded: string): string | undefined {
  let text = folded.replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
  const before = text;
  for (let changed = true; changed; ) {
    changed = false;
    for (const prefix of PREFIXES) {
      if (text.startsWith(`${prefix} `) && text.length > prefix.length + 1) {
        text = text.slice(prefix.length + 1);
        changed = true;
      }
    }
    for (const suffix of SUFFIXES) {
      if (text.endsWith(` ${suffix}`) && text.length > suffix.length + 1) {
        text = text.slice(0, -suffix.length - 1);
        changed = true;
      }
    }
  }
  return text !== before ? text : undefined;
}

/**
 * Words that may stand around food words in what people type ("I can't eat eggs", «не люблю кинзу», «нельга
 * грыбы», "no mushrooms please") without changing which food is meant. A text of food words and these only
 * means its food words; any other word leaves it not understood.
 */
export const FILLER_WORDS = new Set(
  [
    // en
    'i', 'im', "i'm", 'me', 'my', 'we', 'our', 'us', 'am', 'is', 'are', 'be', 'been', "can't", 'cant', 'cannot',
    'can', 'could', 'not', 'no', "don't", 'dont', 'do', 'does', "doesn't", 'never', 'eat', 'eats', 'eating', 'like',
    'likes', 'hate', 'hates', 'dislike', 'dislikes', 'avoid', 'avoiding', 'exclude', 'without', 'free', 'from',
    'of', 'to', 'any', 'all', 'anything', 'foods', 'food', 'products', 'product', 'containing', 'contain',
    'contains', 'with', 'diet', 'please', 'allergic', 'allergy', 'allergies', 'intolerant', 'intolerance',
    'sensitive', 'sensitivity', 'disease', 'the', 'a', 'an', 'and', 'or', 'nothing', 'really', 'made', 'strictly',
    // ru
    'я', 'мне', 'мой', 'моя', 'мы', 'нам', 'не', 'нет', 'ни', 'без', 'безо', 'ем', 'есть', 'едим', 'люблю',
    'любим', 'переношу', 'переносим', 'нельзя', 'содержит', 'содержащие', 'содержащий', 'продукты', 'продукт',
    'продуктов', 'еда', 'еду', 'пожалуйста', 'аллергия', 'аллергии', 'аллергию', 'на', 'непереносимость',
    'диета', 'диеты', 'и', 'или', 'из', 'с', 'со', 'в', 'исключить', 'убрать', 'кроме', 'совсем', 'вообще',
    'никаких', 'никакой', 'никакого',
    // be
    'мне', 'мой', 'мая', 'няма', 'ні', 'ем', 'есці', 'пераношу', 'нельга', 'утрымлівае', 'прадукты', 'прадукт',
    'прадуктаў', 'ежа', 'ежу', 'калі', 'ласка', 'алергія', 'алергіі', 'алергію', 'непераноснасць', 'дыета',
    'дыеты', 'і', 'ці', 'або', 'з', 'са', 'у', 'ў', 'выключыць', 'прыбраць', 'акрамя', 'зусім', 'наогул', 'ніякіх',
  ].map(foldFoodText),
);

/**
 * Words that are never foods although a food's stem looks like them: the function words of running text
 * (Russian «со» beside «соя», Belarusian «калі», «каля», «але» beside «кале», «алей»), and a few common words that
 * share a short stem with a food («пару», «пену» beside «порей», «пенне»; "pulse" the blender setting beside pulses).
 * A single one of them is not looked up.
 */
export const NEVER_FOOD_WORDS = new Set(
  [
    // en
    'a', 'an', 'the', 'and', 'or', 'of', 'in', 'on', 'to', 'for', 'with', 'at', 'by', 'as', 'if', 'it', 'is', 'be',
    'until', 'then', 'than', 'so', 'up', 'pulse', 'pulsing', 'wrap', 'season', 'dust',
    // ru
    'и', 'или', 'а', 'но', 'с', 'со', 'в', 'во', 'на', 'по', 'до', 'для', 'из', 'к', 'ко', 'о', 'об', 'от', 'у', 'за',
    'над', 'под', 'при', 'если', 'когда', 'пока', 'так', 'как', 'чтобы', 'то', 'это', 'все', 'еще', 'уже', 'ли',
    'же', 'бы', 'аль', 'пара', 'пару', 'пары', 'паром', 'пена', 'пену', 'пены', 'пеной', 'смесь', 'смеси',
    // be
    'і', 'ці', 'або', 'але', 'з', 'са', 'ў', 'па', 'да', 'ад', 'пад', 'пры', 'калі', 'каля', 'пакуль', 'як', 'каб',
    'гэта', 'усе', 'яшчэ', 'ужо', 'жа', 'сумесь', 'сумесі', 'пары', 'пену', 'пены', 'пенай',
  ].map(foldFoodText),
);

/** Words that say a food is fine after all ("tree nuts are fine"): such a part of a list excludes nothing. */
const ALLOWING_WORDS = new Set(['fine', 'ok', 'okay', 'allowed', 'можно', 'нормально', 'можна', 'добра'].map(foldFoodText));

export const allowsFood = (words: readonly string[]): boolean => words.some((w) => ALLOWING_WORDS.has(w));

/** Separators of a list typed in one box: punctuation and "and"/"or" in three languages. */
const LIST_SEPARATOR = /\s*[,;/+&|]\s*|\s+(?:and|or|und|и|или|і|ці|або|альбо|та)\s+/u;

/**
 * The items of a list typed as one text, or undefined when it is no list.
 *
 * @example listItems('eggs and milk') // ['eggs', 'milk']
 */
export function listItems(folded: string): string[] | undefined {
  const parts = folded
    .split(LIST_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 1 ? parts : undefined;
}
