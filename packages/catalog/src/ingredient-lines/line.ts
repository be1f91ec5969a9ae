/**
 * One ingredient line as people type it — "1½ cups flour, sifted", «Мука пшеничная — 300 г», «2 зубкі часнаку,
 * дробна нарэзаныя» — read into a quantity, a unit the catalog knows, an amount in that unit, and the catalog
 * ingredient it names (or candidates when that is not sure), with notes, "to taste" and "optional" kept apart.
 *
 * The quantity may come first ("2 cups …"), after a dash or colon («Соль — по вкусу», "Flour: 200 g") or at the
 * end («Молоко 500 мл»). Sizes in brackets or after "x" count per item ("1 (400 g) can", "2 x 400 g tins").
 */
import type { Language } from '@mealplanr/contracts/enums';
import { catalogFoodWords } from '../food-words/engine';
import type { FoodWords } from '../food-words/types';
import { loadCatalog, type Ingredient } from '../load';
import type { RecipeUnit } from '../schema';
import { foldFoodText, wordsOf } from '../food-words/fold-text';
import { isDescriptor } from './descriptors';
import { matchFood } from './food';
import { midpoint, readDigits, readQuantity } from './quantity';
import { readUnit, type UnitMatch, type UnitMeaning } from './units';

export interface ParsedIngredientLine {
  /** As typed. */
  raw: string;
  /** The number written; for a range its lower end. Null when none is written ("salt", «соль по вкусу»). */
  quantity: number | null;
  /** The upper end of a range ("2-3", «от 2 до 3»); else null. */
  quantityMax: number | null;
  /** The unit as written: "cups", «ст. л.», «шклянкі». */
  unitWord: string | null;
  /** The catalog unit the amount is in; null when no unit is written or it cannot be converted ("sprig"). */
  unit: RecipeUnit | null;
  /**
   * The quantity in `unit` (a range's middle): 1 kg → 1000 g, a pinch → 1/16 tsp, a can of chickpeas → 400 g.
   * With no unit written, the count itself ("3 eggs" → 3); null when there is no quantity or no conversion.
   */
  amount: number | null;
  /** The food as written, without quantity, unit and notes. */
  ingredientText: string;
  /** The catalog ingredient, when the food names exactly one. */
  ingredientId: string | null;
  /** Other ingredients it might be (did you mean, or a choice between several), best first, at most five. */
  candidates: string[];
  /** What else was written: "(finely chopped)", "divided", «для жарки». */
  note: string | null;
  /** "to taste", "as needed", «по вкусу», «па смаку», «по желанию». */
  toTaste: boolean;
  /** "(optional)", «по желанию», «па жаданні». */
  optional: boolean;
}

/** What the conversion reads of an ingredient. */
export type MeasuredIngredient = Pick<Ingredient, 'id' | 'measures' | 'purchase' | 'liquid' | 'names'>;

export interface ParseOptions {
  /** Ingredients by id, for units that depend on the food (a can, a bunch); the loaded catalog's by default. */
  ingredientById?: ReadonlyMap<string, MeasuredIngredient>;
}

const TO_TASTE =
  /(?<![\p{L}])(?:to taste|as needed|as required|as desired|if needed|по вкусу|на вкус|по желанию|па смаку|на смак)(?![\p{L}])/giu;
const OPTIONAL =
  /(?<![\p{L}])(?:optional(?:ly)?|if desired|if you like|if using|по желанию|при желании|необязательно|па жаданні|пры жаданні)(?![\p{L}])/giu;
