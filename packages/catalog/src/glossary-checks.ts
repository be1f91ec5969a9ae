/**
 * The glossary check: one vocabulary per language in the recipes' Russian and Belarusian text.
 *
 * Food words are found by the food-word engine (`food-words/engine.ts`, `mentions`), which folds case and ё/е
 * and stems Russian and Belarusian, so every inflected form is found. In each recipe's title, description and
 * steps in ru and be:
 *
 * - every food word stands for one of the recipe's ingredients: the ingredient itself, a group one of them
 *   belongs to («орехи», «мясо»), a part of an ingredient's name in that language («масло» for «оливковое
 *   масло», «лук» for «красный лук») or the glossary's word for its kind («хлеб» for a baguette). A food said
 *   to be absent («без глютена», «вместо сливок») or named inside «quotes» (a dish's name) claims nothing;
 * - a food word that names one of the recipe's ingredients is that ingredient's preferred word, its display name
 *   (the first of its names), in some form, or a word the glossary allows beside it with a reason (a pasta's
 *   shape): a synonym that is another word («кумин» beside «зира», «цытрына» beside «лімон», a word of the
 *   other language) is an error;
 * - no word the glossary lists as wrong (`data/glossary.json`: «кмен» for cumin is caraway, «сардэчнік» is a
 *   herb, not an apple's core, «соўс», «пячэнне»), nor a word of a food the glossary says not to use;
 * - no word capitalised in mid-sentence that the catalog writes in lower case elsewhere.
 *
 * The engine understands what people type, so a few ordinary words look like foods to it («со» like soy,
 * Belarusian «калі» like kale); the glossary lists them (`notFood`), and the words that are both a food and
 * something else («паста», «салат»: `homonyms`). The glossary also records the preferred words decided with
 * a reason; a decision the ingredient's display name no longer agrees with is an error, so the two cannot
 * drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { FoodWords, FoodMention } from './food-words/types';
import { withoutFleetingVowel } from './food-words/belarusian-stemmer';
import { foldFoodText, wordsOf } from './food-words/fold-text';
import { stemWord } from './food-words/stem';
import { DATA_DIR } from './paths';
import type { IngredientSource, RecipeSource } from './schema';

export const GLOSSARY_LANGUAGES = ['ru', 'be'] as const;
export type GlossaryLanguage = (typeof GLOSSARY_LANGUAGES)[number];

const wordList = z.array(z.string().min(1)).min(1);

export const glossarySchema = z.object({
  $comment: z.string().optional(),
  /** Preferred words decided with a reason: each must be the ingredient's display name in that language. */
  preferred: z.array(
    z.object({
      id: z.string(),
      lang: z.enum(GLOSSARY_LANGUAGES),
      word: z.string().min(1),
      /** Other words running text may use for it, each with the reason in `why` (pasta's shapes). */
      also: z.array(z.string().min(1)).default([]),
      /** Words of the same food not to use in running text (they may stay synonyms people type). */
      not: z.array(z.string().min(1)).default([]),
      why: z.string().min(1),
    }),
  ),
  /** Words that are wrong in recipe text whatever the recipe: another food, another thing, or no word at all. */
  wrong: z.array(
    z.object({
      lang: z.enum(GLOSSARY_LANGUAGES),
      /** Each a word or phrase; matched in every form (by stems). */
      words: wordList,
      use: z.string().min(1),
      why: z.string().min(1),
    }),
  ),
  /** Ordinary words the engine's stems take for a food («со» is not soy, «калі» not kale): never food words. */
  notFood: z.array(z.object({ lang: z.enum(GLOSSARY_LANGUAGES), words: wordList, why: z.string().min(1) })),
  /**
   * Words that are a food's name and an ordinary word («паста» is pasta and a paste, «салат» lettuce and a
   * salad): a food word where the recipe has that food, else the ordinary word.
   */
  homonyms: z.array(z.object({ lang: z.enum(GLOSSARY_LANGUAGES), words: wordList, why: z.string().min(1) })).default([]),
  /** General words for a kind of food («хлеб»): right where the recipe has one of `ids` (a baguette, a pita). */
  kindWords: z
    .array(z.object({ lang: z.enum(GLOSSARY_LANGUAGES), words: wordList, ids: wordList, why: z.string().min(1) }))
    .default([]),
  /** Ingredients a recipe may name without listing them (water to boil pasta in). */
  unlisted: z.array(z.object({ id: z.string(), why: z.string().min(1) })),
  /**
   * Words for a piece or a part of a food that may stand beside its name («веточка розмарина», «зубчик
   * чеснока», «листья салата»): left out when a food word is compared with the preferred word.
   */
  measureWords: z.array(z.object({ lang: z.enum(GLOSSARY_LANGUAGES), words: wordList })).default([]),
  /** Capitalised words that are also written in lower case (names of places: «Северной Африки»). */
  properNouns: z.array(z.object({ lang: z.enum(GLOSSARY_LANGUAGES), words: wordList })).default([]),
});
export type Glossary = z.infer<typeof glossarySchema>;

