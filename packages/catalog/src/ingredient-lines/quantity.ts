/**
 * Quantities as people write them in ingredient lines: whole and decimal numbers (with a comma or a point),
 * fractions ("1/2", "1 1/2", "1-1/2", "½", "1½"), number words in English, Russian and Belarusian ("a", "one",
 * «две», «паўтара», "half"), and ranges ("2-3", "2 to 3", «от 2 до 3», «2 ці 3»). A range keeps both ends.
 */

/** Unicode vulgar fractions and their values. */
export const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5,
  '⅙': 1 / 6, '⅚': 5 / 6, '⅐': 1 / 7, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8, '⅑': 1 / 9, '⅒': 1 / 10,
};
const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');

/**
 * Number words. `null` marks words that say "some" without a number ("a few", «несколько»): they are read, so
 * they do not end up in the food's name, but give no quantity.
 */
const NUMBER_WORDS: ReadonlyMap<string, number | null> = new Map<string, number | null>([
  // English (longest phrases are tried first)
  ['a couple of', 2], ['a couple', 2], ['couple of', 2], ['a few', null], ['a half', 0.5], ['a quarter', 0.25],
  ['a third', 1 / 3], ['a dozen', 12], ['half a', 0.5], ['half an', 0.5], ['one and a half', 1.5],
  ['several', null], ['some', null], ['few', null], ['a', 1], ['an', 1], ['one', 1], ['two', 2], ['three', 3],
  ['four', 4], ['five', 5], ['six', 6], ['seven', 7], ['eight', 8], ['nine', 9], ['ten', 10], ['eleven', 11],
  ['twelve', 12], ['half', 0.5], ['quarter', 0.25], ['third', 1 / 3], ['dozen', 12],
  // Russian
  ['один', 1], ['одна', 1], ['одно', 1], ['одного', 1], ['одной', 1], ['одну', 1], ['два', 2], ['две', 2],
  ['двух', 2], ['три', 3], ['трех', 3], ['четыре', 4], ['пять', 5], ['шесть', 6], ['семь', 7], ['восемь', 8],
  ['девять', 9], ['десять', 10], ['полтора', 1.5], ['полторы', 1.5], ['половина', 0.5], ['половинка', 0.5],
  ['половину', 0.5], ['пол', 0.5], ['четверть', 0.25], ['треть', 1 / 3], ['пара', 2], ['пару', 2],
  ['дюжина', 12], ['несколько', null], ['немного', null],
  // Belarusian
  ['адзін', 1], ['адна', 1], ['адно', 1], ['аднаго', 1], ['адной', 1], ['адну', 1], ['дзве', 2], ['дзвюх', 2],
  ['тры', 3], ['трох', 3], ['чатыры', 4], ['пяць', 5], ['шэсць', 6], ['сем', 7], ['восем', 8], ['дзевяць', 9],
  ['дзесяць', 10], ['паўтара', 1.5], ['паўтары', 1.5], ['палова', 0.5], ['палавіна', 0.5], ['палову', 0.5],
  ['паў', 0.5], ['чвэрць', 0.25], ['трэць', 1 / 3], ['тузін', 12], ['некалькі', null], ['трохі', null],
]);
const NUMBER_WORD_LIST = [...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length);

/** Words before a quantity that only say it is rough or start a range: "about 2 cups", «примерно 200 г», «от 2 до 3». */
const APPROXIMATELY =
  /(?:about|approx\.?|approximately|around|roughly|from|between|примерно|около|приблизительно|от|прыкладна|каля|ад|по|па)(?![\p{L}])\s*|~\s*/iuy;

export interface NumberMatch {
  value: number;
  end: number;
}