const PERCENT = /\d+(?:[.,]\d+)?\s*%/gu;
const BRACKETS = /\(([^()]*)\)|\[([^[\]]*)\]/gu;
/** A dash or colon between the food and its quantity: «Мука — 300 г», "Flour: 200 g". */
const SEPARATOR = /\s-\s|:\s*/u;
/** «пол», «паў» written together with a unit: «полстакана», «паўшклянкі», «пол-литра». */
const HALF_PREFIX = /(?:пол|паў|пол-|паў-)(?=\p{L})/iuy;
const SIZE_BEFORE_UNIT =
  /^\s*(?:small|large|big|generous|good|heaped|heaping|level|rounded|scant|medium|маленьк\p{L}*|небольш\p{L}*|больш\p{L}*|невялік\p{L}*|вялік\p{L}*|полн\p{L}*|поўн\p{L}*)\s+/iu;
const TIMES = /\s*[x×х]\s*/iuy;
const OF = /\s*(?:of|из)(?![\p{L}])\s*/iuy;

/** `re.test` for a global expression, from the start whatever it matched before. */
function matches(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.test(text);
}

const withoutUnit = ({ quantity, quantityMax, size, start, end }: Zone): Zone => ({
  quantity,
  quantityMax,
  ...(size ? { size } : {}),
  start,
  end,
});

/** Common characters put in one form: dashes, spaces, the fraction slash; a leading bullet dropped. */
function prepare(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/[\u00a0\u2007\u202f\t]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/⁄/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[-*•·]\s*)+/u, '');
}

interface Size {
  unit: 'g' | 'ml';
  amount: number;
}

interface Zone {
  quantity: number | null;
  quantityMax: number | null;
  /** A second amount written after a plus, in the zone's unit: "1 cup + 2 tbsp" → 1/8. */
  extra?: number;
  unit?: UnitMatch;
  /** The size of one item: "(400 g)", "x 400 g", "15-ounce". */
  size?: Size;
  start: number;
  end: number;
}

/** Teaspoons in each spoon and cup, to add "1 cup + 2 tbsp". */
const TSP_IN: Partial<Record<RecipeUnit, number>> = { tsp: 1, tbsp: 3, cup: 48 };

/**
 * How many of `to`'s catalog unit one of `from` is, for units of one kind (weights, volumes, spoons and cups);
 * undefined across kinds.
 */
function unitRatio(from: Extract<UnitMeaning, { kind: 'measure' }>, to: Extract<UnitMeaning, { kind: 'measure' }>): number | undefined {
  if (from.unit === to.unit) return from.factor;
  const a = TSP_IN[from.unit];
  const b = TSP_IN[to.unit];
  return a !== undefined && b !== undefined ? (from.factor * a) / b : undefined;
}

/** A weight or volume alone ("400 g", "14 oz", "1 cup"), as in brackets after a count. */
function readSize(text: string, pos: number): { size: Size; end: number } | undefined {
  const q = readQuantity(text, pos);
  if (!q || q.quantity === null) return undefined;
  // "15-ounce"
  const unitAt = text[q.end] === '-' ? q.end + 1 : q.end;
  const unit = readUnit(text, unitAt, true);
  if (!unit || unit.meaning.kind !== 'measure' || (unit.meaning.unit !== 'g' && unit.meaning.unit !== 'ml')) {
    return undefined;
  }
  return { size: { unit: unit.meaning.unit, amount: q.quantity * unit.meaning.factor }, end: unit.end };
}

/** A quantity with any measure ("¼pt", "2 tbsp"), to step over a second way of writing the same amount. */
function readSpoon(text: string, pos: number): { end: number } | undefined {
  const q = readQuantity(text, pos);
  const unit = q && q.quantity !== null ? readUnit(text, q.end, true) : undefined;
  return unit?.meaning.kind === 'measure' ? { end: unit.end } : undefined;
}

function readBracketSize(text: string, pos: number): { size: Size; end: number } | undefined {
  const m = /\s*\(\s*/y;
  m.lastIndex = pos;
  if (!m.exec(text)) return undefined;
  const inner = readSize(text, m.lastIndex);
  if (!inner) return undefined;
  const close = /\s*(?:each\s*)?\)/iy;
  close.lastIndex = inner.end;
  return close.exec(text) ? { size: inner.size, end: close.lastIndex } : undefined;
}

