/**
 * Unit words of ingredient lines in English, Russian and Belarusian, with their abbreviations and case forms
 * ("cups", «ст. л.», «столовые ложки», «шклянкі»), and what each converts to among the catalog's units.
 *
 * Measures convert by a fixed factor (a kilogram is 1000 g, a pinch a sixteenth of a teaspoon). Counted units —
 * a clove, a slice, a can, a bunch — depend on the food: a can of chickpeas is the 400 g the catalog buys it in,
 * a clove of garlic is one of its pieces (see `convertAmount` in `line.ts`).
 */
import type { RecipeUnit } from '../schema';

export type CountKind = 'piece' | 'clove' | 'slice' | 'stalk' | 'head' | 'bunch' | 'container' | 'stick' | 'sprig';

export type UnitMeaning =
  | { kind: 'measure'; unit: RecipeUnit; factor: number }
  | { kind: 'count'; count: CountKind };

interface UnitDefinition {
  /** The forms, as regular-expression sources matched case-insensitively (unless `caseSensitive`). */
  forms: string;
  meaning: UnitMeaning;
  caseSensitive?: boolean;
  /** Short or ambiguous words ("l", «л», "c") count as units only after a number. */
  afterNumberOnly?: boolean;
}

const measure = (unit: RecipeUnit, factor = 1): UnitMeaning => ({ kind: 'measure', unit, factor });
const count = (kind: CountKind): UnitMeaning => ({ kind: 'count', count: kind });

/** Grams in an avoirdupois ounce and pound; millilitres in a US fluid ounce, pint, quart and gallon. */
export const GRAMS_PER = { ounce: 28.3495, pound: 453.592 } as const;
export const ML_PER = { fluidOunce: 29.5735, pint: 473.176, quart: 946.353, gallon: 3785.41 } as const;
/** A pinch is a sixteenth of a teaspoon and a dash an eighth (the usual kitchen reckoning). */
export const TSP_PER = { pinch: 1 / 16, dash: 1 / 8, dessertSpoon: 2 } as const;
/** What a handful of leaves, nuts or berries weighs: the 30 g portion nutrition advice calls a handful. */
export const GRAMS_PER_HANDFUL = 30;

// Russian and Belarusian spoons: «столовая ложка» (all cases and numbers), «сталовая лыжка», and «ст. л.».
const RU_SPOON = 'лож(?:ка|ки|ку|кой|ке|ек|кам|ками)';
const BE_SPOON = 'лыж(?:ка|кі|ку|кай|цы|ак|кам|камі)';
const ADJ_RU = '(?:ая|ой|ую|ые|ых|ым|ыми)';
const ADJ_BE = '(?:ая|ай|ую|ыя|ых|ым|ымі)';