export const GLOSSARY_PATH = join(DATA_DIR, 'glossary.json');

export function readGlossary(path: string = GLOSSARY_PATH): Glossary {
  const parsed = glossarySchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.message}`);
  return parsed.data;
}

/** What the check reads of an ingredient. */
export type GlossaryIngredient = Pick<IngredientSource, 'id' | 'names'>;

/** Where a text is in a recipe: `title`, `description`, `steps.3`. */
export type TextField = 'title' | 'description' | `steps.${number}`;

export interface GlossaryProblem {
  recipeId: string;
  lang: GlossaryLanguage;
  field: TextField;
  /** The word as written. */
  word: string;
  message: string;
}

export const formatGlossaryProblem = (p: GlossaryProblem) =>
  `[${p.recipeId}] ${p.lang} ${p.field}: «${p.word}» ${p.message}`;

/** The texts of one language of a recipe, with where they are. */
export function recipeTexts(recipe: RecipeSource, lang: GlossaryLanguage): { field: TextField; text: string }[] {
  const t = recipe[lang];
  return [
    { field: 'title', text: t.title },
    { field: 'description', text: t.description },
    ...t.steps.map((text, i) => ({ field: `steps.${i}` as TextField, text })),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Words compared by stems

/**
 * One word's comparable form in `lang`: its stem, and for Belarusian with the vowels that alternate with stress
 * made one (о/а: «часнок», «часнаку»; е/я: «мёд», «мяду»).
 */
function wordKey(word: string, lang: GlossaryLanguage): string {
  // A final й after a vowel is part of the ending the stemmers may leave («чой», «чоем»).
  const stem = stemWord(word, lang).replace(/([аеёиоуыэюяі])и$/u, '$1');
  return lang === 'be' ? stem.replace(/о/g, 'а').replace(/е/g, 'я') : stem;
}

/**
 * Two word keys are one word: equal, equal without a fleeting vowel («перец», «перца»), or one the other with up
 * to two more letters (the Russian stemmer leaves «баклажан» as «баклажа» but «баклажанов» as «баклажан»).
 */
function sameWord(a: string, b: string): boolean {
  if (a === b || withoutFleetingVowel(a) === b || withoutFleetingVowel(b) === a) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (!long.startsWith(short)) return false;
  // A short stem the stemmer left with its case ending («чоем» beside «чой»).
  if (short.length >= 2 && CASE_ENDING.test(long.slice(short.length))) return true;
  if (short.length < MIN_PREFIX_STEM) return false;
  // An adjective made from the noun counts as the noun («банановое», «шафрановым»), as in the engine.
  return long.replace(/(ов|ев|ав)$/, '').length - short.length <= 2;
}
const MIN_PREFIX_STEM = 4;
const CASE_ENDING = /^(а|я|у|ю|е|ы|і|и|о|ом|ем|ам|ям|ой|ей|ай|яй|ах|ях|ами|ями|амі|ямі|ов|ев|аў|яў)$/u;

const keysOf = (text: string, lang: GlossaryLanguage): string[] =>
  wordsOf(foldFoodText(text)).map((w) => wordKey(w, lang));

/**
 * A word as the wrong-word rule compares it: its stem, with ў and й kept where the word has them (the stems
 * fold them), so «соўс» is not «соус».
 */
function strictStem(word: string, lang: GlossaryLanguage): string {
  const stem = stemWord(word, lang);
  return word.slice(0, stem.length) === stem || word.length < stem.length ? stem : `${stem}|${word.slice(0, stem.length)}`;
}
const strictStemsOf = (text: string, lang: GlossaryLanguage): string[] =>
  wordsOf(foldFoodText(text)).map((w) => strictStem(w, lang));

/** Every word of `part` is a word of `whole` (in any order: «масло оливковое» is in «оливковое масло»). */
const within = (part: readonly string[], whole: readonly string[]) =>
  part.length > 0 && part.every((p) => whole.some((w) => sameWord(p, w)));

/** Where the words of `phrase` (keys) occur in a text's keys, as consecutive words. */
function occurrences(textKeys: readonly string[], phrase: readonly string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + phrase.length <= textKeys.length; i++) {
    if (phrase.every((p, j) => p === textKeys[i + j])) at.push(i);
  }
  return at;
}

// ---------------------------------------------------------------------------------------------------------
// The check

export interface GlossaryContext {
  words: FoodWords;
  ingredients: ReadonlyMap<string, GlossaryIngredient>;
  glossary: Glossary;
  /**
   * Words (keys per language) the catalog writes in lower case somewhere: such a word capitalised in
   * mid-sentence is an error. Built by `lowerCaseWords` over the whole catalog; empty skips the rule.
   */
  lowerCase?: Readonly<Record<GlossaryLanguage, ReadonlySet<string>>>;
}

export function glossaryContext(
  words: FoodWords,
  ingredients: readonly GlossaryIngredient[],
  glossary: Glossary,
  recipes: readonly RecipeSource[] = [],
): GlossaryContext {
  return {
    words,
    ingredients: new Map(ingredients.map((i) => [i.id, i])),
    glossary,
    lowerCase: lowerCaseWords(recipes),
  };
}

/** Words written in lower case anywhere in the recipes' text, by language. */
export function lowerCaseWords(recipes: readonly RecipeSource[]): Record<GlossaryLanguage, Set<string>> {
  const out = { ru: new Set<string>(), be: new Set<string>() };
  for (const recipe of recipes) {
    for (const lang of GLOSSARY_LANGUAGES) {
      for (const { text } of recipeTexts(recipe, lang)) {
        for (const m of text.matchAll(/(?<![\p{L}’'-])\p{Ll}[\p{L}’']*/gu)) out[lang].add(wordKey(foldFoodText(m[0]), lang));
      }
    }
  }
  return out;
}

/** Punctuation that ends a sentence's part («без глютена, яиц и молока» is one part). */
const SENTENCE_BREAK = /[.;:!?()"…]/u;
/** Punctuation no food's name runs over («с чесноком, молотым кориандром» names no garlic powder). */
const CLAUSE_BREAK = /[,—–]/u;
/** Words that say a food is not in the dish: «без глютена», «вместо сливок», «никакого хлеба», «замест вяршкоў». */
const WITHOUT = new Set([
  'без', 'безо', 'вместо', 'никакого', 'никакой', 'никаких', 'замест', 'бяз', 'ніякага', 'ніякай', 'ніякіх',
]);
/** Words that may stand between «без» and the food it leaves out. */
const WORDS_BEFORE_ABSENT_FOOD = 2;
/** Words that join foods in a list after «без» («без яиц, молока и масла», «без капли сливок»). */
const LIST_WORDS = new Set([
  'и', 'или', 'ни', 'і', 'ці', 'або', 'ні', 'а', 'также', 'таксама', 'даже', 'нават', 'капли', 'кроплі', 'грамма', 'грама',
]);

/**
 * The food words of a text, one entry per place (the engine gives one mention per food a place stands for),
 * leaving out words the glossary says are no food and foods said to be absent («без глютена и яиц»).
 */
function foodPlaces(
  words: FoodWords,
  text: string,
  notFood: ReadonlySet<string>,
): { place: FoodMention[]; quoted: boolean }[] {
  const out: { place: FoodMention[]; quoted: boolean }[] = [];
  // Words in «quotes» name a dish or a sauce («с ароматом рыбы» has no fish): said, not claimed.
  const parts = text.split(/([«»])/u);
  let depth = 0;
  const sentences: { sentence: string; quoted: boolean }[] = [];
  for (const part of parts) {
    if (part === '«') depth++;
    else if (part === '»') depth = Math.max(0, depth - 1);
    else for (const sentence of part.split(SENTENCE_BREAK)) sentences.push({ sentence, quoted: depth > 0 });
  }
  for (const { sentence, quoted } of sentences) {
    // Each word of the sentence in order, with the food mention it belongs to.
    const tokens: { word: string; place?: FoodMention[] }[] = [];
    for (const clause of sentence.split(CLAUSE_BREAK)) {
      const folded = foldFoodText(clause);
      const byStart = new Map<number, FoodMention[]>();
      for (const m of words.mentions(clause)) {
        if (notFood.has(m.text)) continue;
        const place = byStart.get(m.start);
        if (place && place[0]!.end === m.end) place.push(m);
        else if (!place) byStart.set(m.start, [m]);
      }
      const ends = new Map([...byStart.values()].map((p) => [p[0]!.start, p[0]!.end]));
      for (const w of folded.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu)) {
        const place = byStart.get(w.index);
        const inside = [...ends].some(([start, end]) => w.index > start && w.index < end);
        if (place) tokens.push({ word: w[0], place });
        else if (!inside) tokens.push({ word: w[0] });
      }
      tokens.push({ word: ',' });
    }
    // After «без» a food may come a word or two later («без вэнджанага мяса», «без добавленного сахара»), and
    // more foods may follow joined by commas and «и»; any other word ends what «без» covers.
    let absent = false;
    let slack = 0;
    for (const t of tokens) {
      if (WITHOUT.has(t.word)) {
        absent = true;
        slack = WORDS_BEFORE_ABSENT_FOOD;
      } else if (t.place) {
        if (!absent) out.push({ place: t.place, quoted });
        slack = 0;
      } else if (t.word !== ',' && !LIST_WORDS.has(t.word)) {
        if (slack > 0) slack--;
        else absent = false;
      }
    }
  }
  return out;
}

/**
 * Words in mid-sentence: after a letter, digit, comma, colon, semicolon, bracket or dash, not after «; a part of
 * a hyphenated name («Нью-Йорк», «Ле-Пюи») is a name.
 */
const MID_SENTENCE_CAPITAL = /(?<=[\p{L}\p{N},;:)] |[—–] )\p{Lu}[\p{L}’']*(?![\p{L}’'-])/gu;

/** What a check went through, for the report. */
export interface GlossaryStats {
  lines: number;
  foodWords: number;
}

/** The problems of one recipe's Russian and Belarusian text; `stats`, when given, counts what was checked. */
export function recipeGlossaryProblems(
  recipe: RecipeSource,
  ctx: GlossaryContext,
  stats?: GlossaryStats,
): GlossaryProblem[] {
  const problems: GlossaryProblem[] = [];
  const listed = recipe.ingredients.map((i) => i.id);
  const mayName = new Set([...listed, ...ctx.glossary.unlisted.map((u) => u.id)]);
  const own = listed.map((id) => ctx.ingredients.get(id)).filter((i): i is GlossaryIngredient => Boolean(i));

  for (const lang of GLOSSARY_LANGUAGES) {
    const exactForms = (entries: readonly { lang: GlossaryLanguage; words: readonly string[] }[]) =>
      new Set(entries.filter((n) => n.lang === lang).flatMap((n) => n.words.map((w) => foldFoodText(w))));
    const notFood = exactForms(ctx.glossary.notFood);
    const homonyms = exactForms(ctx.glossary.homonyms);
    const wrong = [
      ...ctx.glossary.wrong.filter((w) => w.lang === lang),
      ...ctx.glossary.preferred
        .filter((p) => p.lang === lang && p.not.length > 0)
        .map((p) => ({ words: p.not, use: p.word, why: p.why })),
    ].flatMap((entry) => entry.words.map((word) => ({ keys: strictStemsOf(word, lang), entry })));
    const proper = new Set(
      ctx.glossary.properNouns.filter((p) => p.lang === lang).flatMap((p) => p.words.map((w) => wordKey(foldFoodText(w), lang))),
    );
    const kinds = ctx.glossary.kindWords
      .filter((k) => k.lang === lang)
      .flatMap((k) => k.words.map((w) => ({ keys: keysOf(w, lang), ids: k.ids })));
    const measures = ctx.glossary.measureWords
      .filter((m) => m.lang === lang)
      .flatMap((m) => m.words.map((w) => wordKey(foldFoodText(w), lang)));
    const also = new Map<string, string[][]>();
    for (const p of ctx.glossary.preferred.filter((p) => p.lang === lang)) {
      also.set(p.id, [...(also.get(p.id) ?? []), ...p.also.map((w) => keysOf(w, lang))]);
    }
    const displayKeys = (i: GlossaryIngredient) => keysOf(i.names[lang][0] ?? '', lang);
    const anyNameKeys = (i: GlossaryIngredient) => i.names[lang].map((n) => keysOf(n, lang));

    for (const { field, text } of recipeTexts(recipe, lang)) {
      if (stats) stats.lines++;
      // One problem per word and place in the text, the first rule's.
      const reported = new Set<string>();
      const add = (word: string, message: string) => {
        const key = foldFoodText(word);
        if (reported.has(key)) return;
        reported.add(key);
        problems.push({ recipeId: recipe.id, lang, field, word, message });
      };

      // Food words, one place at a time (the engine gives one mention per food a place stands for).
      for (const { place: mentions, quoted } of foodPlaces(ctx.words, text, notFood)) {
        const said = mentions[0]!.text;
        if (stats) stats.foodWords++;
        const allKeys = keysOf(said, lang);
        const withoutMeasures = allKeys.filter((k) => !measures.some((m) => sameWord(k, m)));
        const saidKeys = withoutMeasures.length > 0 ? withoutMeasures : allKeys;
        const ingredientRefs = mentions.filter((m) => m.ref.kind === 'ingredient' && mayName.has(m.ref.key));
        const groupRefs = mentions.filter(
          (m) => m.ref.kind === 'group' && [...m.ref.ids].some((id) => mayName.has(id)),
        );
        // A part of the display name of one of the recipe's ingredients («масло» in «оливковое масло») or of a
        // word the glossary allows beside it («перец горошком»), or the general word for the kind of one of
        // them («хлеб» for a baguette).
        const allowed = (i: GlossaryIngredient) =>
          (also.get(i.id) ?? []).some((words) => within(saidKeys, words) || within(words, saidKeys));
        const partOf =
          own.find((i) => within(saidKeys, displayKeys(i)) || allowed(i)) ??
          kinds.find((k) => within(saidKeys, k.keys) && within(k.keys, saidKeys) && k.ids.some((id) => mayName.has(id)));
        if (ingredientRefs.length === 0 && groupRefs.length === 0 && !partOf) {
          if (quoted || homonyms.has(said)) continue;
          const partOfName = own.find((i) => anyNameKeys(i).some((k) => within(saidKeys, k)));
          if (partOfName) {
            add(said, `is a synonym of ${partOfName.id}: use «${partOfName.names[lang][0]}»`);
          } else {
            const named = [...new Set(mentions.map((m) => ctx.words.nameOf(m.ref, lang)))].join('», «');
            add(said, `means «${named}», which is not among the recipe's ingredients`);
          }
          continue;
        }
        // A group's word is the group's («грибы», «орехи»); else the preferred word: the display name of what it
        // names, in some form and maybe shortened.
        if (groupRefs.length > 0) continue;
        for (const m of ingredientRefs) {
          const ingredient = ctx.ingredients.get(m.ref.key);
          if (!ingredient) continue;
          const display = displayKeys(ingredient);
          const preferred =
            within(saidKeys, display) || within(display, saidKeys) || partOf !== undefined || allowed(ingredient);
          if (!preferred) add(said, `for ${ingredient.id}: use «${ingredient.names[lang][0]}» (its preferred word)`);
        }
      }

      // Words the glossary lists as wrong.
      const textKeys = strictStemsOf(text, lang);
      const textWords = wordsOf(foldFoodText(text));
      for (const { keys, entry } of wrong) {
        for (const at of occurrences(textKeys, keys)) {
          add(textWords.slice(at, at + keys.length).join(' '), `is wrong: use «${entry.use}» (${entry.why})`);
        }
      }

      // Common words capitalised in mid-sentence.
      if (ctx.lowerCase) {
        for (const m of text.matchAll(MID_SENTENCE_CAPITAL)) {
          const key = wordKey(foldFoodText(m[0]), lang);
          if (ctx.lowerCase[lang].has(key) && !proper.has(key)) add(m[0], 'is capitalised in mid-sentence');
        }
      }
    }
  }
  return problems;
}

