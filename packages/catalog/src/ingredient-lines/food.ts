/**
 * The food part of an ingredient line ("finely chopped fresh parsley", «куриного филе», «цвёрдага сыру») read
 * with the food-word engine: the one catalog ingredient it names, or the ingredients it might be.
 *
 * A food is taken only when the text names exactly one ingredient and every other word merely describes it
 * (`descriptors.ts`). Two foods ("salt and pepper"), a group word alone ("cheese", «свинина»), or a food beside an
 * unknown word ("peanut oil", «сгущённое молоко») give candidates instead: the person picks.
 */
import type { Language } from '@mealplanr/contracts/enums';
import { foldFoodText, wordsOf } from '../food-words/fold-text';
import type { FoodMention, FoodRef, FoodWords } from '../food-words/types';
import { isDescriptor, isJoiner } from './descriptors';

export interface FoodMatch {
  ingredientId: string | null;
  /** Other ingredients it might be, best first (at most `MAX_CANDIDATES`). */
  candidates: string[];
}

export const MAX_CANDIDATES = 5;
/** Texts tried one after another need no "did you mean" each; the line gets it once, at the end. */
const QUIET = { suggestions: false } as const;

/** Words that offer another food instead of this one: "stock or water", «масло или маргарин». */
const ALTERNATIVE = /\s(?:or|или|либо|ці|альбо)\s|\s?\/\s?/iu;

interface Reading {
  /** The single ingredient read, when there is exactly one and nothing else of substance. */
  id?: string;
  /** The whole text is a name of it (not a name among words that only describe). */
  exact?: boolean;
  /** Groups named without an ingredient ("cheese", «свинина»): their members are candidates. */
  groupMembers?: string[];
  /** Ingredients seen, in order. */
  seen: string[];
  /** Something food-like was found (an ingredient or a group). */
  food: boolean;
}

const ingredientKeys = (refs: readonly FoodRef[]) => refs.filter((r) => r.kind === 'ingredient').map((r) => r.key);

/** One ingredient among `refs`, when every group among them contains it ("eggs": the egg and the group eggs). */
function single(refs: readonly FoodRef[]): string | undefined {
  const ids = [...new Set(ingredientKeys(refs))];
  if (ids.length !== 1) return undefined;
  const id = ids[0]!;
  return refs.every((r) => r.kind === 'ingredient' || r.ids.has(id)) ? id : undefined;
}

/**
 * In English the last noun names the food and the words before it say which: "whole-milk ricotta" is ricotta.
 * Taken only when the last food word ends the text, is an ingredient, and nothing joins it to the foods before
 * ("salt and pepper" stays two foods).
 */
function headOf(folded: string, refs: readonly FoodMention[]): string | undefined {
  const last = refs[refs.length - 1];
  if (!last || last.ref.kind !== 'ingredient' || folded.slice(last.end).trim() !== '') return undefined;
  const before = folded.slice(refs[0]!.start, last.start);
  if (/(?:^|[\s,;&/+])(?:and|or|with|plus|&)(?:$|[\s,;&/+])|[,;&/+]/u.test(before)) return undefined;
  const sameSpan = refs.filter((m) => m.start === last.start && m.end === last.end);
  return sameSpan.length === 1 ? last.ref.key : undefined;
}

