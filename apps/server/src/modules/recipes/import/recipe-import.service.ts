/**
 * Recipe import: an address or a pasted text in, a draft out (with the page's other recipes named). Nothing is
 * stored; the person reviews the draft in the editor and saves it as their own recipe there.
 */
import type { RecipeImportResult, RecipeDraft } from '@mealplanr/contracts/recipe-import';
import { AddressPolicy } from './address-policy';
import { loadCheerio } from './cheerio-on-demand';
import { importFailure } from './import-failure';
import { draftFromPastedText } from './pasted-recipe-text';
import { readRecipePage } from './read-recipe-page';
import { fetchHtmlPage, type SafeFetchOptions } from './safe-fetch';

export interface RecipeImportOptions extends Omit<SafeFetchOptions, 'policy'> {
  /** Networks allowed although not public (IMPORT_ALLOW_NETWORKS). */
  allowNetworks: readonly string[];
}

export class RecipeImportService {
  private readonly fetchOptions: SafeFetchOptions;

  constructor({ allowNetworks, ...limits }: RecipeImportOptions) {
    this.fetchOptions = { ...limits, policy: new AddressPolicy(allowNetworks) };
  }

  /** The page's recipe number `recipeIndex` (the first by default) as a draft; throws RecipeImportFailure. */
  async fromUrl(url: string, recipeIndex = 0): Promise<RecipeImportResult> {
    const [page] = await Promise.all([fetchHtmlPage(url, this.fetchOptions), loadCheerio()]);
    const drafts = readRecipePage(page.body, page.charset, page.url);
    if (drafts.length === 0) throw importFailure('no_recipe', 'We could not find a recipe on that page.');
    if (recipeIndex >= drafts.length) {
      throw importFailure('no_recipe', `That page has ${drafts.length} recipe${drafts.length === 1 ? '' : 's'}.`);
    }
    return withOthers(drafts, recipeIndex);
  }

  async fromText(text: string): Promise<RecipeImportResult> {
    await loadCheerio();
    return { draft: draftFromPastedText(text) };
  }
}

function withOthers(drafts: RecipeDraft[], chosen: number): RecipeImportResult {
  const draft = drafts[chosen]!;
  if (drafts.length === 1) return { draft };
  const otherRecipes = drafts
    .map((other, index) => ({ index, title: other.title }))
    .filter(({ index }) => index !== chosen);
  return { draft, otherRecipes };
}