/** A quantity and/or unit at `pos` ("2 cups", "1 (14 oz) can", «полстакана», "a pinch of"); undefined when none. */
function readZone(text: string, pos: number): Zone | undefined {
  let at = pos;
  while (text[at] === ' ') at++;
  const start = at;
  const q = readQuantity(text, at);
  let quantity = q ? q.quantity : null;
  const quantityMax = q ? q.quantityMax : null;
  if (q) at = q.end;
  let size: Size | undefined;
  // "2 x 400 g", "1 (14 oz) can", "one 15-ounce can"
  TIMES.lastIndex = at;
  const found = q && TIMES.exec(text) ? readSize(text, TIMES.lastIndex) : undefined;
  const sizeRead =
    found ??
    (q
      ? (readBracketSize(text, at) ??
        // "one 15-ounce can": a size only when a counted unit follows
        ((inline) => (inline && readUnit(text, inline.end, false)?.meaning.kind === 'count' ? inline : undefined))(
          readSize(text, at),
        ))
      : undefined);
  if (sizeRead) {
    size = sizeRead.size;
    at = sizeRead.end;
  }
  // «по пучку», «па шклянцы»: one of the unit for each food named.
  if (!q) {
    const each = /(?:по|па|each)\s+/iuy;
    each.lastIndex = at;
    if (each.exec(text) && readUnit(text, each.lastIndex, false)) at = each.lastIndex;
  }
  // "small bunch", "heaped tbsp", "a generous pinch": a size word before the unit.
  const sized = SIZE_BEFORE_UNIT.exec(text.slice(at));
  let unit = readUnit(text, at, q !== undefined);
  if (!unit && sized) {
    unit = readUnit(text, at + sized[0].length, q !== undefined);
    if (unit) unit = { ...unit, word: text.slice(at, unit.end).trim(), start: at };
  }
  if (!unit) {
    HALF_PREFIX.lastIndex = at;
    if (HALF_PREFIX.exec(text)) {
      const halved = readUnit(text, HALF_PREFIX.lastIndex, true);
      if (halved) {
        unit = { ...halved, word: text.slice(at, halved.end).trim(), start: at };
        quantity = (quantity ?? 1) * 0.5;
      }
    }
  }
  let extra = 0;
  if (unit) {
    at = unit.end;
    // "1 cup + 2 tbsp": a second amount in a unit of the same kind, added in the first unit.
    const plus = /\s*(?:\+|plus|and|и|і)\s*/iuy;
    plus.lastIndex = at;
    if (unit.meaning.kind === 'measure' && quantity !== null && plus.exec(text)) {
      const q2 = readQuantity(text, plus.lastIndex);
      const u2 = q2 && q2.quantity !== null ? readUnit(text, q2.end, true) : undefined;
      const ratio = u2?.meaning.kind === 'measure' ? unitRatio(u2.meaning, unit.meaning) : undefined;
      if (q2 && u2 && ratio !== undefined) {
        extra = (q2.quantity! * ratio) / unit.meaning.factor;
        at = u2.end;
      }
    }
    // The same amount in other units, as British recipes write it: "200g/7oz", "150ml/¼pt".
    const slash = /\s*\/\s*/y;
    slash.lastIndex = at;
    if (slash.exec(text)) {
      const other = readSize(text, slash.lastIndex) ?? readSpoon(text, slash.lastIndex);
      if (other) at = other.end;
    }
    if (!size) {
      const bracket = readBracketSize(text, at);
      // A container's size is per item ("2 cans (400 g)"); another count's only when there is one ("1 тушка
      // (1,5 кг)"), as "2 sticks (1 cup)" gives the size of both.
      const perItem = unit.meaning.kind === 'count' && (unit.meaning.count === 'container' || quantity === 1);
      if (bracket && perItem) {
        ({ size } = bracket);
        at = bracket.end;
      }
    }
    OF.lastIndex = at;
    if (OF.exec(text)) at = OF.lastIndex;
  }
  if (!q && !unit) return undefined;
  if (extra > 0 && quantity !== null) {
    return { quantity, quantityMax: null, unit: unit!, extra, start, end: at };
  }
  // A unit written without a number is one of it: «щепотка соли», "a pinch" (the "a" is read as one).
  if (!q && unit) quantity = quantity ?? 1;
  return { quantity, quantityMax: q ? quantityMax : null, ...(unit ? { unit } : {}), ...(size ? { size } : {}), start, end: at };
}