const NUMBER_PATTERNS: readonly { re: RegExp; value: (m: RegExpExecArray) => number }[] = [
  // mixed: "1 1/2", "1-1/2" (the US way of writing one and a half)
  { re: /(\d+)(?:\s+|-)(\d+)\s*[/⁄]\s*(\d+)(?![\d/])/y, value: (m) => +m[1]! + +m[2]! / +m[3]! },
  // a whole number and a unicode fraction: "1½", "1 ½"
  { re: new RegExp(`(\\d+)\\s*([${FRACTION_CHARS}])`, 'y'), value: (m) => +m[1]! + UNICODE_FRACTIONS[m[2]!]! },
  { re: /(\d+)\s*[/⁄]\s*(\d+)(?![\d/])/y, value: (m) => +m[1]! / +m[2]! },
  { re: new RegExp(`[${FRACTION_CHARS}]`, 'y'), value: (m) => UNICODE_FRACTIONS[m[0]]! },
  // decimals with a point or a comma: "2.5", "2,5", ".5"
  { re: /(\d*)[.,](\d+)/y, value: (m) => Number(`${m[1] || '0'}.${m[2]}`) },
  { re: /\d+/y, value: (m) => Number(m[0]) },
];

/** A number written in digits or fractions at `pos`. */
export function readDigits(text: string, pos: number): NumberMatch | undefined {
  for (const { re, value } of NUMBER_PATTERNS) {
    re.lastIndex = pos;
    const m = re.exec(text);
    if (m) {
      const v = value(m);
      if (Number.isFinite(v) && v > 0) return { value: v, end: re.lastIndex };
    }
  }
  return undefined;
}

const isLetter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** A number word at `pos` (whole word); `value` null for "a few". */
export function readNumberWord(text: string, pos: number): { value: number | null; end: number } | undefined {
  if (isLetter(text[pos - 1])) return undefined;
  const lower = text.slice(pos, pos + 20).toLowerCase().replace(/ё/g, 'е');
  for (const word of NUMBER_WORD_LIST) {
    // "one-pot" is no number; a word ends where letters and joined words end.
    const next = lower[word.length];
    if (lower.startsWith(word) && !isLetter(next) && !(next === '-' && isLetter(lower[word.length + 1]))) {
      return { value: NUMBER_WORDS.get(word)!, end: pos + word.length };
    }
  }
  return undefined;
}

export interface QuantityMatch {
  quantity: number | null;
  quantityMax: number | null;
  end: number;
}

const skipSpaces = (text: string, pos: number) => {
  while (text[pos] === ' ') pos++;
  return pos;
};

/** What joins the two ends of a range: "2-3", "2 to 3", «2 или 3», «от 2 до 3», «ад 2 да 3». */
const RANGE_JOIN = /\s*(?:[-–—]|(?:to|or|до|или|да|ці|and)(?![\p{L}]))\s*/iuy;

/**
 * A quantity at `pos`: a number, a number word, or a range of them, with "about" and «примерно» before it read
 * too. "1 dozen" is twelve. Undefined when there is none.
 */
export function readQuantity(text: string, pos: number): QuantityMatch | undefined {
  let at = skipSpaces(text, pos);
  APPROXIMATELY.lastIndex = at;
  if (APPROXIMATELY.exec(text)) at = APPROXIMATELY.lastIndex;
  const first = readOne(text, at);
  if (!first) return undefined;
  at = first.end;
  if (first.value === null) return { quantity: null, quantityMax: null, end: at };
  let quantity = first.value;
  // "1 dozen", "2 dozen"
  const dozen = /\s*dozen(?![\p{L}])/iuy;
  dozen.lastIndex = at;
  if (dozen.exec(text)) {
    quantity *= 12;
    at = dozen.lastIndex;
  }
  RANGE_JOIN.lastIndex = at;
  if (RANGE_JOIN.exec(text)) {
    const second = readOne(text, RANGE_JOIN.lastIndex);
    if (second && second.value !== null && second.value > quantity) {
      return { quantity, quantityMax: second.value, end: second.end };
    }
  }
  return { quantity, quantityMax: null, end: at };
}

function readOne(text: string, pos: number): { value: number | null; end: number } | undefined {
  const at = skipSpaces(text, pos);
  return readDigits(text, at) ?? readNumberWord(text, at);
}

/** The value a quantity stands for in amounts: the middle of a range. */
export const midpoint = (quantity: number, quantityMax: number | null): number =>
  quantityMax === null ? quantity : (quantity + quantityMax) / 2;
