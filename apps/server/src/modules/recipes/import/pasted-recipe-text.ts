/**
 * A recipe pasted as text, read into the same draft a web page gives: the first line is the title, lines up to the
 * ingredients heading describe it (a "Serves 4" or "Total time: 1 h" among them is read as such), then the
 * ingredients section and the steps section, in English, Russian or Belarusian:
 *
 *   Borscht
 *   A hearty beet soup.
 *   Serves 6
 *   Ingredients
 *   - 2 beets
 *   Method
 *   1. Grate the beets.
 */
import { DRAFT_DESCRIPTION_MAX, DRAFT_TITLE_MAX, type RecipeDraft } from '@mealplanr/contracts/recipe-import';
import { draftIngredientLines, draftSteps } from './draft-lists';
import { durationMinutes } from './durations';
import { importFailure } from './import-failure';
import { guessLanguage } from './language-guess';
import { cut, tidyLines } from './page-text';
import { servingsFrom } from './recipe-words';
import { stepsFromLines } from './step-lines';

const HEADING_END = String.raw`\s*[:.]?\s*$`;
const INGREDIENTS_HEADING = new RegExp(
  String.raw`^#*\s*(?:ingredients?|you(?:'ll| will) need|what you need|ингредиенты|ингридиенты|продукты|вам понадобится|понадобится|інгрэдыенты|прадукты|спатрэбіцца)(?:\s+\p{L}+){0,3}` +
    HEADING_END,
  'iu',
);
const STEPS_HEADING = new RegExp(
  String.raw`^#*\s*(?:method|directions|instructions|steps|preparation|how to (?:make|cook)(?: it)?|приготовление|способ приготовления|как приготовить|инструкция|шаги|гатаванне|прыгатаванне|спосаб (?:прыгатавання|гатавання)|як прыгатаваць|крокі)` +
    HEADING_END,
  'iu',
);
const SERVINGS_LINE = /^(?:serves|servings|yield|makes|порци[йи]|на\s+\d+\s+(?:порци|персон)|порцый|колькасць порцый)/iu;
const TOTAL_TIME_LINE = /^(?:total time|time|cook(?:ing)? time|ready in|время(?: приготовления)?|общее время|час(?: гатавання)?|агульны час)(?!\p{L})/iu;
const ACTIVE_TIME_LINE = /^(?:prep(?:aration)? time|active time|время подготовки|подготовка|час падрыхтоўкі|падрыхтоўка)(?!\p{L})/iu;

type Section = 'intro' | 'ingredients' | 'steps';

export function draftFromPastedText(text: string): RecipeDraft {
  const lines = tidyLines(text).split('\n');
  const [first = '', ...rest] = lines;
  const title = first.replace(/^#+\s*/, '').replace(/^(?:title|название|назва)\s*:\s*/iu, '');
  const intro: string[] = [];
  const ingredients: string[] = [];
  const stepLines: string[] = [];
  let servings: number | null = null;
  let total: number | null = null;
  let active: number | null = null;
  let section: Section = 'intro';
  let sawHeading = false;

  for (const line of rest) {
    if (INGREDIENTS_HEADING.test(line)) {
      section = 'ingredients';
      sawHeading = true;
      continue;
    }
    if (STEPS_HEADING.test(line)) {
      section = 'steps';
      sawHeading = true;
      continue;
    }
    if (section === 'intro' || section === 'ingredients') {
      // Facts may stand before the ingredients or among them, as cards print them.
      if (SERVINGS_LINE.test(line) && servings === null && (servings = servingsFrom(line)) !== null) continue;
      if (ACTIVE_TIME_LINE.test(line) && active === null && (active = durationMinutes(afterLabel(line))) !== null) continue;
      if (TOTAL_TIME_LINE.test(line) && total === null && (total = durationMinutes(afterLabel(line))) !== null) continue;
    }
    if (section === 'intro') intro.push(line);
    else if (section === 'ingredients') ingredients.push(line);
    else stepLines.push(line);
  }

  const ingredientLines = draftIngredientLines(ingredients);
  const steps = draftSteps(stepsFromLines(stepLines));
  if (!title || !sawHeading || (ingredientLines.length === 0 && steps.length === 0)) {
    throw importFailure(
      'no_recipe',
      'We could not find a recipe in the text: put the title on the first line, then an "Ingredients" section and a "Method" section.',
    );
  }
  return {
    title: cut(title, DRAFT_TITLE_MAX),
    description: cut(intro.join(' '), DRAFT_DESCRIPTION_MAX),
    language: guessLanguage([title, ...ingredientLines, ...steps].join('\n')),
    servings,
    activeMinutes: active && active > 0 ? active : null,
    totalMinutes: total && total > 0 ? total : null,
    cuisine: null,
    mealTypes: [],
    ingredientLines,
    steps,
    sourceUrl: null,
    imageUrl: null,
  };
}

/** "Total time: 1 h 20 min" → "1 h 20 min". */
function afterLabel(line: string): string {
  const colon = line.indexOf(':');
  return colon >= 0 ? line.slice(colon + 1) : line;
}