/** Grams (or millilitres, for a liquid) of one bought unit, when the catalog buys it in one. */
function purchaseSize(ingredient: MeasuredIngredient | undefined, kinds: readonly string[]): Size | undefined {
  const p = ingredient?.purchase;
  if (!p || p.kind === 'weight' || !kinds.includes(p.kind)) return undefined;
  return { unit: ingredient.liquid ? 'ml' : 'g', amount: p.grams };
}

/** The word for canned food, put before a food measured in cans. */
const CANNED: Readonly<Record<Language, string>> = { en: 'canned', ru: 'консервированный', be: 'кансерваваны' };

const CONTAINERS = ['can', 'jar', 'pack', 'bag', 'box', 'carton', 'bottle'];
/** A slice is one of the food's pieces when its piece is slice-sized (bread, bacon); else this many grams. */
const SLICE_PIECE_MAX_GRAMS = 60;
const GRAMS_PER_SLICE = 20;

/** The amount in a catalog unit, for this unit and food. */
function convertAmount(
  meaning: UnitMeaning | undefined,
  size: Size | undefined,
  value: number | null,
  ingredient: MeasuredIngredient | undefined,
): { unit: RecipeUnit | null; amount: number | null } {
  const times = (n: number) => (value === null ? null : value * n);
  if (size) return { unit: size.unit, amount: (value ?? 1) * size.amount };
  if (!meaning) return { unit: null, amount: value };
  if (meaning.kind === 'measure') return { unit: meaning.unit, amount: times(meaning.factor) };
  const piece = { unit: 'piece' as const, amount: value };
  switch (meaning.count) {
    case 'piece':
    case 'clove':
    case 'stalk':
      return piece;
    case 'slice': {
      const grams = ingredient?.measures.piece;
      return !ingredient || (grams !== undefined && grams <= SLICE_PIECE_MAX_GRAMS)
        ? piece
        : { unit: 'g', amount: times(GRAMS_PER_SLICE) };
    }
    case 'stick': {
      // A stick of butter is half a cup.
      const isButter = ingredient?.names.en.some((n) => /(?:^|\s)butter$/i.test(n)) && !ingredient.liquid;
      const cup = ingredient?.measures.cup;
      return isButter && cup !== undefined ? { unit: 'g', amount: times(cup / 2) } : piece;
    }
    case 'head': {
      // A head of lettuce or an onion is one of its pieces; a head of garlic is many (its pieces are cloves).
      const bought = purchaseSize(ingredient, ['piece']);
      const pieceGrams = ingredient?.measures.piece;
      if (!bought || (pieceGrams !== undefined && Math.abs(pieceGrams - bought.amount) <= 0.1 * bought.amount)) return piece;
      return { unit: bought.unit, amount: times(bought.amount) };
    }
    case 'bunch': {
      const bought = purchaseSize(ingredient, ['bunch']);
      return bought ? { unit: bought.unit, amount: times(bought.amount) } : piece;
    }
    case 'container': {
      const bought = purchaseSize(ingredient, CONTAINERS);
      return bought ? { unit: bought.unit, amount: times(bought.amount) } : piece;
    }
    case 'sprig':
      return { unit: null, amount: null };
  }
}

/** A phrase that says what the food is for, moved to the note: "for frying", «для жарки», «на кончике ножа». */
const PURPOSE = /\s(?:for|to serve|для|на)\s.*$/iu;