/** Reads one piece of text: whole, then by the food words inside it with the rest checked to be descriptors. */
function readText(text: string, words: FoodWords, language: Language): Reading {
  const folded = foldFoodText(text);
  if (!folded) return { seen: [], food: false };
  const whole = words.resolve(folded, QUIET);
  const wholeId = single(whole.refs);
  if (wholeId) return { id: wholeId, exact: true, seen: [wholeId], food: true };
  // A food word that here only describes ("minced" beside the food, "seeded") is not a second food.
  const found = words.mentions(folded);
  const mentions = found.filter((m) => !wordsOf(m.text).every(isDescriptor));
  const seen = [...new Set(ingredientKeys(mentions.map((m) => m.ref)))];
  const food = mentions.length > 0 || whole.refs.length > 0;
  const groupMembers = [...whole.refs, ...mentions.map((m) => m.ref)]
    .filter((r) => r.kind === 'group')
    .flatMap((r) => [...r.ids]);
  if (mentions.length === 0) return { seen: ingredientKeys(whole.refs), food, groupMembers };
  const covered = new Array<boolean>(folded.length).fill(false);
  for (const m of mentions) for (let i = m.start; i < m.end; i++) covered[i] = true;
  const rest = wordsOf(folded.replace(/./gsu, (c, at: number) => (covered[at] ? ' ' : c)));
  // Where one place names an ingredient and a group ("pepper": black pepper, and the group of capsicums), the
  // ingredient's own name is what was meant.
  const spansWithIngredient = new Set(mentions.filter((m) => m.ref.kind === 'ingredient').map((m) => `${m.start}:${m.end}`));
  const refs = mentions.filter((m) => m.ref.kind === 'ingredient' || !spansWithIngredient.has(`${m.start}:${m.end}`));
  const id = single(refs.map((m) => m.ref)) ?? (language === 'en' ? headOf(folded, refs) : undefined);
  if (id && rest.every(isDescriptor)) return { id, seen, food };
  return { seen, food, groupMembers };
}

/**
 * Other spellings a Belarusian or Russian word may stand for when it is not found as typed: the unstressed «о»
 * Belarusian writes as «а» («часнаку» of «часнок») and a vowel that drops in other forms («цукру» of «цукар»).
 */
function variants(text: string, language: Language): string[] {
  if (language === 'en') return [];
  const folded = foldFoodText(text);
  const out = new Set<string>();
  const ws = wordsOf(folded);
  ws.forEach((word, i) => {
    if (!/^[\p{Script=Cyrillic}]{3,}$/u.test(word)) return;
    // Drop a case ending, then try the stem with a vowel put back before its last consonant, or «а» read as «о».
    const stem = word.replace(/(?:ам|ям|ом|ах|ях|аў|яў|оў|у|ю|а|я|ы|і|е|и)$/u, '');
    const forms = new Set<string>();
    const m = /^(.*[^аеёіоуыэюяи])([^аеёіоуыэюяиь])$/u.exec(stem);
    if (m) for (const v of ['а', 'о', 'е', 'э']) forms.add(`${m[1]}${v}${m[2]}`);
    // An adjective made with «-енн-» names its food: «тыквенное пюре» is pumpkin.
    const made = /^(.{3,}?)енн(?:ый|ая|ое|ые|ого|ой|ую|ых|ым)$/u.exec(word);
    if (made) for (const base of [made[1]!, `${made[1]!}а`]) forms.add(base);
    // A fleeting «е» after a vowel stands for «й»: «яек» of «яйкі».
    const afterVowel = /^(.*[аеёіоуыэюяи])е([^аеёіоуыэюяиьй])$/u.exec(word);
    if (afterVowel) forms.add(`${afterVowel[1]}й${afterVowel[2]}`);
    // One of something: «картофелина» of «картофель», «морквіна» of «морква».
    const one = /^(.{4,}?)(?:ин|ін)(?:а|ы|у|ой|е|і|ай)?$/u.exec(word);
    if (one) for (const base of [one[1]!, `${one[1]!}ь`, `${one[1]!}а`]) forms.add(base);
    const lastA = stem.lastIndexOf('а');
    if (lastA > 0) forms.add(`${stem.slice(0, lastA)}о${stem.slice(lastA + 1)}`);
    for (const form of forms) out.add([...ws.slice(0, i), form, ...ws.slice(i + 1)].join(' '));
  });
  return [...out];
}

/**
 * The one ingredient whose names, overlapping, cover every word that is not a descriptor: «чёрный перец горошком»
 * is «чёрный перец» and «перец горошком», both black pepper (read greedily it would be pepper and peas).
 */
function coveredByOne(ws: readonly string[], words: FoodWords): string | undefined {
  const covered = new Map<string, Set<number>>();
  for (let i = 0; i < ws.length; i++) {
    const suffix = ws.slice(i).join(' ');
    for (const m of words.mentions(suffix)) {
      if (m.start !== 0 || m.ref.kind !== 'ingredient') continue;
      const length = wordsOf(m.text).length;
      const set = covered.get(m.ref.key) ?? new Set<number>();
      for (let k = i; k < i + length; k++) set.add(k);
      covered.set(m.ref.key, set);
    }
  }
  const needed = ws.map((w, i) => (isDescriptor(w) ? -1 : i)).filter((i) => i >= 0);
  if (needed.length === 0) return undefined;
  const full = [...covered].filter(([, set]) => needed.every((i) => set.has(i))).map(([id]) => id);
  return full.length === 1 ? full[0] : undefined;
}