const DEFINITIONS: readonly UnitDefinition[] = [
  // volume before weight: "fl oz" before "oz"
  { forms: 'fl\\.?\\s?oz\\.?|fluid\\s+ounces?', meaning: measure('ml', ML_PER.fluidOunce) },
  // weight
  { forms: 'kg|kgs|kilos?|kilogram(?:me)?s?|кг|кило|килограмм(?:а|ов|ы)?|кілаграм(?:а|аў|ы)?|кіло', meaning: measure('g', 1000) },
  { forms: 'mg|milligram(?:me)?s?|мг|миллиграмм(?:а|ов)?|міліграм(?:а|аў|ы)?', meaning: measure('g', 0.001) },
  {
    forms: 'g|gr|grs|gm|gms|grams?|grammes?|г|гр|грамм(?:а|ов|ы|ах)?|грам(?:а|аў|ы|ах|ов)?',
    meaning: measure('g'),
    afterNumberOnly: true,
  },
  { forms: 'oz|ozs|ounces?|унци(?:я|и|й|ю)|унцы(?:я|і|й|ю)', meaning: measure('g', GRAMS_PER.ounce) },
  { forms: 'lbs?|pounds?|фунт(?:а|ов|ы)?|фунт(?:аў)?', meaning: measure('g', GRAMS_PER.pound) },
  // volume
  { forms: 'ml|mls|millilit(?:er|re)s?|мл|миллилитр(?:а|ов|ы)?|мілілітр(?:а|аў|ы)?', meaning: measure('ml') },
  { forms: 'cl|centilit(?:er|re)s?', meaning: measure('ml', 10) },
  { forms: 'dl|decilit(?:er|re)s?|дл', meaning: measure('ml', 100) },
  {
    forms: 'l|lt|ltr|lit(?:er|re)s?|л|литр(?:а|ов|ы)?|літр(?:а|аў|ы)?',
    meaning: measure('ml', 1000),
    afterNumberOnly: true,
  },
  { forms: 'pints?|pt', meaning: measure('ml', ML_PER.pint) },
  { forms: 'quarts?|qt', meaning: measure('ml', ML_PER.quart) },
  { forms: 'gallons?|gal', meaning: measure('ml', ML_PER.gallon) },
  // spoons and cups
  {
    forms: `dessert\\s?spoons?|dsp|десертн${ADJ_RU}\\s+${RU_SPOON}|дэсертн${ADJ_BE}\\s+${BE_SPOON}|д\\.\\s?л\\.?`,
    meaning: measure('tsp', TSP_PER.dessertSpoon),
  },
  {
    forms: `tsps?|teaspoons?|teaspoonfuls?|чайн${ADJ_RU}\\s+${RU_SPOON}|чайн${ADJ_BE}\\s+${BE_SPOON}|ч\\.?\\s?л\\.?|ч\\.\\s?(?:${RU_SPOON}|${BE_SPOON})|ч\\s?/\\s?л|чайн\\.\\s?л\\.?`,
    meaning: measure('tsp'),
  },
  { forms: 't|tsp', meaning: measure('tsp'), caseSensitive: true, afterNumberOnly: true },
  {
    forms: `tbsps?|tbs|tbl|tbls|tablespoons?|tablespoonfuls?|столов${ADJ_RU}\\s+${RU_SPOON}|сталов${ADJ_BE}\\s+${BE_SPOON}|ст\\.?\\s?л\\.?|ст\\.\\s?(?:${RU_SPOON}|${BE_SPOON})|ст\\s?/\\s?л|стол\\.\\s?(?:л\\.?|${RU_SPOON})|стал\\.\\s?(?:л\\.?|${BE_SPOON})`,
    meaning: measure('tbsp'),
  },
  { forms: 'T|Tb|TB', meaning: measure('tbsp'), caseSensitive: true, afterNumberOnly: true },
  {
    forms: 'cups?|mugs?|glass(?:es)?|стакан(?:а|ов|ы|ом|е)?|чаш(?:ка|ки|ку|ек)|шклян(?:ка|кі|ку|ак|камі)|кубак|кубк(?:а|і|аў)',
    meaning: measure('cup'),
  },
  { forms: 'c', meaning: measure('cup'), afterNumberOnly: true },
  { forms: 'pinch(?:es)?|щепот(?:ка|ки|ку|ок|очка|очки)|шчыпт(?:а|ы|у|аў|ачка|ачкі)|шчыпотк(?:а|і|у)', meaning: measure('tsp', TSP_PER.pinch) },
  { forms: 'dash(?:es)?', meaning: measure('tsp', TSP_PER.dash) },
  { forms: 'handfuls?|горст(?:ь|и|ей|очка|очки)|жмен(?:я|і|ю|яў|ек|ька|ькі)', meaning: measure('g', GRAMS_PER_HANDFUL) },
  // counted
  { forms: 'pieces?|pcs?\\.?|шт\\.?|штук(?:а|и|у|і)?|штучк(?:а|и|у)|тушк(?:а|и|у|і)|тушек|тушак', meaning: count('piece') },
  { forms: 'cloves?|зубч(?:ик|ика|иков|ики|ык|ыка|ыкі|ыкаў)|зуб(?:ок|ка|ки|кі|коў|каў)|зубч\\.|зуб\\.', meaning: count('clove') },
  {
    forms:
      'slices?|rashers?|strips?|ломт(?:ик|ика|иков|ики)|ломот(?:ь|ей)|ломтя|кус(?:ок|ка|ки|ков|очек|очка|очки|очков)|скрыл(?:ек|ька|ькі|ькаў)|скрылёк|кавал(?:ак|ка|кі|каў)|кавалач(?:ак|ка|кі|каў)|лустач(?:ка|кі|ак)|лустк(?:а|і)',
    meaning: count('slice'),
  },
  { forms: 'stalks?|stems?|ribs?|стеб(?:ель|ля|ли|лей)|сцябл(?:о|а|ы|аў)|сцёблы', meaning: count('stalk') },
  { forms: 'sticks?', meaning: count('stick') },
  { forms: 'heads?|головк(?:а|и|у)|кочан(?:а|ов|ы)?|кочанчик|галоўк(?:а|і|у)|качан(?:а|ы|оў)?', meaning: count('head') },
  { forms: 'bunch(?:es)?|пуч(?:ок|ка|ков|ки|кі|коў|ку|ком|кам|камі)|пучочек', meaning: count('bunch') },
  {
    forms:
      'cans?|tins?|tubs?|jars?|packs?|packets?|packages?|pkgs?|bags?|box(?:es)?|cartons?|bottles?|sachets?|банк(?:а|и|у|ок)|баноч(?:ка|ки|ек)|пакет(?:а|ов|ы|аў)?|пакетик(?:а|ов|и)?|пакецік(?:а|аў|і)?|пач(?:ка|ки|ку|ек|кі|ак)|упаков(?:ка|ки|ку|ок)|упакоў(?:ка|кі|ку|ак)|бутыл(?:ка|ки|ку|ок)|бутэл(?:ька|ькі|ек)|слоік(?:а|і|аў)?|слоічак|бляшан(?:ка|кі|ак)',
    meaning: count('container'),
  },
  { forms: 'sprigs?|веточ(?:ка|ки|ку|ек)|вет(?:ка|ки|ок)|галін(?:ка|кі|ак|ку)', meaning: count('sprig') },
];