/**
 * Reads one ingredient line. `words` is the food-word engine (the catalog's by default); `language` is the
 * language the recipe is written in, used for its word order and forms.
 */
export function parseIngredientLine(
  text: string,
  language: Language,
  words: FoodWords = catalogFoodWords(),
  options: ParseOptions = {},
): ParsedIngredientLine {
  const raw = text;
  let line = prepare(text);
  const notes: string[] = [];
  const toTaste = matches(TO_TASTE, line);
  const optional = matches(OPTIONAL, line);
  line = line.replace(TO_TASTE, (m) => (notes.push(m), ',')).replace(OPTIONAL, ',');
  line = line.replace(PERCENT, (m) => (notes.push(m), ' '));
  // Brackets: a size stays for the quantity to read; anything else is a note (and a hint at the food).
  const bracketNotes: string[] = [];
  line = line.replace(BRACKETS, (whole, round?: string, square?: string) => {
    const inner = (round ?? square ?? '').trim();
    if (round !== undefined && readSize(inner, 0)?.end === inner.length) return whole;
    if (inner && !/^[,;.\s]*$/.test(inner)) bracketNotes.push(inner);
    return ' ';
  });
  line = line
    .replace(/\s+/g, ' ')
    .replace(/\s+([,;])/g, '$1')
    .replace(/^[\s,;:.]+|[\s,;:]+$/g, '')
    .trim();

  let zone = readZone(line, 0);
  let unknownUnit: string | undefined;
  let food: string;
  let after = '';
  if (zone) {
    food = line.slice(zone.end);
  } else {
    const sep = SEPARATOR.exec(line);
    const right = sep && line.slice(sep.index + sep[0].length);
    const rightZone = right !== null && right !== undefined ? readZone(right, 0) : undefined;
    if (sep && /\p{L}/u.test(line.slice(0, sep.index))) {
      food = line.slice(0, sep.index);
      zone = rightZone;
      after = rightZone ? right!.slice(rightZone.end) : (right ?? '');
      // «Лаваш — 2 листа»: a word after the number that is neither food nor description is a unit not known here.
      const next = /^\s*(\p{L}+)/u.exec(after);
      if (zone && zone.quantity !== null && !zone.unit && !zone.size && next && !isDescriptor(foldFoodText(next[1]!))) {
        const asFood = words.resolve(next[1]!, { suggestions: false });
        if (asFood.refs.length === 0) unknownUnit = next[1]!;
      }
    } else {
      // A number inside or at the end: «Молоко 500 мл», "Juice of 1 lime", "juice of half a lemon".
      const digit = /\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/u.exec(line);
      const of = /\s(?:of|из|з)\s+/iu.exec(line);
      const at = digit ? digit.index : of ? of.index + of[0].length : -1;
      const inner = at >= 0 ? readZone(line, at) : undefined;
      if (inner && inner.quantity !== null && (digit ? readDigits(line, inner.start) : true)) {
        zone = inner;
        food = `${line.slice(0, inner.start)} ${line.slice(inner.end)}`;
      } else food = line;
    }
  }
  // A size in brackets the quantity did not take ("2 sweet potatoes (about 2 lbs)") is a note.
  food = food.replace(/\(([^()]*)\)/gu, (_, inner: string) => (notes.push(inner.trim()), ' '));
  food = food.replace(/^\s*(?:of|из)\s+/iu, '').replace(/\s+/g, ' ').trim();
  // "3 cloves": the unit word is the food.
  if (zone?.unit && !/\p{L}/u.test(food.replace(/[,;]/g, ''))) {
    food = zone.unit.word;
    zone = withoutUnit(zone);
  }
  const [firstPart = '', ...restParts] = food.replace(/^[\s,;:.]+/, '').split(/[,;]/);
  let ingredientText = firstPart.trim();
  const purpose = PURPOSE.exec(` ${ingredientText}`);
  if (restParts.length > 0) notes.push(...restParts.map((p) => p.trim()).filter(Boolean));
  if (after.replace(/[,;.\s]/g, '')) notes.push(after.replace(/^[,;.\s]+/, '').trim());
  notes.unshift(...bracketNotes);

  let match = matchFood(food, language, words);
  if (!match.ingredientId && purpose && purpose.index > 0) {
    const without = matchFood(ingredientText.slice(0, purpose.index - 1), language, words);
    if (without.ingredientId) match = without;
  }
  if (purpose && purpose.index > 0) {
    notes.push(purpose[0].trim());
    ingredientText = ingredientText.slice(0, purpose.index - 1).trim();
  }
  // «Свинина (шейка)»: a group word made precise by the note in brackets.
  if (!match.ingredientId) {
    const groups = words.resolve(ingredientText, { suggestions: false }).refs.filter((r) => r.kind === 'group');
    for (const bracket of bracketNotes) {
      const hint = matchFood(bracket, language, words).ingredientId;
      if (hint && groups.some((g) => g.ids.has(hint))) {
        match = { ingredientId: hint, candidates: match.candidates.filter((c) => c !== hint) };
        break;
      }
    }
  }

  // "2 garlic cloves", "3 bacon slices": a count unit written after the food.
  if (zone && !zone.unit && !zone.size && zone.quantity !== null) {
    const trailing = /\s(\p{L}+)$/u.exec(ingredientText);
    const unit = trailing && readUnit(ingredientText, trailing.index + 1, false);
    if (unit?.meaning.kind === 'count' && unit.end === ingredientText.length) {
      const shorter = ingredientText.slice(0, trailing!.index);
      const same = matchFood(shorter, language, words).ingredientId;
      if (same && (match.ingredientId === null || same === match.ingredientId)) {
        zone = { ...zone, unit };
        match = { ingredientId: same, candidates: match.candidates.filter((c) => c !== same) };
      }
    }
  }

  const byId = options.ingredientById ?? loadCatalog().ingredientById;
  // "1 can crushed tomatoes", "2 cans tuna", «Горошек — 1 банка»: what comes in a can is the canned food.
  if (zone?.unit?.meaning.kind === 'count' && zone.unit.meaning.count === 'container') {
    const bought = match.ingredientId ? byId.get(match.ingredientId)?.purchase.kind : undefined;
    if (bought !== 'can' && bought !== 'jar') {
      const plain = wordsOf(foldFoodText(ingredientText)).filter((w) => !isDescriptor(w)).join(' ');
      const canned = plain ? matchFood(`${CANNED[language]} ${plain}`, language, words).ingredientId : null;
      const kind = canned ? byId.get(canned)?.purchase.kind : undefined;
      if (canned && canned !== match.ingredientId && (kind === 'can' || kind === 'jar')) {
        const others = [match.ingredientId, ...match.candidates].filter((c): c is string => c !== null && c !== canned);
        match = { ingredientId: canned, candidates: others.slice(0, 5) };
      }
    }
  }
  const ingredient = match.ingredientId ? byId.get(match.ingredientId) : undefined;
  const quantity = zone?.quantity ?? null;
  const quantityMax = zone?.quantityMax ?? null;
  const value = quantity === null ? null : midpoint(quantity, quantityMax) + (zone?.extra ?? 0);
  const { unit, amount } = unknownUnit
    ? { unit: null, amount: null }
    : convertAmount(zone?.unit?.meaning, zone?.size, value, ingredient);
  const note = notes.map((n) => n.trim()).filter(Boolean).join('; ');
  return {
    raw,
    quantity,
    quantityMax,
    unitWord: zone?.unit?.word ?? unknownUnit ?? null,
    unit,
    amount: amount === null ? null : Math.round(amount * 10000) / 10000,
    ingredientText,
    ingredientId: match.ingredientId,
    candidates: match.candidates,
    note: note || null,
    toTaste,
    optional,
  };
}
