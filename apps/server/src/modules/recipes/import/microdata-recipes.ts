/**
 * schema.org Recipe items in a page's microdata (`itemscope itemtype="https://schema.org/Recipe"` with `itemprop`
 * elements), read into the same shape JSON-LD gives, so one reader makes the draft from either. Values follow the
 * microdata rules (a `meta`'s content, a link's href, an image's src, a `time`'s datetime, otherwise the text) —
 * plus the `content` attribute on any element, which many recipe plugins use for machine-readable times.
 */
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { SchemaNode } from './json-ld-recipes';
import { blockText, type HtmlNode } from './page-text';

const RECIPE_TYPE = /(?:^|\s)(?:https?:\/\/)?schema\.org\/Recipe(?:\s|$)/i;
const MAX_DEPTH = 5;

export function microdataRecipes($: CheerioAPI): SchemaNode[] {
  const recipes: SchemaNode[] = [];
  $('[itemscope][itemtype]').each((_, element) => {
    const scope = $(element);
    if (!RECIPE_TYPE.test(scope.attr('itemtype') ?? '')) return;
    // A recipe inside another recipe's item (a "variation") belongs to that one.
    const outer = scope.parents('[itemscope][itemtype]').filter((_, el) => RECIPE_TYPE.test($(el).attr('itemtype') ?? ''));
    if (outer.length > 0) return;
    recipes.push(readItem($, scope, 0));
  });
  return recipes;
}

function readItem($: CheerioAPI, scope: Cheerio<HtmlNode>, depth: number): SchemaNode {
  const types = (scope.attr('itemtype') ?? '').split(/\s+/).filter(Boolean).map(lastSegment);
  const node: SchemaNode = { '@type': types.length === 1 ? types[0] : types };
  const scopeElement = scope.get(0);
  scope.find('[itemprop]').each((_, element) => {
    const property = $(element);
    // Only the item's own properties: those whose nearest enclosing item is this one.
    if (property.parent().closest('[itemscope]').get(0) !== scopeElement) return;
    const names = (property.attr('itemprop') ?? '').split(/\s+/).filter(Boolean).map(lastSegment);
    let value: unknown;
    if (property.is('[itemscope]')) {
      if (depth >= MAX_DEPTH) return;
      value = readItem($, property, depth + 1);
    } else {
      value = propertyValue(property);
    }
    for (const name of names) add(node, name, value);
  });
  return node;
}

function propertyValue(element: Cheerio<HtmlNode>): string {
  const content = element.attr('content');
  if (content !== undefined) return content;
  const tag = (element.prop('tagName') ?? '').toString().toLowerCase();
  if (tag === 'a' || tag === 'link' || tag === 'area') return element.attr('href') ?? '';
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe', 'track'].includes(tag)) return element.attr('src') ?? '';
  if (tag === 'object') return element.attr('data') ?? '';
  if (tag === 'time') return element.attr('datetime') ?? blockText(element);
  if (tag === 'data' || tag === 'meter') return element.attr('value') ?? '';
  return blockText(element);
}

function add(node: SchemaNode, name: string, value: unknown): void {
  const existing = node[name];
  if (existing === undefined) node[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

/** `https://schema.org/recipeYield` → `recipeYield`. */
function lastSegment(text: string): string {
  return text.replace(/\/+$/, '').split(/[/#]/).pop() ?? text;
}
