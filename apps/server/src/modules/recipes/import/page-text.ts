/**
 * Text as a person reads it, from the HTML of recipe pages: tags dropped, entities decoded (recipe plugins often
 * encode twice: `&amp;#8217;`), block elements and `<br>` as line breaks, runs of spaces (non-breaking too) as
 * one. Control characters are removed, since the draft goes back to the API, which refuses them.
 */
import type { Cheerio, CheerioAPI, contains } from 'cheerio';
import { cheerio } from './cheerio-on-demand';

/** Any node of a parsed page (cheerio's own node type, which it does not export by name). */
export type HtmlNode = Parameters<typeof contains>[0];

/** The parts of a parsed HTML node this module reads (cheerio's nodes, described without its internal types). */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer', 'form',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table',
  'tbody', 'td', 'th', 'thead', 'tr', 'ul',
]);
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button']);

// eslint-disable-next-line no-control-regex -- these are exactly the characters removed
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\uFEFF]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text of some nodes, with line breaks where blocks and `<br>` are. */
export function blockText(nodes: Cheerio<HtmlNode>): string {
  const parts: string[] = [];
  const walk = (node: DomNode) => {
    if (node.type === 'text') {
      parts.push(node.data ?? '');
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return; // comments, scripts, styles, CDATA
    const name = node.name?.toLowerCase() ?? '';
    if (SKIPPED_ELEMENTS.has(name)) return;
    if (name === 'br') {
      parts.push('\n');
      return;
    }
    const block = BLOCK_ELEMENTS.has(name);
    if (block) parts.push('\n');
    for (const child of node.children ?? []) walk(child);
    if (block) parts.push('\n');
  };
  for (const node of nodes.toArray() as unknown as DomNode[]) walk(node);
  return tidyLines(parts.join(''));
}

/**
 * A string from structured data as plain text, keeping its line breaks.
 *
 * @example htmlStringToText('Mix &amp;amp; stir<br>Serve') // 'Mix & stir\nServe'
 */
export function htmlStringToText(value: string): string {
  let text = value;
  // Twice at most: once for the page's own encoding, once for a plugin that encoded the HTML again.
  for (let round = 0; round < 2 && /[<&]/.test(text); round++) text = blockText(fragment(text).root());
  return tidyLines(text);
}

/** One line: line breaks become spaces. */
export function oneLine(value: string): string {
  return htmlStringToText(value).replace(/\n+/g, ' ').trim();
}

/** Cuts a text to `max` characters at a word boundary when one is near. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max - 1);
  const space = slice.lastIndexOf(' ');
  return `${space > max * 0.8 ? slice.slice(0, space) : slice}…`;
}

/** Every line trimmed with its spaces collapsed; empty lines dropped. */
export function tidyLines(text: string): string {
  return text
    .replace(CONTROL_CHARACTERS, '')
    .replace(LONE_SURROGATES, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[\s\u00a0\u2000-\u200a\u202f\u205f\u3000]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function fragment(html: string): CheerioAPI {
  return cheerio().load(html, null, false);
}
