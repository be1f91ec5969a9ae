/**
 * Characters a recipe never needs and that only serve to hide or scramble text: bidirectional controls (which
 * reorder what a reader sees, e.g. "Tofu\u202Enuts" shows differently than it is stored), zero-width and other
 * invisible characters (which split a word so a check misses it: "pea\u200Bnuts"), control characters other than
 * newline and tab, NUL (which PostgreSQL refuses in JSON, so it would fail the whole plan) and lone surrogates
 * (half of a character, not text at all). A recipe holding any of them, in any string, is refused as
 * `hidden_characters`.
 */

/**
 * Bidirectional controls: U+202A–U+202E (embeddings and overrides), U+2066–U+2069 (isolates), U+200E/U+200F
 * (marks) and U+061C (Arabic letter mark). Zero-width and invisible: U+200B–U+200D, U+2060–U+2064, U+FEFF and the
 * soft hyphen U+00AD. Controls: C0 (U+0000–U+001F) but tab and newline, DEL (U+007F) and C1 (U+0080–U+009F).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const HIDDEN_GLOBAL = new RegExp(HIDDEN.source, 'g');
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_GLOBAL = new RegExp(LONE_SURROGATE.source, 'g');

/** What is wrong with one string: the first hidden character, by code point, or undefined when it is clean. */
export function hiddenCharacterIn(text: string): string | undefined {
  const lone = LONE_SURROGATE.exec(text)?.[0];
  if (lone !== undefined) return codePoint(lone, 'lone surrogate');
  const found = HIDDEN.exec(text)?.[0];
  return found === undefined ? undefined : codePoint(found, found === '\u0000' ? 'NUL' : undefined);
}

const codePoint = (c: string, name?: string) =>
  `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`;

/**
 * The first hidden character anywhere in a JSON value (every string, object keys included) with where it is,
 * e.g. `'steps.2: U+202E'`; undefined when there is none.
 *
 * @example findHiddenCharacters({ title: 'Pea\u200Bnut soup' }) // 'title: U+200B'
 */
export function findHiddenCharacters(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') {
    const found = hiddenCharacterIn(value);
    return found && `${path || 'text'}: ${found}`;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findHiddenCharacters(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const where = path ? `${path}.${key}` : key;
      const inKey = hiddenCharacterIn(key);
      if (inKey) return `${where} (name): ${inKey}`;
      const found = findHiddenCharacters(inner, where);
      if (found) return found;
    }
  }
  return undefined;
}

/** `text` without hidden characters (lone surrogates become U+FFFD), for quoting the model's words back to it. */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(LONE_SURROGATE_GLOBAL, '\uFFFD').replace(HIDDEN_GLOBAL, '');
}

/**
 * JSON text with every hidden character written as a `\uXXXX` escape, so quoted data shows what it holds.
 *
 * @example escapeHiddenCharacters(JSON.stringify(['nuts\u202E'])) // '["nuts\\u202E"]'
 */
export function escapeHiddenCharacters(json: string): string {
  return json.replace(HIDDEN_GLOBAL, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
}