interface CompiledUnit extends UnitDefinition {
  re: RegExp;
}

// A unit word ends where letters end; an abbreviation may carry its point ("ст. л.", "pcs.").
const compile = (d: UnitDefinition): CompiledUnit => ({
  ...d,
  re: new RegExp(`(?:${d.forms})(?![\\p{L}\\p{N}])\\.?`, d.caseSensitive ? 'uy' : 'iuy'),
});
const COMPILED = DEFINITIONS.map(compile);

export interface UnitMatch {
  /** The unit as written, trimmed. */
  word: string;
  meaning: UnitMeaning;
  start: number;
  end: number;
}

/**
 * The unit word at `pos`, the longest that matches; `afterNumber` allows the one-letter and ambiguous forms.
 * Letters are compared with ё read as е.
 */
export function readUnit(text: string, pos: number, afterNumber: boolean): UnitMatch | undefined {
  let at = pos;
  while (text[at] === ' ') at++;
  const folded = text.replace(/ё/g, 'е').replace(/Ё/g, 'Е');
  let best: UnitMatch | undefined;
  for (const unit of COMPILED) {
    if (unit.afterNumberOnly && !afterNumber) continue;
    unit.re.lastIndex = at;
    const m = unit.re.exec(folded);
    if (m && (!best || unit.re.lastIndex > best.end)) {
      best = { word: text.slice(at, unit.re.lastIndex).trim(), meaning: unit.meaning, start: at, end: unit.re.lastIndex };
    }
  }
  return best;
}
