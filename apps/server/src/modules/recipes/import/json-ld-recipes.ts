/**
 * schema.org Recipe objects in a page's JSON-LD blocks, wherever the site's plugins put them: the block itself, an
 * array of objects, a Yoast-style `@graph`, a news article's `mainEntity`, an ItemList's `item`s — any depth. A
 * node counts when its `@type` is or includes "Recipe" (`["Recipe", "NewsArticle"]` too). A block that is not
 * valid JSON is skipped; the others and the page's microdata still count.
 */
import type { CheerioAPI } from 'cheerio';

export type SchemaNode = Record<string, unknown>;

/** How deep nodes are searched, and how many are looked at: a bound for hostile or runaway pages. */
const MAX_DEPTH = 12;
const MAX_NODES = 20_000;

export function jsonLdRecipes($: CheerioAPI): SchemaNode[] {
  const recipes: SchemaNode[] = [];
  const seen = new Set<unknown>();
  let visited = 0;

  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || visited++ > MAX_NODES || value === null || typeof value !== 'object') return;
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    const node = value as SchemaNode;
    if (isRecipe(node)) {
      recipes.push(node);
      return; // a recipe's own parts (its steps, its video) are not further recipes
    }
    for (const child of Object.values(node)) visit(child, depth + 1);
  };

  $('script[type]').each((_, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (type !== 'application/ld+json') return;
    const parsed = parseJson($(element).text());
    if (parsed !== undefined) visit(parsed, 0);
  });
  return dedupe(recipes);
}

/** True when a node's `@type` names Recipe, in any of the ways sites write it. */
export function isRecipe(node: SchemaNode): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && /^(?:(?:https?:\/\/)?schema\.org\/|schema:)?Recipe$/i.test(t.trim()));
}

function parseJson(text: string): unknown {
  // Some themes wrap the block in an HTML comment or CDATA section, a leftover of old XHTML habits.
  const cleaned = text
    .trim()
    .replace(/^<!--|-->$/g, '')
    .replace(/^(?:\/\/)?\s*<!\[CDATA\[|(?:\/\/)?\s*\]\]>$/g, '')
    .trim();
  try {
    return JSON.parse(cleaned);
  } catch {
    return undefined;
  }
}

/** The same recipe described twice (in `@graph` and again as `mainEntity`) is listed once. */
function dedupe(recipes: SchemaNode[]): SchemaNode[] {
  const keys = new Set<string>();
  return recipes.filter((recipe) => {
    const id = typeof recipe['@id'] === 'string' ? recipe['@id'] : undefined;
    const key = id ?? JSON.stringify([recipe.name, recipe.recipeIngredient ?? recipe.ingredients]);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}
