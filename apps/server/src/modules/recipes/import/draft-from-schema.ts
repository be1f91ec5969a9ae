/**
 * A schema.org Recipe (from JSON-LD or microdata) as a draft: the fields read the way sites actually fill them —
 * strings or arrays or objects, instructions as text, HowToStep lists or HowToSection groups, times as ISO 8601
 * durations, yields as "4 servings" — with HTML and entities turned into plain text and every text bounded.
 */
import { DRAFT_DESCRIPTION_MAX, DRAFT_TITLE_MAX, type RecipeDraft } from '@mealplanr/contracts/recipe-import';
import { draftIngredientLines, draftSteps } from './draft-lists';
import { durationMinutes } from './durations';
import type { SchemaNode } from './json-ld-recipes';
import { guessLanguage } from './language-guess';
import { cut, htmlStringToText, oneLine } from './page-text';
import { cuisineFrom, mealTypesFrom, servingsFrom } from './recipe-words';
import { stepsFromLines } from './step-lines';

export interface PageContext {
  /** The page's address, to resolve relative image addresses and to be the draft's source. */
  url: string;
  /** The page's `<html lang>`. */
  lang: string | undefined;
  /** The page's `<title>`, for a recipe that has no name of its own. */
  title: string;
}

const MAX_NESTING = 6;

export function draftFromSchema(recipe: SchemaNode, page: PageContext): RecipeDraft {
  const title = cut(oneLine(firstText(recipe.name) || firstText(recipe.headline) || page.title), DRAFT_TITLE_MAX);
  const ingredientLines = ingredientsFrom(recipe.recipeIngredient ?? recipe.ingredients);
  const steps = draftSteps(stepsFrom(recipe.recipeInstructions, 0));
  const prep = durationMinutes(recipe.prepTime);
  const cook = durationMinutes(recipe.cookTime);
  const total = durationMinutes(recipe.totalTime);
  const categories = texts(recipe.recipeCategory);
  return {
    title,
    description: cut(oneLine(firstText(recipe.description)), DRAFT_DESCRIPTION_MAX),
    language: guessLanguage([title, ...ingredientLines, ...steps].join('\n'), page.lang),
    servings: servingsFrom(recipe.recipeYield ?? recipe.yield),
    activeMinutes: positive(prep) ?? positive(cook),
    totalMinutes: positive(total) ?? (prep !== null || cook !== null ? positive((prep ?? 0) + (cook ?? 0)) : null),
    cuisine: cuisineFrom([...texts(recipe.recipeCuisine), ...categories]),
    mealTypes: mealTypesFrom(categories),
    ingredientLines,
    steps,
    sourceUrl: page.url,
    imageUrl: imageFrom(recipe.image, page.url, 0),
  };
}

/** True when a recipe has anything a person could cook from. */
export function hasSubstance(draft: RecipeDraft): boolean {
  return draft.ingredientLines.length > 0 || draft.steps.length > 0;
}

function ingredientsFrom(value: unknown): string[] {
  return draftIngredientLines(
    asArray(value).flatMap((item) => {
      const text = typeof item === 'string' ? item : isNode(item) ? firstText(item.text ?? item.name) : '';
      // One string holding the whole list is split at its line breaks.
      return htmlStringToText(text).split('\n');
    }),
  );
}

function stepsFrom(value: unknown, depth: number): string[] {
  if (depth > MAX_NESTING) return [];
  if (typeof value === 'string') return stepsFromLines(htmlStringToText(value).split('\n'));
  if (Array.isArray(value)) return value.flatMap((item) => stepsFrom(item, depth + 1));
  if (!isNode(value)) return [];
  const type = String(value['@type'] ?? '');
  if (/HowToTip/i.test(type)) return []; // advice beside the steps, not a step
  if (/HowToSection/i.test(type)) {
    const name = oneLine(firstText(value.name));
    const inner = stepsFrom(value.itemListElement ?? value.steps, depth + 1);
    // Steps are plain text: a section's name ("For the sauce") leads its first step.
    if (name && inner.length > 0) inner[0] = `${name.replace(/[:.]\s*$/, '')}: ${inner[0]}`;
    return inner;
  }
  if (/ItemList/i.test(type) && value.itemListElement !== undefined) return stepsFrom(value.itemListElement, depth + 1);
  const text = firstText(value.text) || firstText(value.description) || firstText(value.name);
  if (text) return stepsFrom(text, depth + 1);
  // A step made of directions and tips, or a list item wrapping its step.
  return stepsFrom(value.itemListElement ?? value.item, depth + 1);
}

function imageFrom(value: unknown, base: string, depth: number): string | null {
  if (depth > MAX_NESTING) return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = imageFrom(item, base, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (isNode(value)) return imageFrom(value.url ?? value.contentUrl, base, depth + 1);
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(htmlStringToText(value), base);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2048 ? url.href : null;
  } catch {
    return null;
  }
}

/** The texts a field holds (a string, a list of them, or comma-separated). */
function texts(value: unknown): string[] {
  return asArray(value)
    .map((item) => (typeof item === 'string' ? item : isNode(item) ? firstText(item.name) : ''))
    .flatMap((text) => oneLine(text).split(/\s*,\s*/))
    .filter(Boolean);
}

function firstText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(firstText).find(Boolean) ?? '';
  if (isNode(value) && typeof value['@value'] === 'string') return value['@value'];
  return '';
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isNode(value: unknown): value is SchemaNode {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function positive(minutes: number | null): number | null {
  return minutes !== null && minutes > 0 ? minutes : null;
}