function readWithFallbacks(text: string, words: FoodWords, language: Language): Reading {
  const direct = readText(text, words, language);
  if (direct.exact) return direct;
  const folded = foldFoodText(text);
  const ws = wordsOf(folded);
  // Russian and Belarusian lists put the noun first: «крахмал кукурузный» is «кукурузный крахмал», and
  // «бульба салодкая» is sweet potato, not potato described as sweet.
  if (language !== 'en' && ws.length >= 2) {
    const turned = readText([...ws.slice(1), ws[0]].join(' '), words, language);
    if (turned.exact || (turned.id && !direct.id)) return turned;
  }
  if (direct.id) return direct;
  // Without the words that only describe: "large eggs" → "eggs".
  const plain = ws.filter((w) => !isDescriptor(w) || isJoiner(w));
  if (plain.length > 0 && plain.length < ws.length) {
    const stripped = readText(plain.join(' '), words, language);
    if (stripped.id) return stripped;
    if (language !== 'en' && plain.length >= 2) {
      const turned = readText([...plain.slice(1), plain[0]].join(' '), words, language);
      if (turned.id) return turned;
    }
  }
  const overlapping = coveredByOne(ws, words);
  if (overlapping) return { id: overlapping, seen: [overlapping], food: true };
  // Other spellings of a word, accepted only when they agree with what was found as typed (a group's member).
  const found = words.resolve(folded, QUIET);
  const groups = found.refs.filter((r) => r.kind === 'group');
  for (const variant of variants(plain.length > 0 ? plain.join(' ') : text, language)) {
    const reading = readText(variant, words, language);
    if (!reading.id) continue;
    if (direct.seen.length > 0 && !direct.seen.includes(reading.id)) continue;
    if (groups.length > 0 && !groups.some((g) => g.ids.has(reading.id!))) continue;
    return reading;
  }
  return direct;
}

/** The ingredient a food text names, with candidates when it is not one sure ingredient. */
export function matchFood(text: string, language: Language, words: FoodWords): FoodMatch {
  const [primary, ...alternatives] = text.split(ALTERNATIVE);
  const candidates: string[] = [];
  const offer = (id: string) => {
    if (!candidates.includes(id)) candidates.push(id);
  };
  // Comma-separated parts: the first that names a food is the food; a second food makes it a list.
  const parts = (primary ?? '').split(/[,;]/).map((p) => p.trim()).filter(Boolean);
  const readings: Reading[] = [];
  for (const part of parts) {
    if (wordsOf(foldFoodText(part)).every(isDescriptor)) continue;
    const reading = readWithFallbacks(part, words, language);
    if (reading.food || reading.id) readings.push(reading);
  }
  const [chosen, ...others] = readings;
  let ingredientId: string | null = null;
  if (chosen?.id && others.length === 0) ingredientId = chosen.id;
  else if (chosen) {
    // A list ("salt, pepper"): its foods in the order written.
    for (const id of chosen.id ? [chosen.id, ...chosen.seen] : chosen.seen) offer(id);
    if (chosen.seen.length === 0) for (const id of chosen.groupMembers ?? []) offer(id);
    for (const reading of others) for (const id of reading.id ? [reading.id] : reading.seen) offer(id);
  }
  for (const alternative of alternatives) {
    const reading = readWithFallbacks(alternative, words, language);
    for (const id of reading.id ? [reading.id] : reading.seen) offer(id);
  }
  if (!ingredientId && candidates.length === 0) {
    // Nothing found: the engine's "did you mean" (close spellings, known words inside).
    for (const ref of words.resolve(primary ?? text).suggestions) {
      if (ref.kind === 'ingredient') offer(ref.key);
    }
  }
  return { ingredientId, candidates: candidates.filter((id) => id !== ingredientId).slice(0, MAX_CANDIDATES) };
}