/** Decisions of the glossary its data no longer agrees with (a display name changed, an unknown id). */
export function glossaryDataProblems(glossary: Glossary, ingredients: readonly GlossaryIngredient[]): string[] {
  const byId = new Map(ingredients.map((i) => [i.id, i]));
  const problems: string[] = [];
  for (const p of glossary.preferred) {
    const ingredient = byId.get(p.id);
    if (!ingredient) {
      problems.push(`glossary: preferred word for unknown ingredient ${p.id}`);
      continue;
    }
    const display = ingredient.names[p.lang][0];
    if (display !== p.word) {
      problems.push(`glossary: ${p.id} ${p.lang} preferred word is «${p.word}» but its display name is «${display}»`);
    }
    for (const word of p.not) {
      if (foldFoodText(word) === foldFoodText(p.word)) problems.push(`glossary: ${p.id} ${p.lang} «${word}» is both preferred and not`);
    }
  }
  for (const u of glossary.unlisted) {
    if (!byId.has(u.id)) problems.push(`glossary: unlisted ingredient ${u.id} is unknown`);
  }
  for (const k of glossary.kindWords) {
    for (const id of k.ids.filter((id) => !byId.has(id))) problems.push(`glossary: kind word «${k.words[0]}» lists unknown ${id}`);
  }
  return problems;
}

/** The glossary check over a whole catalog: the data's own problems, then every recipe's, and what was checked. */
export function catalogGlossaryReport(
  recipes: readonly { file: string; value: RecipeSource }[],
  ingredients: readonly GlossaryIngredient[],
  words: FoodWords,
  glossary: Glossary = readGlossary(),
): { problems: string[]; stats: GlossaryStats & { recipes: number } } {
  const ctx = glossaryContext(
    words,
    ingredients,
    glossary,
    recipes.map((r) => r.value),
  );
  const stats = { recipes: recipes.length, lines: 0, foodWords: 0 };
  const problems = [
    ...glossaryDataProblems(glossary, ingredients),
    ...recipes.flatMap((r) =>
      recipeGlossaryProblems(r.value, ctx, stats).map((p) => `${r.file} ${formatGlossaryProblem(p)}`),
    ),
  ];
  return { problems, stats };
}
