/**
 * The recipes on a fetched page, as drafts in page order. JSON-LD is read first (it is what sites maintain for
 * search engines); the page's microdata only when JSON-LD gives no recipe. Recipes with neither ingredients nor
 * steps (a bare teaser card) are left out.
 */
import type { CheerioAPI } from 'cheerio';
import { cheerio } from './cheerio-on-demand';
import type { RecipeDraft } from '@mealplanr/contracts/recipe-import';
import { draftFromSchema, hasSubstance, type PageContext } from './draft-from-schema';
import { jsonLdRecipes } from './json-ld-recipes';
import { microdataRecipes } from './microdata-recipes';
import { oneLine } from './page-text';

/** How far into the page a `<meta charset>` is looked for (browsers look at 1024 bytes; some themes put it later). */
const CHARSET_SNIFF_BYTES = 4096;

/**
 * Decodes the page the way browsers do — byte-order mark, then the Content-Type charset, then `<meta charset>`
 * — falling back to UTF-8, and reads its recipes.
 */
export function readRecipePage(body: Buffer, charset: string | undefined, url: string): RecipeDraft[] {
  const $ = cheerio().loadBuffer(body, {
    encoding: { transportLayerEncodingLabel: charset, defaultEncoding: 'utf-8', maxBytes: CHARSET_SNIFF_BYTES },
  });
  return readRecipeDocument($, url);
}

export function readRecipeDocument($: CheerioAPI, url: string): RecipeDraft[] {
  const page: PageContext = {
    url,
    lang: $('html').attr('lang'),
    title: oneLine($('head > title').first().text() || $('h1').first().text()),
  };
  const fromJsonLd = jsonLdRecipes($).map((recipe) => draftFromSchema(recipe, page)).filter(hasSubstance);
  if (fromJsonLd.length > 0) return fromJsonLd;
  return microdataRecipes($).map((recipe) => draftFromSchema(recipe, page)).filter(hasSubstance);
}
