/**
 * The glossary check on a small recipe written for each rule, with the catalog's own ingredients, food groups
 * and glossary; and on the whole catalog.
 */
import { describe, expect, it } from 'vitest';
import { readFoodGroups } from '../src/food-groups';
import { buildFoodWords, catalogFoodWords } from '../src/food-words/engine';
import {
  catalogGlossaryReport,
  glossaryContext,
  glossaryDataProblems,
  readGlossary,
  recipeGlossaryProblems,
  type GlossaryLanguage,
} from '../src/glossary-checks';
import type { RecipeSource } from '../src/schema';
import { readIngredientSources, readRecipeSources } from '../src/sources';

const ingredients = readIngredientSources().items.map((i) => i.value);
const glossary = readGlossary();
const words = buildFoodWords(ingredients, readFoodGroups());

/** Red lentils with cumin, garlic and lemon: text that passes, each test changes one line. */
const LENTILS: RecipeSource = {
  id: 'test-red-lentils-with-cumin',
  cuisine: 'indian',
  mealTypes: ['dinner'],
  difficulty: 'beginner',
  activeMinutes: 15,
  totalMinutes: 30,
  servings: 2,
  ingredients: [
    { id: 'lentils-red', amount: 200, unit: 'g' },
    { id: 'onion', amount: 1, unit: 'piece' },
    { id: 'garlic', amount: 2, unit: 'piece' },
    { id: 'cumin', amount: 1, unit: 'tsp' },
    { id: 'vegetable-oil', amount: 1, unit: 'tbsp' },
    { id: 'lemon', amount: 1, unit: 'piece' },
    { id: 'salt', amount: 0.5, unit: 'tsp' },
  ],
  en: {
    title: 'Red lentils with cumin',
    description: 'Red lentils simmered with onion, garlic and cumin, finished with lemon.',
    steps: ['Fry the onion and garlic in the oil, add the cumin and the lentils and simmer.'],
  },
  ru: {
    title: 'Красная чечевица с зирой',
    description: 'Красная чечевица, тушённая с луком, чесноком и зирой, с лимоном; без глютена и молочных продуктов.',
    steps: [
      'Обжарьте луковицу и чеснок на масле, добавьте зиру и дайте ей пошипеть 20 секунд.',
      'Всыпьте чечевицу, влейте воду и варите 20 минут; посолите и выжмите сок лимона.',
    ],
  },
  be: {
    title: 'Чырвоная сачавіца з зірай',
    description: 'Чырвоная сачавіца, тушаная з цыбуляй, часнаком і зірай, з лімонам; без глютэну і малочных прадуктаў.',
    steps: [
      'Падсмажце цыбуліну і часнок на алеі, дадайце зіру і дайце ёй пашыпець 20 секунд.',
      'Усыпце сачавіцу, уліце ваду і варыце 20 хвілін; пасаліце і выцісніце сок лімона.',
    ],
  },
};

/** The recipe with one line of one language replaced. */
function withLine(lang: GlossaryLanguage, field: 'title' | 'description' | number, text: string): RecipeSource {
  const t = { ...LENTILS[lang], steps: [...LENTILS[lang].steps] };
  if (typeof field === 'number') t.steps[field] = text;
  else t[field] = text;
  return { ...LENTILS, [lang]: t };
}

const problemsOf = (recipe: RecipeSource) =>
  recipeGlossaryProblems(recipe, glossaryContext(words, ingredients, glossary, [LENTILS, recipe])).map(
    (p) => `${p.lang} ${p.field}: «${p.word}» ${p.message.replace(/ \(.*$/, '')}`,
  );

describe('the glossary check', () => {
  it('passes a recipe whose food words are its ingredients by their preferred words', () => {
    expect(problemsOf(LENTILS)).toEqual([]);
  });

  it('fails a Belarusian step that says «кмен» for cumin: «кмен» is caraway', () => {
    const recipe = withLine('be', 0, 'Падсмажце цыбуліну і часнок на алеі, дадайце кмен і дайце яму пашыпець 20 секунд.');
    expect(problemsOf(recipe)).toEqual(['be steps.0: «кмен» is wrong: use «зіра»']);
    // Every form: «з кменам» too.
    expect(problemsOf(withLine('be', 'title', 'Чырвоная сачавіца з кменам'))).toEqual([
      'be title: «кменам» is wrong: use «зіра»',
    ]);
  });

  it('fails a second word for the same food: «кумин» beside «зира», «цытрына» beside «лімон», «часнык» beside «часнок»', () => {
    expect(problemsOf(withLine('ru', 'title', 'Красная чечевица с кумином'))).toEqual([
      'ru title: «кумином» for cumin: use «зира»',
    ]);
    expect(problemsOf(withLine('be', 1, 'Усыпце сачавіцу, уліце ваду і варыце 20 хвілін; выцісніце сок цытрыны.'))).toEqual([
      'be steps.1: «цытрыны» for lemon: use «лімон»',
    ]);
    // «часнык» is a name people type for garlic, and the glossary's word not to use in text.
    expect(problemsOf(withLine('be', 'description', 'Чырвоная сачавіца з цыбуляй, часныком і зірай.'))).toEqual([
      expect.stringMatching(/^be description: «часныком» .*use «часнок»$/),
    ]);
  });

  it('fails wrong words and variants whatever the recipe: «соўс», «сардэчнік», «прысмажанасць», «пячэнне»', () => {
    const recipe = withLine(
      'be',
      1,
      'Выдаліце сардэчнік, падайце з соўсам да патрэбнай прысмажанасці, а пячэнне спячыце асобна.',
    );
    expect(problemsOf(recipe)).toEqual([
      'be steps.1: «сардэчнік» is wrong: use «асяродак»',
      'be steps.1: «прысмажанасці» is wrong: use «ступень гатоўнасці»',
      'be steps.1: «соўсам» is wrong: use «соус»',
      'be steps.1: «пячэнне» is wrong: use «печыва»',
    ]);
  });

  it('fails a food the recipe does not have, and a word the engine knows as another food than the one meant', () => {
    expect(problemsOf(withLine('ru', 1, 'Всыпьте чечевицу, влейте сливки и варите 20 минут.'))).toEqual([
      "ru steps.1: «сливки» means «сливки», which is not among the recipe's ingredients",
    ]);
    // Lime is not the lemon the recipe has.
    expect(problemsOf(withLine('ru', 1, 'Всыпьте чечевицу, варите 20 минут и выжмите сок лайма.'))).toEqual([
      "ru steps.1: «сок лайма» means «лайм», which is not among the recipe's ingredients",
    ]);
    // «масло» alone is butter, and a part of the name of this recipe's oil, «подсолнечное масло».
    expect(problemsOf(withLine('ru', 1, 'Всыпьте чечевицу в масло и варите 20 минут.'))).toEqual([]);
    // A Russian word in Belarusian text is another language's name, not the preferred word.
    // (Whether it is reported as a wrong word or as a name for onion depends on the engine's Belarusian names.)
    expect(problemsOf(withLine('be', 'title', 'Чырвоная сачавіца з лукам'))).toEqual([
      expect.stringMatching(/^be title: «лукам» .*use «цыбуля»$/),
    ]);
  });

  it('takes the ordinary words the engine mistakes for foods as ordinary words', () => {
    // «со» is not soy, «калі» not kale, «пару» not leek; a paste is not pasta where the recipe has none.
    expect(problemsOf(withLine('ru', 1, 'Разотрите чеснок со щепоткой соли в пасту, держите над паром.'))).toEqual([]);
    expect(problemsOf(withLine('be', 1, 'Калі сачавіца разварыцца, пасаліце.'))).toEqual([]);
  });

  it('lets absent foods and names in quotes be: «без глютена», «вместо сливок», «с ароматом рыбы»', () => {
    expect(problemsOf(withLine('ru', 'description', 'Чечевица вместо сливок и без добавленного сахара.'))).toEqual([]);
    expect(problemsOf(withLine('ru', 'title', 'Чечевица «с ароматом рыбы»'))).toEqual([]);
    expect(problemsOf(withLine('ru', 'title', 'Чечевица с рыбой'))).toEqual([
      "ru title: «рыбой» means «Рыба», which is not among the recipe's ingredients",
    ]);
  });

  it('fails a common word capitalised in mid-sentence, not a place name', () => {
    expect(problemsOf(withLine('be', 1, 'Варыце сачавіцу, як у Індыі, і падайце з Лімонам.'))).toEqual([
      'be steps.1: «Лімонам» is capitalised in mid-sentence',
    ]);
  });

  it('keeps the glossary and the display names together', () => {
    expect(glossaryDataProblems(glossary, ingredients)).toEqual([]);
    const renamed = ingredients.map((i) =>
      i.id === 'cumin' ? { ...i, names: { ...i.names, be: ['кумін', ...i.names.be.filter((n) => n !== 'кумін')] } } : i,
    );
    expect(glossaryDataProblems(glossary, renamed)).toEqual([
      'glossary: cumin be preferred word is «зіра» but its display name is «кумін»',
    ]);
  });

  it('holds for every recipe of the catalog, with the catalog food-word engine', () => {
    const { problems, stats } = catalogGlossaryReport(readRecipeSources().items, ingredients, catalogFoodWords(), glossary);
    expect(problems).toEqual([]);
    expect(stats.foodWords).toBeGreaterThan(stats.recipes * 10);
  });
});
